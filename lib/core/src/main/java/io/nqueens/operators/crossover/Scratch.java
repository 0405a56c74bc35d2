package io.nqueens.operators.crossover;

import java.util.Arrays;

/**
 * Per-thread buffers that crossovers reuse instead of allocating per child: operators stay
 * stateless and shareable between threads, and the breeding loop allocates nothing. Two int
 * buffers whose contents are left over from the last use (callers overwrite what they read), and
 * a mark table for "seen in this pass" tests: each pass takes a {@link #newStamp() new stamp}, so
 * the table never needs clearing (only when the stamp wraps around, once in 2³² passes). One
 * thread-local look-up per call; O(1) amortised.
 */
final class Scratch {
    private static final ThreadLocal<Scratch> LOCAL = ThreadLocal.withInitial(Scratch::new);

    /** A buffer, contents left over. */
    int[] first = new int[0];
    /** A second buffer, contents left over. */
    int[] second = new int[0];
    /** Entries equal to the current stamp are marked in the current pass; no other entry is. */
    int[] marks = new int[0];
    private int stamp;

    private Scratch() {}

    /** This thread's buffers, each grown to at least {@code length} entries; never shared with another thread. */
    static Scratch of(int length) {
        Scratch s = LOCAL.get();
        if (s.first.length < length) {
            s.first = new int[length];
            s.second = new int[length];
            s.marks = new int[length]; // all 0, which no stamp equals
        }
        return s;
    }

    /** {@return a stamp that no entry of {@link #marks} holds yet} A pass marks v by {@code marks[v] = stamp}. */
    int newStamp() {
        if (++stamp == 0) { // wrapped around: old marks could equal new stamps
            Arrays.fill(marks, 0);
            stamp = 1;
        }
        return stamp;
    }
}
