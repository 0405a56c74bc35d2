package io.nqueens.live.frames;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A display that records every message, as a kernel would send them: for the tests of the live
 * views (the frames' and {@code Live}'s).
 */
public final class RecordedDisplay implements Display {
    /** Each message, in order: "show id" or "update id". */
    public final List<String> messages = new ArrayList<>();
    /** What each output shows now, by id. */
    public final Map<String, Object> outputs = new LinkedHashMap<>();
    /** What each message sent, in order. */
    public final List<Object> contents = new ArrayList<>();

    @Override
    public String show(Object content) {
        String id = "d" + outputs.size();
        outputs.put(id, content);
        messages.add("show " + id);
        contents.add(content);
        return id;
    }

    @Override
    public void update(String id, Object content) {
        assertTrue(outputs.containsKey(id), "update of an output never shown: " + id);
        outputs.put(id, content);
        messages.add("update " + id);
        contents.add(content);
    }
}
