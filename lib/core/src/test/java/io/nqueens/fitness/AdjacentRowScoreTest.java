package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import io.nqueens.testing.Grids;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Document 002's score {@code maxRow + maxCol - 2 + adjacent-row diagonal hits}, minimised. */
class AdjacentRowScoreTest {
    private final AdjacentRowScore score = AdjacentRowScore.of();

    @Test
    void aRealSolutionScoresZero() {
        assertEquals(0, score.evaluate(Grids.of("0010", "1000", "0001", "0100"), 4)); // 002's example
        int[] eight = Encoding.BINARY.fromBoard(Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6));
        assertEquals(0, score.evaluate(eight, 8));
    }

    @Test
    void zeroDoesNotProveASolution() {
        // One queen per row and column and no diagonal between adjacent rows, but rows 2 and 4
        // hold queens on a diagonal two rows apart (columns 0 and 2), and rows 0 and 3 another.
        int[] cells = Grids.of(
                "01000",
                "00010",
                "10000",
                "00001",
                "00100");
        assertEquals(0, score.evaluate(cells, 5));
        assertEquals(2, Conflicts.pairsOnGrid(cells, 5));
        assertTrue(Conflicts.pairsOnGrid(cells, 5) > 0);
    }

    @Test
    void fewerThanNQueensScoreNSquared() {
        assertEquals(64, score.evaluate(new int[64], 8));
        int[] seven = Encoding.BINARY.fromBoard(Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6));
        seven[4] = 0; // the queen on row 0, column 4
        assertEquals(64, score.evaluate(seven, 8));
        assertEquals(16, score.evaluate(Grids.of("1000", "0100", "0010", "0000"), 4));
    }

    @Test
    void anEmptyRowReadsAsAQueenInTheLastColumn() {
        // 002 reads a row as a binary number and keeps the exponent of its highest bit, mapping
        // an empty row to 0 -- the exponent of a queen in the last column. So the empty row 2
        // matches row 1's last-column queen (no hit) and sits "diagonally" next to row 3's queen
        // in column N-2 (a hit), although row 3's queen attacks nothing.
        int[] cells = Grids.of(
                "1100",
                "0001",
                "0000",
                "0010");
        // maxRow 2 (row 0) + maxCol 1 - 2 + 1 phantom diagonal hit (rows 2/3, not rows 1/2).
        assertEquals(2, score.evaluate(cells, 4));
        assertEquals(1, Conflicts.pairsOnGrid(cells, 4)); // only row 0's pair really attacks
    }

    @Test
    void rowAndColumnCrowdingAddUp() {
        // Three queens in column 0 (rows 0, 1, 3) and one on row 3: maxRow 2, maxCol 3.
        // Exponents 3, 3, 0 (empty), 3: no neighbours differ by exactly 1.
        int[] cells = Grids.of("1000", "1000", "0000", "1001");
        assertEquals(2 + 3 - 2, score.evaluate(cells, 4));
    }

    @Test
    void isMinimisedToZeroOnBinaryGenomes() {
        assertEquals(Direction.MINIMIZE, score.direction());
        assertEquals(0, score.optimum(8));
        assertTrue(score.accepts(Encoding.BINARY));
        assertFalse(score.accepts(Encoding.INTEGER));
    }
}
