package io.nqueens.plugins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.experiment.Axis;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.SettingRanking;
import io.nqueens.experiment.Sweep;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;
import io.nqueens.presets.Presets;
import io.nqueens.testing.BrokenPlugins;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Plug-ins a student writes are checked where they act: each misuse fails at once with a message
 * that names the plug-in by its name, the value and what was expected.
 */
class PluginChecksTest {

    private static final Fitness PAIRS = Fitness.of("my pairs", Direction.MINIMIZE, 0,
            (genes, n) -> Encoding.PERMUTATION.attackingPairs(genes, n));

    private static Engine.Builder permutations() {
        return Engine.builder(Encoding.PERMUTATION, 8).populationSize(20).maxGenerations(20);
    }

    private static String failure(Class<? extends Throwable> kind, Executable call) {
        return assertThrows(kind, call).getMessage();
    }

    @Test
    void aWrongOptimumIsRefusedWhenTheEngineIsBuilt() {
        Fitness wrong = Fitness.of("28 minus pairs", Direction.MAXIMIZE, 27,
                (genes, n) -> 28 - Encoding.PERMUTATION.attackingPairs(genes, n));
        assertEquals("fitness 28 minus pairs scores the solution [1, 3, 5, 7, 2, 0, 6, 4] (N = 8) as 28.0, but"
                + " declares optimum(8) = 27.0; every real solution must score the optimum",
                failure(IllegalArgumentException.class, () -> permutations().fitness(wrong).build()));
        Fitness nan = Fitness.of("nan optimum", Direction.MINIMIZE, n -> Double.NaN, (genes, n) -> 0);
        assertEquals("fitness nan optimum: optimum(8) must be a finite number, was NaN",
                failure(IllegalArgumentException.class, () -> permutations().fitness(nan).build()));
        // The message says it all: no frames for a notebook kernel to print after it.
        assertEquals(0, assertThrows(IllegalArgumentException.class, () -> permutations().fitness(wrong).build())
                .getStackTrace().length);
    }

    @Test
    void aNullDirectionIsRefusedNamingTheFitness() {
        Fitness noDirection = BrokenPlugins.withoutDirection("no direction");
        assertEquals("fitness no direction: direction() returned null; it must be MAXIMIZE or MINIMIZE",
                failure(IllegalArgumentException.class, () -> permutations().fitness(noDirection).build()));
    }

    @Test
    void infiniteAndNanScoresFailTheRunNamingTheFitness() {
        Fitness inverse = Fitness.of("1 / pairs", Direction.MAXIMIZE, Double.MAX_VALUE,
                (genes, n) -> 1.0 / Encoding.PERMUTATION.attackingPairs(genes, n));
        // build() scores the known solution 1/0 = +Infinity: refused there already.
        assertTrue(failure(IllegalArgumentException.class, () -> permutations().fitness(inverse).build())
                .startsWith("fitness 1 / pairs scores the solution [1, 3, 5, 7, 2, 0, 6, 4] (N = 8) as Infinity"));
        Fitness nanSometimes = Fitness.of("half NaN", Direction.MINIMIZE, 0,
                (genes, n) -> genes[0] == 0 ? Double.NaN : Encoding.PERMUTATION.attackingPairs(genes, n));
        String message = failure(IllegalStateException.class,
                () -> permutations().fitness(nanSometimes).build().runToEnd(1));
        assertTrue(message.startsWith("fitness half NaN returned NaN for the genome [0, "), message);
        assertTrue(message.endsWith("(N = 8): a fitness function must return a finite number (NaN and infinities"
                + " break selection)"), message);
    }

    @Test
    void aScoreBetterThanTheOptimumOrARealSolutionOffItFailsTheRun() {
        Fitness tooGood = Fitness.of("below zero", Direction.MINIMIZE, 0,
                (genes, n) -> genes[0] == 7 ? -1 : Encoding.PERMUTATION.attackingPairs(genes, n));
        String better = failure(IllegalStateException.class, () -> permutations().fitness(tooGood).build().runToEnd(2));
        assertTrue(better.contains("fitness below zero returned -1.0 for the genome [7, ")
                && better.endsWith("it is better than the declared optimum 0.0"), better);
        // Scores every solution but the written-down one at 1: a real solution off the optimum.
        int[] known = {1, 3, 5, 7, 2, 0, 6, 4};
        Fitness offOptimum = Fitness.of("misses solutions", Direction.MINIMIZE, 0, (genes, n) -> {
            long pairs = Encoding.PERMUTATION.attackingPairs(genes, n);
            return pairs == 0 && !Arrays.equals(genes, known) ? 1 : pairs;
        });
        String missed = failure(IllegalStateException.class,
                () -> permutations().populationSize(200).maxGenerations(500).fitness(offOptimum).build().runToEnd(3));
        assertTrue(missed.startsWith("fitness misses solutions returned 1.0 for the genome [")
                && missed.endsWith("the genome is a real solution, so it must score the declared optimum 0.0"), missed);
    }

