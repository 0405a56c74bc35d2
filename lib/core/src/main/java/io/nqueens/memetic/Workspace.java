package io.nqueens.memetic;

/**
 * Per-thread buffers of the memetic operators: one {@link DiagonalCounters} and one queue of
 * columns, grown to the largest board seen on the thread and reused afterwards, so the operators
 * allocate nothing per call and stay safe to share between threads (an engine is shared by many
 * runs). About 21 bytes per queen of the largest board (two diagonal tallies, validation marks
 * and the queue), kept while the thread lives.
 */
final class Workspace {
    private static final ThreadLocal<Workspace> LOCAL = ThreadLocal.withInitial(Workspace::new);

    final DiagonalCounters counters = DiagonalCounters.empty();
    private int[] queue = new int[0];
    /** Swap evaluations the last {@link Repair} call on this thread spent (for measurements). */
    long lastSteps;

    private Workspace() {}

    static Workspace get() {
        return LOCAL.get();
    }

    /** A queue buffer of at least {@code n} columns; contents are garbage. */
    int[] queue(int n) {
        if (queue.length < n) {
            queue = null; // collectable while the larger buffer is allocated
            queue = new int[n];
        }
        return queue;
    }
}
