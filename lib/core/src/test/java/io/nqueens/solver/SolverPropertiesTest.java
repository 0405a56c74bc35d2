package io.nqueens.solver;

import io.nqueens.board.Board;
import io.nqueens.board.Conflicts;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exact solver against independent references, beyond SolutionsTest's counts and symmetry
 * checks: for N = 1..9 it returns exactly the permutations that the O(N²) pairwise count finds
 * conflict-free (every board valid, none missing); the eight symmetries split that set into whole
 * orbits, one per fundamental solution; symmetries keep any permutation's conflict count.
 */
class SolverPropertiesTest {

    /** Every permutation of 0..n-1 with no attacking pair by the pairwise reference. O(n! n²). */
    private static Set<Board> bruteForce(int n) {
        Set<Board> found = new HashSet<>();
        int[] rows = new int[n];
        for (int i = 0; i < n; i++) {
            rows[i] = i;
        }
        // Heap's algorithm visits every permutation once.
        int[] c = new int[n];
        if (Conflicts.pairsPairwise(rows) == 0) {
            found.add(Board.of(rows));
        }
        int i = 1;
        while (i < n) {
            if (c[i] < i) {
                int j = i % 2 == 0 ? 0 : c[i];
                int t = rows[j];
                rows[j] = rows[i];
                rows[i] = t;
                if (Conflicts.pairsPairwise(rows) == 0) {
                    found.add(Board.of(rows));
                }
                c[i]++;
                i = 1;
            } else {
                c[i] = 0;
                i++;
            }
        }
        return found;
    }

    @Example
    void theSolverReturnsExactlyTheConflictFreePermutationsUpTo9() {
        for (int n = 1; n <= 9; n++) {
            List<Board> listed = Solutions.all(n);
            Set<Board> expected = bruteForce(n);
            assertEquals(expected, new HashSet<>(listed), "N = " + n);
            assertEquals(listed.size(), new HashSet<>(listed).size(), "N = " + n + ": no repeats");
            assertEquals(expected.size(), Solutions.count(n), "N = " + n);
            for (Board b : listed) {
                assertEquals(n, b.size());
                assertTrue(b.isPermutation(), b::toString);
                assertEquals(0, Conflicts.pairsPairwise(b.toArray()), b::toString);
            }
        }
    }

    @Example
    void theSymmetriesSplitTheSolutionsIntoOneWholeOrbitPerFundamentalSolution() {
        for (int n = 1; n <= 9; n++) {
            Set<Board> all = new HashSet<>(Solutions.all(n));
            Set<Board> seen = new HashSet<>();
            int orbits = 0;
            for (Board b : all) {
                if (seen.contains(b)) {
                    continue;
                }
                Set<Board> orbit = Symmetry.orbit(b);
                assertTrue(all.containsAll(orbit), "N = " + n + ": the orbit of " + b + " leaves the solutions");
                assertTrue(Set.of(1, 2, 4, 8).contains(orbit.size()), "orbit size " + orbit.size());
                Board canonical = Symmetry.canonical(b);
                assertTrue(orbit.contains(canonical));
                for (Board image : orbit) {
                    assertEquals(canonical, Symmetry.canonical(image), "one canonical form per orbit");
                }
                seen.addAll(orbit);
                orbits++;
            }
            assertEquals(all, seen);
            assertEquals(Solutions.countFundamental(n), orbits, "N = " + n);
        }
    }

    @Property(tries = 300)
    void aPermutationIsASolutionExactlyWhenTheSolverListsIt(@ForAll @IntRange(min = 1, max = 9) int n,
            @ForAll long seed) {
        Board b = Board.randomPermutation(n, new SplittableRandom(seed));
        assertEquals(Solutions.all(n).contains(b), b.isSolution(), b::toString);
    }

    @Property(tries = 300)
    void everySymmetryKeepsAPermutationsConflictCount(@ForAll @IntRange(min = 1, max = 40) int n,
            @ForAll long seed) {
        Board b = Board.randomPermutation(n, new SplittableRandom(seed));
        for (Symmetry s : Symmetry.values()) {
            Board image = s.apply(b);
            assertTrue(image.isPermutation());
            assertEquals(b.attackingPairs(), image.attackingPairs(), s + " of " + b);
        }
    }

    @Property(tries = 300)
    void theColumnKeepingSymmetriesKeepAnyBoardsConflictCount(@ForAll @IntRange(min = 1, max = 40) int n,
            @ForAll long seed) {
        Board b = Board.random(n, new SplittableRandom(seed));
        for (Symmetry s : Symmetry.values()) {
            if (s.keepsColumns()) {
                assertEquals(b.attackingPairs(), s.apply(b).attackingPairs(), s + " of " + b);
            }
        }
    }
}
