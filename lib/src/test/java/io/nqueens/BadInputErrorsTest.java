package io.nqueens;

import io.nqueens.testing.BrokenPlugins;
import io.nqueens.presets.Presets;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.fitness.Fitness;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.Population;
import io.nqueens.engine.MemoryEstimate;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Rate;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.TestPopulations;
import io.nqueens.fitness.Direction;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.crossover.CutAndCrossfill;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.plots.BoardAnimation;
import io.nqueens.plots.Charts;
import io.nqueens.plots.FitnessChart;
import io.nqueens.solver.Solutions;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.stats.Quartiles;
import io.nqueens.experiment.Setting;
import io.nqueens.stats.Tables;
import io.nqueens.testing.Interrupts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad input and misbehaving plug-ins across the kit (animations too large for the heap, labels,
 * interrupts of the solver and repairs, crossovers writing bad genes, files that fail half-way,
 * infinite and NaN scores, indices out of range): each gets an error naming the input, the value
 * and what was expected (or the right result), never a bare JDK exception or a silent wrong result.
 */
class BadInputErrorsTest {
    private static final String FLAG_KEPT = " (the thread's interrupt flag stays set; Thread.interrupted() clears it)";

    private static String message(Class<? extends Throwable> type, Executable code) {
        return assertThrows(type, code).getMessage();
    }

    private static void assertSays(String message, String... parts) {
        for (String part : parts) {
            assertTrue(message.contains(part), () -> "the message should say \"" + part + "\" but was: " + message);
        }
    }

    /** Bytes this thread allocated while {@code code} ran (HotSpot's per-thread counter). */
    private static long allocatedBy(Runnable code) {
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long id = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(id);
        code.run();
        return threads.getThreadAllocatedBytes(id) - before;
    }

