package io.nqueens.solver;

import io.nqueens.InterruptedCallException;
import io.nqueens.board.Board;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Walks every solution of size N in lexicographic order of their 0-based rows, one at a time.
 * It is the bitmask backtracking of {@link Solutions#count(int)} with an explicit stack instead
 * of recursion, so a caller can stop after any solution. O(N) memory.
 */
final class SolutionIterator implements Iterator<Board> {
    private final int n;
    private final int all;
    private final int[] rows;
    // Per column: rows still free there, and rows blocked by earlier queens' rows and diagonals.
    private final int[] free;
    private final int[] used;
    private final int[] down;
    private final int[] up;
    private int column;
    private boolean ready;
    private final String call;
    private int steps;

    /** Placements tried between two checks for an interrupt; a power of two. */
    static final int CHECK_EVERY = 1 << 16;

    SolutionIterator(int n, String call) {
        this.n = n;
        this.call = call;
        this.all = -1 >>> (32 - n); // the low n bits: one bit per row
        this.rows = new int[n];
        this.free = new int[n];
        this.used = new int[n];
        this.down = new int[n];
        this.up = new int[n];
        this.free[0] = all;
        this.column = 0;
    }

    /** Moves to the next solution; leaves {@code column} at -1 when there is none. */
    private void advance() {
        while (column >= 0) {
            if ((++steps & (CHECK_EVERY - 1)) == 0) {
                InterruptedCallException.check(call);
            }
            int c = column;
            if (free[c] == 0) {
                column--; // every row of this column tried: backtrack
                continue;
            }
            int bit = free[c] & -free[c]; // lowest free row first gives lexicographic order
            free[c] ^= bit;
            rows[c] = Integer.numberOfTrailingZeros(bit);
            if (c == n - 1) {
                return;
            }
            used[c + 1] = used[c] | bit;
            down[c + 1] = (down[c] | bit) << 1;
            up[c + 1] = (up[c] | bit) >>> 1;
            free[c + 1] = all & ~(used[c + 1] | down[c + 1] | up[c + 1]);
            column = c + 1;
        }
    }

    @Override
    public boolean hasNext() {
        if (!ready) {
            advance();
            ready = true;
        }
        return column >= 0;
    }

    @Override
    public Board next() {
        int[] next = nextRows();
        if (next == null) {
            throw new NoSuchElementException("no more solutions of size " + n);
        }
        return Board.of(next);
    }

    /**
     * The next solution's rows, or null when there is none; the array is reused by the next call,
     * so this costs no allocation (for counting by a property of each solution).
     */
    int[] nextRows() {
        if (!hasNext()) {
            return null;
        }
        ready = false;
        return rows;
    }
}
