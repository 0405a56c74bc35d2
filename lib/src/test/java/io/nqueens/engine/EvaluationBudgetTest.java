package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The evaluation budget: never passed, and no generation withheld that would have fitted. */
class EvaluationBudgetTest {

    /** Never solved, never improves: only the budgets stop the run. */
    private static final Fitness FLAT = Fitness.of("flat", Direction.MAXIMIZE, 1, (genes, n) -> 1);

    @Test
    void aGenerationalRunStopsAtTheLastGenerationThatFits() {
        // μ = λ = 10: each generation costs at most 10 (a child equal to a parent costs nothing),
        // so at least 8 generations fit: 10 + 8 × 10 = 90 ≤ 95.
        Engine e = Engine.builder(Encoding.INTEGER, 40).populationSize(10).fitness(FLAT)
                .replacement(Replacement.generational()).crossoverRate(1.0).maxGenerations(1_000)
                .maxEvaluations(95).build();
        for (long seed = 0; seed < 5; seed++) {
            RunResult r = e.runToEnd(seed);
            assertEquals(StopReason.MAX_EVALUATIONS, r.stopReason());
            assertTrue(r.evaluations() <= 95, "spent " + r.evaluations());
            assertTrue(r.evaluations() + 10 > 95, "a generation of 10 would still have fitted: " + r.evaluations());
            assertTrue(r.generations() >= 8, "seed " + seed + ": " + r.generations() + " generations");
        }
    }

    @Test
    void noRandomConfigurationPassesItsBudget() {
        int stopped = 0;
        for (long c = 0; c < 300; c++) {
            int mu = 2 + (int) (c % 23);
            long budget = mu + c * 7 % 400;
            RandomConfigurations.Config config = RandomConfigurations.config(Encoding.values()[(int) (c % 3)], 9, mu, c);
            Engine engine;
            try {
                engine = config.builder().limit(Limits.evaluations(budget)).build();
            } catch (IllegalArgumentException refusedForAnotherReason) {
                continue;
            }
            RunResult r = engine.runToEnd(c);
            assertTrue(r.evaluations() <= budget, config + ": spent " + r.evaluations() + " of " + budget);
            if (r.stopReason() == StopReason.MAX_EVALUATIONS) {
                stopped++;
                assertTrue(r.evaluations() + Limit.Evaluations.perGeneration(engine.settings()) > budget, config
                        + ": stopped with room for another generation");
            }
        }
        assertTrue(stopped > 50, "the budget stopped only " + stopped + " of 300 runs; the property tests little");
    }

    @Test
    void aBudgetBelowTheInitialPopulationIsRefusedWithItsFigures() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.PERMUTATION, 8).populationSize(50).maxEvaluations(49).build());
        assertEquals("maxEvaluations must be at least the population size 50 (the initial population's"
                + " evaluations), was 49", e.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> Limits.evaluations(0));
        assertEquals("maxEvaluations must be in [1, 1000000000000000], was 0", negative.getMessage());
    }

    @Test
    void zeroRemovesTheBudgetAndTheLimitPrintsItself() {
        Engine.Builder b = Engine.builder(Encoding.PERMUTATION, 8).maxEvaluations(500);
        assertTrue(b.build().settings().limits().contains(Limits.evaluations(500)));
        assertEquals("at most 500 evaluations", Limits.evaluations(500).toString());
        assertTrue(b.maxEvaluations(0).build().settings().limits().stream()
                .noneMatch(l -> l instanceof Limit.Evaluations));
    }

    @Test
    void aSolvedRunReportsSolvedEvenWhenTheBudgetIsAlsoReached() {
        // Solved is asked before the budget, so a run solved in its last affordable generation
        // is reported solved, and its evaluations are the cost to its first solution.
        Engine e = Engine.builder(Encoding.PERMUTATION, 6).populationSize(20).maxEvaluations(20).build();
        for (long seed = 0; seed < 20; seed++) {
            RunResult r = e.runToEnd(seed);
            assertEquals(20, r.evaluations());
            assertEquals(r.solved() ? StopReason.SOLVED : StopReason.MAX_EVALUATIONS, r.stopReason());
        }
    }
}