    private static RunResult eightQueens(int generations) {
        return Engine.builder(Encoding.PERMUTATION, 8).populationSize(10).maxGenerations(generations)
                .stopWhenSolved(false).build().runToEnd(0);
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void anAnimationTooLargeForTheHeapIsRefusedBeforeAnyFrameIsDrawn(@TempDir Path dir) {
        BoardAnimation every2048 = BoardAnimation.of(eightQueens(100)).every(1).boardSize(2048);
        String[] says = {"101 frames of 2048 × 2070 pixels = 428175360 pixels", "more than the 100000000 allowed",
            "BoardAnimation.MAX_PIXELS", "every(k) (now 1)", "boardSize(side) (now 2048)"};
        long allocated = allocatedBy(
                () -> assertSays(message(IllegalArgumentException.class, every2048::frames), says));
        assertTrue(allocated < 10_000_000, "refused only after allocating " + allocated + " bytes");
        assertSays(message(IllegalArgumentException.class, () -> every2048.write(dir.resolve("a.gif"))), says);
        assertSays(message(IllegalArgumentException.class, () -> every2048.write(new ByteArrayOutputStream())), says);
        // Within the cap the same run animates: every fifth generation at 64 px is 21 frames of 64 × 78.
        List<java.awt.image.BufferedImage> frames = BoardAnimation.of(eightQueens(100)).every(5).boardSize(64).frames();
        assertEquals(21, frames.size());
        assertEquals(78, frames.get(20).getHeight());
    }

    @Test
    void numberedLabelsNeverTakeAUsersLabel() {
        Engine a1 = Engine.builder(Encoding.PERMUTATION, 6).populationSize(8).maxGenerations(2).label("a").build();
        Engine a2 = Engine.builder(Encoding.PERMUTATION, 6).populationSize(10).maxGenerations(2).label("a").build();
        Engine a3 = Engine.builder(Encoding.PERMUTATION, 6).populationSize(12).maxGenerations(2).label("a #2").build();
        Experiment experiment = Experiment.of(a1.toBuilder(), a2.toBuilder(), a3.toBuilder()).seeds(0, 2).keepRuns();
        assertEquals(List.of("a", "a #3", "a #2"), experiment.settings().stream().map(Setting::label).toList());
        ExperimentResult result = experiment.run();
        assertEquals(12, result.runResults("a #2").get(0).engine().populationSize(), "a #2 is the engine so labelled");
        assertEquals(10, result.runResults("a #3").get(0).engine().populationSize());
        assertEquals(8, result.runResults("a").get(0).engine().populationSize());
    }

    @Test
    void aFailedAnimationLeavesTheFileItReplaces(@TempDir Path dir) throws IOException {
        Path gif = dir.resolve("run.gif");
        Files.writeString(gif, "yesterday's animation");
        RunResult large = Engine.builder(Encoding.PERMUTATION, 10_000).populationSize(4).maxGenerations(1).build()
                .runToEnd(0);
        assertSays(message(IllegalArgumentException.class, () -> BoardAnimation.of(large).write(gif)),
                "the run kept no best genomes", "longer than " + Engine.KEEP_GENES_UP_TO + " genes");
        assertEquals("yesterday's animation", Files.readString(gif));
        // Interrupted half-way: still the old file, and no temporary file left beside it.
        BoardAnimation small = BoardAnimation.of(eightQueens(20)).every(2).boardSize(64);
        Thread.currentThread().interrupt();
        try {
            assertEquals("BoardAnimation.write, at frame 0 of 11 was interrupted" + FLAG_KEPT,
                    message(InterruptedCallException.class, () -> small.write(gif)));
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag was cleared");
        } finally {
            Thread.interrupted();
        }
        assertEquals("yesterday's animation", Files.readString(gif));
        assertEquals(List.of("run.gif"), names(dir));
        // A write that succeeds replaces it with the same bytes as the stream gives.
        small.write(gif);
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        small.write(stream);
        assertArrayEquals(stream.toByteArray(), Files.readAllBytes(gif));
    }

    @Test
    void theSolverAnswersAnInterruptAndRefusesCountsTooLong() throws InterruptedException {
        Interrupts.Outcome outcome = Interrupts.interruptAfter(Duration.ofSeconds(1), Duration.ofSeconds(2),
                () -> Solutions.count(17));
        assertInstanceOf(InterruptedCallException.class, outcome.thrown());
        assertEquals("Solutions.count(17) was interrupted" + FLAG_KEPT, outcome.thrown().getMessage());
        assertTrue(outcome.flagSet(), "the interrupt flag was cleared");
        assertSays(message(IllegalArgumentException.class, () -> Solutions.count(18)),
                "board size n must be in [1, 17]", "Solutions.MAX_COUNT_SIZE", "was 18");
    }

    @Test
    void crossoversNameTheBadGene() {
        SplittableRandom rng = new SplittableRandom(1);
        int[] ok = {2, 0, 3, 1};
        int[] c1 = new int[4];
        int[] c2 = new int[4];
        assertEquals("crossover cutAndCrossfill: parent1[2] must be in [0, 3] (a permutation's values 0..L-1, or 0 and"
                + " 1 on a binary board), was -1", message(IllegalArgumentException.class,
                        () -> CutAndCrossfill.of().cross(new int[] {0, 1, -1, 3}, ok, c1, c2, rng)));
        assertSays(message(IllegalArgumentException.class,
                () -> CutAndCrossfill.of().cross(ok, new int[] {0, 1, Integer.MAX_VALUE, 3}, c1, c2, rng)),
                "crossover cutAndCrossfill", "parent2[2]", "[0, 3]", "was 2147483647");
        // It used to allocate a table as large as the largest gene: 2 GB for 2e9.
        long allocated = allocatedBy(() -> assertSays(message(IllegalArgumentException.class,
                () -> CutAndCrossfill.of().cross(ok, new int[] {0, 1, 2_000_000_000, 3}, c1, c2, rng)),
                "parent2[2]", "was 2000000000"));
        assertTrue(allocated < 10_000_000, "allocated " + allocated + " bytes");
        assertEquals("crossover pmx: parent2[3] must be in [0, 3] (a permutation of 0..3), was 4",
                message(IllegalArgumentException.class, () -> Pmx.of().cross(ok, new int[] {0, 1, 2, 4}, c1, c2, rng)));
        assertEquals("crossover ox: parent1[0] must be in [0, 3] (a permutation of 0..3), was -1",
                message(IllegalArgumentException.class,
                        () -> OrderCrossover.of().cross(new int[] {-1, 1, 2, 3}, ok, c1, c2, rng)));
        assertEquals("crossover pmx: parent2 must be a permutation of 0..3, but parent2[0] = 1 repeats at parent2[1]",
                message(IllegalArgumentException.class, () -> Pmx.of().cross(ok, new int[] {1, 1, 2, 3}, c1, c2, rng)));
        assertEquals("crossover ox: parent1 must be a permutation of 0..3, but parent1[1] = 3 repeats at parent1[3]",
                message(IllegalArgumentException.class,
                        () -> OrderCrossover.of().cross(new int[] {0, 3, 2, 3}, ok, c1, c2, rng)));
        // Permutations still cross into permutations.
        Pmx.of().cross(ok, new int[] {3, 2, 1, 0}, c1, c2, rng);
        assertTrue(Board.of(c1).isPermutation() && Board.of(c2).isPermutation());
        OrderCrossover.of().cross(ok, new int[] {3, 2, 1, 0}, c1, c2, rng);
        assertTrue(Board.of(c1).isPermutation() && Board.of(c2).isPermutation());
    }

    @Test
    void fileErrorsNameThePathPrintNothingAndKeepTheOldFile(@TempDir Path dir) throws IOException {
        Table table = Table.create("runs", IntColumn.create("seed", new int[] {0, 1, 2}));
        Writer fullDisk = new Writer() {
            @Override public void write(char[] chars, int offset, int length) throws IOException {
                throw new IOException("No space left on device");
            }
            @Override public void flush() throws IOException {
                throw new IOException("No space left on device");
            }
            @Override public void close() {}
        };
        UncheckedIOException csv = assertThrows(UncheckedIOException.class, () -> Tables.writeCsv(table, fullDisk));
        assertEquals("could not write the CSV of table \"runs\": No space left on device", csv.getMessage());
        Path missing = dir.resolve("missing");
        assertEquals("could not write " + missing.resolve("runs.csv") + ": " + missing + ": the folder does not exist",
                message(UncheckedIOException.class, () -> Tables.writeCsv(table, missing.resolve("runs.csv"))));

        Path old = dir.resolve("runs.csv");
        Files.writeString(old, "old");
        Tables.writeCsv(table, old);
        assertEquals("seed\n0\n1\n2\n", Files.readString(old).replace("\r\n", "\n"));

        var chart = FitnessChart.of(eightQueens(5)).size(200, 150).chart();
        PrintStream stderr = System.err;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            assertEquals("could not write " + missing.resolve("c.png") + ": " + missing + ": the folder does not exist",
                    message(UncheckedIOException.class, () -> Charts.save(chart, missing.resolve("c.png"))));
            assertEquals("could not write " + missing.resolve("p.png") + ": " + missing + ": the folder does not exist",
                    message(UncheckedIOException.class,
                            () -> Charts.save(Charts.image(chart), missing.resolve("p.png"))));
        } finally {
            System.setErr(stderr);
        }
        assertEquals("", printed.toString(StandardCharsets.UTF_8), "nothing may be printed to stderr");
        assertEquals(List.of("runs.csv"), names(dir));
    }

