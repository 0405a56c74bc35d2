package io.nqueens.memetic;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.board.Conflicts;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static io.nqueens.testing.Messages.assertMessage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConflictDirectedSwapTest {

    @Property(tries = 300)
    void keepsAPermutation(@ForAll @IntRange(min = 1, max = 300) int n,
                           @ForAll @IntRange(min = 1, max = 20) int moves,
                           @ForAll @IntRange(min = 1, max = 64) int partners,
                           @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        ConflictDirectedSwap.of(partners).attempts(4).moves(moves).mutate(genes, rng);
        assertNull(Encoding.PERMUTATION.invalidReason(genes, n));
    }

    /**
     * With every partner examined, one move either lowers the conflicts or swaps an attacked
     * queen that had no improving partner at all.
     */
    @Property(tries = 300)
    void aMoveImprovesWheneverTheChosenQueenCan(@ForAll @IntRange(min = 4, max = 40) int n, @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] before = Encoding.PERMUTATION.randomGenome(n, rng);
        long pairsBefore = Conflicts.pairs(before);
        if (pairsBefore == 0) {
            return;
        }
        int[] genes = before.clone();
        ConflictDirectedSwap.of(n).mutate(genes, rng);
        long pairsAfter = Conflicts.pairs(genes);
        int a = -1;
        int b = -1;
        for (int c = 0; c < n; c++) {
            if (genes[c] != before[c]) {
                if (a < 0) {
                    a = c;
                } else {
                    b = c;
                }
            }
        }
        assertTrue(a >= 0 && b >= 0, "a move always swaps two columns");
        if (pairsAfter < pairsBefore) {
            return;
        }
        DiagonalCounters dc = DiagonalCounters.of(before.clone());
        boolean explained = false;
        for (int q : new int[] {a, b}) {
            if (dc.isAttacked(q) && bestDelta(dc, q) >= 0) {
                explained = true;
            }
        }
        assertTrue(explained, "no improvement although the moved queen had an improving partner");
    }

    private static int bestDelta(DiagonalCounters dc, int q) {
        int best = Integer.MAX_VALUE;
        for (int j = 0; j < dc.size(); j++) {
            if (j != q) {
                best = Math.min(best, dc.swapDelta(q, j));
            }
        }
        return best;
    }

    @Test
    void aSolutionIsLeftAlone() {
        int[] solution = {0, 4, 7, 5, 2, 6, 1, 3};
        int[] genes = solution.clone();
        ConflictDirectedSwap.of().moves(10).mutate(genes, new SplittableRandom(2));
        assertArrayEquals(solution, genes);
    }

    @Test
    void findsARareAttackedQueenByScanning() {
        // One attacked pair among 2,000 queens: random draws rarely hit it, the scan does.
        int n = 2_000;
        SplittableRandom rng = new SplittableRandom(5);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        Repair.of(10_000).repair(genes, rng);
        assertEquals(0, Conflicts.pairs(genes));
        int a = 0;
        int b = 1;
        while (true) {
            int[] t = genes.clone();
            t[a] = genes[b];
            t[b] = genes[a];
            if (Conflicts.pairs(t) > 0) {
                genes = t;
                break;
            }
            b++;
        }
        long before = Conflicts.pairs(genes);
        ConflictDirectedSwap.of(n).attempts(1).mutate(genes, rng);
        assertTrue(Conflicts.pairs(genes) < before, "the best partner of an attacked queen undoes the damage");
    }

    @Test
    void manyMovesSolveAMediumBoard() {
        int n = 64;
        SplittableRandom rng = new SplittableRandom(11);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        ConflictDirectedSwap.of().moves(100_000).mutate(genes, rng);
        assertEquals(0, Conflicts.pairs(genes));
    }

    @Test
    void asTheMutationOfAGaItSolvesThirtyTwoQueens() {
        Engine engine = Engine.builder(Encoding.PERMUTATION, 32)
                .populationSize(20)
                .mutation(ConflictDirectedSwap.of(), 1.0)
                .replacement(Replacement.elitism(2))
                .maxGenerations(2_000)
                .build();
        RunResult result = engine.runToEnd(1);
        assertTrue(result.solved());
        assertTrue(result.bestBoard().isSolution());
    }

    @Test
    void badParametersAreRejectedNamingThem() {
        assertMessage(() -> ConflictDirectedSwap.of(0), "partners must be in [1, 1000000], was 0");
        assertMessage(() -> ConflictDirectedSwap.of().attempts(0), "attempts must be in [1, 1000000], was 0");
        assertMessage(() -> ConflictDirectedSwap.of().moves(-1), "moves must be in [1, 1000000], was -1");
        assertMessage(() -> ConflictDirectedSwap.of().mutate(new int[] {0, 1, 1}, new SplittableRandom(1)),
                "repeats a row");
        assertFalse(ConflictDirectedSwap.of().accepts(Encoding.BINARY));
        assertTrue(ConflictDirectedSwap.of().accepts(Encoding.PERMUTATION));
    }
}
