package io.nqueens.operators.crossover;

/**
 * A per-thread int buffer that crossovers reuse instead of allocating one per child: operators
 * stay stateless and shareable between threads, and the breeding loop allocates nothing. The
 * contents are left over from the last use; callers overwrite what they read. O(1) amortised.
 */
final class Scratch {
    private Scratch() {}

    private static final ThreadLocal<int[][]> BUFFER = ThreadLocal.withInitial(() -> new int[][] {new int[0]});

    /** This thread's buffer, grown to at least {@code length} ints; never shared with another thread. */
    static int[] ints(int length) {
        int[][] holder = BUFFER.get();
        if (holder[0].length < length) {
            holder[0] = new int[length];
        }
        return holder[0];
    }
}