    @Test
    void aMissingRandomGeneratorIsNamedByTheOperator() {
        assertEquals("mutation swap: rng must not be null",
                message(IllegalArgumentException.class, () -> Swap.of().mutate(new int[] {0, 1, 2}, null)));
        assertEquals("crossover pmx: rng must not be null", message(IllegalArgumentException.class,
                () -> Pmx.of().cross(new int[] {0, 1, 2}, new int[] {2, 1, 0}, new int[3], null, null)));
        assertEquals("selector roulette: rng must not be null", message(IllegalArgumentException.class,
                () -> RouletteWheel.of().select(TestPopulations.of(Direction.MAXIMIZE, 3, 1, 2), 2, new int[2], null)));
        assertEquals("mutation repair(5.0·N steps, 2 tries): rng must not be null",
                message(IllegalArgumentException.class, () -> Repair.of(5).repair(new int[] {0, 1, 2, 3}, null)));
    }

    @Test
    void aRateRefusesNegativeGenerations() {
        assertEquals("generation must be at least 0 (the first breeding step) for rate 0.5 - 0.1/gen, was -5",
                message(IllegalArgumentException.class, () -> Rate.decaying(0.5, 0.1).at(-5)));
        assertSays(message(IllegalArgumentException.class, () -> Rate.decaying(0.5, 0.1).at(-10)), "was -10");
        assertSays(message(IllegalArgumentException.class, () -> Rate.of(0.3).at(-1)), "rate 0.3", "was -1");
        assertEquals(0.5, Rate.decaying(0.5, 0.1).at(0));
        assertEquals(0.3, Rate.decaying(0.5, 0.1).at(2), 1e-12);
        assertEquals(0.0, Rate.decaying(0.5, 0.1).at(10));
        assertEquals(0.3, Rate.of(0.3).at(Integer.MAX_VALUE));
    }

    @Test
    void aQuantileChecksItsInputIsSorted() {
        assertEquals("sorted must be in increasing order, but sorted[0] = 3.0 > sorted[1] = 1.0; sort it first"
                + " (Arrays.sort), or use Quartiles.of, which sorts a copy",
                message(IllegalArgumentException.class, () -> Quartiles.quantile(new double[] {3, 1, 2}, 0.5)));
        assertEquals(2.0, Quartiles.quantile(new double[] {1, 2, 3}, 0.5));
        assertEquals(2.0, Quartiles.of(3, 1, 2).median());
    }

