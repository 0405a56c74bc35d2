package io.nqueens;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.board.Conflicts;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.solver.Symmetry;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A million queens do not fall over: boards are built, scored, mutated, recombined and evolved
 * for a few generations in O(N) memory, inside the 1 GB heap the tests run with (surefire's
 * -Xmx1g). Only results are checked, never the time taken.
 */
class LargeBoardsTest {
    private static final int N = 1_000_000;

    /** Attacking pairs by tallying rows and both diagonals, k queens on a line making k(k-1)/2 pairs. */
    private static long pairsByLineTally(int[] rows) {
        int n = rows.length;
        int[] row = new int[n];
        int[] diag = new int[2 * n - 1];
        int[] anti = new int[2 * n - 1];
        for (int c = 0; c < n; c++) {
            row[rows[c]]++;
            diag[rows[c] - c + n - 1]++;
            anti[rows[c] + c]++;
        }
        long pairs = 0;
        for (int[] line : List.of(row, diag, anti)) {
            for (int k : line) {
                pairs += (long) k * (k - 1) / 2;
            }
        }
        return pairs;
    }

    /**
     * The classical explicit solution for even N with N mod 6 ≠ 2 (a million is 4 mod 6): the
     * first half of the columns take the odd rows 1, 3, 5, ..., the second half the even rows.
     */
    private static int[] explicitSolution(int n) {
        int[] rows = new int[n];
        for (int c = 0; c < n / 2; c++) {
            rows[c] = 2 * c + 1;
            rows[n / 2 + c] = 2 * c;
        }
        return rows;
    }

    private static void assertPermutation(int[] genes, String what) {
        assertEquals(N, genes.length, what);
        assertNull(Encoding.PERMUTATION.invalidReason(genes, N), what);
    }

    @Test
    void aMillionQueensAreBuiltAndScored() {
        assertEquals(4, N % 6);
        SplittableRandom rng = new SplittableRandom(1);
        Board random = Board.randomPermutation(N, rng);
        assertEquals(N, random.size());
        assertTrue(random.isPermutation());
        int[] rows = random.toArray();
        long pairs = Conflicts.pairs(rows);
        assertEquals(pairsByLineTally(rows), pairs);
        assertEquals(pairs, random.attackingPairs());
        assertEquals(pairs, Encoding.PERMUTATION.attackingPairs(rows, N));

        Board solution = Board.of(explicitSolution(N));
        assertTrue(solution.isSolution());
        assertEquals(0, Conflicts.pairs(solution.toArray()));
        assertTrue(Symmetry.ROTATE_90.apply(solution).isSolution());
        assertEquals(solution, Encoding.PERMUTATION.toBoard(Encoding.PERMUTATION.fromBoard(solution), N));

        long all = (long) N * (N - 1) / 2; // 499,999,500,000: beyond int, as a long must hold it
        assertEquals(all, Conflicts.pairs(new int[N]), "every queen on one row");
        int[] diagonal = new int[N];
        for (int c = 0; c < N; c++) {
            diagonal[c] = c;
        }
        assertEquals(all, Conflicts.pairs(diagonal), "every queen on one diagonal");

        Board anyRows = Board.random(N, rng);
        assertEquals(pairsByLineTally(anyRows.toArray()), anyRows.attackingPairs());
    }

    @Test
    void aMillionQueensAreMutatedAndStayPermutations() {
        SplittableRandom rng = new SplittableRandom(2);
        int[] genes = Encoding.PERMUTATION.randomGenome(N, rng);
        assertPermutation(genes, "random genome");

        int[] before = genes.clone();
        Swap.of().mutate(genes, rng);
        assertPermutation(genes, "swap");
        int changed = 0;
        for (int i = 0; i < N; i++) {
            changed += genes[i] != before[i] ? 1 : 0;
        }
        assertEquals(2, changed, "one swap changes exactly two genes");

        for (Mutation m : List.<Mutation>of(Inversion.of(), ShuffleIndexes.of(2.0 / N), ShuffleIndexes.of(0.001),
                Swap.pyevolve(0.02))) {
            m.mutate(genes, rng);
            assertPermutation(genes, m.toString());
        }
    }

    @Test
    void twoMillionQueenPermutationsAreRecombinedIntoPermutations() {
        SplittableRandom rng = new SplittableRandom(3);
        int[] p1 = Encoding.PERMUTATION.randomGenome(N, rng);
        int[] p2 = Encoding.PERMUTATION.randomGenome(N, rng);
        int[] c1 = new int[N];
        int[] c2 = new int[N];
        for (Crossover x : List.<Crossover>of(Pmx.of(), OrderCrossover.of(), CycleCrossover.of())) {
            x.cross(p1, p2, c1, c2, rng);
            assertPermutation(c1, x + " first child");
            assertPermutation(c2, x + " second child");
        }
    }

    @Test
    void aMillionQueenEngineRunsAFewGenerations() {
        // The defaults for permutations: PMX, swap, tournament, elitism of 1, attacking pairs.
        Engine engine = Engine.builder(Encoding.PERMUTATION, N).populationSize(4).trackDiversity(false)
                .maxGenerations(3).build();
        RunResult r = engine.runToEnd(5);
        assertEquals(StopReason.MAX_GENERATIONS, r.stopReason());
        assertEquals(3, r.generations());
        assertEquals(4, r.history().size());
        for (Generation g : r.history()) {
            assertNull(g.bestGenes(), "a million genes are not copied into every generation record");
            assertEquals(-1, g.diversity());
        }
        assertPermutation(r.bestGenes(), "best genome");
        assertEquals(r.bestFitness(), (double) Conflicts.pairs(r.bestGenes()));
        // Each child made by crossover or mutation is scored once; plain copies keep their parent's score.
        assertTrue(r.evaluations() > 4, "the initial population and some children were scored");
        assertTrue(r.evaluations() <= 4 + 3 * engine.settings().replacement().offspringCount(4), "at most every child once");
        assertEquals(N, r.bestBoard().size());
    }
}
