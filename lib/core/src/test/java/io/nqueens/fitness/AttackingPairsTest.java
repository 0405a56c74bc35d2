package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Document 004's attack count on integer vectors (0-based rows, index = column). */
class AttackingPairsTest {
    private final AttackingPairs fitness = AttackingPairs.of(Encoding.INTEGER);

    @Test
    void document004sExampleHasOneDiagonalPair() {
        // [2,7,3,0,5,1,4,6]: all rows distinct, row - column is 1 for columns 2 (row 3) and
        // 4 (row 5), every row + column differs: exactly one attacking pair.
        assertEquals(1, fitness.evaluate(new int[] {2, 7, 3, 0, 5, 1, 4, 6}, 8));
    }

    @Test
    void aSolutionHasNone() {
        assertEquals(0, fitness.evaluate(new int[] {0, 4, 7, 5, 2, 6, 1, 3}, 8));
        assertEquals(0, fitness.optimum(8));
        assertEquals(Direction.MINIMIZE, fitness.direction());
    }

    @Test
    void handCountedRowsAndDiagonals() {
        assertEquals(28, fitness.evaluate(new int[8], 8)); // one row: C(8,2)
        assertEquals(28, fitness.evaluate(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, 8)); // one diagonal
        assertEquals(28, fitness.evaluate(new int[] {7, 6, 5, 4, 3, 2, 1, 0}, 8)); // one anti-diagonal
        // Columns 0 and 2 share row 1; columns 2 and 3 (rows 1, 0) share a diagonal; no other pair.
        assertEquals(2, fitness.evaluate(new int[] {1, 3, 1, 0}, 4));
    }

    @Test
    void agreesWithTheGridCountOnBinaryGenomes() {
        AttackingPairs grid = AttackingPairs.of(Encoding.BINARY);
        int[] cells = Encoding.BINARY.fromBoard(Board.of(2, 7, 3, 0, 5, 1, 4, 6));
        assertEquals(1, grid.evaluate(cells, 8));
    }
}
