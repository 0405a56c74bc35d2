package io.nqueens.engine;

import io.nqueens.presets.Preset;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.board.Conflicts;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run that says it is solved really holds a solution, checked independently with Conflicts. */
class SolvedRunTest {

    /** Minimised; scores 0 (the optimum) on every board with at most one attacking pair. */
    private static final Fitness LENIENT = Fitness.of("lenient", Direction.MINIMIZE, 0, (genes, n) -> {
        long pairs = Conflicts.pairs(genes);
        return pairs <= 1 ? 0 : pairs;
    });

    private static void assertRealSolutions(RunResult r) {
        int n = r.engine().boardSize();
        for (Board b : r.solutions()) {
            assertEquals(0, Conflicts.pairsPairwise(b.toArray()), "solution " + b);
        }
        if (r.solved()) {
            assertTrue(r.engine().encoding().invalidReason(r.bestGenes(), n) == null, "best genome is valid");
            Board best = r.engine().encoding().toBoard(r.bestGenes(), n);
            assertEquals(0, Conflicts.pairsPairwise(best.toArray()),
                    "a solved run's best genome must be a real solution, was " + best + " (seed " + r.seed() + ")");
            assertTrue(r.history().get(r.firstSolvedGeneration()).solved());
            for (Generation g : r.history()) {
                if (g.solved() && g.bestGenes() != null) {
                    Board shown = r.engine().encoding().toBoard(g.bestGenes(), n);
                    assertEquals(0, Conflicts.pairsPairwise(shown.toArray()),
                            "a solved generation's best genome must be a real solution (seed " + r.seed() + ")");
                }
            }
            assertTrue(!r.solutions().isEmpty());
        }
    }

    @Test
    void aFlawedScoreThatReachesItsOptimumOnFakesStillReportsARealBestGenome() {
        Engine engine = Engine.builder(Encoding.INTEGER, 4)
                .fitness(LENIENT)
                .populationSize(8)
                .mutation(io.nqueens.operators.mutation.RandomReset.toOtherValue(), 0.5)
                .stopWhenSolved(true)
                .maxGenerations(50)
                .build();
        int solved = 0;
        for (long seed = 0; seed < 1000; seed++) {
            RunResult r = engine.runToEnd(seed);
            assertRealSolutions(r);
            solved += r.solved() ? 1 : 0;
        }
        assertTrue(solved > 0, "some runs must solve 6 queens");
    }

    @Test
    void document002FaithfulRunsThatStopOnARealSolutionReportIt() {
        Engine engine = Presets.doc002().maxGenerations(300).build();
        for (long seed = 0; seed < 20; seed++) {
            assertRealSolutions(engine.runToEnd(seed));
        }
    }

    @Test
    void everyPresetsSolvedRunsHoldRealSolutions() {
        for (Engine.Builder b : Preset.documents().stream().map(p -> p.builder(6)).toList()) {
            Engine engine = b.maxGenerations(60).build();
            for (long seed = 0; seed < 3; seed++) {
                assertRealSolutions(engine.runToEnd(seed));
            }
        }
    }

    /** Minimised; every genome scores the optimum 0, so every one is a candidate to verify. */
    private static final Fitness ALL_OPTIMAL = Fitness.of("all optimal", Direction.MINIMIZE, 0, (genes, n) -> 0);

    @Test
    void aGenerationIsSolvedExactlyWhenItsPopulationHoldsARealSolution() {
        // 4 queens as permutations, 2 solutions among 24 genomes: populations of 6 drift in and
        // out of holding one, in copies old and new, which the run must tell from the fakes.
        Engine engine = Engine.builder(Encoding.PERMUTATION, 4).fitness(ALL_OPTIMAL).populationSize(6)
                .mutation(io.nqueens.operators.mutation.Swap.of(), 0.5).stopWhenSolved(false).maxGenerations(60)
                .build();
        int solvedGenerations = 0;
        int unsolvedGenerations = 0;
        for (long seed = 0; seed < 20; seed++) {
            Run run = engine.run(seed);
            while (true) {
                Population p = run.population();
                boolean holdsOne = false;
                for (int i = 0; i < p.size(); i++) {
                    holdsOne |= Conflicts.pairsPairwise(p.genes(i)) == 0;
                }
                assertEquals(holdsOne, run.latest().solved(), "seed " + seed + ", generation " + run.latest().index());
                solvedGenerations += holdsOne ? 1 : 0;
                unsolvedGenerations += holdsOne ? 0 : 1;
                if (!run.hasNext()) {
                    break;
                }
                run.next();
            }
            assertRealSolutions(run.result());
        }
        assertTrue(solvedGenerations > 100 && unsolvedGenerations > 100,
                solvedGenerations + " solved and " + unsolvedGenerations + " unsolved generations");
    }
}
