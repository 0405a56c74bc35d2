package io.nqueens.solver;

import io.nqueens.board.Board;
import io.nqueens.render.AsciiBoard;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static io.nqueens.solver.Symmetry.ANTI_TRANSPOSE;
import static io.nqueens.solver.Symmetry.IDENTITY;
import static io.nqueens.solver.Symmetry.MIRROR_COLUMNS;
import static io.nqueens.solver.Symmetry.MIRROR_ROWS;
import static io.nqueens.solver.Symmetry.ROTATE_180;
import static io.nqueens.solver.Symmetry.ROTATE_270;
import static io.nqueens.solver.Symmetry.ROTATE_90;
import static io.nqueens.solver.Symmetry.TRANSPOSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The eight symmetries of the square and canonical forms. */
class SymmetryTest {
    private static final Board SOLUTION = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6);

    private static Board twice(Symmetry s, Board b) {
        return s.apply(s.apply(b));
    }

    @Test
    void aQuarterTurnIsClockwiseAsDrawnRowByRow() {
        Board b = Board.of(0, 2, 1);
        assertEquals("Q . .\n. . Q\n. Q .", AsciiBoard.compact(b));
        assertEquals(". . Q\nQ . .\n. Q .", AsciiBoard.compact(ROTATE_90.apply(b)));
        assertEquals(". Q .\n. . Q\nQ . .", AsciiBoard.compact(ROTATE_270.apply(b)));
        assertEquals(". Q .\n. . Q\nQ . .", AsciiBoard.compact(MIRROR_ROWS.apply(b)));
        assertEquals(". . Q\nQ . .\n. Q .", AsciiBoard.compact(MIRROR_COLUMNS.apply(b)));
        assertEquals(b, TRANSPOSE.apply(b)); // [0, 2, 1] is its own inverse
    }

    @Test
    void theSymmetriesComposeLikeTheGroupOfTheSquare() {
        Random rng = new Random(7);
        for (int k = 0; k < 50; k++) {
            Board p = Board.randomPermutation(1 + rng.nextInt(12), rng);
            assertEquals(p, IDENTITY.apply(p));
            assertEquals(ROTATE_180.apply(p), twice(ROTATE_90, p));
            assertEquals(ROTATE_270.apply(p), ROTATE_90.apply(ROTATE_180.apply(p)));
            assertEquals(p, twice(ROTATE_180, p));
            assertEquals(p, ROTATE_270.apply(ROTATE_90.apply(p)));
            for (Symmetry mirror : List.of(MIRROR_ROWS, MIRROR_COLUMNS, TRANSPOSE, ANTI_TRANSPOSE)) {
                assertEquals(p, twice(mirror, p), mirror.name());
            }
            assertEquals(ROTATE_180.apply(p), MIRROR_ROWS.apply(MIRROR_COLUMNS.apply(p)));
            assertEquals(ROTATE_180.apply(p), TRANSPOSE.apply(ANTI_TRANSPOSE.apply(p)));
            assertEquals(ROTATE_90.apply(p), MIRROR_COLUMNS.apply(TRANSPOSE.apply(p)));
        }
    }

    @Test
    void theTransposeIsTheInversePermutation() {
        int[] rows = SOLUTION.toArray();
        int[] inverse = new int[rows.length];
        for (int c = 0; c < rows.length; c++) {
            inverse[rows[c]] = c;
        }
        assertEquals(Board.of(inverse), TRANSPOSE.apply(SOLUTION));
    }

    @Test
    void theEightSymmetriesAreEightDifferentMaps() {
        assertEquals(8, Symmetry.orbit(SOLUTION).size());
    }

    @Test
    void symmetriesKeepSolutionsSolutions() {
        for (Symmetry s : Symmetry.values()) {
            assertTrue(s.apply(SOLUTION).isSolution(), s.name());
        }
    }

    @Test
    void theFourQueensSolutionIsSymmetricUnderAQuarterTurn() {
        Board b = Board.of(1, 3, 0, 2);
        assertEquals(b, ROTATE_90.apply(b));
        assertEquals(Board.of(2, 0, 3, 1), MIRROR_COLUMNS.apply(b));
        assertEquals(Set.of(b, Board.of(2, 0, 3, 1)), Symmetry.orbit(b));
        assertEquals(b, Symmetry.canonical(Board.of(2, 0, 3, 1)));
    }

    @Test
    void canonicalFormsGroupTheEightQueensSolutionsInto12() {
        Set<Board> canonical = new HashSet<>();
        int orbitSizes = 0;
        for (Board b : Solutions.all(8)) {
            Board c = Symmetry.canonical(b);
            for (Board image : Symmetry.orbit(b)) {
                assertEquals(c, Symmetry.canonical(image));
                assertTrue(Arrays.compare(c.toArray(), image.toArray()) <= 0);
            }
            if (canonical.add(c)) {
                orbitSizes += Symmetry.orbit(c).size();
            }
        }
        assertEquals(12, canonical.size());
        assertEquals(92, orbitSizes); // 11 orbits of 8 and the one symmetric solution's orbit of 4
    }

    @Test
    void columnKeepingSymmetriesAcceptAnyBoard() {
        Board b = Board.of(1, 1, 0);
        assertTrue(MIRROR_ROWS.keepsColumns());
        assertFalse(ROTATE_90.keepsColumns());
        assertEquals(Board.of(1, 1, 2), MIRROR_ROWS.apply(b));
        assertEquals(Board.of(0, 1, 1), MIRROR_COLUMNS.apply(b));
        assertEquals(Board.of(2, 1, 1), ROTATE_180.apply(b));
    }

    @Test
    void axisSwappingSymmetriesRejectBoardsThatAreNotPermutations() {
        Board b = Board.of(1, 1, 0);
        for (Symmetry s : List.of(ROTATE_90, ROTATE_270, TRANSPOSE, ANTI_TRANSPOSE)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> s.apply(b));
            assertEquals("board: " + s.name() + " needs one queen per row (a permutation, as every "
                    + "solution is), but value 1 appears twice (gene 1); a permutation holds each of 0..2 once",
                    e.getMessage());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Symmetry.canonical(b));
        assertTrue(e.getMessage().contains("needs one queen per row"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ROTATE_90.apply(null));
        assertEquals("board must not be null", e.getMessage());
    }
}
