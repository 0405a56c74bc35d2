package io.nqueens.solver;

/** Temporary: counts N-queens solutions by bitmask backtracking (replaced by the solver package). */
public final class Solutions {
    private Solutions() {}

    public static long count(int n) {
        if (n < 1 || n > 20) {
            throw new IllegalArgumentException("board size n must be in [1, 20], was " + n);
        }
        return count(n, 0, 0, 0, 0);
    }

    private static long count(int n, int row, int cols, int d1, int d2) {
        if (row == n) {
            return 1;
        }
        long total = 0;
        int free = ~(cols | d1 | d2) & ((1 << n) - 1);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            total += count(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
        }
        return total;
    }
}
