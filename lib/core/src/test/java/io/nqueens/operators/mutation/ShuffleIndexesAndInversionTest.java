package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;
import io.nqueens.testing.CountingRandom;
import io.nqueens.testing.ScriptedRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** DEAP's shuffle-indexes mutation and inversion. */
class ShuffleIndexesAndInversionTest {

    @Test
    void eachPositionFlipsItsOwnCoinWithProbabilityIndpb() {
        int length = 20;
        double indpb = 0.1;
        CountingRandom rng = new CountingRandom(7);
        int calls = 10_000;
        long exchanges = 0;
        for (int t = 0; t < calls; t++) {
            int[] genes = Encoding.PERMUTATION.randomGenome(length, new SplittableRandom(t));
            rng.reset();
            ShuffleIndexes.of(indpb).mutate(genes, rng);
            assertEquals(length, rng.doubles, "one coin per position");
            exchanges += rng.ints; // one partner per coin that came up
        }
        assertEquals(indpb, exchanges / (double) (length * calls), 0.005, "per-gene probability, no hidden power");
    }

    @Test
    void thePartnerIsAnotherPosition() {
        // Only position 2 flips heads; partner draw 2 of [0, 4) skips position 2 and becomes 3.
        int[] genes = {0, 1, 2, 3, 4};
        ScriptedRandom rng = ScriptedRandom.of(2).doubles(0.9, 0.9, 0.0, 0.9, 0.9);
        ShuffleIndexes.of(0.5).mutate(genes, rng);
        assertArrayEquals(new int[] {0, 1, 3, 2, 4}, genes);
        assertTrue(rng.exhausted());
        // Partner draw 1 for position 2 stays 1.
        genes = new int[] {0, 1, 2, 3, 4};
        ShuffleIndexes.of(0.5).mutate(genes, ScriptedRandom.of(1).doubles(0.9, 0.9, 0.0, 0.9, 0.9));
        assertArrayEquals(new int[] {0, 2, 1, 3, 4}, genes);
    }

    @Test
    void indpbZeroNeverChangesAnything() {
        SplittableRandom rng = new SplittableRandom(3);
        int[] genes = Encoding.PERMUTATION.randomGenome(30, rng);
        int[] before = genes.clone();
        for (int t = 0; t < 100; t++) {
            ShuffleIndexes.of(0).mutate(genes, rng);
        }
        assertArrayEquals(before, genes);
    }

    @Test
    void indpbZeroKeepsEveryGeneEvenOnACoinOfZero() {
        // A coin comes up when it is below indpb, so with indpb 0 not even the draw 0.0 exchanges.
        int[] genes = {0, 1, 2, 3};
        ScriptedRandom rng = ScriptedRandom.of().doubles(0.0, 0.0, 0.0, 0.0);
        ShuffleIndexes.of(0).mutate(genes, rng);
        assertArrayEquals(new int[] {0, 1, 2, 3}, genes);
        assertTrue(rng.exhausted());
        assertEquals(0.25, ShuffleIndexes.of(0.25).indpb());
    }

    @Test
    void aTwoGeneGenomeIsShuffledToo() {
        // Position 0's coin comes up, its only partner is position 1; position 1's coin does not.
        int[] genes = {0, 1};
        // (An array: doubles(0.0, 0.9) would call RandomGenerator.doubles(origin, bound) instead.)
        ScriptedRandom rng = ScriptedRandom.of(0).doubles(new double[] {0.0, 0.9});
        ShuffleIndexes.of(0.5).mutate(genes, rng);
        assertArrayEquals(new int[] {1, 0}, genes);
        assertTrue(rng.exhausted());
    }

    /** Inversion reverses one contiguous segment of at least two genes, so a permutation always changes. */
    @Property(tries = 500)
    void inversionReversesOneSegment(@ForAll @IntRange(min = 2, max = 60) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        int[] before = genes.clone();
        Inversion.of().mutate(genes, rng);
        int lo = 0;
        while (lo < n && genes[lo] == before[lo]) {
            lo++;
        }
        int hi = n - 1;
        while (hi >= 0 && genes[hi] == before[hi]) {
            hi--;
        }
        assertTrue(lo < hi, "a permutation always changes");
        for (int i = lo; i <= hi; i++) {
            assertEquals(before[lo + hi - i], genes[i], "position " + i + " of the reversed segment");
        }
    }

    @Test
    void inversionScripted() {
        int[] genes = {0, 1, 2, 3, 4, 5};
        Inversion.of().mutate(genes, ScriptedRandom.of(4, 1)); // positions 4 and 1 -> reverse [1, 4]
        assertArrayEquals(new int[] {0, 4, 3, 2, 1, 5}, genes);
    }
}
