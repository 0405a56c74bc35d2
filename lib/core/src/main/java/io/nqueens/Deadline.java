package io.nqueens;

/**
 * The time budget of the run this thread works on, for searches whose one call can outlast it
 * (a repair of three queens, which have no solution, may spend hours of its step budget): the
 * engine sets it around each generation of a run with a time limit ({@code Limits.time}), and such
 * a search, which already looks at the interrupt flag every few thousand steps, also stops there
 * once the deadline has passed. The run then ends at its own check with TIME_LIMIT. One long per
 * thread; reading it costs a thread-local lookup and, when set, one {@code System.nanoTime()}.
 */
public final class Deadline {
    /** No deadline. */
    public static final long NONE = Long.MIN_VALUE;
    private static final ThreadLocal<long[]> AT = ThreadLocal.withInitial(() -> new long[] {NONE});

    private Deadline() {}

    /**
     * Sets this thread's deadline.
     *
     * @param nanoTime the {@link System#nanoTime()} at which the work must stop, or {@link #NONE}
     * @return the deadline it replaces, to give back to {@link #restore} in a finally block
     */
    public static long set(long nanoTime) {
        long[] at = AT.get();
        long before = at[0];
        at[0] = nanoTime;
        return before;
    }

    /**
     * Gives back the deadline {@link #set} replaced.
     *
     * @param before what set returned
     */
    public static void restore(long before) {
        AT.get()[0] = before;
    }

    /** {@return true when this thread has a deadline and it has passed} */
    public static boolean passed() {
        long at = AT.get()[0];
        return at != NONE && System.nanoTime() - at >= 0;
    }
}
