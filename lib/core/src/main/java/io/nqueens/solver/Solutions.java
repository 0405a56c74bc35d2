package io.nqueens.solver;

import io.nqueens.Checks;
import io.nqueens.InterruptedCallException;
import io.nqueens.board.Board;

import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Exact answers for the N-Queens puzzle by bitmask backtracking: how many solutions a board of
 * size N has, how many are distinct up to the symmetries of the square, and the solutions
 * themselves. The GA notebooks use them as ground truth. Placing queens column by column, one
 * {@code int} holds the rows still free, so N is at most 32; the work grows roughly sixfold per
 * extra queen (N = 12 takes milliseconds, N = 16 a few seconds, N = 20 over an hour), so counting
 * stops at {@link #MAX_COUNT_SIZE}; {@link #stream(int)} takes the first few solutions of any N.
 * Every search answers an interrupt of its thread (a notebook's stop button) within a second by
 * throwing an {@link InterruptedCallException}, leaving the thread's interrupt flag set.
 */
public final class Solutions {
    /** Largest N the solver accepts: it keeps one bit per row in an {@code int}. */
    public static final int MAX_SIZE = 32;

    /**
     * Largest N whose solutions {@link #count(int)} and {@link #countFundamental(int)} count. They
     * walk every solution: about half a minute for N = 17; N = 18 would take three minutes.
     */
    public static final int MAX_COUNT_SIZE = 17;

    /**
     * Queens left to place at which {@link #count(int)} stops checking for an interrupt: below it
     * the search runs unchecked, each such subtree in about 30 µs on average for N = 17, so an
     * interrupt is seen within milliseconds while the checks stay off the hot path.
     */
    private static final int UNCHECKED_QUEENS = 10;

    /** Largest N whose solutions {@link #all(int)} returns as a list (365,596 boards for N = 14). */
    public static final int MAX_LIST_SIZE = 14;

    private Solutions() {}

    /**
     * The number of solutions for an N×N board: 1, 0, 0, 2, 10, 4, 40, 92, ... for N = 1, 2, 3,
     * ... Only queens in the upper half of the first column are tried; mirroring the board upside
     * down gives the others, so that half is counted twice.
     *
     * @param n the board size, in [1, {@link #MAX_COUNT_SIZE}]
     * @return the number of solutions
     * @throws IllegalArgumentException when {@code n} is outside [1, {@link #MAX_COUNT_SIZE}]
     * @throws InterruptedCallException when the thread is interrupted; its flag stays set
     */
    public static long count(int n) {
        checkCountSize(n);
        if (n == 2 || n == 3) {
            return 0; // too small: every placement of the second queen is attacked
        }
        String call = "Solutions.count(" + n + ")";
        int all = allRows(n);
        long total = 0;
        for (int r = 0; r < n / 2; r++) {
            int bit = 1 << r;
            total += 2 * countChecked(all, n - 1, bit, bit << 1, bit >>> 1, call);
        }
        if (n % 2 == 1) { // the middle row is its own mirror image: count it once
            int bit = 1 << (n / 2);
            total += countChecked(all, n - 1, bit, bit << 1, bit >>> 1, call);
        }
        return total;
    }

    /**
     * {@link #countFrom} for the top of the search tree, where {@code left} queens are still to be
     * placed: it checks for an interrupt at each node, then leaves subtrees of at most
     * {@link #UNCHECKED_QUEENS} queens to the unchecked search. The checked nodes are a tiny
     * fraction of all: 767 of 13.7 million nodes for N = 14, 0.9 of 4,276 million for N = 17
     * (one check every 30 µs or so).
     */
    private static long countChecked(int all, int left, int used, int down, int up, String call) {
        if (left <= UNCHECKED_QUEENS) {
            return countFrom(all, used, down, up);
        }
        InterruptedCallException.check(call);
        long total = 0;
        int free = all & ~(used | down | up);
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            total += countChecked(all, left - 1, used | bit, (down | bit) << 1, (up | bit) >>> 1, call);
        }
        return total;
    }

    /**
     * Solutions that complete a partial placement, column by column. {@code used} holds the rows
     * already taken; {@code down} and {@code up} the rows that earlier queens' diagonals reach in
     * the next column, which is why they shift by one row per column.
     */
    private static long countFrom(int all, int used, int down, int up) {
        if (used == all) {
            return 1;
        }
        long total = 0;
        int free = all & ~(used | down | up);
        while (free != 0) {
            int bit = free & -free;
            free ^= bit;
            total += countFrom(all, used | bit, (down | bit) << 1, (up | bit) >>> 1);
        }
        return total;
    }

    /**
     * The number of solutions distinct up to the eight symmetries of the square (rotations and
     * reflections): 1, 0, 0, 1, 2, 1, 6, 12, 46, ... for N = 1, 2, 3, 4, ... Walks every solution
     * and counts those that are their own {@link Symmetry#canonical canonical form}: O(N) per
     * solution on top of the search, no memory beyond O(N).
     *
     * @param n the board size, in [1, {@link #MAX_COUNT_SIZE}]
     * @return the number of solutions distinct up to symmetry
     * @throws IllegalArgumentException when {@code n} is outside [1, {@link #MAX_COUNT_SIZE}]
     * @throws InterruptedCallException when the thread is interrupted; its flag stays set
     */
    public static long countFundamental(int n) {
        checkCountSize(n);
        if (n == 2 || n == 3) {
            return 0;
        }
        SolutionIterator it = new SolutionIterator(n, "Solutions.countFundamental(" + n + ")");
        int[] scratch = new int[n];
        long fundamental = 0;
        for (int[] rows = it.nextRows(); rows != null; rows = it.nextRows()) {
            if (Symmetry.isCanonical(rows, scratch)) {
                fundamental++;
            }
        }
        return fundamental;
    }

    /**
     * Every solution for size N, lazily and in lexicographic order of the 0-based rows; combine
     * with {@code limit(k)} to take a few on a board too large to list. Empty for N = 2 and 3. An
     * interrupt of the thread ends the walk within a second, with an {@link InterruptedCallException}
     * from the stream's terminal operation.
     *
     * @param n the board size, in [1, {@link #MAX_SIZE}]
     * @return a lazy, sequential stream of new boards
     */
    public static Stream<Board> stream(int n) {
        checkSize(n);
        if (n == 2 || n == 3) {
            return Stream.empty();
        }
        int traits = Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.NONNULL
                | Spliterator.IMMUTABLE;
        SolutionIterator solutions = new SolutionIterator(n, "Solutions.stream(" + n + ")");
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(solutions, traits), false);
    }

    /**
     * All solutions for size N as an unmodifiable list, in lexicographic order. Refuses N above
     * {@link #MAX_LIST_SIZE}: N = 15 already has 2,279,184 solutions.
     *
     * @param n the board size, in [1, {@link #MAX_LIST_SIZE}]
     * @return the solutions
     */
    public static List<Board> all(int n) {
        if (n < 1 || n > MAX_LIST_SIZE) {
            throw new IllegalArgumentException("board size n must be in [1, " + MAX_LIST_SIZE
                    + "] to list every solution, was " + n
                    + "; use stream(n).limit(k) for a few, or count(n)");
        }
        return stream(n).collect(Collectors.toUnmodifiableList());
    }

    /**
     * True when the board's queens attack no one; the same as {@link Board#isSolution()}. O(N).
     *
     * @param board a board, not null
     * @return true when no two queens share a row or a diagonal
     */
    public static boolean isSolution(Board board) {
        return Checks.notNull("board", board).isSolution();
    }

    private static void checkCountSize(int n) {
        if (n < 1 || n > MAX_COUNT_SIZE) {
            throw new IllegalArgumentException("board size n must be in [1, " + MAX_COUNT_SIZE + "] to count every"
                    + " solution (Solutions.MAX_COUNT_SIZE: N = 17 takes about half a minute, each further queen"
                    + " about six times as long), was " + n + "; use stream(n).limit(k) for a few");
        }
    }

    private static void checkSize(int n) {
        Checks.inRange("board size n", n, 1, MAX_SIZE);
    }

    /** The low {@code n} bits set: one per row. Also right for n = 32, where {@code 1 << n} is 1. */
    private static int allRows(int n) {
        return -1 >>> (32 - n);
    }
}
