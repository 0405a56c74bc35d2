package io.nqueens.operators.crossover;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The permutation crossovers refuse a parent that is not a permutation and name its first fault,
 * whether the genome is checked with bits of one long (up to 64 genes) or with the table of marks
 * (longer): a repeat before an out-of-range gene is named as the repeat, and the other way round.
 */
class PermutationParentCheckTest {

    private static String fault(int[] parent1) {
        int n = parent1.length;
        int[] parent2 = new int[n];
        for (int i = 0; i < n; i++) {
            parent2[i] = n - 1 - i;
        }
        return assertThrows(IllegalArgumentException.class,
                () -> Pmx.of().cross(parent1, parent2, new int[n], new int[n], new SplittableRandom(1))).getMessage();
    }

    private static int[] identity(int n) {
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            g[i] = i;
        }
        return g;
    }

    @Test
    void aRepeatBeforeAGeneOutOfRangeIsNamedAsTheRepeat() {
        for (int n : new int[] {5, 64, 65, 100}) {
            int[] g = identity(n);
            g[2] = 1;
            g[4] = n;
            assertEquals("crossover pmx: parent1 must be a permutation of 0.." + (n - 1) + ", but parent1[1] = 1"
                    + " repeats at parent1[2]", fault(g), "N = " + n);
        }
    }

    @Test
    void aGeneOutOfRangeBeforeARepeatIsNamedAsOutOfRange() {
        for (int n : new int[] {5, 64, 65, 100}) {
            int[] g = identity(n);
            g[1] = -1;
            g[3] = 2;
            assertEquals(true, fault(g).startsWith("crossover pmx: parent1[1] must be in [0, " + (n - 1) + "]"),
                    "N = " + n + ": " + fault(g));
        }
    }

    @Test
    void aRepeatAtTheEndOfSixtyFourGenesIsFound() {
        int[] g = identity(64);
        g[63] = 0;
        assertEquals("crossover pmx: parent1 must be a permutation of 0..63, but parent1[0] = 0 repeats at"
                + " parent1[63]", fault(g));
    }
}
