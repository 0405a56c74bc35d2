package io.nqueens.stats;

import io.nqueens.presets.Preset;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.RunningExperiment;
import io.nqueens.experiment.Sweep;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.presets.Presets;
import io.nqueens.solver.Solutions;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.time.Duration;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No search runs without an end, beyond StoppingRulesTest's single rules: every preset stops
 * under the smallest budgets at every small size; "find all solutions" stops at once where there
 * are none and reaches all of them with restarts, also through the experiment table; and an
 * experiment cut short, by cancellation or by its time budget, ends and keeps what finished.
 * Nothing here needs the clock to be fast or slow to pass.
 */
class EverySearchEndsTest {

    @Test
    void everyPresetEndsUnderTheSmallestBudgetsAtEverySmallSize() {
        for (int n : new int[] {1, 2, 3, 4, 5, 8}) {
            for (Engine.Builder preset : Preset.documents().stream().map(p -> p.builder(n)).toList()) {
                Engine one = preset.maxGenerations(1).build();
                RunResult r = one.runToEnd(7);
                String what = one + " n=" + n;
                assertTrue(r.generations() <= 1, what);
                assertTrue(EnumSet.of(StopReason.MAX_GENERATIONS, StopReason.SOLVED, StopReason.FITNESS_TARGET,
                        StopReason.ALL_SOLUTIONS_FOUND, StopReason.NO_SOLUTION_EXISTS).contains(r.stopReason()),
                        what + " stopped for " + r.stopReason());
                if (Solutions.count(n) == 0) {
                    assertFalse(r.solved(), what);
                }
                // The lazy stream of a run is finite too, and the same length.
                assertEquals(r.history().size(), one.run(7).stream().count(), what);

                RunResult stagnant = preset.maxGenerations(100_000).stagnationLimit(1).build().runToEnd(7);
                assertTrue(stagnant.generations() < 100_000, what + " with stagnationLimit(1) ran its whole budget");
            }
        }
    }

    @Test
    void findingAllSolutionsWhereThereAreNoneStopsAtOnceAlsoInTheExperimentTable() {
        for (int n : new int[] {2, 3}) {
            Engine permutation = Engine.builder(Encoding.PERMUTATION, n).findAllSolutions(true)
                    .restartOnSolution(true).label("permutation").build();
            Engine doc004 = Presets.doc004(n).label("004").build();
            ExperimentResult result = Experiment.of(permutation.toBuilder(), doc004.toBuilder()).seeds(0, 3).threads(2).run();
            Table runs = result.runs();
            assertTrue(result.isComplete());
            assertEquals(6, runs.rowCount());
            for (int row = 0; row < runs.rowCount(); row++) {
                assertEquals("NO_SOLUTION_EXISTS", runs.stringColumn("stop_reason").get(row), "n=" + n);
                assertEquals(0, runs.intColumn("generations").getInt(row));
                assertFalse(runs.booleanColumn("solved").get(row));
                assertTrue(runs.intColumn("first_solution_generation").isMissing(row));
                assertEquals(0, runs.intColumn("distinct_solutions").getInt(row));
            }
            Table summary = result.summary();
            assertEquals(List.of(0, 0), summary.intColumn("successes").asList());
        }
    }

    /**
     * Generational replacement and a mutation in every child keep the search moving between
     * solutions. (With the defaults, elitism of 1 and a tournament of 3, an INTEGER run on six
     * queens can settle on a board that is not a solution and, never solved, never restarts: it
     * then ends by its generation budget.) BINARY is left out on six queens, where swapping any
     * two of 36 cells takes tens of thousands of generations.
     */
    @Test
    void restartingAfterEachSolutionFindsThemAllOnFourFiveAndSixQueens() {
        for (int n : new int[] {4, 5, 6}) {
            Set<Board> all = new HashSet<>(Solutions.all(n));
            for (Encoding e : Encoding.values()) {
                if (e == Encoding.BINARY && n == 6) {
                    continue;
                }
                Engine.Builder b = Engine.builder(e, n);
                Engine engine = b.populationSize(20).replacement(Replacement.generational())
                        .mutation(b.build().settings().mutation(), 1.0).findAllSolutions(true)
                        .restartOnSolution(true).maxGenerations(200_000).build();
                for (long seed = 0; seed < 3; seed++) {
                    RunResult r = engine.runToEnd(seed);
                    String what = e + " n=" + n + " seed " + seed;
                    assertEquals(StopReason.ALL_SOLUTIONS_FOUND, r.stopReason(), what);
                    assertEquals(all, new HashSet<>(r.solutions()), what);
                    assertEquals(all.size(), r.history().get(r.history().size() - 1).distinctSolutions(), what);
                }
            }
        }
    }

