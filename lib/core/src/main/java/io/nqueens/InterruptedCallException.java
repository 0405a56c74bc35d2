package io.nqueens;

import java.util.concurrent.CancellationException;

/**
 * Thrown by a long call of the kit (an exact solver count, a repair, an animation) when its
 * thread is interrupted, as a notebook's stop button does: the call ends within about a second
 * instead of running on. The thread's interrupt flag stays set, so the caller's own loop and
 * blocking calls see it too; {@link Thread#interrupted()} clears it before new work on the thread.
 * Unchecked, a {@link CancellationException}.
 */
public final class InterruptedCallException extends CancellationException {
    private static final long serialVersionUID = 1L;

    /**
     * An exception saying that {@code call} was interrupted.
     *
     * @param call what was interrupted, such as {@code "Solutions.count(17)"}, with any detail
     */
    public InterruptedCallException(String call) {
        this(call, "");
    }

    /**
     * An exception saying that {@code call} was interrupted, and what it had done by then.
     *
     * @param call what was interrupted, such as {@code "Repair.repair"}
     * @param detail follows "was interrupted", such as {@code "after 4,096 of its 10,000 steps"}
     */
    public InterruptedCallException(String call, String detail) {
        super(call + " was interrupted" + (detail.isEmpty() ? "" : " " + detail)
                + " (the thread's interrupt flag stays set; Thread.interrupted() clears it)");
    }

    /**
     * Throws when the current thread's interrupt flag is set, leaving the flag set. O(1), cheap
     * enough to call every few thousand steps of a search.
     *
     * @param call what would be interrupted, for the message; a constant, so nothing is built
     *     when the thread is not interrupted
     * @throws InterruptedCallException when the current thread is interrupted
     */
    public static void check(String call) {
        if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedCallException(call);
        }
    }
}
