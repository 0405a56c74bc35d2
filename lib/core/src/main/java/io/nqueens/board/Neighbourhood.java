package io.nqueens.board;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.board.LineCounts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The single-queen-move neighbourhood of a board, as document 000 defines it (and never uses): every
 * board that differs in exactly one column, whose queen moved to another row. A board of size N has
 * N(N-1) neighbours. For notebooks that show what a local search would look at; the GA engine does
 * not use it. Listing costs O(N³) time and memory, so {@link #of(Board)} stops at
 * {@link #MAX_LIST_SIZE}; {@link #best(Board)} scores each move from line tallies instead, O(N²)
 * time and O(N) memory, up to {@link #MAX_BEST_SIZE}.
 */
public final class Neighbourhood {
    /** Largest board whose neighbours are listed (9,900 boards of 100 queens). */
    public static final int MAX_LIST_SIZE = 100;

    /** Largest board whose best neighbour is searched (10⁸ moves, well under a second). */
    public static final int MAX_BEST_SIZE = 10_000;

    private Neighbourhood() {}

    /**
     * Number of neighbours of a board of size {@code n}: {@code n(n-1)}.
     *
     * @param n the board size, in [1, {@link Board#MAX_SIZE}]
     * @return {@code n(n-1)}
     */
    public static long size(int n) {
        Checks.inRange("board size n", n, 1, Board.MAX_SIZE);
        return (long) n * (n - 1);
    }

    /**
     * Every neighbour, column by column (column 0 first), rows in increasing order within a column,
     * the board's own row left out.
     *
     * @param board a board of size at most {@link #MAX_LIST_SIZE}
     * @return the N(N-1) neighbours, as new boards
     */
    public static List<Board> of(Board board) {
        Checks.notNull("board", board);
        int n = board.size();
        if (n > MAX_LIST_SIZE) {
            throw new IllegalArgumentException("board size must be at most " + MAX_LIST_SIZE
                    + " to list its neighbours (N(N-1) boards of N queens), was " + n
                    + "; use best(board) or size(n)");
        }
        int[] rows = board.toArray();
        List<Board> out = new ArrayList<>((int) size(n));
        for (int c = 0; c < n; c++) {
            int own = rows[c];
            for (int r = 0; r < n; r++) {
                if (r != own) {
                    rows[c] = r;
                    out.add(Board.of(rows));
                }
            }
            rows[c] = own;
        }
        return out;
    }

    /**
     * A neighbour with the fewest attacking pairs: the first such one in the order of
     * {@link #of(Board)}. Null for a board of size 1, which has no neighbours. Each move is scored
     * in O(1) from the row and diagonal tallies: the queen leaves its three lines (losing one pair
     * per other queen on each) and joins three others, none of which it was on. O(N²) time.
     *
     * @param board a board of size at most {@link #MAX_BEST_SIZE}
     * @return the neighbour, a new board, or null when N = 1
     */
    public static Board best(Board board) {
        Checks.notNull("board", board);
        int n = board.size();
        if (n > MAX_BEST_SIZE) {
            throw new IllegalArgumentException("board size must be at most " + MAX_BEST_SIZE
                    + " to search its N(N-1) neighbours, was " + n);
        }
        if (n < 2) {
            return null;
        }
        int[] rows = board.toArray();
        int[] columns = new int[n];
        Arrays.setAll(columns, c -> c);
        LineCounts lines = LineCounts.ofQueens(n, rows, columns); // one queen per column: no column pairs
        long pairs = lines.pairs();
        long bestPairs = Long.MAX_VALUE;
        int bestColumn = -1;
        int bestRow = -1;
        for (int c = 0; c < n; c++) {
            int own = rows[c];
            long without = pairs - (lines.onRow(own) - 1) - (lines.onDiagonal(own - c) - 1)
                    - (lines.onAntiDiagonal(own + c) - 1);
            for (int r = 0; r < n; r++) {
                if (r == own) {
                    continue;
                }
                long moved = without + lines.onRow(r) + lines.onDiagonal(r - c) + lines.onAntiDiagonal(r + c);
                if (moved < bestPairs) {
                    bestPairs = moved;
                    bestColumn = c;
                    bestRow = r;
                }
            }
        }
        rows[bestColumn] = bestRow;
        return Board.of(rows);
    }
}
