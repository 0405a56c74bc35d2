package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Example;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The O(N) and O(N²) conflict counters agree on random boards of many sizes. */
class ConflictsPropertiesTest {

    /** A random one-queen-per-column board of size 1..200. */
    @Provide
    Arbitrary<int[]> boards() {
        return Arbitraries.integers().between(1, 200).flatMap(n ->
                Arbitraries.integers().between(0, n - 1).array(int[].class).ofSize(n));
    }

    /** A row-major grid of size 1..40 with a random density of queens. */
    record Grid(int n, int[] cells) {}

    @Provide
    Arbitrary<Grid> grids() {
        return Arbitraries.integers().between(1, 40).flatMap(n ->
                Arbitraries.integers().between(1, 100).flatMap(percent ->
                        Arbitraries.integers().between(0, 99).map(x -> x < percent ? 1 : 0)
                                .array(int[].class).ofSize(n * n)
                                .map(cells -> new Grid(n, cells))));
    }

    @Property(tries = 2000)
    void linearCountEqualsPairwiseCount(@ForAll("boards") int[] rows) {
        assertEquals(Conflicts.pairsPairwise(rows), Conflicts.pairs(rows));
    }

    @Property(tries = 500)
    void gridCountEqualsGridPairwiseCount(@ForAll("grids") Grid g) {
        assertEquals(Conflicts.pairsOnGridPairwise(g.cells(), g.n()), Conflicts.pairsOnGrid(g.cells(), g.n()));
    }

    @Property(tries = 500)
    void aBoardDrawnOnAGridHasTheSameConflicts(@ForAll("boards") int[] rows) {
        int n = rows.length;
        int[] cells = Encoding.BINARY.fromBoard(Board.of(rows));
        assertEquals(Conflicts.pairs(rows), Conflicts.pairsOnGrid(cells, n));
    }

    @Property(tries = 200)
    void permutationsOnlyConflictOnDiagonals(@ForAll("boards") int[] rows) {
        Board p = Board.randomPermutation(rows.length, new Random(rows.length * 31L + rows[0]));
        assertEquals(Conflicts.pairsPairwise(p.toArray()), p.attackingPairs());
    }

    @Example
    void seededSweepOverSizesShrinkingAndGrowing() {
        // The linear counter reuses per-thread buffers sized for the largest board so far; sizes
        // going down and up again must not leave stale tallies behind.
        Random rng = new Random(20240601);
        int[] sizes = {500, 1, 2, 3, 7, 8, 499, 4, 64, 1000, 9, 5};
        for (int n : sizes) {
            for (int k = 0; k < 20; k++) {
                int[] rows = Board.random(n, rng).toArray();
                assertEquals(Conflicts.pairsPairwise(rows), Conflicts.pairs(rows), "n = " + n);
            }
        }
    }

    @Example
    void aSolutionHasNoConflictsInEitherCounter() {
        int[] solution = {3, 7, 4, 2, 0, 6, 1, 5};
        assertEquals(0, Conflicts.pairs(solution));
        assertEquals(0, Conflicts.pairsPairwise(solution));
        assertEquals(0, Conflicts.pairsOnGrid(Encoding.BINARY.fromBoard(Board.of(solution)), 8));
    }
}
