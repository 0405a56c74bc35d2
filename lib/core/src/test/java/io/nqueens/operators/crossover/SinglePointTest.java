package io.nqueens.operators.crossover;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The three single-point factories differ only in their range of cuts. */
class SinglePointTest {

    /** The set of cuts seen, read off child 1 = p1[:cut] + p2[cut:] with p1 all 0s and p2 all 1s. */
    private static TreeSet<Integer> cuts(SinglePoint op, int length) {
        int[] p1 = new int[length];
        int[] p2 = new int[length];
        Arrays.fill(p2, 1);
        TreeSet<Integer> seen = new TreeSet<>();
        SplittableRandom rng = new SplittableRandom(3);
        for (int t = 0; t < 2_000; t++) {
            int[] c1 = new int[length];
            int[] c2 = new int[length];
            op.cross(p1, p2, c1, c2, rng);
            int cut = 0;
            while (cut < length && c1[cut] == 0) {
                cut++;
            }
            for (int i = 0; i < length; i++) {
                assertEquals(i < cut ? 0 : 1, c1[i]);
                assertEquals(i < cut ? 1 : 0, c2[i]);
            }
            seen.add(cut);
        }
        return seen;
    }

    @Test
    void cutRanges() {
        assertEquals(range(1, 7), cuts(SinglePoint.interior(), 8));
        assertEquals(range(0, 8), cuts(SinglePoint.anyCut(), 8));
        assertEquals(range(0, 7), cuts(SinglePoint.belowLength(), 8));
    }

    private static TreeSet<Integer> range(int lo, int hi) {
        TreeSet<Integer> s = new TreeSet<>();
        for (int i = lo; i <= hi; i++) {
            s.add(i);
        }
        return s;
    }
}
