package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;
import io.nqueens.testing.ScriptedRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Row-boundary crossover cuts between rows; document 003's second child shifts rows. */
class RowBoundaryTest {

    private static int[] concat(int[] first, int from1, int to1, int[] second, int from2, int to2) {
        int[] out = new int[(to1 - from1) + (to2 - from2)];
        System.arraycopy(first, from1, out, 0, to1 - from1);
        System.arraycopy(second, from2, out, to1 - from1, to2 - from2);
        return out;
    }

    @Property(tries = 300)
    void theCutFallsOnARowBoundary(@ForAll @IntRange(min = 1, max = 16) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = Encoding.ONE_HOT_ROWS.randomGenome(n, rng);
        int[] p2 = Encoding.ONE_HOT_ROWS.randomGenome(n, rng);
        int[] c1 = new int[n * n];
        int[] c2 = new int[n * n];
        RowBoundary.of().cross(p1, p2, c1, c2, rng);
        boolean found = false;
        for (int k = 0; k <= n && !found; k++) {
            int cut = k * n;
            found = Arrays.equals(c1, concat(p1, 0, cut, p2, cut, n * n))
                    && Arrays.equals(c2, concat(p2, 0, cut, p1, cut, n * n));
        }
        assertTrue(found, "children must be the parents spliced at some k × N");
    }

    @Property(tries = 300)
    void scriptedCutsGiveTheDefinedChildren(@ForAll @IntRange(min = 1, max = 16) int n,
            @ForAll @IntRange(min = 0, max = 16) int k, @ForAll long seed) {
        k = k % (n + 1);
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = Encoding.ONE_HOT_ROWS.randomGenome(n, rng);
        int[] p2 = Encoding.ONE_HOT_ROWS.randomGenome(n, rng);
        int cut = k * n;
        int length = n * n;

        int[] c1 = new int[length];
        int[] c2 = new int[length];
        RowBoundary.of().cross(p1, p2, c1, c2, ScriptedRandom.of(k));
        assertArrayEquals(concat(p1, 0, cut, p2, cut, length), c1);
        assertArrayEquals(concat(p2, 0, cut, p1, cut, length), c2);

        int[] d1 = new int[length];
        int[] d2 = new int[length];
        RowBoundary.asDocument003().cross(p1, p2, d1, d2, ScriptedRandom.of(k));
        assertArrayEquals(concat(p1, 0, cut, p2, cut, length), d1, "003's first child is the usual one");
        assertArrayEquals(concat(p1, cut, length, p2, 0, cut), d2,
                "003's second child is p1's rows after the cut, then p2's rows before it");
    }
}
