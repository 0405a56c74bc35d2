package io.nqueens.board;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The packed counter must agree with the pairwise reference on every board it takes: all N^N
 * boards for N up to 7 (823,543 boards of 7), and for N = 8 every permutation plus random
 * boards, where lines hold up to 8 queens (the largest count its 4-bit fields must hold).
 */
class PackedTalliesTest {

    @Test
    void everyBoardUpToSevenQueensMatchesThePairwiseCount() {
        for (int n = 1; n <= 7; n++) {
            int[] rows = new int[n];
            long boards = 0;
            do {
                assertEquals(Conflicts.pairsPairwise(rows), PackedTallies.pairs(rows), () -> java.util.Arrays.toString(rows));
                boards++;
            } while (next(rows, n));
            assertEquals(Math.round(Math.pow(n, n)), boards, "boards of size " + n);
        }
    }

    @Test
    void eightQueensMatchThePairwiseCountOnEveryPermutationAndOnRandomBoards() {
        int[] p = {0, 1, 2, 3, 4, 5, 6, 7};
        int permutations = 0;
        do {
            assertEquals(Conflicts.pairsPairwise(p), PackedTallies.pairs(p), java.util.Arrays.toString(p));
            permutations++;
        } while (nextPermutation(p));
        assertEquals(40_320, permutations);
        SplittableRandom rng = new SplittableRandom(8);
        int[] rows = new int[8];
        for (int k = 0; k < 200_000; k++) {
            for (int c = 0; c < 8; c++) {
                rows[c] = rng.nextInt(8);
            }
            assertEquals(Conflicts.pairsPairwise(rows), PackedTallies.pairs(rows), java.util.Arrays.toString(rows));
        }
    }

    @Test
    void fullLinesReachTheLargestCountsTheFieldsHold() {
        assertEquals(28, PackedTallies.pairs(new int[] {5, 5, 5, 5, 5, 5, 5, 5})); // one row of 8
        assertEquals(28, PackedTallies.pairs(new int[] {0, 1, 2, 3, 4, 5, 6, 7})); // the long diagonal
        assertEquals(28, PackedTallies.pairs(new int[] {7, 6, 5, 4, 3, 2, 1, 0})); // the long anti-diagonal
        assertEquals(0, PackedTallies.pairs(new int[] {3, 7, 4, 2, 0, 6, 1, 5})); // document 001's solution
    }

    @Test
    void aRowOutsideTheBoardIsRejectedNamingItsColumnAsTheArrayCounterDoes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Conflicts.pairs(new int[] {0, 1, 8, 2, 3, 4, 5, 6}));
        assertEquals("rows[2] must be in [0, 7] for board size 8, was 8", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Conflicts.pairs(new int[] {0, -3}));
        assertEquals("rows[1] must be in [0, 1] for board size 2, was -3", e.getMessage());
    }

    /** The next board in base-n counting order; false after the last. */
    private static boolean next(int[] rows, int n) {
        for (int c = 0; c < rows.length; c++) {
            if (++rows[c] < n) {
                return true;
            }
            rows[c] = 0;
        }
        return false;
    }

    /** The next permutation in lexicographic order; false after the last. */
    private static boolean nextPermutation(int[] p) {
        int i = p.length - 2;
        while (i >= 0 && p[i] >= p[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = p.length - 1;
        while (p[j] <= p[i]) {
            j--;
        }
        int t = p[i];
        p[i] = p[j];
        p[j] = t;
        for (int a = i + 1, b = p.length - 1; a < b; a++, b--) {
            t = p[a];
            p[a] = p[b];
            p[b] = t;
        }
        return true;
    }
}
