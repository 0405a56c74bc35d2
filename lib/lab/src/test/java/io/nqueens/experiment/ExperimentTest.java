package io.nqueens.experiment;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.presets.Presets;
import io.nqueens.stats.FitnessBand;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentTest {
    private static Engine.Builder small() {
        return Presets.doc000Fixed().populationSize(30).maxGenerations(60);
    }

    private static Sweep grid() {
        return Sweep.over(ExperimentTest.small())
                .axis("pop", List.of(20, 40), Engine.Builder::populationSize)
                .axis("pm", List.of(0.1, 0.3), (b, pm) -> b.mutation(RandomReset.anyValue(), pm));
    }

    /** Every column but the wall-clock one, cell by cell. */
    private static void assertSameRuns(Table expected, Table actual) {
        assertEquals(expected.columnNames(), actual.columnNames());
        assertEquals(expected.rowCount(), actual.rowCount());
        for (String c : expected.columnNames()) {
            if (c.equals("wall_ms")) {
                continue;
            }
            for (int r = 0; r < expected.rowCount(); r++) {
                assertEquals(expected.column(c).getString(r), actual.column(c).getString(r), c + " row " + r);
                assertEquals(expected.column(c).get(r), actual.column(c).get(r), c + " row " + r);
            }
        }
    }

    @Test
    void thirtySeedsGiveTheSameTableInParallelAndInSequence() {
        Experiment e = Experiment.of(small()).seeds(0, 30);
        ExperimentResult parallel = e.threads(4).run();
        ExperimentResult sequential = e.sequential().run();
        Table p = parallel.runs();
        assertEquals(30, p.rowCount());
        assertEquals("runs: 30 of 30 completed", p.name());
        assertTrue(parallel.isComplete());
        assertEquals(Experiment.RUN_COLUMNS, p.columnNames());
        for (int r = 0; r < 30; r++) {
            assertEquals(r, p.longColumn("seed").getLong(r));
            assertEquals("000 fixed", p.stringColumn("setting").get(r));
        }
        assertSameRuns(sequential.runs(), p);
        assertSameRuns(sequential.summary().removeColumns("wall_ms_q1", "wall_ms_median", "wall_ms_q3"),
                parallel.summary().removeColumns("wall_ms_q1", "wall_ms_median", "wall_ms_q3"));
    }

    @Test
    void rowsHoldWhatTheEngineReturns() {
        Engine engine = small().restartAfterStagnation(2).build();
        Table t = Experiment.of(engine.toBuilder()).seeds(List.of(9L, 4L)).run().runs();
        assertEquals(List.of(4L, 9L), t.longColumn("seed").asList());
        for (int r = 0; r < 2; r++) {
            var result = engine.runToEnd(t.longColumn("seed").getLong(r));
            assertEquals(result.solved(), t.booleanColumn("solved").get(r));
            assertEquals(result.solved(), !t.intColumn("first_solution_generation").isMissing(r));
            if (result.solved()) {
                assertEquals(result.firstSolvedGeneration(), t.intColumn("first_solution_generation").getInt(r));
            }
            assertEquals(result.generations(), t.intColumn("generations").getInt(r));
            assertEquals(result.evaluations(), t.longColumn("evaluations").getLong(r));
            assertEquals(result.bestFitness(), t.doubleColumn("best_fitness").getDouble(r));
            assertEquals(result.stopReason().name(), t.stringColumn("stop_reason").get(r));
            assertEquals(result.solutions().size(), t.intColumn("distinct_solutions").getInt(r));
            assertEquals(result.restarts(), t.intColumn("restarts").getInt(r));
        }
    }

    @Test
    void keptRunsAreTheEnginesRunsAndGiveTheirBands() {
        Engine fast = small().label("fast").build();
        Engine slow = small().populationSize(10).label("slow").build();
        ExperimentResult r = Experiment.of(fast.toBuilder(), slow.toBuilder()).seeds(List.of(7L, 3L, 5L)).threads(2).keepRuns().run();
        List<RunResult> kept = r.runResults("slow");
        assertEquals(List.of(3L, 5L, 7L), kept.stream().map(RunResult::seed).toList());
        for (RunResult k : kept) {
            RunResult again = slow.runToEnd(k.seed());
            assertEquals(again.generations(), k.generations());
            assertEquals(again.evaluations(), k.evaluations());
            assertEquals(again.history().stream().map(Generation::best).toList(),
                    k.history().stream().map(Generation::best).toList());
        }
        List<FitnessBand> bands = r.bestBands();
        assertEquals(List.of("fast", "slow"), bands.stream().map(FitnessBand::label).toList());
        FitnessBand direct = FitnessBand.ofBest("slow", kept);
        assertArrayEquals(direct.curves()[1], bands.get(1).curves()[1]);
        assertEquals("mean", r.meanBands().get(0).statistic());

        var unknown = assertThrows(IllegalArgumentException.class, () -> r.runResults("medium"));
        assertTrue(unknown.getMessage().contains("[fast, slow]") && unknown.getMessage().contains("medium"),
                unknown.getMessage());
        ExperimentResult plain = Experiment.of(fast.toBuilder()).seeds(0, 2).run();
        var notKept = assertThrows(IllegalStateException.class, plain::bestBands);
        assertTrue(notKept.getMessage().contains("keepRuns()"), notKept.getMessage());
    }

    @Test
    void sweepRunsEveryCombinationInAxisOrder() {
        Experiment e = Experiment.of(grid()).seeds(0, 5);
        assertEquals(List.of("pop=20, pm=0.1", "pop=20, pm=0.3", "pop=40, pm=0.1", "pop=40, pm=0.3"),
                e.settings().stream().map(Setting::label).toList());
        assertEquals(40, e.settings().get(2).engine().populationSize());
        ExperimentResult r = e.threads(3).run();
        Table t = r.runs();
        assertEquals(20, t.rowCount());
        assertEquals(List.of("pop", "pm"), r.parameterNames());
        assertTrue(t.column("pop") instanceof IntColumn);
        assertTrue(t.column("pm") instanceof DoubleColumn);
        assertEquals("pop=40, pm=0.1", t.stringColumn("setting").get(10));
        assertEquals(40, t.intColumn("pop").getInt(10));
        assertEquals(0.1, t.doubleColumn("pm").getDouble(10));
        assertSameRuns(e.sequential().run().runs(), t);
        Table s = r.summary();
        assertEquals(4, s.rowCount());
        assertEquals(List.of(5, 5, 5, 5), s.intColumn("runs").asList());
        assertEquals(40, s.intColumn("pop").getInt(3));
    }

    @Test
    void nonNumericValuesBecomeTextColumns() {
        Experiment e = Experiment.of(Sweep.over(ExperimentTest.small())
                .axis("replacement", List.of(Replacement.generational(), Replacement.elitism(2)),
                        Engine.Builder::replacement)).seeds(0, 2);
        Table t = e.run().runs();
        assertEquals(Replacement.elitism(2).toString(), t.stringColumn("replacement").get(3));
    }

    @Test
    void emptyGridAndEmptyAxisFailNamingThem() {
        var grid = assertThrows(IllegalArgumentException.class,
                () -> Experiment.of(Sweep.over(ExperimentTest.small())));
        assertTrue(grid.getMessage().contains("sweep grid is empty"), grid.getMessage());
        var axis = assertThrows(IllegalArgumentException.class,
                () -> Sweep.over(ExperimentTest.small()).axis("pop", List.<Integer>of(), Engine.Builder::populationSize));
        assertTrue(axis.getMessage().contains("axis \"pop\" has no values"), axis.getMessage());
    }

    @Test
    void badSweepsFailEarlyWithNames() {
        var twice = assertThrows(IllegalArgumentException.class,
                () -> grid().axis("pop", List.of(1), (b, v) -> b));
        assertTrue(twice.getMessage().contains("\"pop\""), twice.getMessage());
        var taken = assertThrows(IllegalArgumentException.class,
                () -> Sweep.over(ExperimentTest.small()).axis("seed", List.of(1), (b, v) -> b));
        assertTrue(taken.getMessage().contains("\"seed\""), taken.getMessage());
        var duplicate = assertThrows(IllegalArgumentException.class,
                () -> Axis.of("pop", List.of(10, 10), Engine.Builder::populationSize));
        assertTrue(duplicate.getMessage().contains("twice"), duplicate.getMessage());
        var invalid = assertThrows(IllegalArgumentException.class, () -> Experiment.of(
                Sweep.over(small().replacement(Replacement.elitism(5)))
                        .axis("pop", List.of(30, 5), Engine.Builder::populationSize)));
        assertTrue(invalid.getMessage().startsWith("setting pop=5 is not a valid engine"), invalid.getMessage());
        var seeds = assertThrows(IllegalArgumentException.class, () -> Experiment.of(small()).seeds(0, 0));
        assertTrue(seeds.getMessage().contains("seed count"), seeds.getMessage());
        var repeated = assertThrows(IllegalArgumentException.class,
                () -> Experiment.of(small()).seeds(List.of(1L, 2L, 1L)));
        assertTrue(repeated.getMessage().contains("seed 1 appears twice"), repeated.getMessage());
    }

    @Test
    void cancellingFromTheListenerKeepsTheFinishedSetting() {
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        ExperimentResult r = Experiment.of(grid()).seeds(0, 4).sequential()
                .onSettingDone(p -> {
                    lines.add(p.toString());
                    p.cancel();
                })
                .run();
        assertEquals(1, lines.size());
        assertTrue(lines.get(0).startsWith("setting 1/4 done: pop=20, pm=0.1 (4 runs, "), lines.get(0));
        assertEquals(4, r.completedRuns());
        assertEquals(16, r.plannedRuns());
        assertFalse(r.isComplete());
        Table t = r.runs();
        assertEquals("runs: 4 of 16 completed, a partial result", t.name());
        assertEquals(4, t.rowCount());
        assertEquals(List.of(0L, 1L, 2L, 3L), t.longColumn("seed").asList());
        assertTrue(t.stringColumn("setting").asList().stream().allMatch("pop=20, pm=0.1"::equals));
        assertSameRuns(Experiment.of(grid()).seeds(0, 4).sequential().run().runs().first(4), t);
    }

    @Test
    void progressLinesCountFinishedSettings() {
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        Experiment.of(grid()).seeds(0, 2).sequential().onSettingDone(p -> lines.add(p.toString())).run();
        assertEquals(4, lines.size());
        assertTrue(lines.get(3).startsWith("setting 4/4 done: pop=40, pm=0.3 (2 runs, "), lines.get(3));
    }

    @Test
    void anyCancellationLeavesOnlyWholeRuns() {
        Experiment e = Experiment.of(grid()).seeds(0, 20);
        RunningExperiment running = e.threads(2).start();
        running.cancel();
        ExperimentResult r = running.await();
        assertTrue(running.isCancelled() && running.isDone());
        assertTrue(r.completedRuns() <= r.plannedRuns());
        assertEquals(r.completedRuns(), r.runs().rowCount());
        ExperimentResult budget = e.timeBudget(Duration.ofNanos(1)).run();
        assertEquals(budget.completedRuns(), budget.runs().rowCount());
        Table all = e.sequential().run().runs();
        Table some = r.runs();
        for (int row = 0; row < some.rowCount(); row++) {
            String setting = some.stringColumn("setting").get(row);
            long seed = some.longColumn("seed").getLong(row);
            int at = all.stringColumn("setting").asList().indexOf(setting) + (int) seed;
            assertEquals(all.column("generations").get(at), some.column("generations").get(row));
            assertEquals(all.column("stop_reason").get(at), some.column("stop_reason").get(row));
        }
    }

    @Test
    void anInterruptedCallerGetsTheFinishedRunsAndKeepsItsFlag() {
        Experiment e = Experiment.of(grid()).seeds(0, 10).threads(2);
        Thread.currentThread().interrupt();
        ExperimentResult r = e.run();
        assertTrue(Thread.interrupted(), "the interrupt flag was lost");
        assertEquals(r.completedRuns(), r.runs().rowCount());
        assertTrue(r.completedRuns() <= 40);
    }

    @Test
    void aFailingRunIsReportedWithItsSettingAndSeed() {
        Fitness broken = Fitness.of("broken", Direction.MINIMIZE, 0, (genes, n) -> {
            if (Encoding.INTEGER.attackingPairs(genes, n) == 0) {
                return 0; // the known solution build() checks
            }
            throw new ArithmeticException("boom");
        });
        Engine engine = Engine.builder(Encoding.INTEGER, 6).fitness(broken).label("broken").build();
        var e = assertThrows(IllegalStateException.class, () -> Experiment.of(engine.toBuilder()).seeds(7, 1).run());
        assertTrue(e.getMessage().contains("setting broken with seed 7") && e.getMessage().contains("boom"),
                e.getMessage());
    }

    @Test
    void anErrorInARunIsRethrownAsItIsWithTheRunNotedOnIt() {
        Fitness deep = Fitness.of("deep", Direction.MINIMIZE, 0, (genes, n) -> {
            if (Encoding.INTEGER.attackingPairs(genes, n) == 0) {
                return 0; // the known solution build() checks
            }
            throw new StackOverflowError("too deep");
        });
        Engine engine = Engine.builder(Encoding.INTEGER, 6).fitness(deep).label("deep").build();
        var e = assertThrows(StackOverflowError.class, () -> Experiment.of(engine.toBuilder()).seeds(3, 1).run());
        assertEquals("too deep", e.getMessage());
        assertEquals(1, e.getSuppressed().length);
        assertTrue(e.getSuppressed()[0].getMessage().contains("setting deep with seed 3"),
                e.getSuppressed()[0].getMessage());
    }

    @Test
    void aTimeBudgetStopsAStartedExperimentThatNobodyAwaits() throws InterruptedException {
        // Runs of 10 ms generations and a million-generation budget: hours without the time budget.
        Fitness slow = Fitness.of("slow", Direction.MINIMIZE, 0, (genes, n) -> {
            java.util.concurrent.locks.LockSupport.parkNanos(1_000_000);
            return Encoding.INTEGER.attackingPairs(genes, n) == 0 ? 0 : 1;
        });
        Engine engine = Engine.builder(Encoding.INTEGER, 6).fitness(slow).populationSize(10)
                .maxGenerations(1_000_000).build();
        RunningExperiment running = Experiment.of(engine.toBuilder()).seeds(0, 4).threads(2)
                .timeBudget(Duration.ofMillis(200)).start();
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (!running.isDone() && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
            assertTrue(running.isDone(), "still running 20 s after a 200 ms budget");
            assertTrue(running.isCancelled());
            assertEquals(0, running.completedRuns());
        } finally {
            running.cancel();
        }
    }

    @Test
    void repeatedEngineLabelsAreNumbered() {
        Engine a = small().build();
        Experiment e = Experiment.of(a.toBuilder(), a.toBuilder(), small().label("other"));
        assertEquals(List.of("000 fixed", "000 fixed #2", "other"), e.settings().stream().map(Setting::label).toList());
        assertEquals("mine", Experiment.of(small().label("mine")).settings().get(0).label());
    }

    @Test
    void aNumberedLabelNeverCollidesWithAGivenOne() {
        // "a", "a", "a #2": the second "a" cannot become "a #2", which the third engine was given,
        // so it becomes "a #3", and "a #2" still finds the engine labelled so (issue 22, item 6).
        Engine a1 = small().label("a").build();
        Engine a2 = small().populationSize(10).label("a").build();
        Engine a3 = small().populationSize(20).label("a #2").build();
        Experiment e = Experiment.of(a1.toBuilder(), a2.toBuilder(), a3.toBuilder()).seeds(0, 2);
        List<String> labels = e.settings().stream().map(Setting::label).toList();
        assertEquals(List.of("a", "a #3", "a #2"), labels);
        ExperimentResult r = e.keepRuns().run();
        assertEquals(3, r.summary().rowCount());
        assertEquals(20, r.runResults("a #2").get(0).engine().populationSize());
        assertEquals(10, r.runResults("a #3").get(0).engine().populationSize());
        for (int i = 0; i < 3; i++) {
            assertEquals(e.settings().get(i).engine().populationSize(),
                    r.runResults(labels.get(i)).get(0).history().get(0).evaluations(), labels.get(i));
        }
    }

    @Test
    void manyCopiesOfOneLabelAreNumberedInOrderAroundTheGivenOnes() {
        Engine a = small().label("a").build();
        Engine given3 = small().label("a #3").build();
        Experiment e = Experiment.of(a.toBuilder(), a.toBuilder(), a.toBuilder(), given3.toBuilder(), a.toBuilder());
        assertEquals(List.of("a", "a #2", "a #4", "a #3", "a #5"),
                e.settings().stream().map(Setting::label).toList());
    }

    @Test
    void aTimeBudgetTooLongToCountInNanosecondsMeansNoPracticalLimit() {
        ExperimentResult r = Experiment.of(small()).seeds(0, 2)
                .timeBudget(Duration.ofSeconds(Long.MAX_VALUE)).run();
        assertTrue(r.isComplete());
    }
}
