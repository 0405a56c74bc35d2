package io.nqueens.board;

import io.nqueens.Checks;

/**
 * How many queens stand on each line of an N×N board holding any number of queens: on each of
 * the N rows, the N columns, the 2N-1 diagonals ({@code row - column}) and the 2N-1
 * anti-diagonals ({@code row + column}). From these tallies follow the attacking pairs
 * ({@link #pairs()}: {@code k(k-1)/2} per line with k queens), the line-of-sight threats of
 * {@code ThreatFitness.lineOfSight()} ({@link #sightings()}: {@code 2(k-1)} per line) and
 * whether a queen is attacked ({@link #isAttacked(int, int)}).
 *
 * <p>Built in O(N²) from a row-major 0/1 grid ({@link #ofGrid(int[], int)}) or in O(Q + N) from
 * the positions of Q queens ({@link #ofQueens(int, int[], int[])}). Memory: 6N-2 {@code int}s.
 * The per-line queries are O(1), {@link #pairs()} and {@link #sightings()} O(N). Immutable once
 * built. (The engine's allocation-free O(N) count for one-queen-per-column genomes is
 * {@link Conflicts#pairs(int[])}; permutations under local search use
 * {@code io.nqueens.memetic.DiagonalCounters}.)
 */
public final class LineCounts {
    private final int n;
    private final int[] rows;
    private final int[] columns;
    private final int[] diagonals;     // index row - column + n - 1
    private final int[] antiDiagonals; // index row + column

    private LineCounts(int n) {
        this.n = Checks.atLeast("board size n", n, 1);
        rows = new int[n];
        columns = new int[n];
        diagonals = new int[2 * n - 1];
        antiDiagonals = new int[2 * n - 1];
    }

    /**
     * The tallies of a row-major N×N grid: cell {@code r * n + c} nonzero means a queen on row r,
     * column c. Rejects a grid whose length is not N². O(N²).
     *
     * @param cells the grid, nonzero cells being queens
     * @param n the board size, at least 1
     * @return the tallies
     */
    public static LineCounts ofGrid(int[] cells, int n) {
        Checks.notNull("cells", cells);
        Checks.inRange("cells.length", (long) cells.length, (long) n * n, (long) n * n);
        LineCounts counts = new LineCounts(n);
        for (int r = 0; r < n; r++) {
            int base = r * n;
            for (int c = 0; c < n; c++) {
                if (cells[base + c] != 0) {
                    counts.add(r, c);
                }
            }
        }
        return counts;
    }

    /**
     * The tallies of queens at ({@code rows[q]}, {@code columns[q]}) on an N×N board, for example
     * {@code rows} = a one-queen-per-column genome and {@code columns} = 0..N-1. Two queens on one
     * square count twice. Rejects a coordinate off the board, naming the queen. O(Q + N).
     *
     * @param n the board size, at least 1
     * @param rows the row of each queen, in 0..N-1
     * @param columns the column of each queen, in 0..N-1; as long as {@code rows}
     * @return the tallies
     */
    public static LineCounts ofQueens(int n, int[] rows, int[] columns) {
        Checks.notNull("rows", rows);
        Checks.notNull("columns", columns);
        if (rows.length != columns.length) {
            throw new IllegalArgumentException("rows and columns must have the same length (one entry"
                    + " per queen), were " + rows.length + " and " + columns.length);
        }
        LineCounts counts = new LineCounts(n);
        for (int q = 0; q < rows.length; q++) {
            Checks.inRange("rows[" + q + "]", rows[q], 0, n - 1);
            Checks.inRange("columns[" + q + "]", columns[q], 0, n - 1);
            counts.add(rows[q], columns[q]);
        }
        return counts;
    }

    private void add(int r, int c) {
        rows[r]++;
        columns[c]++;
        diagonals[r - c + n - 1]++;
        antiDiagonals[r + c]++;
    }

    /** {@return the board size N} */
    public int size() {
        return n;
    }

    /**
     * Queens on row {@code r}. O(1).
     *
     * @param r a row in 0..N-1
     * @return the number of queens on it
     */
    public int onRow(int r) {
        return rows[Checks.inRange("row", r, 0, n - 1)];
    }

    /**
     * Queens on column {@code c}. O(1).
     *
     * @param c a column in 0..N-1
     * @return the number of queens on it
     */
    public int onColumn(int c) {
        return columns[Checks.inRange("column", c, 0, n - 1)];
    }

    /**
     * Queens on the diagonal {@code row - column = d}, for d in [-(N-1), N-1]. O(1).
     *
     * @param d the diagonal's {@code row - column}
     * @return the number of queens on it
     */
    public int onDiagonal(int d) {
        return diagonals[Checks.inRange("diagonal (row - column)", d, -(n - 1), n - 1) + n - 1];
    }

    /**
     * Queens on the anti-diagonal {@code row + column = s}, for s in [0, 2N-2]. O(1).
     *
     * @param s the anti-diagonal's {@code row + column}
     * @return the number of queens on it
     */
    public int onAntiDiagonal(int s) {
        return antiDiagonals[Checks.inRange("anti-diagonal (row + column)", s, 0, 2 * n - 2)];
    }

    /**
     * {@return the pairs of queens sharing a row, a column or a diagonal} A line with k queens
     * holds {@code k(k-1)/2} of them. O(N).
     */
    public long pairs() {
        return linePairs(rows) + linePairs(columns) + linePairs(diagonals) + linePairs(antiDiagonals);
    }

    /**
     * Line-of-sight threats (the kit's second reading of document 003's threats): for each queen,
     * the directions in which it sees another queen, the nearest one hiding those behind it. On a
     * line with k queens they see 2(k-1) neighbours in all. O(N).
     *
     * @return the number of line-of-sight threats
     */
    public long sightings() {
        return sightings(rows) + sightings(columns) + sightings(diagonals) + sightings(antiDiagonals);
    }

    /**
     * Whether a queen on square ({@code r}, {@code c}) shares a row, column or diagonal with another
     * queen. Meant for a square that holds a queen, which counts itself on its four lines. O(1).
     *
     * @param r a row in 0..N-1
     * @param c a column in 0..N-1
     * @return true when a row, column or diagonal through the square holds more than one queen
     */
    public boolean isAttacked(int r, int c) {
        Checks.inRange("row", r, 0, n - 1);
        Checks.inRange("column", c, 0, n - 1);
        return rows[r] > 1 || columns[c] > 1 || diagonals[r - c + n - 1] > 1 || antiDiagonals[r + c] > 1;
    }

    private static long linePairs(int[] counts) {
        long sum = 0;
        for (int k : counts) {
            sum += (long) k * (k - 1) / 2;
        }
        return sum;
    }

    private static long sightings(int[] counts) {
        long s = 0;
        for (int k : counts) {
            s += k > 1 ? 2L * (k - 1) : 0;
        }
        return s;
    }
}
