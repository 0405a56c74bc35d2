package io.nqueens.presets;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.board.Conflicts;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each document's preset reproduces the behaviour its document reports, with fixed seeds. The
 * measured rates are printed so that they can be quoted.
 */
class PresetsDocumentTest {

    /** Whether a genome of the engine's encoding is a real solution, checked with Conflicts. */
    private static boolean isRealSolution(Engine engine, int[] genes) {
        int n = engine.boardSize();
        Encoding e = engine.encoding();
        if (genes == null || e.invalidReason(genes, n) != null) {
            return false;
        }
        return e.isBinary() ? Conflicts.pairsOnGrid(genes, n) == 0 : Conflicts.pairsPairwise(genes) == 0;
    }

    private static Generation last(RunResult r) {
        return r.history().get(r.history().size() - 1);
    }

    private static int ones(int[] genes) {
        int s = 0;
        for (int g : genes) {
            s += g;
        }
        return s;
    }

    @Test
    void doc000MeanFitnessStartsAbout24AndCreepsUpSlowly() {
        Engine engine = Presets.doc000().stopWhenSolved(false).maxGenerations(850).build();
        int seeds = 8;
        int solved = 0;
        double gen0 = 0;
        double gen1 = 0;
        double late = 0;
        for (long seed = 0; seed < seeds; seed++) {
            RunResult r = engine.runToEnd(seed);
            solved += r.solved() ? 1 : 0;
            gen0 += r.history().get(0).mean() / seeds;
            gen1 += r.history().get(1).mean() / seeds;
            double sum = 0;
            for (int g = 800; g <= 850; g++) {
                sum += r.history().get(g).mean();
            }
            late += sum / 51 / seeds;
        }
        System.out.printf("doc000 (mean of %d seeds): mean fitness %.2f at generation 0, %.2f at generation 1, "
                + "%.2f over generations 800-850 (document: 24.03 at its first generation, 26.14 at 850); "
                + "%d of the %d runs met a solution on the way (the document's run did not)%n",
                seeds, gen0, gen1, late, solved, seeds);
        assertEquals(24.0, gen1, 0.5);
        assertEquals(24.0, gen0, 0.5);
        assertEquals(26.0, late, 1.0);
        assertTrue(late > gen1 + 1.0, "the mean creeps up");
    }

    @Test
    void doc001SolvesEightQueensWithin100IterationsInMostSeeds() {
        Engine engine = Presets.doc001().build();
        int solved = 0;
        int seeds = 30;
        for (long seed = 0; seed < seeds; seed++) {
            RunResult r = engine.runToEnd(seed);
            if (r.solved()) {
                solved++;
                assertTrue(r.firstSolvedGeneration() <= 100);
                assertTrue(isRealSolution(engine, r.bestGenes()));
            }
        }
        System.out.printf("doc001: solved 8 queens within 100 iterations in %d/%d seeds%n", solved, seeds);
        assertTrue(solved >= 20, "measured 26/30 when written; got " + solved);
    }

    @Test
    void doc002FaithfulStopsAtScore0MostlyOnBoardsThatAreNotSolutions() {
        Engine engine = Presets.doc002().maxGenerations(3_000).build();
        int seeds = 30;
        int stoppedAt0 = 0;
        int fakes = 0;
        for (long seed = 0; seed < seeds; seed++) {
            RunResult r = engine.runToEnd(seed);
            if (r.stopReason() == StopReason.FITNESS_TARGET) {
                stoppedAt0++;
                assertEquals(0.0, last(r).best());
                if (!isRealSolution(engine, last(r).bestGenes())) {
                    fakes++;
                }
            }
        }
        System.out.printf("doc002 faithful: stopped at score 0 in %d/%d seeds; the board was not a solution in %d of them%n",
                stoppedAt0, seeds, fakes);
        assertTrue(stoppedAt0 >= 25, "measured 30/30 when written; got " + stoppedAt0);
        assertTrue(fakes > stoppedAt0 / 2, "measured 30/30 fakes when written; got " + fakes);
    }

