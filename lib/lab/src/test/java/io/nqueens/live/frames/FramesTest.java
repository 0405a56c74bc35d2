package io.nqueens.live.frames;

import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A live view's frames: the kernel's display found or not, the throttle, printed lines, a long call's lines. */
class FramesTest {
    @Test
    void outsideAKernelThereIsNoDisplay() {
        assertNull(KernelDisplay.find(), "no Java kernel's classes on the test class path");
        assertTrue(!Frames.here().inPlace());
    }

    @Test
    void theThrottleShowsALineFourTimesASecondAChartOnceAndTheEndAlways() {
        AtomicLong now = new AtomicLong();
        RecordedDisplay shown = new RecordedDisplay();
        Frames f = new Frames(shown, null, now::get);
        int[] drawn = {0};
        java.util.function.Supplier<BufferedImage> chart = () -> {
            drawn[0]++;
            return new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB);
        };
        for (int ms = 0; ms <= 1_100; ms += 100) {
            now.set(ms * 1_000_000L);
            int at = ms;
            f.next(() -> "at " + at, chart);
        }
        // Lines at 0, 300, 600, 900 ms (250 ms apart at least); the first chart after a second.
        assertEquals(List.of("show d0", "update d0", "update d0", "update d0", "show d1"), shown.messages);
        assertEquals(1, drawn[0], "a chart is drawn only when it is shown");
        assertEquals("at 900", shown.outputs.get("d0"));
        f.last("done", chart);
        assertEquals("done", shown.outputs.get("d0"), "the final state is shown whatever the throttle says");
        assertEquals(2, drawn[0]);
    }

    @Test
    void aSlowChartIsRedrawnLessOften() {
        AtomicLong now = new AtomicLong();
        RecordedDisplay shown = new RecordedDisplay();
        Frames f = new Frames(shown, null, now::get);
        // Drawing takes 100 ms: at most one chart every 4 s (forty times that).
        java.util.function.Supplier<BufferedImage> slow = () -> {
            now.addAndGet(100_000_000L);
            return new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB);
        };
        for (int k = 0; k < 70; k++) {
            int at = k;
            f.next(() -> "k " + at, slow);
            now.addAndGet(100_000_000L);
        }
        // 7.3 s in all: charts at 1 s, 2.1 s (the first chart's cost, which loads fonts in a fresh JVM,
        // is not counted) and 6.2 s (4 s after the second ended).
        assertEquals(3, shown.messages.stream().filter(m -> m.endsWith("d1")).count(), shown.messages.toString());
    }

    @Test
    void withoutADisplayALineEveryFiveSecondsAndTheLast() {
        AtomicLong now = new AtomicLong();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Frames f = new Frames(null, new PrintStream(bytes, true, StandardCharsets.UTF_8), now::get);
        for (int s = 0; s <= 12; s++) {
            now.set(s * 1_000_000_000L);
            int at = s;
            f.next(() -> "at " + at + " s", () -> {
                throw new AssertionError("no chart is drawn without a display");
            });
        }
        f.last("done", null);
        assertEquals(List.of("at 0 s", "at 5 s", "at 10 s", "done"),
                bytes.toString(StandardCharsets.UTF_8).lines().toList());
        Frames quiet = new Frames(null, null, now::get);
        quiet.next(() -> "x", null);
        quiet.last("y", null); // prints nothing, fails nothing
    }

    @Test
    void aLongCallShowsTheLinesItTellsThenItsEnd() throws Exception {
        List<String> seen = java.util.Collections.synchronizedList(new ArrayList<>());
        java.util.concurrent.CountDownLatch firstShown = new java.util.concurrent.CountDownLatch(1);
        Display display = new Display() {
            @Override
            public String show(Object content) {
                update("d0", content);
                return "d0";
            }

            @Override
            public void update(String id, Object content) {
                seen.add((String) content);
                if (((String) content).startsWith("step 1: 0 of 2 runs | ")) {
                    firstShown.countDown();
                }
            }
        };
        AtomicLong clock = new AtomicLong();
        Frames frames = new Frames(display, null, () -> clock.addAndGet(1_000_000_000L)); // never throttled
        int result = LiveLines.run(frames, "the call", "starting", told -> {
            told.accept("step 1: 0 of 2 runs");
            try {
                firstShown.await();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
            told.accept("step 1: 2 of 2 runs");
            return 42;
        }, r -> "done: " + r, 5);
        assertEquals(42, result);
        assertTrue(seen.get(0).matches("(starting|step 1: 0 of 2 runs) \\| \\d+\\.\\d s"), seen.toString());
        assertTrue(seen.stream().anyMatch(l -> l.startsWith("step 1: 0 of 2 runs | ")), seen.toString());
        assertTrue(seen.get(seen.size() - 1).matches("done: 42 \\| \\d+(\\.\\d s| min \\d\\d s)"), seen.toString());
    }
}
