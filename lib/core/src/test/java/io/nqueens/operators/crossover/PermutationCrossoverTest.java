package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;
import io.nqueens.testing.ScriptedRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** PMX, OX and CX children hold their parents' genes where the definitions say so. */
class PermutationCrossoverTest {

    private static int[] permutation(int n, SplittableRandom rng) {
        return Encoding.PERMUTATION.randomGenome(n, rng);
    }

    /** PMX, cuts a ≤ b: child 1 = parent 1 on [a, b); elsewhere parent 2's gene unless it repeats. */
    @Property(tries = 1000)
    void pmxKeepsTheSegmentAndParent2sGenesThatDoNotClash(@ForAll @IntRange(min = 1, max = 40) int n,
            @ForAll @IntRange(min = 0, max = 40) int x, @ForAll @IntRange(min = 0, max = 40) int y,
            @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = permutation(n, rng);
        int[] p2 = permutation(n, rng);
        int a = Math.min(x % (n + 1), y % (n + 1));
        int b = Math.max(x % (n + 1), y % (n + 1));
        int[] c1 = new int[n];
        int[] c2 = new int[n];
        Pmx.of().cross(p1, p2, c1, c2, ScriptedRandom.of(x % (n + 1), y % (n + 1)));
        checkPmxChild(p1, p2, a, b, c1);
        checkPmxChild(p2, p1, a, b, c2);
    }

    /**
     * PMX's textbook definition, written independently of {@link Pmx}: outside the segment, follow
     * the chain value -> segment position -> the other parent's value there until the value is
     * not in the segment.
     */
    private static int[] pmxByMappingChain(int[] segment, int[] rest, int a, int b) {
        int n = segment.length;
        int[] child = new int[n];
        for (int i = 0; i < n; i++) {
            if (i >= a && i < b) {
                child[i] = segment[i];
                continue;
            }
            int v = rest[i];
            for (int k = indexOf(segment, v); k >= a && k < b; k = indexOf(segment, v)) {
                v = rest[k];
            }
            child[i] = v;
        }
        return child;
    }

    private static int indexOf(int[] genes, int v) {
        for (int i = 0; i < genes.length; i++) {
            if (genes[i] == v) {
                return i;
            }
        }
        return -1;
    }

    /** The kit's swap-based PMX gives exactly the mapping-chain children, for every pair of cuts, in both variants. */
    @Property(tries = 300)
    void pmxEqualsTheMappingChainDefinition(@ForAll @IntRange(min = 1, max = 24) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = permutation(n, rng);
        int[] p2 = permutation(n, rng);
        int[] c1 = new int[n];
        int[] c2 = new int[n];
        for (int x = 0; x <= n; x++) {
            for (int y = 0; y <= n; y++) {
                Pmx.of().cross(p1, p2, c1, c2, ScriptedRandom.of(x, y));
                int a = Math.min(x, y);
                int b = Math.max(x, y);
                assertArrayEquals(pmxByMappingChain(p1, p2, a, b), c1, "child 1, cuts " + a + ", " + b);
                assertArrayEquals(pmxByMappingChain(p2, p1, a, b), c2, "child 2, cuts " + a + ", " + b);
            }
        }
        // DEAP's variant: the second draw is in [0, n) and skips over the first.
        for (int x = 0; x <= n; x++) {
            for (int y = 0; y < n; y++) {
                Pmx.withDistinctCuts().cross(p1, p2, c1, c2, ScriptedRandom.of(x, y));
                int a = y >= x ? x : y;
                int b = y >= x ? y + 1 : x;
                assertArrayEquals(pmxByMappingChain(p1, p2, a, b), c1, "distinct cuts, child 1, cuts " + a + ", " + b);
                assertArrayEquals(pmxByMappingChain(p2, p1, a, b), c2, "distinct cuts, child 2, cuts " + a + ", " + b);
            }
        }
    }

    private static void checkPmxChild(int[] segment, int[] rest, int a, int b, int[] child) {
        int n = segment.length;
        assertNull(Encoding.PERMUTATION.invalidReason(child, n));
        boolean[] inSegment = new boolean[n];
        for (int i = a; i < b; i++) {
            assertEquals(segment[i], child[i], "segment gene " + i);
            inSegment[segment[i]] = true;
        }
        for (int i = 0; i < n; i++) {
            if ((i < a || i >= b) && !inSegment[rest[i]]) {
                assertEquals(rest[i], child[i], "gene " + i + " comes from the other parent");
            }
        }
    }

    /** Equal parents give copies of the parent, after the same two cut draws as any other pair. */
    @Property(tries = 200)
    void pmxOfEqualParentsCopiesThemAndDrawsTheCutsAnyway(@ForAll @IntRange(min = 1, max = 30) int n,
            @ForAll long seed) {
        int[] parent = permutation(n, new SplittableRandom(seed));
        int[] twin = parent.clone();
        for (Pmx pmx : List.of(Pmx.of(), Pmx.withDistinctCuts())) {
            int[] c1 = new int[n];
            int[] c2 = new int[n];
            ScriptedRandom rng = ScriptedRandom.of(0, Math.max(0, n - 1));
            pmx.cross(parent, twin, c1, c2, rng);
            assertArrayEquals(parent, c1, pmx + " child 1");
            assertArrayEquals(parent, c2, pmx + " child 2");
            assertTrue(rng.exhausted(), pmx + ": both cut draws made");
        }
    }