    @Test
    void repairsAndAnimationsAnswerAnInterrupt() throws InterruptedException {
        // Three queens have no solution: only the budget, hours away, or an interrupt ends this repair.
        int[] three = {0, 1, 2};
        Interrupts.Outcome repair = Interrupts.interruptAfter(Duration.ofMillis(500), Duration.ofSeconds(1),
                () -> Repair.ofSteps(Repair.MAX_STEPS).repair(three, new SplittableRandom(1)));
        assertInstanceOf(InterruptedCallException.class, repair.thrown());
        assertTrue(repair.thrown().getMessage().startsWith("Repair.repair of repair(1000000000000 steps, 2 tries)"
                + " was interrupted after "), repair.thrown().getMessage());
        assertTrue(repair.flagSet(), "the interrupt flag was cleared");
        assertTrue(Board.of(three).isPermutation());

        BoardAnimation animation = BoardAnimation.of(eightQueens(20)).every(2).boardSize(64);
        Thread.currentThread().interrupt();
        try {
            assertEquals("BoardAnimation.frames() was interrupted" + FLAG_KEPT,
                    message(InterruptedCallException.class, animation::frames));
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag was cleared");
        } finally {
            Thread.interrupted();
        }
        assertEquals(11, animation.frames().size());
    }

    // ---------------------------------------------------------------- the engine's items

