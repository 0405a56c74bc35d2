package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code N² - threats}: document 003's count and the kit's line-of-sight reading of "threats". */
class ThreatFitnessTest {
    private static final Board SOLUTION = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6);

    @Test
    void aSolutionScores64InBothReadingsAndEncodings() {
        int[] grid = Encoding.ONE_HOT_ROWS.fromBoard(SOLUTION);
        for (ThreatFitness f : new ThreatFitness[] {ThreatFitness.countingEveryQueen(), ThreatFitness.lineOfSight()}) {
            assertEquals(64, f.evaluate(SOLUTION.toArray(), 8), f.name());
            assertEquals(64, f.evaluate(grid, 8), f.name());
            assertEquals(64, f.optimum(8), f.name());
        }
    }

    @Test
    void threeQueensInOneColumnAreSixThreatsOrFourInLineOfSight() {
        // Queens on rows 0, 2 and 4 of column 0 and nowhere else: 3 pairs share the column.
        // Counting every queen: each sees the other two, 3 × 2 = 6. In line of sight the middle
        // queen sees two and the end queens one each (the far one is hidden): 4.
        int[] grid = new int[64];
        grid[0] = grid[2 * 8] = grid[4 * 8] = 1;
        assertEquals(6, ThreatFitness.threats(grid, 8, false));
        assertEquals(4, ThreatFitness.threats(grid, 8, true));
        assertEquals(58, ThreatFitness.countingEveryQueen().evaluate(grid, 8));
        assertEquals(60, ThreatFitness.lineOfSight().evaluate(grid, 8));
    }

    @Test
    void vectorAndGridGenomesOfTheSameBoardAgree() {
        Board b = Board.ofOneBased(3, 2, 7, 4, 8, 5, 5, 2); // 5 attacking pairs
        int[] grid = Encoding.BINARY.fromBoard(b);
        for (ThreatFitness f : new ThreatFitness[] {ThreatFitness.countingEveryQueen(), ThreatFitness.lineOfSight()}) {
            assertEquals(f.evaluate(grid, 8), f.evaluate(b.toArray(), 8), f.name());
        }
        assertEquals(64 - 2 * 5, ThreatFitness.countingEveryQueen().evaluate(b.toArray(), 8));
        // Three queens on row 0 (columns 0, 2 and 5; no other line is shared): the readings differ, 6 threats
        // against 4 in line of sight, and each encoding must use the reading it was asked for.
        Board three = Board.of(0, 3, 0, 4, 7, 0, 2, 6);
        int[] cells = Encoding.BINARY.fromBoard(three);
        for (ThreatFitness f : new ThreatFitness[] {ThreatFitness.countingEveryQueen(), ThreatFitness.lineOfSight()}) {
            assertEquals(f.evaluate(cells, 8), f.evaluate(three.toArray(), 8), f.name());
        }
        assertEquals(58, ThreatFitness.countingEveryQueen().evaluate(three.toArray(), 8));
        assertEquals(60, ThreatFitness.lineOfSight().evaluate(three.toArray(), 8));
    }

    @Test
    void aOneSquareBoardHasNoThreatsWhicheverEncodingItComesIn() {
        // Regression: the binary genome [1] has length N = 1 and was read as a queen on row 1.
        for (ThreatFitness f : new ThreatFitness[] {ThreatFitness.countingEveryQueen(), ThreatFitness.lineOfSight()}) {
            assertEquals(1, f.evaluate(new int[] {1}, 1), f.name());
            assertEquals(1, f.evaluate(new int[] {0}, 1), f.name());
        }
    }
}
