package io.nqueens.engine;

import org.junit.jupiter.api.Test;

import static io.nqueens.fitness.Direction.MAXIMIZE;
import static io.nqueens.fitness.Direction.MINIMIZE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A population's order is best first, and equal scores keep their index order. */
class PopulationTest {

    @Test
    void equalScoresKeepTheirIndexOrder() {
        assertArrayEquals(new int[] {1, 2, 0, 3}, TestPopulations.of(MAXIMIZE, 1, 3, 3, 1).order());
        assertArrayEquals(new int[] {0, 3, 1, 2}, TestPopulations.of(MINIMIZE, 1, 3, 3, 1).order());
        assertEquals(1, TestPopulations.of(MAXIMIZE, 1, 3, 3, 1).bestIndex(), "the first of the best");
    }

    @Test
    void equalScoresKeepTheirIndexOrderInALongPopulation() {
        // 60 individuals (the merge sort's path): scores 0, 1, 2 repeating.
        double[] f = new double[60];
        for (int i = 0; i < f.length; i++) {
            f[i] = i % 3;
        }
        int[] order = TestPopulations.of(MAXIMIZE, f).order();
        int k = 0;
        for (int score = 2; score >= 0; score--) {
            for (int i = score; i < f.length; i += 3) {
                assertEquals(i, order[k++], "position " + (k - 1));
            }
        }
    }
}
