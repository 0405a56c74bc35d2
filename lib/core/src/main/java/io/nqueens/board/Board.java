package io.nqueens.board;

import io.nqueens.Checks;
import io.nqueens.board.Conflicts;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * An immutable N×N board with exactly one queen per column: {@code row(c)} is the row (0-based)
 * of the queen in column {@code c}. This is the integer-vector encoding of documents 000, 001 and
 * 004; a board whose rows are all distinct is a permutation. Creating a board copies its array
 * (O(N)); every query is O(1) except the conflict counts, which are O(N).
 */
public final class Board {
    /** Largest board size a vector board accepts: 10 million queens take 40 MB per board. */
    public static final int MAX_SIZE = 10_000_000;

    private final int[] rows;

    private Board(int[] rows) {
        this.rows = rows;
    }

    /**
     * A board from 0-based rows, one per column; rejects empty input and rows outside 0..N-1.
     *
     * @param rows the 0-based row of the queen in each column; its length is N, at most
     *     {@link #MAX_SIZE}
     * @return a board holding a copy of {@code rows}; O(N)
     */
    public static Board of(int... rows) {
        Checks.notEmpty("rows", rows);
        Checks.inRange("board size (rows.length)", rows.length, 1, MAX_SIZE);
        int n = rows.length;
        for (int c = 0; c < n; c++) {
            if (rows[c] < 0 || rows[c] >= n) {
                throw Conflicts.rowOutside(c, rows[c], n);
            }
        }
        return new Board(rows.clone());
    }

    /**
     * A board from 1-based rows, as document 001 prints them (1..N); rejects empty input and rows
     * outside 1..N.
     *
     * @param rows the 1-based row of the queen in each column
     * @return the board whose 0-based rows are {@code rows[c] - 1}; O(N)
     */
    public static Board ofOneBased(int... rows) {
        Checks.notEmpty("rows", rows);
        Checks.inRange("board size (rows.length)", rows.length, 1, MAX_SIZE);
        int n = rows.length;
        int[] zeroBased = new int[n];
        for (int c = 0; c < n; c++) {
            if (rows[c] < 1 || rows[c] > n) {
                throw new IllegalArgumentException("rows[" + c + "] must be in [1, " + n
                        + "] (1-based) for board size " + n + ", was " + rows[c]);
            }
            zeroBased[c] = rows[c] - 1;
        }
        return new Board(zeroBased);
    }

    /** Wraps an array the caller promises is valid and will not change; for the kit's hot paths. */
    static Board wrapTrusted(int[] rows) {
        return new Board(rows);
    }

    /**
     * A uniformly random board (any row in every column), O(N).
     *
     * @param n the board size, in [1, {@link #MAX_SIZE}]
     * @param rng the source of randomness
     * @return a new board, each row drawn independently from 0..N-1 (rows may repeat)
     */
    public static Board random(int n, RandomGenerator rng) {
        checkSize(n);
        Checks.notNull("rng", rng);
        int[] rows = new int[n];
        for (int c = 0; c < n; c++) {
            rows[c] = rng.nextInt(n);
        }
        return new Board(rows);
    }

    /**
     * A uniformly random permutation board (Fisher–Yates), O(N).
     *
     * @param n the board size, in [1, {@link #MAX_SIZE}]
     * @param rng the source of randomness
     * @return a new board using every row once
     */
    public static Board randomPermutation(int n, RandomGenerator rng) {
        checkSize(n);
        int[] rows = new int[n];
        Encoding.PERMUTATION.randomGenome(n, rng, rows);
        return new Board(rows);
    }

    static void checkSize(int n) {
        Checks.inRange("board size n", n, 1, MAX_SIZE);
    }

    /** {@return the number of columns (and rows) N} */
    public int size() {
        return rows.length;
    }

    /**
     * Row (0-based) of the queen in column {@code column}.
     *
     * @param column a column in 0..N-1
     * @return the 0-based row of the queen in that column
     */
    public int row(int column) {
        Checks.inRange("column", column, 0, rows.length - 1);
        return rows[column];
    }

    /** {@return a copy of the 0-based rows, one per column} O(N). */
    public int[] toArray() {
        return rows.clone();
    }

    /** {@return a copy of the rows counted from 1, as document 001 prints them} O(N). */
    public int[] toOneBased() {
        int[] out = new int[rows.length];
        for (int c = 0; c < out.length; c++) {
            out[c] = rows[c] + 1;
        }
        return out;
    }

    /**
     * {@return whether no two queens share a row, so that the board is a permutation of 0..N-1}
     * O(N).
     */
    public boolean isPermutation() {
        return Encoding.PERMUTATION.invalidReason(rows, rows.length) == null;
    }

    /**
     * {@return the number of queen pairs that attack each other (same row or diagonal; columns
     * cannot clash)} O(N).
     */
    public long attackingPairs() {
        return Conflicts.pairs(rows);
    }

    /** {@return whether no queen attacks another} O(N). */
    public boolean isSolution() {
        return Conflicts.pairs(rows) == 0;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && Arrays.equals(rows, b.rows);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(rows);
    }

    /** The 0-based rows, e.g. {@code [2, 7, 3, 0, 5, 1, 4, 6]}. */
    @Override
    public String toString() {
        return Arrays.toString(rows);
    }
}