    @Test
    void aSelectorIndexOutOfRangeIsNamed() {
        Selector last = Selector.named("off by one", (population, count, into, rng) -> Arrays.fill(into, 0, count,
                population.size()));
        assertEquals("selector off by one returned index 20 at position 0 of 20; indices must be in [0, 19]"
                + " (population size 20)",
                failure(IllegalStateException.class, () -> permutations().selector(last).build().runToEnd(1)));
        Selector negative = Selector.named("minus one", (population, count, into, rng) -> Arrays.fill(into, 0, count, -1));
        assertTrue(failure(IllegalStateException.class, () -> permutations().selector(negative).build().runToEnd(1))
                .startsWith("selector minus one returned index -1 at position 0"));
    }

    @Test
    void aChildThatLeavesItsEncodingIsNamedWithItsParents() {
        Crossover repeats = Crossover.named("repeats gene 0", (p1, p2, c1, c2, rng) -> {
            Arrays.fill(c1, p1[0]);
            System.arraycopy(p2, 0, c2, 0, p2.length);
        });
        String broken = failure(IllegalStateException.class,
                () -> permutations().crossover(repeats, 1.0).build().runToEnd(1));
        assertTrue(broken.startsWith("crossover repeats gene 0 made child 1 that is not a valid PERMUTATION genome:"
                + " value "), broken);
        assertTrue(broken.contains("appears twice (gene 1); a permutation holds each of 0..7 once; parents ["), broken);
        Mutation offBoard = Mutation.named("off the board", (genes, rng) -> genes[0] = 99);
        String gene = failure(IllegalStateException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).mutation(offBoard, 1.0).build().runToEnd(1));
        assertTrue(gene.startsWith("mutation off the board made a genome that is not a valid INTEGER genome: "), gene);
        assertTrue(gene.contains("99") && gene.contains("; before [") && gene.contains(", after [99, "), gene);
    }

    @Test
    void aReplacementWithANegativeOffspringCountIsRefusedAtBuild() {
        Replacement broken = BrokenPlugins.negativeOffspring("no children");
        assertEquals("replacement no children: offspringCount(20) must be in [1, 10000000], was -1",
                failure(IllegalArgumentException.class, () -> permutations().replacement(broken).build()));
    }

    @Test
    void aLambdaFitnessANamedCrossoverAndARateAxisWorkInASweep() {
        Crossover myOx = Crossover.named("my OX", OrderCrossover.of()::cross);
        Axis<Double> pm = Axis.of("pm", List.of(0.1, 0.5), Engine.Builder::mutationRate);
        Sweep sweep = Sweep.over(Engine.builder(Encoding.PERMUTATION, 8).fitness(PAIRS).crossover(myOx)
                        .populationSize(30).maxGenerations(40))
                .axis(pm);
        ExperimentResult r = Experiment.of(sweep).seeds(0, 3).run();
        assertEquals(List.of("pm=0.1", "pm=0.1", "pm=0.1", "pm=0.5", "pm=0.5", "pm=0.5"),
                r.runs().stringColumn("setting").asList());
        String engine = r.settings().get(0).engine().toString();
        assertTrue(engine.contains("fitness my pairs (minimize)") && engine.contains("crossover my OX p=0.8")
                && engine.contains("mutation swap p=0.1"), engine);
        double best = SettingRanking.best(r).value(pm);
        assertTrue(best == 0.1 || best == 0.5);
        assertEquals("mutation swap p=0.5", r.settings().get(1).engine().toString().lines()
                .filter(l -> l.contains("mutation")).findFirst().orElseThrow().trim().split(";")[0]);
    }

    @Test
    void twoEnginesThatDifferOnlyInTheirRestartRulePrintDifferently() {
        String faithful = Presets.doc004().build().toString();
        String fixed = Presets.doc004Fixed().label("004 faithful").build().toString();
        assertTrue(faithful.contains("restart after each solution"), faithful);
        assertTrue(fixed.contains("restart after 20 stagnant generations"), fixed);
        assertTrue(faithful.lines().allMatch(l -> l.length() <= 100), faithful);
    }
}
