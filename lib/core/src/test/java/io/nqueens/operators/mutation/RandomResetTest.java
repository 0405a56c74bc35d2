package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Random reset: anyValue may redraw the same row (1 time in N), toOtherValue never does. */
class RandomResetTest {

    private static int changed(int[] before, int[] after) {
        int d = 0;
        for (int i = 0; i < before.length; i++) {
            d += before[i] != after[i] ? 1 : 0;
        }
        return d;
    }

    @Test
    void anyValueSometimesLeavesTheGenomeUnchanged() {
        SplittableRandom rng = new SplittableRandom(0);
        int n = 8;
        int calls = 8_000;
        int unchanged = 0;
        for (int t = 0; t < calls; t++) {
            int[] genes = Encoding.INTEGER.randomGenome(n, rng);
            int[] before = genes.clone();
            RandomReset.anyValue().mutate(genes, rng);
            int d = changed(before, genes);
            assertTrue(d <= 1);
            unchanged += d == 0 ? 1 : 0;
        }
        System.out.printf("RandomReset.anyValue() on N=8: %.4f of the calls change nothing (1/N = 0.125)%n",
                unchanged / (double) calls);
        assertTrue(unchanged > 0);
        assertEquals(1.0 / n, unchanged / (double) calls, 0.03);
    }

    @Test
    void toOtherValueAlwaysChangesExactlyOneGene() {
        SplittableRandom rng = new SplittableRandom(1);
        for (int t = 0; t < 8_000; t++) {
            int n = 2 + t % 40;
            int[] genes = Encoding.INTEGER.randomGenome(n, rng);
            int[] before = genes.clone();
            RandomReset.toOtherValue().mutate(genes, rng);
            assertEquals(1, changed(before, genes));
        }
    }
}
