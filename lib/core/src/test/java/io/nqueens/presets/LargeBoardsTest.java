package io.nqueens.presets;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.mutation.Swap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LargeBoardsTest {

    @Test
    void theMemeticGaSolvesAHundredThousandQueensWithinItsBudget() {
        Engine engine = LargeBoards.memetic(100_000).build();
        for (long seed = 1; seed <= 2; seed++) {
            RunResult r = engine.runToEnd(seed);
            assertTrue(r.solved(), "seed " + seed + ": " + r.stopReason());
            assertEquals(StopReason.SOLVED, r.stopReason());
            assertTrue(r.generations() <= engine.maxGenerations());
            assertTrue(r.bestBoard().isSolution());
            assertEquals(1, r.solutions().size());
            for (Generation g : r.history()) {
                assertNull(g.bestGenes(), "genomes this long are not copied into the records");
                assertEquals(-1, g.diversity());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 10, 12, 20, 50, 100, 1_000})
    void theMemeticGaSolvesSmallBoardsToo(int n) {
        Engine engine = LargeBoards.memetic(n).build();
        for (long seed = 1; seed <= 10; seed++) {
            RunResult r = engine.runToEnd(seed);
            assertTrue(r.solved(), "n=" + n + " seed=" + seed + ": " + r.stopReason());
        }
    }

    @Test
    void theMemeticConfiguration() {
        Engine e = LargeBoards.memetic(1_000).build();
        assertEquals(Encoding.PERMUTATION, e.encoding());
        assertEquals(4, e.populationSize());
        assertInstanceOf(Repair.class, e.settings().mutation());
        assertEquals(1.0, e.settings().mutationRate().initial());
        assertEquals("memetic", e.label());
        assertEquals(5_000, ((Repair) e.settings().mutation()).budget(1_000));
        assertEquals(LargeBoards.MEMETIC_MIN_STEPS, ((Repair) e.settings().mutation()).budget(8));
    }

    @Test
    void thePlainGaUsesNoHeuristicOperatorAndSolvesThirtyQueens() {
        Engine e = LargeBoards.plainGa(30).build();
        assertInstanceOf(Swap.class, e.settings().mutation());
        assertEquals(Encoding.PERMUTATION, e.encoding());
        for (long seed = 1; seed <= 3; seed++) {
            assertTrue(e.runToEnd(seed).solved(), "seed " + seed);
        }
    }
}
