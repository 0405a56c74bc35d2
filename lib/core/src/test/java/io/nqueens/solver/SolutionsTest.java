package io.nqueens.solver;

import io.nqueens.InterruptedCallException;
import io.nqueens.board.Board;
import io.nqueens.testing.Interrupts;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The exact solver against the published counts. */
class SolutionsTest {
    // Solutions for N = 1..12, and those distinct up to symmetry (OEIS A000170, A002562).
    private static final long[] ALL = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
    private static final long[] FUNDAMENTAL = {1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787};

    @Test
    void countsMatchThePublishedNumbersUpTo12() {
        for (int n = 1; n <= 12; n++) {
            assertEquals(ALL[n - 1], Solutions.count(n), "N = " + n);
        }
    }

    @Test
    void fundamentalCountsMatchThePublishedNumbersUpTo12() {
        for (int n = 1; n <= 12; n++) {
            assertEquals(FUNDAMENTAL[n - 1], Solutions.countFundamental(n), "N = " + n);
        }
    }

    @Test
    void twoAndThreeHaveNoSolutionsAndOneHasOne() {
        for (int n : new int[] {2, 3}) {
            assertEquals(0, Solutions.count(n));
            assertEquals(0, Solutions.countFundamental(n));
            assertEquals(0, Solutions.stream(n).count());
            assertTrue(Solutions.all(n).isEmpty());
        }
        assertEquals(List.of(Board.of(0)), Solutions.all(1));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void everyListedBoardIsADistinctSolutionInLexicographicOrder(int n) {
        List<Board> all = Solutions.all(n);
        assertEquals(ALL[n - 1], all.size());
        assertEquals(all.size(), new HashSet<>(all).size());
        for (int i = 0; i < all.size(); i++) {
            Board b = all.get(i);
            assertEquals(n, b.size());
            assertTrue(b.isPermutation());
            assertTrue(Solutions.isSolution(b), b::toString);
            if (i > 0) {
                assertTrue(Arrays.compare(all.get(i - 1).toArray(), b.toArray()) < 0);
            }
        }
    }

    @Test
    void theFirstEightQueensSolutionIsTheLexicographicallySmallest() {
        assertEquals(Board.of(0, 4, 7, 5, 2, 6, 1, 3), Solutions.stream(8).findFirst().orElseThrow());
        assertEquals(List.of(Board.of(1, 3, 0, 2), Board.of(2, 0, 3, 1)), Solutions.all(4));
    }

    @Test
    void theStreamIsLazySoLargeBoardsCanBeSampled() {
        List<Board> few = Solutions.stream(20).limit(3).collect(Collectors.toList());
        assertEquals(3, few.size());
        few.forEach(b -> assertTrue(b.isSolution()));
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 4, 5, 6, 7, 8, 9, 10})
    void everySymmetryMapsTheSetOfSolutionsOntoItself(int n) {
        Set<Board> all = new HashSet<>(Solutions.all(n));
        for (Symmetry s : Symmetry.values()) {
            Set<Board> images = all.stream().map(s::apply).collect(Collectors.toSet());
            assertEquals(all, images, s + " on N = " + n);
        }
    }

    @Test
    void isSolutionTellsSolutionsFromOtherBoards() {
        assertTrue(Solutions.isSolution(Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6)));
        assertFalse(Solutions.isSolution(Board.ofOneBased(3, 2, 7, 4, 8, 5, 5, 2)));
        assertFalse(Solutions.isSolution(Board.of(0, 1)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Solutions.isSolution(null));
        assertEquals("board must not be null", e.getMessage());
    }

    @Test
    void theFundamentalCountAndTheStreamAnswerAnInterrupt() throws InterruptedException {
        String flagNote = " was interrupted (the thread's interrupt flag stays set; Thread.interrupted() clears it)";
        Interrupts.Outcome fundamental = Interrupts.interruptAfter(Duration.ofMillis(300), Duration.ofSeconds(2),
                () -> Solutions.countFundamental(17));
        assertInstanceOf(InterruptedCallException.class, fundamental.thrown());
        assertEquals("Solutions.countFundamental(17)" + flagNote, fundamental.thrown().getMessage());
        assertTrue(fundamental.flagSet(), "the interrupt flag was cleared");
        Interrupts.Outcome stream = Interrupts.interruptAfter(Duration.ofMillis(300), Duration.ofSeconds(2),
                () -> Solutions.stream(20).count());
        assertInstanceOf(InterruptedCallException.class, stream.thrown());
        assertEquals("Solutions.stream(20)" + flagNote, stream.thrown().getMessage());
        assertTrue(stream.flagSet(), "the interrupt flag was cleared");
    }

    @Test
    void aCountStartedOnAnInterruptedThreadStopsAtOnce() {
        Thread.currentThread().interrupt();
        try {
            InterruptedCallException e = assertThrows(InterruptedCallException.class, () -> Solutions.count(16));
            assertTrue(e.getMessage().startsWith("Solutions.count(16) was interrupted"), e.getMessage());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag was cleared");
        } finally {
            Thread.interrupted();
        }
        assertEquals(14_200, Solutions.count(12), "a later count on the same thread, once the flag is cleared");
    }

    @Test
    void sizesOutsideTheBitmaskAreRejectedWithTheRange() {
        String countRange = "board size n must be in [1, 17] to count every solution (Solutions.MAX_COUNT_SIZE: "
                + "N = 17 takes about half a minute, each further queen about six times as long), was ";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Solutions.count(0));
        assertEquals(countRange + "0; use stream(n).limit(k) for a few", e.getMessage());
        // Counting walks every solution: N = 18 would run for three minutes, so it is refused.
        e = assertThrows(IllegalArgumentException.class, () -> Solutions.count(18));
        assertEquals(countRange + "18; use stream(n).limit(k) for a few", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Solutions.countFundamental(32));
        assertEquals(countRange + "32; use stream(n).limit(k) for a few", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Solutions.countFundamental(-1));
        assertEquals(countRange + "-1; use stream(n).limit(k) for a few", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Solutions.stream(40));
        assertEquals("board size n must be in [1, 32], was 40", e.getMessage());
    }

    @Test
    void listingStopsAt14WithAHint() {
        assertEquals(14, Solutions.MAX_LIST_SIZE);
        assertEquals(365_596, Solutions.all(14).size(), "14 itself is listed: all 365,596 (OEIS A000170)");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Solutions.all(15));
        assertEquals("board size n must be in [1, 14] to list every solution, was 15; use "
                + "stream(n).limit(k) for a few, or count(n)", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Solutions.all(0));
        assertTrue(e.getMessage().startsWith("board size n must be in [1, 14]"), e.getMessage());
    }
}
