package io.nqueens.memetic;

import io.nqueens.board.Encoding;
import io.nqueens.board.Conflicts;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiagonalCountersTest {

    @Property(tries = 300)
    void swapDeltaEqualsTheFullRecount(@ForAll @IntRange(min = 2, max = 300) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] rows = Encoding.PERMUTATION.randomGenome(n, rng);
        DiagonalCounters dc = DiagonalCounters.of(rows);
        assertEquals(Conflicts.pairs(rows), dc.pairs());
        for (int step = 0; step < 50; step++) {
            int i = rng.nextInt(n);
            int j = rng.nextInt(n);
            long before = Conflicts.pairs(rows);
            int delta = dc.swapDelta(i, j);
            int[] swapped = rows.clone();
            swapped[i] = rows[j];
            swapped[j] = rows[i];
            assertEquals(Conflicts.pairs(swapped) - before, delta, "delta of swap " + i + "<->" + j);
            dc.applySwap(i, j);
            assertEquals(swapped[i], rows[i]);
            assertEquals(swapped[j], rows[j]);
            assertEquals(before + delta, dc.pairs());
            assertEquals(Conflicts.pairs(rows), dc.pairs());
        }
    }

    @Property(tries = 100)
    void countersMatchAFreshLoadAfterManySwaps(@ForAll @IntRange(min = 2, max = 300) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] rows = Encoding.PERMUTATION.randomGenome(n, rng);
        DiagonalCounters dc = DiagonalCounters.of(rows);
        for (int step = 0; step < 200; step++) {
            dc.applySwap(rng.nextInt(n), rng.nextInt(n));
        }
        DiagonalCounters fresh = DiagonalCounters.of(rows.clone());
        assertEquals(fresh.pairs(), dc.pairs());
        for (int d = -(n - 1); d <= n - 1; d++) {
            assertEquals(fresh.onDiagonal(d), dc.onDiagonal(d), "diagonal " + d);
        }
        for (int s = 0; s <= 2 * n - 2; s++) {
            assertEquals(fresh.onAntiDiagonal(s), dc.onAntiDiagonal(s), "anti-diagonal " + s);
        }
        for (int c = 0; c < n; c++) {
            assertEquals(attackersByHand(rows, c), dc.attackers(c), "attackers of column " + c);
        }
    }

    private static int attackersByHand(int[] rows, int c) {
        int count = 0;
        for (int k = 0; k < rows.length; k++) {
            if (k != c && Math.abs(rows[k] - rows[c]) == Math.abs(k - c)) {
                count++;
            }
        }
        return count;
    }

    @Test
    void identityHasEveryQueenOnTheMainDiagonal() {
        int[] rows = {0, 1, 2, 3, 4};
        DiagonalCounters dc = DiagonalCounters.of(rows);
        assertEquals(10, dc.pairs());
        assertEquals(5, dc.onDiagonal(0));
        assertEquals(4, dc.attackers(2));
        assertTrue(dc.isAttacked(0));
        assertEquals(0, dc.swapDelta(3, 3));
    }

    @Test
    void aSolutionHasNoAttackedQueen() {
        int[] rows = {1, 3, 0, 2};
        DiagonalCounters dc = DiagonalCounters.of(rows);
        assertEquals(0, dc.pairs());
        for (int c = 0; c < 4; c++) {
            assertFalse(dc.isAttacked(c));
        }
    }

    @Test
    void queensSharingBothKindsOfLineAreCountedOnce() {
        // Columns 0 and 1 share a diagonal; swapping them puts them on a shared anti-diagonal.
        int[] rows = {0, 1};
        DiagonalCounters dc = DiagonalCounters.of(rows);
        assertEquals(1, dc.pairs());
        assertEquals(0, dc.swapDelta(0, 1));
    }

    @Test
    void reloadingReusesTheBuffersAcrossSizes() {
        DiagonalCounters dc = DiagonalCounters.empty();
        int[] big = Encoding.PERMUTATION.randomGenome(50, new SplittableRandom(1));
        assertSame(dc, dc.load(big));
        assertEquals(Conflicts.pairs(big), dc.pairs());
        int[] small = {2, 0, 3, 1};
        dc.load(small);
        assertEquals(4, dc.size());
        assertEquals(0, dc.pairs());
        dc.load(big);
        assertEquals(Conflicts.pairs(big), dc.pairs());
    }

    @Test
    void rejectsGenomesThatAreNotPermutations() {
        var repeated = assertThrows(IllegalArgumentException.class, () -> DiagonalCounters.of(new int[] {0, 2, 2}));
        assertTrue(repeated.getMessage().contains("rows[2]"), repeated.getMessage());
        assertTrue(repeated.getMessage().contains("repeats a row"), repeated.getMessage());
        var outside = assertThrows(IllegalArgumentException.class, () -> DiagonalCounters.of(new int[] {0, 3, 1}));
        assertTrue(outside.getMessage().contains("rows[1] must be in [0, 2], was 3"), outside.getMessage());
        var empty = assertThrows(IllegalArgumentException.class, () -> DiagonalCounters.of(new int[0]));
        assertTrue(empty.getMessage().contains("rows"), empty.getMessage());
        // A rejected genome leaves the counters usable.
        DiagonalCounters dc = DiagonalCounters.empty();
        assertThrows(IllegalArgumentException.class, () -> dc.load(new int[] {1, 1, 0}));
        dc.load(new int[] {1, 2, 0});
        assertEquals(Conflicts.pairs(new int[] {1, 2, 0}), dc.pairs());
    }

    @Test
    void rejectsColumnsOutsideTheBoardAndUseBeforeLoad() {
        DiagonalCounters dc = DiagonalCounters.of(new int[] {1, 3, 0, 2});
        var e = assertThrows(IllegalArgumentException.class, () -> dc.swapDelta(0, 4));
        assertTrue(e.getMessage().startsWith("j must be in [0, 3], was 4"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> dc.applySwap(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> dc.onDiagonal(4));
        assertThrows(IllegalStateException.class, () -> DiagonalCounters.empty().attackers(0));
    }
}
