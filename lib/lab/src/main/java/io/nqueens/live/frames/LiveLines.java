package io.nqueens.live.frames;

import io.nqueens.InterruptedCallException;

import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A live line for a long call that tells its progress in lines of its own (an ablation's steps):
 * the call runs on a thread of its own while the calling thread, the cell's, shows the latest line
 * told with the time so far, replaced up to four times a second so its clock never stands still,
 * and a last line when it ends. An interrupt of the calling thread (a stopped cell) interrupts the
 * call and ends this one with an {@link InterruptedCallException}.
 */
public final class LiveLines {
    private String latest; // guarded by this

    private LiveLines(String first) {
        latest = first;
    }

    /**
     * Runs {@code body}, giving it the listener its progress lines go to, and shows them.
     *
     * @param frames where the line is shown
     * @param call what runs, e.g. "the ablation": the interrupt's exception names it
     * @param first the line shown before the call tells one
     * @param body the call, given the listener
     * @param end the last line, from the result (the time so far is added after it)
     * @param pollMillis how often the line's clock moves, in milliseconds
     * @param <T> the call's result type
     * @return the call's result
     */
    public static <T> T run(Frames frames, String call, String first, Function<Consumer<String>, T> body,
            Function<T, String> end, long pollMillis) {
        LiveLines view = new LiveLines(first);
        long start = System.nanoTime();
        T result = LiveWorker.run("nqueens-live-lines", () -> body.apply(view::told), pollMillis,
                elapsed -> frames.next(() -> view.line(elapsed), null),
                worker -> view.stopped(worker, frames, call, start));
        frames.last(ProgressText.fit(end.apply(result) + " | " + ProgressText.seconds(System.nanoTime() - start)),
                null);
        return result;
    }

    /** Stops the worker, shows where it stood; {@return the exception the call throws} */
    private InterruptedCallException stopped(Thread worker, Frames frames, String call, long start) {
        // before the kernel stops listening
        frames.now(ProgressText.fit("interrupted at " + line(System.nanoTime() - start)));
        worker.interrupt();
        try {
            worker.join(10_000); // its runs stop at their next check: none outlives the cell
        } catch (InterruptedException again) {
            // a second stop: leave the worker, a daemon, to end on its own
        }
        frames.last(ProgressText.fit("interrupted at " + line(System.nanoTime() - start)), null);
        Thread.currentThread().interrupt(); // the flag stays set, as the exception's javadoc says
        return new InterruptedCallException(call, "at " + latest());
    }

    private synchronized void told(String line) {
        latest = line;
    }

    private synchronized String latest() {
        return latest;
    }

    String line(long elapsedNanos) {
        return ProgressText.fit(latest() + " | " + ProgressText.seconds(elapsedNanos));
    }
}
