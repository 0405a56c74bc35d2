package io.nqueens.fitness;

import io.nqueens.board.Conflicts;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The linear counter reuses per-thread tallies. A row outside the board used to escape as an
 * ArrayIndexOutOfBoundsException that left the tallies dirty (every later count on that thread
 * was wrong), or, after a larger board on the same thread, to give a meaningless count silently.
 * The pairwise references reject the same input, down to the first value past the board.
 */
class ConflictsBadRowsTest {

    private static final int[] FOUR_QUEENS = {1, 3, 0, 2};

    @Test
    void aRowOutsideTheBoardIsRejectedNamingItsColumn() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Conflicts.pairs(new int[] {0, 9}));
        assertEquals("rows[1] must be in [0, 1] for board size 2, was 9", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Conflicts.pairs(new int[] {1, 2, -1}));
        assertEquals("rows[2] must be in [0, 2] for board size 3, was -1", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Conflicts.pairs(null));
        assertEquals("rows must not be null", e.getMessage());
    }

    @Test
    void aRejectedBoardLeavesLaterCountsRight() {
        assertEquals(0, Conflicts.pairs(FOUR_QUEENS));
        for (int[] bad : new int[][] {{0, 9}, {-1, 0}, {3, 2, 1, 0, 5}, {0, 0, 0, 7}}) {
            assertThrows(IllegalArgumentException.class, () -> Conflicts.pairs(bad));
            assertEquals(0, Conflicts.pairs(FOUR_QUEENS));
            assertEquals(6, Conflicts.pairs(new int[] {0, 0, 0, 0}));
        }
    }

    @Test
    void aRowBeyondTheBoardIsRejectedEvenWhenTheTalliesAreLarger() {
        Conflicts.pairs(new int[1000]); // grows this thread's tallies to 1,000 rows
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Conflicts.pairs(new int[] {0, 3}));
        assertEquals("rows[1] must be in [0, 1] for board size 2, was 3", e.getMessage());
        assertEquals(0, Conflicts.pairs(FOUR_QUEENS));
    }

    @Test
    void thePairwiseReferencesRejectTheFirstValuePastTheBoard() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Conflicts.pairsPairwise(new int[] {0, 2}));
        assertEquals("rows[1] must be in [0, 1] for board size 2, was 2", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Conflicts.pairsOnGridPairwise(new int[15], 4));
        assertEquals("cells.length must be in [16, 16], was 15", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Conflicts.pairsOnGridPairwise(new int[17], 4));
        assertEquals("cells.length must be in [16, 16], was 17", e.getMessage());
    }
}
