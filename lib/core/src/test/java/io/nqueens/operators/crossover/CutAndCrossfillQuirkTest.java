package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;
import io.nqueens.testing.ScriptedRandom;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cut-and-crossfill is accepted on BINARY only to reproduce document 002: it fills the tail with
 * the other parent's values that are not in the head, which on a 0/1 list means either nothing
 * (the head holds both values: a plain copy) or the other parent's 1s (the head holds only 0s: the
 * number of queens changes). The cut is {@code 1 + nextInt(L - 1)}.
 */
class CutAndCrossfillQuirkTest {
    private static final int N = 4;
    private static final int L = N * N;

    /** Queens on cells 0, 5, 10, 15 (the main diagonal): a head of 2 or more cells holds a 1 and a 0. */
    private static final int[] DIAGONAL = cells(0, 5, 10, 15);
    /** Queens on the last row only: a head of up to 12 cells holds only 0s. */
    private static final int[] LAST_ROW = cells(12, 13, 14, 15);
    /** Queens on the first row only. */
    private static final int[] FIRST_ROW = cells(0, 1, 2, 3);

    private static int[] cells(int... ones) {
        int[] g = new int[L];
        for (int c : ones) {
            g[c] = 1;
        }
        return g;
    }

    private static int ones(int[] genes) {
        int s = 0;
        for (int g : genes) {
            s += g;
        }
        return s;
    }

    @Test
    void aHeadHoldingBoth0And1GivesAPlainCopy() {
        for (int cut = 2; cut < L; cut++) {
            int[] child = new int[L];
            CutAndCrossfill.of().cross(DIAGONAL, FIRST_ROW, child, null, ScriptedRandom.of(cut - 1));
            assertArrayEquals(DIAGONAL, child, "cut " + cut + ": the head holds a 0 and a 1, so nothing is filled");
            child = new int[L];
            CutAndCrossfill.of().cross(DIAGONAL, LAST_ROW, child, null, ScriptedRandom.of(cut - 1));
            assertArrayEquals(DIAGONAL, child);
        }
    }

    @Test
    void aHeadOfOnly0sChangesTheNumberOfQueens() {
        for (int cut = 1; cut <= 8; cut++) {
            int[] child = new int[L];
            CutAndCrossfill.of().cross(LAST_ROW, FIRST_ROW, child, null, ScriptedRandom.of(cut - 1));
            // The tail starts with the donor's four 1s; the rest of the tail is the parent's own.
            for (int i = 0; i < L; i++) {
                int expected = i >= cut && i < cut + 4 ? 1 : LAST_ROW[i];
                assertEquals(expected, child[i], "cut " + cut + ", gene " + i);
            }
            assertEquals(2 * N, ones(child), "cut " + cut + ": 4 queens became 8");
            assertNotNull(Encoding.BINARY.invalidReason(child, N));
        }
    }

    @Test
    void onDocument002sBoardMostChildrenAreCopiesAndSomeLoseOrGainQueens() {
        int n = 8;
        SplittableRandom rng = new SplittableRandom(2);
        int copies = 0;
        int countChanged = 0;
        int trials = 2_000;
        for (int t = 0; t < trials; t++) {
            int[] p1 = Encoding.BINARY.randomGenome(n, rng);
            int[] p2 = Encoding.BINARY.randomGenome(n, rng);
            int[] child = new int[n * n];
            CutAndCrossfill.of().cross(p1, p2, child, null, rng);
            if (java.util.Arrays.equals(child, p1)) {
                copies++;
            }
            if (ones(child) != n) {
                countChanged++;
            }
        }
        System.out.printf("cut-and-crossfill on random 8x8 BINARY parents: %d/%d plain copies, "
                + "%d/%d with another number of queens%n", copies, trials, countChanged, trials);
        assertTrue(copies > trials / 2, "most children are plain copies");
        assertTrue(countChanged > 0, "some children change the number of queens");
    }

    @Test
    void onPermutationsItIsTheRealOperator() {
        int[] p1 = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] p2 = {7, 6, 5, 4, 3, 2, 1, 0};
        int[] child = new int[8];
        CutAndCrossfill.of().cross(p1, p2, child, null, ScriptedRandom.of(2)); // cut = 3
        assertArrayEquals(new int[] {0, 1, 2, 7, 6, 5, 4, 3}, child);
        assertNull(Encoding.PERMUTATION.invalidReason(child, 8));
        assertNotEquals(0, child.length);
    }
}
