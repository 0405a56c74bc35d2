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
        Checks.notNull("genes", genes);
        if (n < 1 || genes.length != (long) n * n) {
            throw new IllegalArgumentException("genes must be a 0/1 board of n² cells for board size n >= 1,"
                    + " was " + genes.length + " cells for n = " + n);
        }
        int queens = 0;
        for (int g : genes) {
            queens += g;
        }
        if (queens < n) {
            return (double) n * n;
        }
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
        int maxCol = 0;
        for (int s : colSum) {
            maxCol = Math.max(maxCol, s);
        }
        return maxRow + maxCol - 2 + diagonalHits;
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
