package io.nqueens.render;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.solver.Symmetry;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Text pictures, starting with the exact one document 001 prints. */
class AsciiBoardTest {
    private static final Board SOLUTION_001 = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6);

    /** Document 001's output for its solution [4 8 5 3 1 7 2 6], copied line for line. */
    private static final String PRINTED_BY_001 = """
            |---|---|---|---|---|---|---|---|
            |   |   |   | X |   |   |   |   |
            |---|---|---|---|---|---|---|---|
            |   |   |   |   |   |   |   | X |
            |---|---|---|---|---|---|---|---|
            |   |   |   |   | X |   |   |   |
            |---|---|---|---|---|---|---|---|
            |   |   | X |   |   |   |   |   |
            |---|---|---|---|---|---|---|---|
            | X |   |   |   |   |   |   |   |
            |---|---|---|---|---|---|---|---|
            |   |   |   |   |   |   | X |   |
            |---|---|---|---|---|---|---|---|
            |   | X |   |   |   |   |   |   |
            |---|---|---|---|---|---|---|---|
            |   |   |   |   |   | X |   |   |
            |---|---|---|---|---|---|---|---|""";

    @Test
    void gridByColumnIsExactlyDocument001sPicture() {
        String picture = AsciiBoard.gridByColumn(SOLUTION_001);
        assertEquals(PRINTED_BY_001, picture);
        String[] lines = picture.split("\n", -1);
        assertEquals(17, lines.length);
        assertEquals("|   |   |   | X |   |   |   |   |", lines[1]); // column 0, queen on row 3
    }

    @Test
    void gridByRowIsTheTransposeOfDocument001sPicture() {
        // For a permutation, drawing rows as lines is drawing the transposed board's columns.
        assertEquals(AsciiBoard.gridByColumn(Symmetry.TRANSPOSE.apply(SOLUTION_001)),
                AsciiBoard.gridByRow(SOLUTION_001));
        assertEquals("""
                |---|---|---|---|
                |   |   | X |   |
                |---|---|---|---|
                | X |   |   |   |
                |---|---|---|---|
                |   |   |   | X |
                |---|---|---|---|
                |   | X |   |   |
                |---|---|---|---|""", AsciiBoard.gridByRow(Board.of(1, 3, 0, 2)));
    }

    @Test
    void gridByRowShowsCrowdedAndEmptyRows() {
        assertEquals("""
                |---|---|
                | X | X |
                |---|---|
                |   |   |
                |---|---|""", AsciiBoard.gridByRow(Board.of(0, 0)));
        assertEquals("|---|\n| X |\n|---|", AsciiBoard.gridByColumn(Board.of(0)));
    }

    @Test
    void aGridGenomeDrawsLikeItsBoard() {
        int[] cells = Encoding.BINARY.fromBoard(SOLUTION_001);
        assertEquals(AsciiBoard.gridByRow(SOLUTION_001), AsciiBoard.gridByRow(cells, 8));
        assertEquals(AsciiBoard.compact(SOLUTION_001), AsciiBoard.compact(cells, 8));
    }

    @Test
    void compactFormsAreShort() {
        assertEquals("4 8 5 3 1 7 2 6", AsciiBoard.oneBased(SOLUTION_001));
        assertEquals(". . Q .\nQ . . .\n. . . Q\n. Q . .", AsciiBoard.compact(Board.of(1, 3, 0, 2)));
        // Document 002's first random placement: any number of queens per line.
        int[] cells = {
            1, 0, 1, 0,
            0, 0, 0, 1,
            0, 0, 0, 0,
            0, 0, 0, 1};
        assertEquals("Q . Q .\n. . . Q\n. . . .\n. . . Q", AsciiBoard.compact(cells, 4));
    }

    @Test
    void tooLargeOrMalformedInputIsRejectedWithTheRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AsciiBoard.gridByRow(Board.of(new int[101])));
        assertEquals("board size must be in [1, 100], was 101", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> AsciiBoard.compact(new int[15], 4));
        assertEquals("cells.length must be n * n = 16 for board size 4, was 15", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> AsciiBoard.compact(new int[0], 0));
        assertEquals("board size n must be in [1, 100], was 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> AsciiBoard.oneBased(null));
        assertEquals("board must not be null", e.getMessage());
    }
}
