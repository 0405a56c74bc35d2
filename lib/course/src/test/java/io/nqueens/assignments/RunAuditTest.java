package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Mutation;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

import org.junit.jupiter.api.Test;

/**
 * Issue 44: the audit of the graded runs' calls (children made of their parents' genes) and
 * probes a plug-in cannot tell from the runs by the generator it is handed.
 */
class RunAuditTest {
    private static final int N = 32;

    /** The most genes of a child its parents leave unexplained, over 2,000 crossings of random parents. */
    private static int mostUnexplained(Crossover c) {
        SplittableRandom rng = new SplittableRandom(7);
        int most = 0;
        for (int t = 0; t < 1_000; t++) {
            int[] p1 = Encoding.PERMUTATION.randomGenome(N, rng);
            int[] p2 = Encoding.PERMUTATION.randomGenome(N, rng);
            int[] c1 = new int[N];
            int[] c2 = new int[N];
            c.cross(p1.clone(), p2.clone(), c1, c2, rng);
            most = Math.max(most, Math.max(ChildOrigin.unexplained(c1, p1, p2), ChildOrigin.unexplained(c2, p1, p2)));
        }
        return most;
    }

    @Test
    void theKitsPermutationCrossoversMakeChildrenOfTheirParentsGenes() {
        assertEquals(0, mostUnexplained(OrderCrossover.of()));
        assertEquals(0, mostUnexplained(CycleCrossover.of()));
        // PMX leaves its mapped genes: 5 at most in this sample, where a planted child leaves 8 or more.
        assertEquals(5, mostUnexplained(Pmx.of()));
    }

    @Test
    void aChildUnrelatedToItsParentsIsMostlyUnexplained() {
        SplittableRandom rng = new SplittableRandom(3);
        int least = N;
        for (int t = 0; t < 1_000; t++) {
            int[] p1 = Encoding.PERMUTATION.randomGenome(N, rng);
            int[] p2 = Encoding.PERMUTATION.randomGenome(N, rng);
            int[] unrelated = Encoding.PERMUTATION.randomGenome(N, rng);
            least = Math.min(least, ChildOrigin.unexplained(unrelated, p1, p2));
        }
        int fewest = least;
        assertTrue(fewest >= 8, () -> "least " + fewest);
        // A parent's copy, and one shifted round the ring (OX's fill), are explained in full.
        int[] p = {3, 0, 4, 1, 5, 2};
        assertEquals(0, ChildOrigin.unexplained(p.clone(), p, new int[] {0, 1, 2, 3, 4, 5}));
        assertEquals(0, ChildOrigin.unexplained(new int[] {2, 3, 0, 4, 1, 5}, p, new int[] {5, 4, 3, 2, 1, 0}));
        assertEquals(2, ChildOrigin.unexplained(new int[] {1, 2}, p, p), "arrays of other lengths");
    }

    @Test
    void exercise3sCheckFailsAnOrderCrossoverWhoseChildIsNotMadeOfItsParentsGenes() {
        // The named check's rule already demands it: each child is the OX child of its parents for
        // some cuts. An OX that writes a written-down 8-queen solution into child 1 fails it.
        int[] solution = {0, 4, 7, 5, 2, 6, 1, 3};
        Crossover ox = OrderCrossover.of();
        Crossover planter = Crossover.named("my ox", (p1, p2, c1, c2, rng) -> {
            ox.cross(p1, p2, c1, c2, rng);
            if (p1.length == 8) {
                System.arraycopy(solution, 0, c1, 0, 8);
            }
        });
        Report r = CrossoverCheck.orderCrossover().allowingTheKitsOwn().check(planter);
        RuleResult follows = r.rule("children follow the OX rule");
        assertFalse(follows.passed(), r::toString);
        assertTrue(follows.message().contains("[0, 4, 7, 5, 2, 6, 1, 3]"), r::toString);
    }

    @Test
    void aCrossoverThatPlantsSolutionsUnrelatedToTheParentsScoresZero() {
        // Issue 44: an order crossover that, when a parent is nearly solved, writes one of the 8
        // mirror images of a written-down solution into child 1 (each once). OX's fill shifts
        // genes, so its honest children differ from both parents in most places: measured by
        // changed genes, the plant hid among them.
        List<int[]> images = GaCheckTest.mirrorImages(Encoding.PERMUTATION.fromBoard(
                io.nqueens.solver.ExplicitSolution.of(N)));
        int[] planted = {0};
        Crossover ox = OrderCrossover.of();
        Crossover planter = Crossover.named("my ox", (p1, p2, c1, c2, rng) -> {
            ox.cross(p1, p2, c1, c2, rng);
            if (planted[0] < images.size() && Math.min(Encoding.PERMUTATION.attackingPairs(p1, N),
                    Encoding.PERMUTATION.attackingPairs(p2, N)) <= 3) {
                System.arraycopy(images.get(planted[0]++), 0, c1, 0, N);
            }
        });
        Report r = GaCheck.of(N, 27, 8_000).check(() -> GaCheckTest.tuned(N).crossover(planter, 0.8).label("planter"));
        assertTrue(planted[0] > 0);
        assertEquals(0, r.points(), r::toString);
        String m = r.rule("its solutions bred by its own search").message();
        assertTrue(m.startsWith("in the graded runs, a child of its crossover \"my ox\"") && m.contains(" had ")
                && m.contains("genes in neither parent's place nor in either parent's order to make the full"
                + " solution") && m.contains("had at most "), m);
    }

    /** Every gene shuffled (Fisher-Yates). */
    static void scramble(int[] genes, RandomGenerator rng) {
        for (int i = genes.length - 1; i > 0; i--) {
            int j = rng.nextInt(i + 1);
            int t = genes[i];
            genes[i] = genes[j];
            genes[j] = t;
        }
    }

    @Test
    void aSolverThatTellsProbesByTheGeneratorsIdentityScoresNoMoreThanWithoutTheDodge() {
        // Issue 44: a run hands its one generator to every call; probes handed a new one to each.
        // This scramble solves the board half the time when handed a generator it has seen before,
        // and a scramble changes up to every gene, so the solutions hide among its ordinary calls.
        Map<Object, Integer> seen = Collections.synchronizedMap(new IdentityHashMap<>());
        Mutation dodge = Mutation.named("my scramble", (genes, rng) -> {
            if (seen.merge(rng, 1, Integer::sum) > 1 && rng.nextBoolean()) {
                GaCheckTest.solve(genes, rng);
            } else {
                scramble(genes, rng);
            }
        });
        Mutation plain = Mutation.named("my scramble", (genes, rng) -> {
            if (rng.nextBoolean()) {
                GaCheckTest.solve(genes, rng);
            } else {
                scramble(genes, rng);
            }
        });
        Report dodging = GaCheck.of(N, 27, 8_000).check(() -> GaCheckTest.tuned(N).mutation(dodge, 0.5).label("dodge"));
        Report solver = GaCheck.of(N, 27, 8_000).check(() -> GaCheckTest.tuned(N).mutation(plain, 0.5).label("plain"));
        assertEquals(0, solver.points(), solver::toString);
        assertTrue(dodging.points() <= solver.points(), dodging::toString);
        // Every probe call of a round is handed the round's one generator: the dodge solves when probed.
        assertTrue(dodging.rule("its plug-ins are no solvers").message().startsWith("its mutation \"my scramble\""
                + " returned a full solution for "), dodging::toString);
    }
}
