package io.nqueens;

import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import io.nqueens.cli.Main;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Population;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Sweep;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.plots.SettingBoxChart;
import io.nqueens.spec.EngineSpec;
import io.nqueens.spec.ExperimentSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Sizes refused before the work (naming the figure and the
 * limit), plug-in replacements and crossovers checked where they act, infinite scores refused as
 * NaN is, what a time budget bounds, and each unclear message replaced by one naming the input,
 * the value and what was expected. (The saved-folder items are in RunIdentityTest, the file items
 * in SafeFilesTest and SafeCommandLineTest.)
 */
class SizeLimitsAndPluginChecksTest {

    private static void assertSays(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), () -> "the message should say \"" + part + "\" but was: " + message);
        }
    }

    private static String message(Class<? extends Throwable> type, org.junit.jupiter.api.function.Executable code) {
        return assertThrows(type, code).getMessage();
    }

    @Test
    void tenMillionSeedsAndTheLastOfAHundredThousandShardsWriteASmallManifest(@TempDir Path dir) throws Exception {
        Path spec = dir.resolve("spec.json");
        Files.writeString(spec, "{\"base\": {\"encoding\": \"PERMUTATION\", \"boardSize\": 6, \"populationSize\": 4,"
                + " \"limits\": [{\"op\": \"generations\", \"max\": 2}]}, \"seeds\": {\"first\": 0, \"count\": 10000000}}");
        Path out = dir.resolve("out");
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        int status = Main.run(new String[] {"sweep", spec.toString(), "--shard", "99999/100000", "--out",
                out.toString(), "--threads", "1"}, new PrintStream(printed, true, StandardCharsets.UTF_8), System.err);
        assertEquals(0, status, printed.toString(StandardCharsets.UTF_8));
        assertTrue(printed.toString(StandardCharsets.UTF_8).startsWith("shard 99999/100000 of " + spec
                + ": 100 of 100 runs done"), printed.toString(StandardCharsets.UTF_8));
        String manifest = Files.readString(out.resolve("experiment.json"));
        assertTrue(manifest.length() < 5_000, manifest.length() + " characters");
        assertTrue(manifest.replaceAll("\\s", "").contains("\"seeds\":[[0,9999999]]"), manifest);
    }

    @Test
    void aSweepOfAMillionSettingsIsRefusedBeforeAnyEngineIsBuilt() {
        Sweep sweep = Sweep.over(Engine.builder(Encoding.PERMUTATION, 8));
        for (int a = 0; a < 20; a++) {
            sweep = sweep.axis("a" + a, List.of(10, 20), Engine.Builder::populationSize);
        }
        Sweep twenty = sweep;
        assertEquals("the sweep grid has 1048576 settings (2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2 × 2"
                + " × 2 × 2 × 2 × 2), more than the 100000 an experiment may compare; use fewer axes or fewer values",
                message(IllegalArgumentException.class, () -> Experiment.of(twenty)));
    }

    @Test
    void aHistoryTooLargeForTheHeapIsRefusedWhenTheEngineIsBuilt() {
        String m = message(IllegalArgumentException.class, () -> Engine.builder(Encoding.PERMUTATION, 8)
                .populationSize(2).maxGenerations(100_000_000).stopWhenSolved(false).build());
        assertSays(m, "a run of population size 2", "keeping a history of 100000000 generations (",
                "MB of heap, more than the", "give fewer generations or a limit that stops the run");
        Engine stopsWhenSolved = Engine.builder(Encoding.PERMUTATION, 8).populationSize(2)
                .maxGenerations(100_000_000).build();
        assertEquals(100_000_000, stopsWhenSolved.maxGenerations(), "a run that may stop first is not refused");
    }

    /** A replacement plug-in that forgets to fill the next population. */
    private static Replacement lazy() {
        return new Replacement() {
            @Override
            public int offspringCount(int mu) {
                return mu;
            }

            @Override
            public void replace(Population parents, Population offspring, Population next) {
            }

            @Override
            public String toString() {
                return "lazy replacement";
            }
        };
    }

    /** A replacement plug-in that copies the offspring in, as a user can: genes only. */
    private static Replacement copying() {
        return new Replacement() {
            @Override
            public int offspringCount(int mu) {
                return mu;
            }

            @Override
            public void replace(Population parents, Population offspring, Population next) {
                for (int i = 0; i < next.size(); i++) {
                    System.arraycopy(offspring.genes(i), 0, next.genes(i), 0, next.genes(i).length);
                }
            }
        };
    }

    @Test
    void aReplacementPluginIsCheckedAndItsPopulationScored() {
        Engine bad = Engine.builder(Encoding.PERMUTATION, 8).populationSize(10).replacement(lazy()).build();
        assertEquals("replacement lazy replacement left individual 0 of the next population (size 10) unfilled;"
                + " replace(parents, offspring, next) must copy a genome into every next.genes(i)",
                message(IllegalStateException.class, () -> bad.runToEnd(0)));
        RunResult r = Engine.builder(Encoding.PERMUTATION, 8).populationSize(10).maxGenerations(200)
                .replacement(copying()).build().runToEnd(3);
        assertEquals(r.bestFitness(), Conflicts.pairs(r.bestGenes()), "the score reported is the best genome's");
    }

    @Test
    void anInfiniteScoreIsRefusedAsNaNIs() {
        assertEquals("fitness[1] must be a finite number, was Infinity", message(IllegalArgumentException.class,
                () -> ScoredPopulation.of(Direction.MAXIMIZE, 1, Double.POSITIVE_INFINITY, 2)));
        assertEquals("fitness[0] must be a finite number, was -Infinity", message(IllegalArgumentException.class,
                () -> ScoredPopulation.of(Direction.MAXIMIZE, Double.NEGATIVE_INFINITY)));
    }

    @Test
    void aCrossoverWritingTheSecondChildWhenOneIsWantedIsNamed() {
        Crossover both = Crossover.named("both children", (p1, p2, c1, c2, rng) -> {
            System.arraycopy(p1, 0, c1, 0, p1.length);
            System.arraycopy(p2, 0, c2, 0, p2.length);
        });
        Engine e = Engine.builder(Encoding.PERMUTATION, 8).populationSize(10).childrenPerMating(1)
                .crossoverRate(1.0).crossover(both).build();
        assertSays(message(IllegalStateException.class, () -> e.runToEnd(0)), "crossover both children failed with"
                + " java.lang.NullPointerException", "when asked for one child (children per mating 1): child2 is"
                + " null then, so write it only when it is not null, or build the engine with childrenPerMating(2)");
    }

    @Test
    @Timeout(60)
    void aTimeBudgetReturnsTheResultEvenWhileAFitnessCallIgnoresItsInterrupt() throws InterruptedException {
        AtomicBoolean armed = new AtomicBoolean();
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch stuck = new CountDownLatch(1);
        Fitness deaf = Fitness.of("deaf", Direction.MINIMIZE, 0, (genes, n) -> {
            if (armed.get()) {
                stuck.countDown();
                boolean done = false;
                while (!done) {
                    try {
                        done = release.await(1, TimeUnit.HOURS);
                    } catch (InterruptedException ignored) {
                        // deaf to interrupts, as a long native or library call is
                    }
                }
            }
            return Conflicts.pairs(genes);
        });
        Experiment x = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).populationSize(4).fitness(deaf))
                .seeds(0, 1).threads(1).timeBudget(Duration.ofMillis(300));
        armed.set(true);
        try {
            ExperimentResult r = x.run(); // returns about a second after the budget, the call still blocked
            assertTrue(stuck.await(0, TimeUnit.SECONDS), "the fitness call was under way");
            assertEquals(1, release.getCount(), "and is still blocked: the result did not wait for it");
            assertEquals(0, r.completedRuns());
            assertFalse(r.isComplete());
        } finally {
            release.countDown();
        }
    }

    @Test
    void unclearMessagesNowNameTheInputTheValueAndTheExpectation() {
        Engine doc000 = EngineSpec.parse("{\"preset\": \"doc000\", \"mutationShareThreshold\": 0.9}").build();
        assertTrue(doc000.settings().usesShareRule(), "the preset's mutation takes the rule");
        assertEquals("engine.mutationShareThreshold (line 1, column 63): a fitness share threshold (0.9) needs a"
                + " mutation to apply, and"
                + " this configuration has none; give a mutation with it", message(IllegalArgumentException.class,
                () -> EngineSpec.parse("{\"encoding\": \"PERMUTATION\", \"boardSize\": 8,"
                        + " \"mutation\": null, \"mutationShareThreshold\": 0.9}")));

        assertSays(message(IllegalArgumentException.class, () -> ExperimentSpec.parse("{\"base\": {\"preset\":"
                + " \"doc000Fixed\"}, \"axes\": [{\"name\": \"p\", \"key\": \"populationSize\", \"values\": [10, 20]},"
                + " {\"name\": \"q\", \"key\": \"populationSize\", \"values\": [30]}]}")),
                "experiment.axes[1].key (line 1, column 120) must be a key no other axis varies (axis \"p\" varies"
                        + " \"populationSize\" already; give one axis all its values), was the string \"populationSize\"");

        assertEquals(8, EngineSpec.parse("\uFEFF{\"preset\": \"doc000\"}").build().boardSize(), "a BOM is no error");

        Engine e = Engine.builder(Encoding.PERMUTATION, 8).populationSize(10).build();
        assertSays(e.run(0).result().toString(), "run of custom from seed 0: still running at generation 0");

        Table runs = Table.create("runs", StringColumn.create("setting", "a", "a", "b"),
                DoubleColumn.create("ert", 5, 7, Double.POSITIVE_INFINITY));
        assertEquals("chart series \"b\": ert value 0 is Infinity; a chart shows finite values only (an ERT of a"
                + " setting that never succeeded is infinite: leave such settings out, or chart their success rate)",
                message(IllegalArgumentException.class, () -> SettingBoxChart.of(runs, "ert").chart()));
    }

    @Test
    void aPairedComparisonRefusesAMissingSeedAndASeedListedTwice() {
        Table twice = Table.create("runs", StringColumn.create("setting", "a", "a", "b", "b"),
                tech.tablesaw.api.LongColumn.create("seed", 1, 1, 1, 2),
                tech.tablesaw.api.BooleanColumn.create("solved", true, false, true, true),
                tech.tablesaw.api.LongColumn.create("evaluations", 10, 20, 30, 40));
        assertEquals("setting \"a\" lists seed 1 twice (rows 0 and 1); a runs table holds one run per setting and"
                + " seed", message(IllegalArgumentException.class,
                () -> io.nqueens.stats.PairedComparison.of(twice, "a", "b")));
        Table missing = Table.create("runs", StringColumn.create("setting", "a", "b"),
                tech.tablesaw.api.LongColumn.create("seed", Long.MIN_VALUE, Long.MIN_VALUE),
                tech.tablesaw.api.BooleanColumn.create("solved", true, false),
                tech.tablesaw.api.LongColumn.create("evaluations", 10, 20));
        assertEquals("row 0 of setting \"a\" has no seed (a missing value); runs are paired by seed, so every run"
                + " needs one", message(IllegalArgumentException.class,
                () -> io.nqueens.stats.PairedComparison.of(missing, "a", "b")));
    }
}
