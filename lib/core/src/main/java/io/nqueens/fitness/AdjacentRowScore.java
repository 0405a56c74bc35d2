package io.nqueens.fitness;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

/**
 * Document 002's score on its flat binary board; minimise to 0:
 * {@code max queens in a row + max queens in a column - 2 + adjacent-row diagonal hits},
 * or N² when the genome holds fewer than N queens.
 *
 * <p>The diagonal term reads each row as a binary number, keeps the exponent of its highest bit
 * (the leftmost queen; an empty row gives 0, exactly as 002's {@code log2} trick does) and counts
 * neighbouring rows whose exponents differ by exactly 1. It therefore sees only diagonals between
 * adjacent rows, and an empty row looks like a queen in the last column: a score of 0 does not
 * prove a solution. O(N²).
 */
public final class AdjacentRowScore implements Fitness {

    /** {@return document 002's score} */
    public static AdjacentRowScore of() {
        return new AdjacentRowScore();
    }

    private AdjacentRowScore() {}

    @Override
    public double evaluate(int[] genes, int n) {
        checkBoard(genes, n);
        if (queens(genes) < n) {
            return (double) n * n;
        }
        // One pass over the cells counts queens per row and column and finds each row's exponent.
        int maxRow = 0;
        int[] colSum = new int[n];
        int previousExponent = 0;
        int diagonalHits = 0;
        for (int r = 0; r < n; r++) {
            int rowSum = 0;
            int exponent = 0; // 002 maps an empty row to 0, the same as a queen in the last column
            for (int c = 0; c < n; c++) {
                int bit = genes[r * n + c];
                if (bit != 0) {
                    if (rowSum == 0) {
                        exponent = n - 1 - c; // highest set bit of the row read as a binary number
                    }
                    rowSum++;
                    colSum[c]++;
                }
            }
            maxRow = Math.max(maxRow, rowSum);
            if (r > 0 && Math.abs(exponent - previousExponent) == 1) {
                diagonalHits++;
            }
            previousExponent = exponent;
        }
        return maxRow + max(colSum) - 2 + diagonalHits;
    }

    private static void checkBoard(int[] genes, int n) {
        Checks.notNull("genes", genes);
        if (n < 1 || genes.length != (long) n * n) {
            throw new IllegalArgumentException("genes must be a 0/1 board of n² cells for board size n >= 1,"
                    + " was " + genes.length + " cells for n = " + n);
        }
    }

    private static int queens(int[] genes) {
        int queens = 0;
        for (int g : genes) {
            queens += g;
        }
        return queens;
    }

    private static int max(int[] counts) {
        int max = 0;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        return max;
    }

    @Override
    public Direction direction() {
        return Direction.MINIMIZE;
    }

    @Override
    public double optimum(int n) {
        return 0;
    }

    @Override
    public boolean accepts(Encoding e) {
        return e.isBinary();
    }
}
