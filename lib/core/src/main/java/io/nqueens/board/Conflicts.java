package io.nqueens.board;

import io.nqueens.Checks;

/**
 * Counts attacking queen pairs. {@link #pairs(int[])} is the engine's O(N) counter: each queen
 * adds the queens already on its row and its diagonals (up to 8 queens on a 64-bit board with a
 * table of line masks, {@link PackedTallies}; above, with tallies per line in a per-thread array).
 * {@link #pairsPairwise(int[])} is the O(N²) reference that mirrors the source documents' double
 * loops; tests and the benchmark compare the two.
 */
public final class Conflicts {
    private Conflicts() {}

    // One reusable set of counters per thread: no allocation per evaluation on the hot path.
    private static final ThreadLocal<Counter> COUNTER = ThreadLocal.withInitial(Counter::new);

    /**
     * Attacking pairs of a one-queen-per-column board ({@code rows[c]} = row of column c): pairs
     * on a shared row or diagonal. Rejects a row outside 0..N-1, naming its column. O(N) time,
     * O(N) reusable memory per thread.
     *
     * @param rows the row of the queen in each column; N is {@code rows.length}
     * @return the number of attacking pairs, 0 to N(N-1)/2
     */
    public static long pairs(int[] rows) {
        Checks.notNull("rows", rows);
        return rows.length <= PackedTallies.MAX_SIZE ? PackedTallies.pairs(rows) : COUNTER.get().count(rows);
    }

    /**
     * The same count by comparing every pair of columns: O(N²), the reference. Rejects a row
     * outside 0..N-1, as {@link #pairs(int[])} does (so both do the same checking work).
     *
     * @param rows the row of the queen in each column; N is {@code rows.length}
     * @return the number of attacking pairs, equal to {@link #pairs(int[])}
     */
    public static long pairsPairwise(int[] rows) {
        Checks.notNull("rows", rows);
        long count = 0;
        int n = rows.length;
        for (int i = 0; i < n; i++) {
            int ri = rows[i];
            if (ri < 0 || ri >= n) {
                throw rowOutside(i, ri, n);
            }
            for (int j = i + 1; j < n; j++) {
                int d = rows[j] - ri;
                if (d == 0 || d == j - i || d == i - j) {
                    count++;
                }
            }
        }
        return count;
    }

    /** The error for a queen in column {@code column} on {@code row}, outside an N×N board. */
    static IllegalArgumentException rowOutside(int column, int row, int n) {
        return new IllegalArgumentException("rows[" + column + "] must be in [0, " + (n - 1) + "] for board size " + n
                + ", was " + row);
    }

    /**
     * Attacking pairs among the queens of a row-major N×N 0/1 grid (any number of queens): pairs
     * sharing a row, a column or a diagonal. O(N²) to scan the grid; the line tallies are
     * {@link LineCounts}.
     *
     * @param cells the grid, nonzero cells being queens
     * @param n the board size, at least 1
     * @return the number of attacking pairs
     * @throws IllegalArgumentException when {@code cells} is null or its length is not N²
     */
    public static long pairsOnGrid(int[] cells, int n) {
        return LineCounts.ofGrid(cells, n).pairs();
    }

    /**
     * The grid count by comparing every pair of queens: O(Q²) after an O(N²) scan; the reference.
     *
     * @param cells the grid, nonzero cells being queens
     * @param n the board size, at least 1
     * @return the number of attacking pairs, equal to {@link #pairsOnGrid(int[], int)}
     * @throws IllegalArgumentException when {@code cells} is null or its length is not N²
     */
    public static long pairsOnGridPairwise(int[] cells, int n) {
        Checks.notNull("cells", cells);
        Checks.atLeast("board size n", n, 1);
        Checks.inRange("cells.length", (long) cells.length, (long) n * n, (long) n * n);
        int q = 0;
        for (int v : cells) {
            q += v != 0 ? 1 : 0;
        }
        int[] rs = new int[q];
        int[] cs = new int[q];
        int k = 0;
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != 0) {
                rs[k] = i / n;
                cs[k] = i % n;
                k++;
            }
        }
        long count = 0;
        for (int i = 0; i < q; i++) {
            for (int j = i + 1; j < q; j++) {
                int dr = rs[j] - rs[i];
                int dc = cs[j] - cs[i];
                if (dr == 0 || dc == 0 || dr == dc || dr == -dc) {
                    count++;
                }
            }
        }
        return count;
    }

    /** Row and diagonal tallies sized for the largest board seen so far on this thread. */
    private static final class Counter {
        // One array for all tallies: rows at [0, N), diagonals r - c at [N, 3N-1),
        // anti-diagonals r + c at [3N, 5N-1). Clearing it with one fill is cheaper than undoing.
        private int[] tally = new int[0];

        long count(int[] rows) {
            int n = rows.length;
            if (tally.length < 5 * n) {
                tally = null; // collectable while the larger one is allocated (millions of queens)
                tally = new int[5 * n];
            }
            int[] t = tally;
            java.util.Arrays.fill(t, 0, 5 * n, 0);
            int diagonals = 2 * n - 1;
            int antiDiagonals = 3 * n;
            long pairs = 0;
            // Each queen adds as many pairs as queens already on its lines.
            for (int c = 0; c < n; c++) {
                int r = rows[c];
                if (r < 0 || r >= n) {
                    throw rowOutside(c, r, n);
                }
                pairs += t[r]++ + t[diagonals + r - c]++ + t[antiDiagonals + r + c]++;
            }
            return pairs;
        }
    }
}
