package io.nqueens.solver;

import io.nqueens.board.Board;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How many of the N's solutions a search found. */
class SolutionCatalogTest {

    @Test
    void countsDistinctSolutionsAndIgnoresTheRest() {
        List<Board> all = Solutions.all(8);
        List<Board> offered = new ArrayList<>(all.subList(0, 37));
        offered.addAll(all.subList(0, 5)); // found again
        offered.add(Board.ofOneBased(3, 2, 7, 4, 8, 5, 5, 2)); // not a solution
        offered.add(Board.of(new int[8])); // not a solution

        SolutionCatalog catalog = SolutionCatalog.of(8, offered);

        Set<Board> canonical = new HashSet<>();
        all.subList(0, 37).forEach(b -> canonical.add(Symmetry.canonical(b)));
        assertEquals(37, catalog.found());
        assertEquals(canonical.size(), catalog.foundFundamental());
        assertEquals(2, catalog.rejected());
        assertEquals(92, catalog.total());
        assertEquals(12, catalog.totalFundamental());
        assertFalse(catalog.isComplete());
        assertEquals("N = 8: found 37 of 92 solutions (" + canonical.size() + " of 12 up to symmetry)",
                catalog.summary());
        assertEquals(all.subList(0, 37), new ArrayList<>(catalog.solutions())); // order of discovery
    }

    @Test
    void oneOrbitIsOneFundamentalSolution() {
        SolutionCatalog catalog = SolutionCatalog.of(8);
        Board b = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6);
        assertTrue(catalog.add(b));
        assertFalse(catalog.add(b));
        assertEquals(7, catalog.addAll(Symmetry.orbit(b)));
        assertEquals(8, catalog.found());
        assertEquals(1, catalog.foundFundamental());
    }

    @Test
    void findingEverySolutionCompletesTheCatalog() {
        SolutionCatalog catalog = SolutionCatalog.of(6, Solutions.all(6));
        assertTrue(catalog.isComplete());
        assertEquals("N = 6: found 4 of 4 solutions (1 of 1 up to symmetry)", catalog.toString());
        assertTrue(SolutionCatalog.of(3).isComplete()); // nothing to find
        assertEquals("N = 3: found 0 of 0 solutions (0 of 0 up to symmetry)", SolutionCatalog.of(3).summary());
    }

    @Test
    void largeBoardsAreCatalogedWithoutTotals() {
        SolutionCatalog catalog = SolutionCatalog.of(20);
        catalog.addAll(Solutions.stream(20).limit(4).toList());
        assertFalse(catalog.hasTotals());
        assertEquals("N = 20: found 4 distinct solutions (4 up to symmetry)", catalog.summary());
        IllegalStateException e = assertThrows(IllegalStateException.class, catalog::total);
        assertEquals("board size n must be in [1, 15] for the catalog to count all solutions, was 20; "
                + "Solutions.count(n) counts up to N = 17 (about half a minute for N = 17)", e.getMessage());
        e = assertThrows(IllegalStateException.class, catalog::totalFundamental);
        assertEquals("board size n must be in [1, 15] for the catalog to count all solutions, was 20; "
                + "Solutions.count(n) counts up to N = 17 (about half a minute for N = 17)", e.getMessage());
        // The limit is inclusive (no count is made here: hasTotals only compares N).
        assertTrue(SolutionCatalog.of(SolutionCatalog.MAX_TOTAL_SIZE).hasTotals());
        assertFalse(SolutionCatalog.of(SolutionCatalog.MAX_TOTAL_SIZE + 1).hasTotals());
    }

    @Test
    void aBoardThatIsNotASolutionIsNotAdded() {
        SolutionCatalog catalog = SolutionCatalog.of(8);
        assertEquals(8, catalog.size());
        assertFalse(catalog.add(Board.of(new int[8])));
        assertFalse(catalog.add(Board.of(new int[8]))); // rejected again, and counted again
        assertEquals(0, catalog.found());
        assertEquals(2, catalog.rejected());
        assertTrue(catalog.solutions().isEmpty());
    }

    @Test
    void boardsOfAnotherSizeAreAMistake() {
        SolutionCatalog catalog = SolutionCatalog.of(8);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> catalog.add(Board.of(1, 3, 0, 2)));
        assertEquals("board: size must be 8 for this catalog, was 4", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SolutionCatalog.of(0));
        assertEquals("board size n must be in [1, 10000000], was 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> catalog.add(null));
        assertEquals("board must not be null", e.getMessage());
    }
}
