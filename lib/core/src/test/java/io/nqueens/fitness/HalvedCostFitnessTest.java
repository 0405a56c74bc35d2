package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Document 000's {@code (N(N-1) - cost) / 2}. */
class HalvedCostFitnessTest {
    private final HalvedCostFitness fitness = HalvedCostFitness.of();

    @Test
    void allQueensOnRowZeroCost28AndScore14() {
        int[] rows = new int[8]; // every queen on row 0: all C(8,2) = 28 pairs share the row
        assertEquals(28, Conflicts.pairs(rows));
        assertEquals((56 - 28) / 2.0, fitness.evaluate(rows, 8));
        assertEquals(14, fitness.evaluate(rows, 8));
    }

    @Test
    void aSolutionScores28() {
        int[] solution = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6).toArray();
        assertEquals(28, fitness.evaluate(solution, 8));
        assertEquals(28, fitness.optimum(8));
    }

    @Test
    void halvingLeavesBadBoardsLookingGood() {
        // 001's b1 has 5 attacking pairs: (56 - 5) / 2 = 25.5, already 91% of the optimum.
        assertEquals(25.5, fitness.evaluate(Board.ofOneBased(3, 2, 7, 4, 8, 5, 5, 2).toArray(), 8));
        // A board with 8 attacking pairs still scores 24 of 28.
        // Four queens on row 0 (6 pairs), two on row 1 (1 pair), and columns 3 and 4 on a diagonal.
        int[] eight = {0, 0, 0, 0, 1, 1, 7, 2};
        assertEquals(8, Conflicts.pairsPairwise(eight));
        assertEquals(24, fitness.evaluate(eight, 8));
    }

    @Test
    void readsOnlyVectorGenomes() {
        assertTrue(fitness.accepts(Encoding.INTEGER));
        assertTrue(fitness.accepts(Encoding.PERMUTATION));
        assertFalse(fitness.accepts(Encoding.BINARY));
        assertEquals(Direction.MAXIMIZE, fitness.direction());
    }
}