    @Test
    void document004ReachesEverySolutionOfFourFiveAndSixQueensInTheExperimentTable() {
        Experiment e = Experiment.of(Sweep.over(Presets.doc004(4))
                .axis("n", List.of(4, 5, 6), (b, n) -> Presets.doc004(n))).seeds(0, 3);
        Table runs = e.run().runs();
        assertEquals(9, runs.rowCount());
        for (int row = 0; row < runs.rowCount(); row++) {
            int n = runs.intColumn("n").getInt(row);
            assertEquals("ALL_SOLUTIONS_FOUND", runs.stringColumn("stop_reason").get(row), "n=" + n);
            assertEquals(Solutions.count(n), runs.intColumn("distinct_solutions").getInt(row), "n=" + n);
            assertTrue(runs.booleanColumn("solved").get(row));
        }
    }

    /** A maximised score that never changes and reports each evaluation: runs on it end only by budget. */
    private static Fitness flat(CountDownLatch evaluated) {
        return Fitness.of("flat", Direction.MAXIMIZE, 1, (genes, n) -> {
            evaluated.countDown();
            return 1;
        });
    }

    private static Engine quick() {
        return Engine.builder(Encoding.INTEGER, 6).populationSize(10).maxGenerations(5).label("quick").build();
    }

    /** A run of 100 million generations: it cannot end on its own while a test waits. */
    private static Engine.Builder endless(CountDownLatch started) {
        return Engine.builder(Encoding.INTEGER, 40).populationSize(10).fitness(flat(started))
                .maxGenerations(100_000_000).label("endless");
    }

    @Test
    void anExperimentCancelledDuringAnEndlessRunKeepsTheRunsThatFinished() throws InterruptedException {
        // Two evaluations: Experiment.of builds the engine, which scores a known solution once; then
        // the endless run starts.
        CountDownLatch started = new CountDownLatch(2);
        Engine quick = quick();
        RunningExperiment running = Experiment.of(quick.toBuilder(), endless(started)).seeds(0, 3).sequential().start();
        // Sequential: the endless setting starts only after the three quick runs have finished.
        assertTrue(started.await(60, TimeUnit.SECONDS), "the endless run never started");
        running.cancel();
        ExperimentResult result = running.await();
        assertTrue(running.isDone());
        assertFalse(result.isComplete());
        assertEquals(3, result.completedRuns());
        Table runs = result.runs();
        assertEquals("runs: 3 of 6 completed, a partial result", runs.name());
        assertEquals(List.of("quick", "quick", "quick"), runs.stringColumn("setting").asList());
        for (int row = 0; row < 3; row++) {
            RunResult expected = quick.runToEnd(row);
            assertEquals(row, runs.longColumn("seed").getLong(row));
            assertEquals(expected.generations(), runs.intColumn("generations").getInt(row));
            assertEquals(expected.evaluations(), runs.longColumn("evaluations").getLong(row));
            assertEquals(expected.stopReason().name(), runs.stringColumn("stop_reason").get(row));
        }
    }

    @Test
    void aTimeBudgetEndsAnExperimentWhoseRunsCannotEndInTime() {
        Engine quick = quick();
        ExperimentResult result = Experiment.of(quick.toBuilder(), endless(new CountDownLatch(1))).seeds(0, 2).threads(2)
                .timeBudget(Duration.ofMillis(300)).run();
        assertFalse(result.isComplete());
        Table runs = result.runs();
        assertEquals(result.completedRuns(), runs.rowCount());
        for (int row = 0; row < runs.rowCount(); row++) {
            // Whatever finished in time is a whole quick run; the endless ones are left out.
            assertEquals("quick", runs.stringColumn("setting").get(row));
            long seed = runs.longColumn("seed").getLong(row);
            assertEquals(quick.runToEnd(seed).generations(), runs.intColumn("generations").getInt(row));
        }
    }
}
