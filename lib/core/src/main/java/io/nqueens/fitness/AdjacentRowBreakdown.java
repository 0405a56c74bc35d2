package io.nqueens.fitness;

import io.nqueens.Checks;
import io.nqueens.fitness.AdjacentRowScore;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

/**
 * Document 002's score ({@link AdjacentRowScore}) taken apart, so a notebook can show each of its
 * terms: queens per row and per column, each row read as a binary number, the exponent of that
 * number's highest bit (the leftmost queen; 0 for an empty row, as 002's {@code log2} trick
 * gives), the gap between the exponents of neighbouring rows (a gap of exactly 1 counts as a
 * diagonal hit), and the total, which equals {@link AdjacentRowScore#evaluate(int[], int)}. A
 * genome with fewer than N queens scores N² whatever its terms ({@link #sparse()}).
 *
 * <pre>{@code
 * AdjacentRowBreakdown b = AdjacentRowBreakdown.of(genes, 8);
 * System.out.println(b.table().print());   // one line per row of the board
 * System.out.println(b);                    // "max row 1 + max column 1 - 2 + 0 hits = 0"
 * }</pre>
 *
 * Immutable; built in O(N²), the table in O(N²).
 */
public final class AdjacentRowBreakdown {
    /** Largest N whose rows fit a {@code long} when read as binary numbers (the "value" column). */
    public static final int MAX_VALUE_SIZE = 62;

    private final int n;
    private final int[] cells;
    private final int queens;
    private final int[] rowSums;
    private final int[] columnSums;
    private final int[] exponents;
    private final int diagonalHits;

    private AdjacentRowBreakdown(int n, int[] cells) {
        this.n = n;
        this.cells = cells;
        this.rowSums = new int[n];
        this.columnSums = new int[n];
        this.exponents = new int[n];
        int q = 0;
        int hits = 0;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (cells[r * n + c] != 0) {
                    if (rowSums[r] == 0) {
                        exponents[r] = n - 1 - c; // column c is bit n-1-c of the row's number
                    }
                    rowSums[r]++;
                    columnSums[c]++;
                    q++;
                }
            }
            if (r > 0 && Math.abs(exponents[r] - exponents[r - 1]) == 1) {
                hits++;
            }
        }
        this.queens = q;
        this.diagonalHits = hits;
    }

    /**
     * The breakdown of a row-major N×N 0/1 genome (any number of queens).
     *
     * @param cells a row-major grid of N² cells, each 0 or 1; copied
     * @param n the board size, in [1, {@link io.nqueens.board.Encoding#MAX_BINARY_SIZE}]
     * @return the breakdown
     */
    public static AdjacentRowBreakdown of(int[] cells, int n) {
        Checks.notNull("cells", cells);
        Checks.inRange("board size n", n, 1, io.nqueens.board.Encoding.MAX_BINARY_SIZE);
        if (cells.length != n * n) {
            throw new IllegalArgumentException("cells.length must be n * n = " + (n * n)
                    + " for board size " + n + ", was " + cells.length);
        }
        for (int i = 0; i < cells.length; i++) {
            if (cells[i] != 0 && cells[i] != 1) {
                throw new IllegalArgumentException("cells[" + i + "] must be 0 or 1, was " + cells[i]);
            }
        }
        return new AdjacentRowBreakdown(n, cells.clone());
    }

    /** {@return the board size N} */
    public int size() {
        return n;
    }

    /** {@return the number of queens (ones) on the board} */
    public int queens() {
        return queens;
    }

    /**
     * {@return whether the board holds fewer than N queens, so that the score is N² (002's guard)}
     */
    public boolean sparse() {
        return queens < n;
    }

    /** {@return a copy of the number of queens in each row} */
    public int[] rowSums() {
        return rowSums.clone();
    }

    /** {@return a copy of the number of queens in each column} */
    public int[] columnSums() {
        return columnSums.clone();
    }

    /**
     * {@return per row, the exponent of the highest bit of the row read as a binary number, 0 for
     * an empty row} A copy.
     */
    public int[] exponents() {
        return exponents.clone();
    }

    /** {@return the largest number of queens in one row} */
    public int maxRow() {
        return max(rowSums);
    }

    /** {@return the largest number of queens in one column} */
    public int maxColumn() {
        return max(columnSums);
    }

    /** {@return the number of neighbouring rows whose exponents differ by exactly 1} */
    public int diagonalHits() {
        return diagonalHits;
    }

    /**
     * {@return the score from these terms: N² when sparse, else maxRow + maxColumn - 2 +
     * diagonalHits}
     */
    public double score() {
        return sparse() ? (double) n * n : maxRow() + maxColumn() - 2 + diagonalHits;
    }

    /**
     * One row per board row: {@code row, cells} (the row's digits), {@code queens}, {@code value}
     * (the digits read as a binary number; missing above {@link #MAX_VALUE_SIZE}), {@code exponent},
     * {@code gap} (to the previous row's exponent; missing on row 0) and {@code diagonal_hit}.
     *
     * @return a new table of N rows
     */
    public Table table() {
        IntColumn row = IntColumn.create("row");
        StringColumn digits = StringColumn.create("cells");
        IntColumn count = IntColumn.create("queens");
        LongColumn value = LongColumn.create("value");
        IntColumn exponent = IntColumn.create("exponent");
        IntColumn gap = IntColumn.create("gap");
        BooleanColumn hit = BooleanColumn.create("diagonal_hit");
        for (int r = 0; r < n; r++) {
            StringBuilder s = new StringBuilder(n);
            long v = 0;
            for (int c = 0; c < n; c++) {
                s.append(cells[r * n + c]);
                v = (v << 1) | cells[r * n + c];
            }
            row.append(r);
            digits.append(s.toString());
            count.append(rowSums[r]);
            if (n <= MAX_VALUE_SIZE) {
                value.append(v);
            } else {
                value.appendMissing();
            }
            exponent.append(exponents[r]);
            if (r == 0) {
                gap.appendMissing();
                hit.append(false);
            } else {
                int d = Math.abs(exponents[r] - exponents[r - 1]);
                gap.append(d);
                hit.append(d == 1);
            }
        }
        return Table.create("document 002's score, row by row", row, digits, count, value, exponent, gap, hit);
    }

    /** The sum that makes the score, e.g. {@code "max row 2 + max column 1 - 2 + 3 hits = 4"}. */
    @Override
    public String toString() {
        if (sparse()) {
            return queens + " queens < " + n + ", so the score is N² = " + (long) n * n;
        }
        return "max row " + maxRow() + " + max column " + maxColumn() + " - 2 + " + diagonalHits
                + " hits = " + (long) score();
    }

    private static int max(int[] values) {
        int m = 0;
        for (int v : values) {
            m = Math.max(m, v);
        }
        return m;
    }
}