    @Test
    void aConfigurationTooLargeForTheHeapIsRefusedBeforeItRuns() {
        // The tests run with -Xmx1g (the parent pom's argLine): 820 MB usable.
        assertEquals(1L << 30, Runtime.getRuntime().maxMemory(), "the tests' heap");
        // 2,048² genes a genome: 303 genomes of 16 MB, each rounded up to whole G1 regions.
        assertSays(message(IllegalArgumentException.class, () -> Engine.builder(Encoding.BINARY, 2048).build()),
                "engine custom: a run of population size 100 with 99 offspring on genomes of 4194304 genes needs"
                        + " about ", "MB of heap, more than the 820 MB usable (80% of the 1024 MB");
        // Ten million boards of 8 queens: the estimate counts what the old one left out (diversity
        // tables, references, scores, tags and the solution log's buffers), so it refuses even with
        // diversity off.
        assertSays(message(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).populationSize(10_000_000).trackDiversity(false).build()),
                "population size 10000000 with 9999999 offspring on genomes of 8 genes needs about 2146 MB");
    }

    @Test
    void anInfiniteScoreIsRefusedNamingTheFitness() {
        Fitness inverse = Fitness.of("one over pairs", Direction.MAXIMIZE, 1e9,
                (genes, n) -> 1.0 / Encoding.INTEGER.attackingPairs(genes, n));
        assertSays(message(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).fitness(inverse).build()),
                "fitness one over pairs scores the solution", "as Infinity", "declares optimum(8) = 1.0E9");
        Fitness sometimes = Fitness.of("infinite at row 7", Direction.MINIMIZE, 0,
                (genes, n) -> genes[0] == 7 ? Double.POSITIVE_INFINITY : Encoding.INTEGER.attackingPairs(genes, n));
        assertSays(message(IllegalStateException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).fitness(sometimes).build().runToEnd(0)),
                "fitness infinite at row 7 returned Infinity for the genome [7, ", "must return a finite number");
    }

    @Test
    void anExperimentChecksItsParallelRunsTogether() {
        Engine.Builder large = Engine.builder(Encoding.INTEGER, 8).populationSize(2_500_000).trackDiversity(false);
        Engine one = large.build();
        MemoryEstimate.check(one.settings(), 1, "one run", 1L << 30); // one fits in 1 GB
        assertSays(message(IllegalArgumentException.class,
                () -> MemoryEstimate.check(one.settings(), 2, "experiment setting custom", 1L << 30)),
                "experiment setting custom: 2 runs at once of population size 2500000", "or run fewer threads");
        // Through the experiment, on this JVM: as many parallel runs as fit, plus one.
        long perRun = MemoryEstimate.bytesPerRun(one.settings());
        int threads = (int) Math.min(4096, MemoryEstimate.usableHeap() / perRun + 1);
        assertSays(message(IllegalArgumentException.class,
                () -> Experiment.of(large).seeds(0, threads).threads(threads).start()),
                threads + " runs at once of population size 2500000");
    }

    @Test
    void aWrongOrNaNOptimumIsRefusedWhenTheEngineIsBuilt() {
        Fitness wrong = Fitness.of("non-attacking, optimum 27", Direction.MAXIMIZE, 27,
                (genes, n) -> 28 - Encoding.INTEGER.attackingPairs(genes, n));
        assertSays(message(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).fitness(wrong).build()),
                "scores the solution [1, 3, 5, 7, 2, 0, 6, 4] (N = 8) as 28.0, but declares optimum(8) = 27.0");
        Fitness nan = Fitness.of("NaN optimum", Direction.MAXIMIZE, n -> Double.NaN, (genes, n) -> 0);
        assertEquals("fitness NaN optimum: optimum(8) must be a finite number, was NaN",
                message(IllegalArgumentException.class, () -> Engine.builder(Encoding.INTEGER, 8).fitness(nan).build()));
    }

    @Test
    void aResultPrintsAShortSummary() {
        RunResult r = Presets.doc004().build().runToEnd(0);
        String shown = r.toString();
        assertTrue(shown.length() < 400, shown);
        assertSays(shown, "run of 004 faithful from seed 0: ALL_SOLUTIONS_FOUND at generation 7919",
                "92 solutions", "579 restarts");
        assertTrue(Presets.doc004().build().toString().lines().count() <= 5);
    }

    @Test
    void pluginOutputsAreChecked() {
        Selector outOfRange = Selector.named("mu", (p, count, into, rng) -> java.util.Arrays.fill(into, 0, count, p.size()));
        assertSays(message(IllegalStateException.class,
                () -> Engine.builder(Encoding.PERMUTATION, 8).selector(outOfRange).build().runToEnd(0)),
                "selector mu returned index 100 at position 0", "indices must be in [0, 99]");
        Replacement none = BrokenPlugins.negativeOffspring("minus one");
        assertSays(message(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.PERMUTATION, 8).replacement(none).build()),
                "replacement minus one: offspringCount(100) must be in [1, 10000000], was -1");
        Fitness noDirection = BrokenPlugins.withoutDirection(null);
        assertSays(message(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.PERMUTATION, 8).fitness(noDirection).build()),
                "fitness unnamed fitness (anonymous class): direction() returned null");
    }

    @Test
    void badGenesAreBlamedOnTheOperatorThatMadeThem() {
        Mutation offBoard = Mutation.named("row 99", (genes, rng) -> genes[0] = 99);
        assertSays(message(IllegalStateException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).mutation(offBoard, 1.0).build().runToEnd(0)),
                "mutation row 99 made a genome that is not a valid INTEGER genome", "after [99, ");
        Mutation breaksPermutation = Mutation.named("copy gene 1 to 0", (genes, rng) -> genes[0] = genes[1]);
        assertSays(message(IllegalStateException.class,
                () -> Engine.builder(Encoding.PERMUTATION, 8).mutation(breaksPermutation, 1.0).build().runToEnd(0)),
                "mutation copy gene 1 to 0 made a genome that is not a valid PERMUTATION genome", "appears twice");
    }

    @Test
    void resultsAreValues() {
        RunResult r = eightQueens(50);
        int[] genes = r.bestGenes();
        genes[0] = 99;
        assertTrue(r.bestGenes()[0] != 99);
        assertTrue(r.bestBoard() != null);
        int[] recorded = r.history().get(0).bestGenes();
        java.util.Arrays.fill(recorded, 5);
        assertTrue(r.history().get(0).bestGenes()[1] != 5 || r.history().get(0).bestGenes()[0] != 5);
        assertThrows(UnsupportedOperationException.class, () -> r.history().clear());
    }

    @Test
    void populationIndicesAreChecked() {
        Population p = Engine.builder(Encoding.INTEGER, 8).populationSize(10).build().run(0).population();
        assertEquals("individual index must be in [0, 9] (population size 10), was -1",
                message(IllegalArgumentException.class, () -> p.genes(-1)));
        assertEquals("individual index must be in [0, 9] (population size 10), was 10",
                message(IllegalArgumentException.class, () -> p.fitness(10)));
    }

    @Test
    void aNaNScoreNamesTheFitnessByName() {
        Fitness nan = Fitness.of("my score", Direction.MINIMIZE, 0,
                (genes, n) -> genes[0] == 3 ? Double.NaN : Encoding.INTEGER.attackingPairs(genes, n));
        assertSays(message(IllegalStateException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).fitness(nan).build().runToEnd(0)),
                "fitness my score returned NaN for the genome [3, ");
    }

    @Test
    void aRunIsNotStartedOnAnInterruptedThread() {
        Engine engine = Engine.builder(Encoding.INTEGER, 8).build();
        Thread.currentThread().interrupt();
        try {
            assertSays(message(IllegalStateException.class, () -> engine.runToEnd(0)),
                    "the current thread is interrupted", "call Thread.interrupted() to clear the flag");
        } finally {
            Thread.interrupted();
        }
    }
}
