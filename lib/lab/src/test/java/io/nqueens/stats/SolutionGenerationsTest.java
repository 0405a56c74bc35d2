package io.nqueens.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;

class SolutionGenerationsTest {
    @Test
    void eachSolutionGetsTheGenerationThatFirstHeldIt() {
        RunResult r = Presets.doc004().maxGenerations(300).build().runToEnd(0);
        int[] found = SolutionGenerations.of(r);
        assertEquals(r.solutions().size(), found.length);
        assertTrue(found.length >= 2, "solutions in 300 generations: " + found.length);
        assertEquals(r.firstSolvedGeneration(), found[0]);
        for (int i = 0; i < found.length; i++) {
            Generation g = r.history().get(found[i]);
            assertEquals(found[i], g.index());
            // the solution was counted by then and not before
            assertTrue(g.distinctSolutions() >= i + 1);
            assertTrue(found[i] == 0 || r.history().get(found[i] - 1).distinctSolutions() < i + 1);
        }
    }

    @Test
    void unsolvedRunHasNoSolutionGenerations() {
        RunResult r = Presets.doc000().maxGenerations(3).build().runToEnd(1);
        assertEquals(r.solutions().size(), SolutionGenerations.of(r).length);
    }

    @Test
    void rejectsNull() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SolutionGenerations.of(null));
        assertTrue(e.getMessage().contains("result"), e.getMessage());
    }
}
