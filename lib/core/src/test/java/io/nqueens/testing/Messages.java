package io.nqueens.testing;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.function.Executable;

/** Assertions on the kit's error messages. */
public final class Messages {
    private Messages() {}

    /** Asserts that {@code call} throws an IllegalArgumentException whose message contains {@code part}. */
    public static void assertMessage(Executable call, String part) {
        var e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(part), "message was: " + e.getMessage());
    }
}
