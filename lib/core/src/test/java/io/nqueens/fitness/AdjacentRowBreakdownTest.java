package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.testing.Grids;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AdjacentRowBreakdownTest {

    @Test
    void termsOfASmallBoard() {
        AdjacentRowBreakdown b = AdjacentRowBreakdown.of(Grids.of("1010", "0001", "0000", "0001"), 4);
        assertArrayEquals(new int[] {2, 1, 0, 1}, b.rowSums());
        assertArrayEquals(new int[] {1, 0, 1, 2}, b.columnSums());
        // 1010 = 10 -> 3; 0001 = 1 -> 0; empty -> 0; 0001 -> 0
        assertArrayEquals(new int[] {3, 0, 0, 0}, b.exponents());
        assertEquals(0, b.diagonalHits());
        assertEquals(2 + 2 - 2 + 0, b.score());
        assertEquals("max row 2 + max column 2 - 2 + 0 hits = 2", b.toString());

        Table t = b.table();
        assertEquals(4, t.rowCount());
        assertEquals("1010", t.stringColumn("cells").get(0));
        assertEquals(10L, t.longColumn("value").get(0));
        assertTrue(t.intColumn("gap").isMissing(0));
        assertEquals(3, t.intColumn("gap").get(1));
    }

    @Test
    void adjacentDiagonalsAreHits() {
        AdjacentRowBreakdown b = AdjacentRowBreakdown.of(Grids.of("1000", "0100", "0010", "0001"), 4);
        assertArrayEquals(new int[] {3, 2, 1, 0}, b.exponents());
        assertEquals(3, b.diagonalHits());
        assertEquals(3, b.score());
        assertTrue(b.table().booleanColumn("diagonal_hit").get(3));
    }

    @Test
    void sparseBoardsScoreNSquared() {
        AdjacentRowBreakdown b = AdjacentRowBreakdown.of(Grids.of("100", "000", "001"), 3);
        assertTrue(b.sparse());
        assertEquals(9, b.score());
        assertEquals("2 queens < 3, so the score is N² = 9", b.toString());
    }

    @Test
    void agreesWithTheScoreOnRandomGenomes() {
        AdjacentRowScore score = AdjacentRowScore.of();
        SplittableRandom rng = new SplittableRandom(11);
        for (int n : new int[] {1, 2, 4, 5, 8, 13}) {
            for (int k = 0; k < 300; k++) {
                int[] cells;
                if (k % 2 == 0) {
                    cells = Encoding.BINARY.randomGenome(n, rng);
                } else {
                    cells = new int[n * n];
                    for (int i = 0; i < cells.length; i++) {
                        cells[i] = rng.nextInt(4) == 0 ? 1 : 0;
                    }
                }
                assertEquals(score.evaluate(cells, n), AdjacentRowBreakdown.of(cells, n).score(),
                        "n=" + n + " k=" + k);
            }
        }
    }

    @Test
    void aSolutionScoresZero() {
        int[] cells = Encoding.BINARY.fromBoard(Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6));
        AdjacentRowBreakdown b = AdjacentRowBreakdown.of(cells, 8);
        assertFalse(b.sparse());
        assertEquals(0, b.score());
        assertEquals(8, b.queens());
    }

    @Test
    void largeBoardsLeaveTheValueOut() {
        int n = AdjacentRowBreakdown.MAX_VALUE_SIZE + 1;
        int[] cells = new int[n * n];
        cells[0] = 1;
        Table t = AdjacentRowBreakdown.of(cells, n).table();
        assertTrue(t.longColumn("value").isMissing(0));
        assertEquals(n - 1, t.intColumn("exponent").get(0));
    }

    @Test
    void rejectsBadInput() {
        assertThrows(IllegalArgumentException.class, () -> AdjacentRowBreakdown.of(new int[8], 3));
        assertThrows(IllegalArgumentException.class, () -> AdjacentRowBreakdown.of(new int[] {2}, 1));
        assertThrows(IllegalArgumentException.class, () -> AdjacentRowBreakdown.of(null, 1));
    }
}
