package io.nqueens.solver;

import io.nqueens.Checks;
import io.nqueens.board.Board;

/**
 * One solution of every board that has one (N = 1 and N ≥ 4), written down without search by
 * the classical explicit construction: the even rows in order, then the odd ones, with a fix-up
 * of a few rows when N mod 6 is 2 or 3. O(N) time and memory, so it serves boards of ten million
 * queens; the engine uses it to check that a fitness scores a real solution at its declared
 * optimum.
 */
public final class ExplicitSolution {
    private ExplicitSolution() {}

    /**
     * {@return whether boards of size {@code n} have a solution (every n but 2 and 3)}
     *
     * @param n a board size, at least 1
     */
    public static boolean exists(int n) {
        return n == 1 || n >= 4;
    }

    /**
     * A solution of size {@code n}.
     *
     * @param n the board size: 1, or 4 to {@link Board#MAX_SIZE}
     * @return a board with no two queens attacking each other
     * @throws IllegalArgumentException for n = 2 or 3 (no solution), or n out of range
     */
    public static Board of(int n) {
        Checks.inRange("board size n", n, 1, Board.MAX_SIZE);
        if (!exists(n)) {
            throw new IllegalArgumentException("board size n = " + n + " has no solution; sizes 2 and 3 have none");
        }
        int[] oneBased = new int[n];
        int k = 0;
        if (n % 6 == 3) {
            // Evens 4, 6, ..., then 2; odds 5, 7, ..., then 1, 3.
            for (int r = 4; r <= n; r += 2) {
                oneBased[k++] = r;
            }
            oneBased[k++] = 2;
            for (int r = 5; r <= n; r += 2) {
                oneBased[k++] = r;
            }
            oneBased[k++] = 1;
            oneBased[k++] = 3;
        } else {
            for (int r = 2; r <= n; r += 2) {
                oneBased[k++] = r;
            }
            if (n % 6 == 2) {
                // Odds 3, 1, 7, 9, ..., then 5.
                oneBased[k++] = 3;
                oneBased[k++] = 1;
                for (int r = 7; r <= n; r += 2) {
                    oneBased[k++] = r;
                }
                oneBased[k++] = 5;
            } else {
                for (int r = 1; r <= n; r += 2) {
                    oneBased[k++] = r;
                }
            }
        }
        return Board.ofOneBased(oneBased);
    }
}
