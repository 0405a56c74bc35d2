package io.nqueens.solver;

import static io.nqueens.testing.Messages.assertMessage;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Board;

import org.junit.jupiter.api.Test;

class ExplicitSolutionTest {

    @Test
    void everySizeFromOneToFiveHundredExceptTwoAndThreeIsSolved() {
        for (int n = 1; n <= 500; n++) {
            if (n == 2 || n == 3) {
                assertFalse(ExplicitSolution.exists(n));
                continue;
            }
            Board b = ExplicitSolution.of(n);
            assertEquals(n, b.size());
            assertEquals(0, b.attackingPairs(), "n = " + n + ": " + b);
        }
    }

    @Test
    void largeBoardsOfEachResidueModSixAreSolved() {
        for (int n = 1_000_000; n < 1_000_006; n++) {
            assertTrue(ExplicitSolution.of(n).isSolution(), "n = " + n);
        }
    }

    @Test
    void eightQueensIsOneOfTheNinetyTwo() {
        assertTrue(Solutions.all(8).contains(ExplicitSolution.of(8)));
    }

    @Test
    void sizesWithoutSolutionAreRefused() {
        assertMessage(() -> ExplicitSolution.of(3), "board size n = 3 has no solution");
        assertMessage(() -> ExplicitSolution.of(0), "board size n must be in [1, 10000000], was 0");
    }
}