    @Test
    void doc002FixedSolvedRunsAreRealSolutions() {
        Engine engine = Presets.doc002Fixed().maxGenerations(3_000).build();
        int seeds = 10;
        Map<StopReason, Integer> reasons = new EnumMap<>(StopReason.class);
        int sparseStops = 0;
        for (long seed = 0; seed < seeds; seed++) {
            RunResult r = engine.runToEnd(seed);
            reasons.merge(r.stopReason(), 1, Integer::sum);
            if (r.solved()) {
                assertTrue(isRealSolution(engine, r.bestGenes()), "seed " + seed);
                for (Board b : r.solutions()) {
                    assertEquals(0, Conflicts.pairsPairwise(b.toArray()));
                }
            }
            if (r.stopReason() == StopReason.FITNESS_TARGET && ones(last(r).bestGenes()) != 8) {
                sparseStops++;
            }
        }
        System.out.printf("doc002 fixed: stop reasons over %d seeds %s; %d stopped at score 0 on a board with "
                + "fewer than 8 queens%n", seeds, reasons, sparseStops);
        assertTrue(reasons.getOrDefault(StopReason.SOLVED, 0) >= 3, "at least 3 of 10 seeds should solve; got " + reasons);
    }

    @Test
    void doc002FixedNeverStopsOnABoardThatIsNotASolution() {
        Engine engine = Presets.doc002Fixed().maxGenerations(3_000).build();
        for (long seed = 0; seed < 15; seed++) {
            RunResult r = engine.runToEnd(seed);
            if (r.stopReason() != StopReason.MAX_GENERATIONS) {
                assertTrue(isRealSolution(engine, last(r).bestGenes()), "seed " + seed + ": " + r.stopReason());
            }
        }
    }

    @Test
    void doc003SuccessRateOver30Seeds() {
        Engine engine = Presets.doc003().build();
        int solved = 0;
        int seeds = 30;
        long generations = 0;
        for (long seed = 0; seed < seeds; seed++) {
            RunResult r = engine.runToEnd(seed);
            if (r.solved()) {
                solved++;
                generations += r.firstSolvedGeneration();
                assertTrue(isRealSolution(engine, r.bestGenes()));
                assertEquals(64.0, r.bestFitness());
            }
        }
        System.out.printf("doc003 faithful: solved in one run of at most 799 breeding steps in %d/%d seeds "
                + "(document claims 99%%), mean first solved generation %.0f%n",
                solved, seeds, solved == 0 ? Double.NaN : generations / (double) solved);
        assertTrue(solved >= 20, "measured 30/30 when written; got " + solved);
    }

    @Test
    void doc004FindsAllSolutionsAndKeepingThePopulationStalls() {
        // N = 6 has 4 solutions, N = 8 has 92: the faithful preset (restart after each solution)
        // reaches them all; the other reading of the document (keep evolving the same population)
        // fills the population with copies of the first solutions and stalls.
        Engine six = Presets.doc004(6).build();
        assertEquals(4, six.solutionCount());
        for (long seed = 0; seed < 3; seed++) {
            RunResult r = six.runToEnd(seed);
            assertEquals(StopReason.ALL_SOLUTIONS_FOUND, r.stopReason(), "seed " + seed);
            assertEquals(4, r.solutions().size());
        }
        RunResult eight = Presets.doc004().build().runToEnd(0);
        assertEquals(StopReason.ALL_SOLUTIONS_FOUND, eight.stopReason());
        assertEquals(92, eight.solutions().size());
        for (Board b : eight.solutions()) {
            assertEquals(0, Conflicts.pairsPairwise(b.toArray()));
        }
        RunResult kept = Presets.doc004().restartOnSolution(false).maxGenerations(2_000).build().runToEnd(0);
        System.out.printf("doc004 faithful: all 92 solutions by generation %d (%d evaluations); keeping the "
                + "population instead: %d of 92 after 2,000 generations%n",
                eight.generations(), eight.evaluations(), kept.solutions().size());
        assertEquals(StopReason.MAX_GENERATIONS, kept.stopReason());
        assertTrue(kept.solutions().size() < 92);

        // The kit's improvement: keep the population after a solution, but start afresh once the
        // best has not improved for 20 generations. Same seed, all 92, in fewer generations.
        RunResult whenStuck = Presets.doc004Fixed().build().runToEnd(0);
        System.out.printf("doc004 restarting after 20 stuck generations: all 92 by generation %d (%d restarts)%n",
                whenStuck.generations(), whenStuck.restarts());
        assertEquals(StopReason.ALL_SOLUTIONS_FOUND, whenStuck.stopReason());
        assertEquals(Set.copyOf(eight.solutions()), Set.copyOf(whenStuck.solutions()));
        assertTrue(whenStuck.generations() < eight.generations(),
                whenStuck.generations() + " generations against " + eight.generations());
    }
}
