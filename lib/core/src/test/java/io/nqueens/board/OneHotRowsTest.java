package io.nqueens.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class OneHotRowsTest {
    @Test
    void genomePlacesOneQueenPerRowAndAllowsSharedColumns() {
        int[] genes = OneHotRows.genome(0, 0, 2);
        assertArrayEquals(new int[] {1, 0, 0, 1, 0, 0, 0, 0, 1}, genes);
        assertEquals(null, Encoding.ONE_HOT_ROWS.invalidReason(genes, 3));
        assertEquals(2, Conflicts.pairsOnGrid(genes, 3)); // (0,0)-(1,0) share a column, (0,0)-(2,2) a diagonal
    }

    @Test
    void columnsInvertsGenomeOnRandomGenomes() {
        SplittableRandom rng = new SplittableRandom(5);
        for (int k = 0; k < 200; k++) {
            int[] genes = Encoding.ONE_HOT_ROWS.randomGenome(8, rng);
            assertArrayEquals(genes, OneHotRows.genome(OneHotRows.columns(genes, 8)));
        }
    }

    @Test
    void columnsAgreesWithEncodingToBoardOnPermutations() {
        Board board = Board.of(2, 0, 3, 1);
        int[] genes = Encoding.ONE_HOT_ROWS.fromBoard(board);
        int[] columns = OneHotRows.columns(genes, 4);
        for (int c = 0; c < 4; c++) {
            assertEquals(c, columns[board.row(c)]);
        }
    }

    @Test
    void groupsPrintsRowGroups() {
        assertEquals("010 001 100", OneHotRows.groups(OneHotRows.genome(1, 2, 0), 3));
    }

    @Test
    void rejectsBadInputNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OneHotRows.genome(0, 3, 1));
        assertEquals("columns[1] must be in [0, 2], was 3", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> OneHotRows.genome());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> OneHotRows.columns(new int[] {1, 1, 0, 0}, 2));
        assertTrue(bad.getMessage().contains("row group 0"), bad.getMessage());
    }
}
