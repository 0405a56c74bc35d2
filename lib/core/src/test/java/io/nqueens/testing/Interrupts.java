package io.nqueens.testing;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** Runs a long call on a thread of its own, interrupts it as a notebook's stop button does, and times the answer. */
public final class Interrupts {
    private Interrupts() {}

    /**
     * How an interrupted call ended.
     *
     * @param thrown what the call threw, or null when it returned
     * @param flagSet whether the thread's interrupt flag was still set when the call ended
     * @param millisAfterInterrupt how long the call ran on after the interrupt
     */
    public record Outcome(Throwable thrown, boolean flagSet, long millisAfterInterrupt) {}

    /**
     * Starts {@code call} on a daemon thread, interrupts it {@code after} it started and waits at
     * most {@code within} for it to end; fails the test when it runs on longer (the thread is left
     * to finish on its own, as a daemon).
     */
    public static Outcome interruptAfter(Duration after, Duration within, Runnable call) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicBoolean flag = new AtomicBoolean();
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch ended = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            started.countDown();
            try {
                call.run();
            } catch (Throwable e) {
                thrown.set(e);
            } finally {
                flag.set(Thread.currentThread().isInterrupted());
                ended.countDown();
            }
        }, "interrupted-call");
        t.setDaemon(true);
        t.start();
        assertTrue(started.await(10, TimeUnit.SECONDS), "the call never started");
        if (ended.await(after.toMillis(), TimeUnit.MILLISECONDS)) {
            fail("the call ended before it could be interrupted; choose a longer one");
        }
        long interruptedAt = System.nanoTime();
        t.interrupt();
        if (!ended.await(within.toMillis(), TimeUnit.MILLISECONDS)) {
            fail("the call ran on for more than " + within.toMillis() + " ms after the interrupt");
        }
        long millis = (System.nanoTime() - interruptedAt) / 1_000_000;
        return new Outcome(thrown.get(), flag.get(), millis);
    }
}
