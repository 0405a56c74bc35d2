package io.nqueens.operators.crossover;

import io.nqueens.testing.ScriptedRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The segment crossovers' two cuts: two draws in [0, L], a then b, returned sorted. */
class CutsTest {

    @Test
    void drawsTwoCutsInOrderAndSortsThem() {
        ScriptedRandom rng = ScriptedRandom.of(5, 2, 3, 3, 0, 7); // each draw must be below L + 1 = 8
        assertArrayEquals(new int[] {2, 5}, Cuts.twoCuts(7, rng));
        assertArrayEquals(new int[] {3, 3}, Cuts.twoCuts(7, rng));
        assertArrayEquals(new int[] {0, 7}, Cuts.twoCuts(7, rng));
        assertTrue(rng.exhausted(), "exactly two draws per call");
    }
}
