package io.nqueens.board;

import io.nqueens.board.Board;
import io.nqueens.board.Conflicts;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NeighbourhoodTest {

    @Test
    void everySingleQueenMoveOnce() {
        Board b = Board.of(0, 0, 0, 0, 0, 0, 0, 0);
        List<Board> all = Neighbourhood.of(b);
        assertEquals(56, all.size());
        assertEquals(56, Neighbourhood.size(8));
        assertEquals(56, new HashSet<>(all).size());
        for (Board x : all) {
            int changed = 0;
            for (int c = 0; c < 8; c++) {
                changed += x.row(c) != b.row(c) ? 1 : 0;
            }
            assertEquals(1, changed, x.toString());
        }
        assertEquals(Board.of(1, 0, 0, 0, 0, 0, 0, 0), all.get(0));
        assertEquals(Board.of(0, 0, 0, 0, 0, 0, 0, 7), all.get(55));
    }

    @Test
    void bestIsAFewestPairsNeighbour() {
        Board b = Board.of(4, 2, 0, 6, 1, 7, 5, 5); // one move from the solution 4 2 0 6 1 7 5 3
        Board best = Neighbourhood.best(b);
        assertEquals(0, best.attackingPairs());
        long min = Neighbourhood.of(b).stream().mapToLong(Board::attackingPairs).min().orElseThrow();
        Board random = Board.of(3, 1, 4, 1, 5, 2, 6, 5);
        Board bestOfRandom = Neighbourhood.best(random);
        long minRandom = Neighbourhood.of(random).stream().mapToLong(x -> Conflicts.pairsPairwise(x.toArray()))
                .min().orElseThrow();
        assertEquals(0, min);
        assertEquals(minRandom, bestOfRandom.attackingPairs());
        assertTrue(Neighbourhood.of(random).contains(bestOfRandom));
    }

    @Test
    void bestIsTheFirstFewestPairsNeighbourInListingOrder() {
        // The O(1) move scores against a full count of every listed neighbour, ties included.
        java.util.SplittableRandom rng = new java.util.SplittableRandom(5);
        for (int trial = 0; trial < 300; trial++) {
            int n = 2 + rng.nextInt(29);
            Board b = trial % 2 == 0 ? Board.random(n, rng) : Board.randomPermutation(n, rng);
            Board expected = null;
            long fewest = Long.MAX_VALUE;
            for (Board x : Neighbourhood.of(b)) {
                long p = Conflicts.pairsPairwise(x.toArray());
                if (p < fewest) {
                    fewest = p;
                    expected = x;
                }
            }
            assertEquals(expected, Neighbourhood.best(b), b.toString());
        }
    }

    @Test
    void edgeCases() {
        assertNull(Neighbourhood.best(Board.of(0)));
        assertEquals(0, Neighbourhood.of(Board.of(0)).size());
        assertEquals(0, Neighbourhood.size(1));
        var e = assertThrows(IllegalArgumentException.class, () -> Neighbourhood.of(Board.random(101,
                new java.util.SplittableRandom(1))));
        assertTrue(e.getMessage().contains("at most 100"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Neighbourhood.of(null));
    }
}
