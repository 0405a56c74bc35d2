package io.nqueens.board;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Line tallies of a board: per-line counts, pairs, line-of-sight threats and attacked queens. */
class LineCountsTest {

    record Grid(int n, int[] cells) {}

    @Provide
    Arbitrary<Grid> grids() {
        return Arbitraries.integers().between(1, 30).flatMap(n ->
                Arbitraries.integers().between(1, 100).flatMap(percent ->
                        Arbitraries.integers().between(0, 99).map(x -> x < percent ? 1 : 0)
                                .array(int[].class).ofSize(n * n)
                                .map(cells -> new Grid(n, cells))));
    }

    @Property(tries = 300)
    void pairsEqualThePairwiseCount(@ForAll("grids") Grid g) {
        assertEquals(Conflicts.pairsOnGridPairwise(g.cells(), g.n()), LineCounts.ofGrid(g.cells(), g.n()).pairs());
    }

    @Property(tries = 300)
    void aQueenIsAttackedExactlyWhenAnotherSharesALine(@ForAll("grids") Grid g) {
        int n = g.n();
        LineCounts lines = LineCounts.ofGrid(g.cells(), n);
        for (int i = 0; i < n * n; i++) {
            if (g.cells()[i] == 0) {
                continue;
            }
            boolean attacked = false;
            for (int j = 0; j < n * n; j++) {
                int dr = j / n - i / n;
                int dc = j % n - i % n;
                if (j != i && g.cells()[j] != 0 && (dr == 0 || dc == 0 || dr == dc || dr == -dc)) {
                    attacked = true;
                }
            }
            assertEquals(attacked, lines.isAttacked(i / n, i % n), "square " + i);
        }
    }

    @Property(tries = 300)
    void queenPositionsGiveTheSameTalliesAsTheGrid(@ForAll("grids") Grid g) {
        int n = g.n();
        int q = 0;
        for (int v : g.cells()) {
            q += v;
        }
        int[] rows = new int[q];
        int[] columns = new int[q];
        int k = 0;
        for (int i = 0; i < n * n; i++) {
            if (g.cells()[i] != 0) {
                rows[k] = i / n;
                columns[k++] = i % n;
            }
        }
        LineCounts fromGrid = LineCounts.ofGrid(g.cells(), n);
        LineCounts fromQueens = LineCounts.ofQueens(n, rows, columns);
        assertEquals(fromGrid.pairs(), fromQueens.pairs());
        assertEquals(fromGrid.sightings(), fromQueens.sightings());
        for (int i = 0; i < n; i++) {
            assertEquals(fromGrid.onRow(i), fromQueens.onRow(i));
            assertEquals(fromGrid.onColumn(i), fromQueens.onColumn(i));
        }
        for (int d = -(n - 1); d <= n - 1; d++) {
            assertEquals(fromGrid.onDiagonal(d), fromQueens.onDiagonal(d));
            assertEquals(fromGrid.onAntiDiagonal(d + n - 1), fromQueens.onAntiDiagonal(d + n - 1));
        }
    }

    @Example
    void countsEachLineOfASmallBoard() {
        // Queens at (0,0), (0,2) and (2,2) of a 3×3 board.
        LineCounts lines = LineCounts.ofGrid(new int[] {1, 0, 1, 0, 0, 0, 0, 0, 1}, 3);
        assertEquals(3, lines.size());
        assertEquals(2, lines.onRow(0));
        assertEquals(0, lines.onRow(1));
        assertEquals(2, lines.onColumn(2));
        assertEquals(2, lines.onDiagonal(0)); // (0,0) and (2,2)
        assertEquals(1, lines.onAntiDiagonal(2)); // (0,2)
        assertEquals(3, lines.pairs()); // row 0, column 2, main diagonal
        assertEquals(6, lines.sightings());
        assertTrue(lines.isAttacked(0, 0));
    }

    @Example
    void sightingsSkipQueensHiddenBehindOthers() {
        // Three queens in one column: three pairs, but the end queens see only the middle one.
        int[] grid = new int[64];
        grid[0] = grid[2 * 8] = grid[4 * 8] = 1;
        LineCounts lines = LineCounts.ofGrid(grid, 8);
        assertEquals(3, lines.pairs());
        assertEquals(4, lines.sightings());
    }

    @Example
    void aSolutionHasNoAttackedQueen() {
        int[] rows = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6).toArray();
        LineCounts lines = LineCounts.ofQueens(8, rows, new int[] {0, 1, 2, 3, 4, 5, 6, 7});
        assertEquals(0, lines.pairs());
        assertEquals(0, lines.sightings());
        for (int c = 0; c < 8; c++) {
            assertFalse(lines.isAttacked(rows[c], c));
        }
        assertEquals(0, LineCounts.ofGrid(Encoding.BINARY.fromBoard(Board.of(rows)), 8).pairs());
    }

    @Example
    void badInputIsNamed() {
        var e = assertThrows(IllegalArgumentException.class, () -> LineCounts.ofGrid(new int[5], 2));
        assertEquals("cells.length must be in [4, 4], was 5", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> LineCounts.ofGrid(null, 2));
        assertEquals("cells must not be null", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> LineCounts.ofGrid(new int[0], 0));
        assertEquals("board size n must be at least 1, was 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> LineCounts.ofQueens(3, new int[] {0, 3}, new int[] {0, 1}));
        assertEquals("rows[1] must be in [0, 2], was 3", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> LineCounts.ofQueens(3, new int[] {0}, new int[] {0, 1}));
        assertTrue(e.getMessage().contains("same length"), e.getMessage());
        LineCounts lines = LineCounts.ofGrid(new int[9], 3);
        e = assertThrows(IllegalArgumentException.class, () -> lines.onDiagonal(3));
        assertEquals("diagonal (row - column) must be in [-2, 2], was 3", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> lines.isAttacked(0, -1));
        assertEquals("column must be in [0, 2], was -1", e.getMessage());
    }

    @Example
    void theFirstValuePastEachLineIsRejected() {
        LineCounts lines = LineCounts.ofGrid(new int[9], 3);
        var e = assertThrows(IllegalArgumentException.class, () -> lines.onRow(3));
        assertEquals("row must be in [0, 2], was 3", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> lines.onColumn(3));
        assertEquals("column must be in [0, 2], was 3", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> lines.onAntiDiagonal(5));
        assertEquals("anti-diagonal (row + column) must be in [0, 4], was 5", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> lines.isAttacked(3, 0));
        assertEquals("row must be in [0, 2], was 3", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> LineCounts.ofQueens(3, new int[] {0, 1}, new int[] {0, 3}));
        assertEquals("columns[1] must be in [0, 2], was 3", e.getMessage());
        // The last values inside are answered.
        assertEquals(0, lines.onRow(2) + lines.onColumn(2) + lines.onAntiDiagonal(4) + lines.onDiagonal(-2));
    }
}