    @Test
    void pmxTextbookExample() {
        int[] p1 = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] p2 = {2, 7, 5, 1, 4, 6, 0, 3};
        int[] c1 = new int[8];
        // Segment [3, 6) = 3 4 5 from p1. Outside it p2 gives 2 7 5 . . . 0 3; 5 and 3 clash and
        // follow the mapping: 5 -> p2 at p1's place of 5 = 6; 3 -> 1.
        Pmx.of().cross(p1, p2, c1, null, ScriptedRandom.of(3, 6));
        assertArrayEquals(new int[] {2, 7, 6, 3, 4, 5, 0, 1}, c1);
    }

    /**
     * OX, cuts a ≤ b: child = parent 1 on [a, b); the other places, from b on and wrapping, hold
     * parent 2's other genes in parent 2's order counted from b.
     */
    @Property(tries = 1000)
    void oxKeepsTheSegmentAndParent2sOrder(@ForAll @IntRange(min = 1, max = 40) int n,
            @ForAll @IntRange(min = 0, max = 40) int x, @ForAll @IntRange(min = 0, max = 40) int y,
            @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = permutation(n, rng);
        int[] p2 = permutation(n, rng);
        int a = Math.min(x % (n + 1), y % (n + 1));
        int b = Math.max(x % (n + 1), y % (n + 1));
        int[] c1 = new int[n];
        int[] c2 = new int[n];
        OrderCrossover.of().cross(p1, p2, c1, c2, ScriptedRandom.of(x % (n + 1), y % (n + 1)));
        checkOxChild(p1, p2, a, b, c1);
        checkOxChild(p2, p1, a, b, c2);
    }

    private static void checkOxChild(int[] segment, int[] order, int a, int b, int[] child) {
        int n = segment.length;
        assertNull(Encoding.PERMUTATION.invalidReason(child, n));
        boolean[] inSegment = new boolean[n];
        for (int i = a; i < b; i++) {
            assertEquals(segment[i], child[i], "segment gene " + i);
            inSegment[segment[i]] = true;
        }
        List<Integer> expected = new ArrayList<>();
        List<Integer> actual = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            int v = order[(b + t) % n];
            if (!inSegment[v]) {
                expected.add(v);
            }
        }
        for (int t = 0; t < n - (b - a); t++) {
            actual.add(child[(b + t) % n]);
        }
        assertEquals(expected, actual, "the other places follow the order parent");
    }

    @Test
    void oxTextbookExample() {
        int[] p1 = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] p2 = {7, 2, 5, 3, 1, 0, 6, 4};
        int[] c1 = new int[8];
        OrderCrossover.of().cross(p1, p2, c1, null, ScriptedRandom.of(6, 3));
        // Segment [3, 6) = 3 4 5; p2 from place 6 on: 6 4 7 2 5 3 1 0 -> without 3 4 5: 6 7 2 1 0.
        assertArrayEquals(new int[] {2, 1, 0, 3, 4, 5, 6, 7}, c1);
    }

    @Property(tries = 1000)
    void cxChildrenTakeEveryGeneFromAParentInPlace(@ForAll @IntRange(min = 1, max = 60) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] p1 = permutation(n, rng);
        int[] p2 = permutation(n, rng);
        int[] c1 = new int[n];
        int[] c2 = new int[n];
        CycleCrossover.of().cross(p1, p2, c1, c2, rng);
        assertNull(Encoding.PERMUTATION.invalidReason(c1, n));
        assertNull(Encoding.PERMUTATION.invalidReason(c2, n));
        for (int i = 0; i < n; i++) {
            boolean straight = c1[i] == p1[i] && c2[i] == p2[i];
            boolean crossed = c1[i] == p2[i] && c2[i] == p1[i];
            assertTrue(straight || crossed, "gene " + i + " keeps its place in a parent");
        }
        // The cycle through position 0 comes from parent 1 in child 1.
        int[] where = new int[n];
        for (int i = 0; i < n; i++) {
            where[p1[i]] = i;
        }
        int i = 0;
        do {
            assertEquals(p1[i], c1[i], "first cycle, position " + i);
            i = where[p2[i]];
        } while (i != 0);
    }

    @Test
    void cxTextbookExample() {
        int[] p1 = {0, 1, 2, 3, 4, 5, 6, 7};
        int[] p2 = {7, 4, 1, 0, 2, 5, 3, 6};
        int[] c1 = new int[8];
        int[] c2 = new int[8];
        // Cycles {0, 7, 6, 3}, {1, 4, 2}, {5}: p1, p2, p1. No random draw is made.
        CycleCrossover.of().cross(p1, p2, c1, c2, ScriptedRandom.of());
        assertArrayEquals(new int[] {0, 4, 1, 3, 2, 5, 6, 7}, c1);
        assertArrayEquals(new int[] {7, 1, 2, 0, 4, 5, 3, 6}, c2);
    }
}
