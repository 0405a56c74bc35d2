package io.nqueens.operators.crossover;

import io.nqueens.testing.ScriptedRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The segment crossovers' two cuts: two draws in [0, L], a then b, returned sorted; or DEAP's distinct pair. */
class CutsTest {

    @Test
    void drawsTwoCutsInOrderAndSortsThem() {
        ScriptedRandom rng = ScriptedRandom.of(5, 2, 3, 3, 0, 7); // each draw must be below L + 1 = 8
        assertArrayEquals(new int[] {2, 5}, Cuts.twoCuts(7, rng));
        assertArrayEquals(new int[] {3, 3}, Cuts.twoCuts(7, rng));
        assertArrayEquals(new int[] {0, 7}, Cuts.twoCuts(7, rng));
        assertTrue(rng.exhausted(), "exactly two draws per call");
    }

    /** DEAP's cuts: every non-empty segment [a, b) of [0, L] from exactly two of the (L+1)L draw pairs. */
    @Test
    void distinctCutsGiveEveryNonEmptySegmentEquallyOften() {
        for (int length = 1; length <= 9; length++) {
            int[][] count = new int[length + 1][length + 1];
            for (int x = 0; x <= length; x++) {
                for (int y = 0; y < length; y++) {
                    ScriptedRandom rng = ScriptedRandom.of(x, y);
                    int[] cut = Cuts.twoDistinctCuts(length, rng);
                    assertTrue(rng.exhausted(), "exactly two draws per call");
                    count[cut[0]][cut[1]]++;
                }
            }
            for (int a = 0; a <= length; a++) {
                for (int b = 0; b <= length; b++) {
                    assertEquals(a < b ? 2 : 0, count[a][b], "segment [" + a + ", " + b + ") at L = " + length);
                }
            }
        }
    }
}
