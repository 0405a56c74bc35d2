package io.nqueens.live.frames;

import io.nqueens.InterruptedCallException;
import org.junit.jupiter.api.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The worker a live view runs its call on: results, failures and Kernel &gt; Interrupt. */
class LiveWorkerTest {

    @Test
    void whatTheCallThrowsIsThrownOnTheCallingThreadAfterRedrawsFromTheStart() {
        IllegalArgumentException bad = new IllegalArgumentException("seeds must be >= 0, was -1");
        AtomicReference<Long> firstRedraw = new AtomicReference<>();
        IllegalArgumentException thrown = assertThrows(IllegalArgumentException.class, () -> LiveWorker.run("t", () -> {
            throw bad;
        }, 5, elapsed -> firstRedraw.compareAndSet(null, elapsed), worker -> null));
        assertSame(bad, thrown);
        assertTrue(firstRedraw.get() != null && firstRedraw.get() >= 0, "redrawn at once: " + firstRedraw.get());
        AssertionError error = new AssertionError("a plug-in's own check");
        assertSame(error, assertThrows(AssertionError.class, () -> LiveWorker.run("t", () -> {
            throw error;
        }, 5, elapsed -> { }, worker -> null)));
        assertEquals("x", LiveWorker.run("t", () -> "x", 5, elapsed -> { }, worker -> null));
    }

    /**
     * Kernel &gt; Interrupt during a long call shown as lines (an ablation): the view says at once
     * where the call stood, stops the worker, and the cell throws an InterruptedCallException
     * naming the call and that line, its interrupt flag still set.
     */
    @Test
    void anInterruptedCallOfLinesSaysWhereItStoodStopsItsWorkerAndThrows() throws Exception {
        RecordedDisplay shown = new RecordedDisplay();
        Frames frames = new Frames(shown, null, System::nanoTime);
        CountDownLatch told = new CountDownLatch(1);
        AtomicBoolean workerStopped = new AtomicBoolean();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicBoolean flagKept = new AtomicBoolean();
        Thread cell = new Thread(() -> {
            try {
                LiveLines.run(frames, "the ablation", "starting", tell -> {
                    tell.accept("change 2 of 3: pm 0.05 -> 0.2");
                    told.countDown();
                    try {
                        Thread.sleep(60_000);
                    } catch (InterruptedException e) {
                        workerStopped.set(true);
                        throw new IllegalStateException("stopped");
                    }
                    return 1;
                }, r -> "done", 5);
            } catch (Throwable t) {
                thrown.set(t);
                flagKept.set(Thread.currentThread().isInterrupted());
            }
        });
        cell.start();
        assertTrue(told.await(30, TimeUnit.SECONDS));
        Thread.sleep(50); // a redraw or two with the line told
        cell.interrupt();
        cell.join(5_000);
        assertFalse(cell.isAlive(), "the cell ended");
        assertTrue(workerStopped.get(), "the worker was interrupted too");
        InterruptedCallException e = assertInstanceOf(InterruptedCallException.class, thrown.get());
        assertTrue(e.getMessage().startsWith("the ablation was interrupted at change 2 of 3: pm 0.05 -> 0.2"),
                e.getMessage());
        assertTrue(flagKept.get(), "the interrupt flag stays set");
        String last = (String) shown.outputs.get("d0");
        assertTrue(last.matches("interrupted at change 2 of 3: pm 0\\.05 -> 0\\.2 \\| \\d+\\.\\d s"), last);
    }
}
