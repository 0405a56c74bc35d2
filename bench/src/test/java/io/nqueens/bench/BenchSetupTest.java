package io.nqueens.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.jenetics.EnumGene;
import io.jenetics.Genotype;
import io.jenetics.PermutationChromosome;
import io.jenetics.Phenotype;
import io.jenetics.util.ISeq;
import io.jenetics.util.RandomRegistry;

import java.util.SplittableRandom;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** Quick checks that the benchmark compares what it claims to; the benchmark itself never runs here. */
class BenchSetupTest {

    private final DeapQueens eight = new DeapQueens(8, 100, 40);

    @Test
    void jeneticsDeapSetupSolvesEightQueensAndIsReproducible() {
        DeapQueens.Outcome first = eight.runJenetics(DeapQueens.JeneticsVariant.MATCHED, 1);
        DeapQueens.Outcome again = eight.runJenetics(DeapQueens.JeneticsVariant.MATCHED, 1);
        assertEquals(first.evaluations(), again.evaluations());
        assertEquals(first.firstSolvedGeneration(), again.firstSolvedGeneration());
        long solved = IntStream.rangeClosed(1, 5)
                .filter(s -> eight.runJenetics(DeapQueens.JeneticsVariant.MATCHED, s).solved())
                .count();
        assertTrue(solved >= 1, "Jenetics solved 8 queens in " + solved + " of 5 runs");
    }

    @Test
    void kitDeapSetupSolvesEightQueens() {
        var engine = eight.kitEngine(false);
        long solved = IntStream.rangeClosed(1, 5).filter(s -> DeapQueens.runKit(engine, s).solved()).count();
        assertTrue(solved >= 1, "the kit solved 8 queens in " + solved + " of 5 runs");
        assertEquals(40, DeapQueens.runKit(engine, 1).generations(), "runs go on after a solution");
    }

    /** The benchmark's floor is only meaningful if it runs the very same GA as the kit. */
    @Test
    void handWrittenLoopReproducesTheKitsRuns() {
        var engine = eight.kitEngine(true);
        int solved = 0;
        for (long s = 1; s <= 8; s++) {
            var kit = DeapQueens.runKit(engine, s);
            var loop = HandWrittenDeap.run(eight, s);
            assertEquals(kit.solved(), loop.solved(), "seed " + s);
            assertEquals(kit.firstSolvedGeneration(), loop.firstSolvedGeneration(), "seed " + s);
            assertEquals(kit.evaluations(), loop.evaluations(), "seed " + s);
            assertEquals(kit.bestFitness(), loop.bestFitness(), "seed " + s);
            solved += kit.solved() ? 1 : 0;
        }
        assertTrue(solved >= 1, "at least one solved run compared, so the first solved generations count");
    }

    /** The loop with records measures equal work only if it records exactly what the kit records. */
    @Test
    void loopWithRecordsRecordsWhatTheKitRecords() {
        var engine = eight.kitEngine(true);
        int merged = 0;
        for (long s = 1; s <= 8; s++) {
            var kit = engine.runToEnd(s);
            var loop = HandWrittenDeapRecords.run(eight, s);
            assertEquals(kit.evaluations(), loop.outcome().evaluations(), "seed " + s);
            assertEquals(kit.history().size(), loop.mean().length, "seed " + s);
            for (var g : kit.history()) {
                int i = g.index();
                String at = "seed " + s + ", generation " + i;
                assertEquals(g.mean(), loop.mean()[i], 0.0, at);
                assertEquals(g.worst(), loop.worst()[i], 0.0, at);
                assertEquals(g.std(), loop.std()[i], 0.0, at);
                assertEquals(g.diversity(), loop.distinct()[i], at);
                merged += g.diversity() < eight.populationSize ? 1 : 0;
            }
        }
        assertTrue(merged > 0, "some generations hold copies, so the copy path of the count is compared too");
    }

    @Test
    void deapShuffleMutatorKeepsPermutationsAndMatchesDeapRates() {
        int n = 20;
        int mu = 20_000;
        Genotype<EnumGene<Integer>> factory = Genotype.of(PermutationChromosome.ofInteger(n));
        DeapShuffleMutator<EnumGene<Integer>, Integer> mutator = new DeapShuffleMutator<>(0.2, 2.0 / n);
        RandomRegistry.using(new SplittableRandom(42), r -> {
            ISeq<Phenotype<EnumGene<Integer>, Integer>> pop = IntStream.range(0, mu)
                    .mapToObj(i -> Phenotype.<EnumGene<Integer>, Integer>of(factory.newInstance(), 0))
                    .collect(ISeq.toISeq());
            var result = mutator.alter(pop, 1);
            int changed = 0;
            for (int i = 0; i < mu; i++) {
                var after = result.population().get(i).genotype();
                assertTrue(after.isValid(), "still a permutation");
                if (!after.equals(pop.get(i).genotype())) {
                    changed++;
                }
            }
            // DEAP: an individual is visited with 0.2 and then changed unless no gene swaps,
            // 0.2 * (1 - 0.9^20) = 0.176; expected swaps per individual 0.2 * 20 * 0.1 = 0.4.
            assertEquals(0.176, (double) changed / mu, 0.015);
            assertEquals(0.4, (double) result.alterations() / mu, 0.03);
        });
    }

    @Test
    void largeBoardPlainGaRunsGiveTheSameOutcomesOnAnyNumberOfThreads() {
        LargeBoardTargets.Outcome[] one = LargeBoardTargets.plainGaRuns(12, 3, 1);
        LargeBoardTargets.Outcome[] two = LargeBoardTargets.plainGaRuns(12, 3, 2);
        for (int i = 0; i < 3; i++) {
            assertEquals(i + 1, one[i].seed());
            assertEquals(one[i].seed(), two[i].seed());
            assertEquals(one[i].solved(), two[i].solved());
            assertEquals(one[i].generations(), two[i].generations());
            assertEquals(one[i].evaluations(), two[i].evaluations());
        }
    }

    @Test
    void largeBoardSizesEndAtTheKitsLargestBoard() {
        int[] full = LargeBoardTargets.largestSizes(Options.parse(new String[0]));
        assertEquals(io.nqueens.board.Board.MAX_SIZE, full[full.length - 1]);
        assertArrayEquals(new int[] {1_000_000, 2_000_000},
                LargeBoardTargets.largestSizes(Options.parse(new String[] {"--quick"})));
        assertTrue(Options.parse(new String[0]).sections().contains(5), "section 5 runs by default");
    }

    @Test
    void gridGivesTheSameOutcomesSequentialAndParallel() {
        GridExperiment grid = new GridExperiment(1);
        assertEquals(80, grid.runs());
        assertArrayEquals(grid.sequential(), grid.parallel(2));
    }
}
