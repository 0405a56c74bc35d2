package io.nqueens.live.frames;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

/**
 * Runs a call on a daemon thread of its own while the calling thread, a cell's, redraws a view
 * every {@code pollMillis} until the call ends: the cell's thread only draws, so an interrupt
 * (Kernel &gt; Interrupt) reaches it at once, however long the call's own steps take. What the
 * call threw is thrown on the calling thread. Shared by the live views of an ablation
 * ({@link LiveLines}) and of a race ({@code io.nqueens.tuning.LiveRace}).
 */
public final class LiveWorker {
    private LiveWorker() {}

    /** What the cell's thread does when it is interrupted during the call. */
    @FunctionalInterface
    public interface OnStop {
        /**
         * Stops the worker and says how the view ends.
         *
         * @param worker the call's thread, still running
         * @return the exception to throw, or null to return the call's outcome once it is there
         */
        RuntimeException stopped(Thread worker);
    }

    /**
     * {@return the call's result} Redraws with the time since the call started, first at once.
     *
     * @param name the worker thread's name
     * @param call what runs on the worker
     * @param pollMillis how often the view is redrawn, in milliseconds
     * @param redraw draws the view, given the nanoseconds since the call started
     * @param onStop what an interrupt of the calling thread does
     * @param <T> the call's result type
     */
    public static <T> T run(String name, Supplier<T> call, long pollMillis, LongConsumer redraw, OnStop onStop) {
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                outcome.set(call.get());
            } catch (RuntimeException | Error e) {
                outcome.set(e);
            }
        }, name);
        worker.setDaemon(true);
        long start = System.nanoTime();
        worker.start();
        try {
            while (worker.isAlive()) {
                redraw.accept(System.nanoTime() - start);
                worker.join(pollMillis);
            }
        } catch (InterruptedException stop) {
            RuntimeException thrown = onStop.stopped(worker);
            if (thrown != null) {
                throw thrown;
            }
        }
        Object o = outcome.get();
        if (o instanceof RuntimeException e) {
            throw e;
        }
        if (o instanceof Error e) {
            throw e;
        }
        @SuppressWarnings("unchecked")
        T result = (T) o;
        return result;
    }
}
