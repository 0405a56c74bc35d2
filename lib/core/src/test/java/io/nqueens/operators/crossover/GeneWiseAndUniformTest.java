package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;
import io.nqueens.testing.ScriptedRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Gene-wise (document 004) and uniform crossover take each gene where their shares say. */
class GeneWiseAndUniformTest {

    @Property(tries = 300)
    void geneWiseOneZeroCopiesParent1(@ForAll @IntRange(min = 1, max = 60) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = Encoding.INTEGER.randomGenome(n, rng);
        int[] p2 = Encoding.INTEGER.randomGenome(n, rng);
        int[] c1 = new int[n];
        int[] c2 = new int[n];
        GeneWise.of(1, 0).cross(p1, p2, c1, c2, rng);
        assertArrayEquals(p1, c1);
        assertArrayEquals(p2, c2, "the second child starts from parent 2, so it copies parent 2");
        GeneWise.of(0, 1).cross(p1, p2, c1, c2, rng);
        assertArrayEquals(p2, c1);
    }

    @Test
    void document004SharesAreAbout45_45_10() {
        int n = 50;
        int[] p1 = new int[n];
        int[] p2 = new int[n];
        java.util.Arrays.fill(p2, 1);
        SplittableRandom rng = new SplittableRandom(11);
        int[] c = new int[n];
        long fromP1 = 0;
        long fromP2 = 0;
        long other = 0;
        int calls = 2_000;
        for (int t = 0; t < calls; t++) {
            GeneWise.document004().cross(p1, p2, c, null, rng);
            for (int v : c) {
                if (v == 0) {
                    fromP1++;
                } else if (v == 1) {
                    fromP2++;
                } else {
                    other++;
                }
            }
        }
        double genes = (double) n * calls;
        // A random gene is 0 or 1 one time in 25 (n = 50), which shifts the shares by 0.002.
        assertEquals(0.452, fromP1 / genes, 0.01);
        assertEquals(0.452, fromP2 / genes, 0.01);
        assertEquals(0.096, other / genes, 0.01);
        assertEquals(0.1, GeneWise.document004().mutationShare(), 1e-12);
    }

    @Property(tries = 300)
    void uniformChildrenAreComplementary(@ForAll @IntRange(min = 1, max = 60) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = Encoding.INTEGER.randomGenome(n, rng);
        int[] p2 = Encoding.INTEGER.randomGenome(n, rng);
        int[] c1 = new int[n];
        int[] c2 = new int[n];
        UniformCrossover.of().cross(p1, p2, c1, c2, rng);
        for (int i = 0; i < n; i++) {
            assertTrue((c1[i] == p1[i] && c2[i] == p2[i]) || (c1[i] == p2[i] && c2[i] == p1[i]));
        }
        UniformCrossover.of(0).cross(p1, p2, c1, c2, rng);
        assertArrayEquals(p1, c1);
        assertArrayEquals(p2, c2);
        UniformCrossover.of(1).cross(p1, p2, c1, c2, rng);
        assertArrayEquals(p2, c1);
        assertArrayEquals(p1, c2);
    }

    @Test
    void uniformExchangesEachGeneWithItsProbability() {
        int n = 40;
        int[] p1 = new int[n];
        int[] p2 = new int[n];
        java.util.Arrays.fill(p2, 1);
        SplittableRandom rng = new SplittableRandom(5);
        int[] c1 = new int[n];
        long exchanged = 0;
        int calls = 2_500;
        for (int t = 0; t < calls; t++) {
            UniformCrossover.of(0.2).cross(p1, p2, c1, null, rng);
            for (int v : c1) {
                exchanged += v;
            }
        }
        assertEquals(0.2, exchanged / (double) (n * calls), 0.01);
    }

    @Test
    void aShareOfZeroIsNeverTakenEvenOnADrawOfZero() {
        // A gene comes from parent 1 when its draw is below p1, from parent 2 when below p1 + p2:
        // so the draw 0.0 falls in no share of 0.
        int[] p1 = {0, 0, 0};
        int[] p2 = {1, 1, 1};
        int[] c = new int[3];
        ScriptedRandom rng = ScriptedRandom.of().doubles(0.0, 0.0, 0.0);
        GeneWise.of(0, 1).cross(p1, p2, c, null, rng);
        assertArrayEquals(p2, c, "share 0 from parent 1");
        assertTrue(rng.exhausted());
        rng = ScriptedRandom.of(2, 2, 2).doubles(0.0, 0.0, 0.0);
        GeneWise.of(0, 0).cross(p1, p2, c, null, rng);
        assertArrayEquals(new int[] {2, 2, 2}, c, "shares 0 and 0: every gene is a random row");
        assertTrue(rng.exhausted());

        int[] c2 = new int[3];
        UniformCrossover.of(0).cross(p1, p2, c, c2, ScriptedRandom.of().doubles(0.0, 0.0, 0.0));
        assertArrayEquals(p1, c, "indpb 0: no gene is exchanged");
        assertArrayEquals(p2, c2);
    }
}
