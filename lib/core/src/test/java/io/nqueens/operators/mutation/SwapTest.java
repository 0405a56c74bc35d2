package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;
import io.nqueens.testing.CountingRandom;
import io.nqueens.testing.ScriptedRandom;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** pyevolve's swap mutator: one swap on 64 genes at "0.02", per-position swaps on 16 genes. */
class SwapTest {

    private static int changed(int[] before, int[] after) {
        int d = 0;
        for (int i = 0; i < before.length; i++) {
            d += before[i] != after[i] ? 1 : 0;
        }
        return d;
    }

    private static int[] sorted(int[] a) {
        int[] s = a.clone();
        Arrays.sort(s);
        return s;
    }

    @Test
    void pyevolve002On64GenesMakesExactlyOneSwap() {
        CountingRandom rng = new CountingRandom(2);
        Swap swap = Swap.pyevolve(0.02);
        for (int t = 0; t < 2_000; t++) {
            int[] genes = t % 2 == 0 ? Encoding.BINARY.randomGenome(8, rng) : Encoding.PERMUTATION.randomGenome(64, rng);
            int[] before = genes.clone();
            rng.reset();
            swap.mutate(genes, rng);
            assertEquals(2, rng.ints, "0.02 × 64 = 1.28 rounds to one swap: two positions drawn");
            assertEquals(0, rng.doubles, "no per-position coin flips when p × L ≥ 1");
            assertTrue(changed(before, genes) <= 2);
            assertArrayEquals(sorted(before), sorted(genes));
        }
    }

    @Test
    void pyevolve002On16GenesSwapsEachPositionWithProbability002() {
        CountingRandom rng = new CountingRandom(16);
        Swap swap = Swap.pyevolve(0.02);
        int calls = 20_000;
        long swaps = 0;
        long changedCalls = 0;
        for (int t = 0; t < calls; t++) {
            int[] genes = Encoding.PERMUTATION.randomGenome(16, new SplittableRandom(t));
            int[] before = genes.clone();
            rng.reset();
            swap.mutate(genes, rng);
            assertEquals(16, rng.doubles, "0.02 × 16 = 0.32 < 1: one coin per position");
            swaps += rng.ints; // one partner drawn per position whose coin came up
            changedCalls += changed(before, genes) > 0 ? 1 : 0;
            assertArrayEquals(sorted(before), sorted(genes));
        }
        double perPosition = swaps / (16.0 * calls);
        System.out.printf("Swap.pyevolve(0.02) on 16 genes: %.4f swaps per position, %.3f of children changed%n",
                perPosition, changedCalls / (double) calls);
        assertEquals(0.02, perPosition, 0.002);
        // At least one coin up: 1 - 0.98^16 = 0.276, less the swaps of a position with itself.
        assertEquals(0.26, changedCalls / (double) calls, 0.03);
    }

    @Test
    void plainSwapAlwaysExchangesTwoDistinctPositions() {
        SplittableRandom rng = new SplittableRandom(1);
        for (int t = 0; t < 1_000; t++) {
            int[] genes = Encoding.PERMUTATION.randomGenome(2 + t % 30, rng);
            int[] before = genes.clone();
            Swap.of().mutate(genes, rng);
            assertEquals(2, changed(before, genes));
        }
    }

    @Test
    void pyevolveRateZeroLeavesTheGenomeAndDrawsNothing() {
        int[] genes = {0, 1, 2, 3};
        Swap.pyevolve(0).mutate(genes, ScriptedRandom.of()); // any draw fails the test
        assertArrayEquals(new int[] {0, 1, 2, 3}, genes);
    }

    @Test
    void pyevolveWithPTimesLExactlyOneMakesOneSwapWithoutCoins() {
        // 0.25 × 4 = 1 is not below 1: round(1) = 1 swap of two drawn positions, no per-position coins.
        int[] genes = {0, 1, 2, 3};
        ScriptedRandom rng = ScriptedRandom.of(0, 3);
        Swap.pyevolve(0.25).mutate(genes, rng);
        assertArrayEquals(new int[] {3, 1, 2, 0}, genes);
        assertTrue(rng.exhausted());
    }
}
