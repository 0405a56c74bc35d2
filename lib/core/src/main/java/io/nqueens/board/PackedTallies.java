package io.nqueens.board;

/**
 * Attacking pairs of a board of at most 8 queens (the documents' size) with the line tallies
 * packed into three registers: 4 bits per line, the N rows in one {@code long}, the 2N-1
 * diagonals in another and the 2N-1 anti-diagonals in a third. Each queen adds the queens already
 * on its row and its two diagonals, as {@link Conflicts#pairs(int[])} does, but with no tally
 * array to clear or load and no per-thread lookup: about a dozen register operations per queen.
 * Document 001 scores 1,000 such boards a generation. O(N) time, O(1) memory. 2N-1 = 15 lines of
 * 4 bits fill 60 bits, and a line holds at most N = 8 queens, so every count fits.
 */
final class PackedTallies {
    /** The largest board whose 2N-1 diagonals of 4 bits fit in one {@code long}. */
    static final int MAX_SIZE = 8;

    private PackedTallies() {}

    /**
     * Attacking pairs of {@code rows} (one queen per column, N = rows.length at most
     * {@link #MAX_SIZE}); rejects a row outside 0..N-1, naming its column, as the array version
     * does.
     */
    static long pairs(int[] rows) {
        int n = rows.length;
        long rowTally = 0;
        long diagonals = 0; // line r - c + N - 1, in 0..2N-2
        long antiDiagonals = 0; // line r + c, in 0..2N-2
        long pairs = 0;
        for (int c = 0; c < n; c++) {
            int r = rows[c];
            if (r < 0 || r >= n) {
                throw Conflicts.rowOutside(c, r, n);
            }
            int row = r << 2;
            int diagonal = (r - c + n - 1) << 2;
            int anti = (r + c) << 2;
            pairs += ((rowTally >>> row) & 15) + ((diagonals >>> diagonal) & 15) + ((antiDiagonals >>> anti) & 15);
            rowTally += 1L << row;
            diagonals += 1L << diagonal;
            antiDiagonals += 1L << anti;
        }
        return pairs;
    }
}
