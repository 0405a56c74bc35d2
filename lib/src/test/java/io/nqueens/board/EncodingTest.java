package io.nqueens.board;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Conversions between genomes and boards round-trip where defined and fail clearly elsewhere. */
class EncodingTest {

    @Provide
    Arbitrary<Board> boards() {
        return Arbitraries.integers().between(1, 60).flatMap(n ->
                Arbitraries.integers().between(0, n - 1).array(int[].class).ofSize(n).map(Board::of));
    }

    @Provide
    Arbitrary<Board> permutations() {
        return Arbitraries.integers().between(1, 60).flatMap(n ->
                Arbitraries.longs().map(seed -> Board.randomPermutation(n, new Random(seed))));
    }

    @Property(tries = 300)
    void integerAndBinaryRoundTripAnyBoard(@ForAll("boards") Board b) {
        int n = b.size();
        assertEquals(b, Encoding.INTEGER.toBoard(Encoding.INTEGER.fromBoard(b), n));
        int[] cells = Encoding.BINARY.fromBoard(b);
        assertNull(Encoding.BINARY.invalidReason(cells, n));
        assertEquals(b, Encoding.BINARY.toBoard(cells, n));
        assertArrayEquals(cells, Encoding.BINARY.fromBoard(Encoding.BINARY.toBoard(cells, n)));
    }

    @Property(tries = 300)
    void permutationAndOneHotRowsRoundTripPermutations(@ForAll("permutations") Board p) {
        int n = p.size();
        assertEquals(p, Encoding.PERMUTATION.toBoard(Encoding.PERMUTATION.fromBoard(p), n));
        int[] groups = Encoding.ONE_HOT_ROWS.fromBoard(p);
        assertNull(Encoding.ONE_HOT_ROWS.invalidReason(groups, n));
        assertEquals(p, Encoding.ONE_HOT_ROWS.toBoard(groups, n));
    }

    @Property(tries = 200)
    void randomGenomesAreValid(@ForAll @IntRange(min = 1, max = 40) int n, @ForAll long seed) {
        for (Encoding e : Encoding.values()) {
            int[] genes = e.randomGenome(n, new Random(seed));
            assertEquals(e.length(n), genes.length);
            assertNull(e.invalidReason(genes, n), e.name());
        }
    }

    @Example
    void aBinaryBoardWithTwoQueensInAColumnNamesTheColumn() {
        // N = 4 with exactly 4 queens, but column 3 holds two (rows 0 and 2) and column 2 none.
        int[] cells = {
            1, 0, 0, 1,
            0, 1, 0, 0,
            0, 0, 0, 1,
            0, 0, 0, 0};
        assertNull(Encoding.BINARY.invalidReason(cells, 4)); // a valid genome ...
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Encoding.BINARY.toBoard(cells, 4)); // ... but not a board
        assertEquals("genes: column 3 holds more than one queen, so this BINARY genome is not a board"
                + " with one queen per column", e.getMessage());
    }

    @Example
    void aBoardSizeOutOfRangeIsAReasonNotAValidGenome() {
        assertEquals("board size n must be in [1, 10000000] for the INTEGER encoding, was 0",
                Encoding.INTEGER.invalidReason(new int[0], 0));
        assertEquals("board size n must be in [1, 2048] for the BINARY encoding, was -2",
                Encoding.BINARY.invalidReason(new int[4], -2));
    }

    @Example
    void aOneHotRowsGenomeSharingAColumnNamesIt() {
        int[] groups = {
            1, 0, 0,
            0, 1, 0,
            0, 1, 0};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Encoding.ONE_HOT_ROWS.toBoard(groups, 3));
        assertEquals("genes: column 1 holds more than one queen, so this ONE_HOT_ROWS genome is not a"
                + " board with one queen per column", e.getMessage());
    }

    @Example
    void aNonPermutationBoardCannotBecomeAPermutationGenome() {
        Board twoOnRowOne = Board.of(1, 3, 1, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Encoding.PERMUTATION.fromBoard(twoOnRowOne));
        assertEquals("board: cannot become a PERMUTATION genome because two queens share a row: value 1"
                + " appears twice (gene 2); a permutation holds each of 0..3 once", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Encoding.ONE_HOT_ROWS.fromBoard(twoOnRowOne));
        assertEquals("board: cannot become a ONE_HOT_ROWS genome because two queens share a row: value 1"
                + " appears twice (gene 2); a permutation holds each of 0..3 once", e.getMessage());
    }

    @Example
    void invalidGenomesAreRejectedWithTheReason() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Encoding.INTEGER.toBoard(new int[] {0, 4, 1, 2}, 4));
        assertEquals("genes: not a valid INTEGER genome for board size 4: gene 1 must be in [0, 3], was 4",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Encoding.BINARY.toBoard(new int[] {1, 0, 0, 0}, 2));
        assertEquals("genes: not a valid BINARY genome for board size 2: must hold exactly 2 ones (queens),"
                + " held 1", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Encoding.BINARY.toBoard(new int[] {1, 2, 0, 0}, 2));
        assertEquals("genes: not a valid BINARY genome for board size 2: gene 1 must be 0 or 1, was 2",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Encoding.PERMUTATION.toBoard(new int[] {0, 1}, 3));
        assertEquals("genes: not a valid PERMUTATION genome for board size 3: length must be 3, was 2",
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Encoding.ONE_HOT_ROWS.length(2049));
        assertEquals("board size n (ONE_HOT_ROWS encoding) must be in [1, 2048], was 2049", e.getMessage());
    }

    @Example
    void boardsRejectRowsOutsideTheBoard() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Board.of(0, 2));
        assertEquals("rows[1] must be in [0, 1] for board size 2, was 2", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Board.ofOneBased(1, 0));
        assertEquals("rows[1] must be in [1, 2] (1-based) for board size 2, was 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Board.of());
        assertEquals("rows must not be empty (length must be at least 1)", e.getMessage());
    }

    @Example
    void oneBasedAndZeroBasedAgree() {
        Board b = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6);
        assertEquals(Board.of(3, 7, 4, 2, 0, 6, 1, 5), b);
        assertArrayEquals(new int[] {4, 8, 5, 3, 1, 7, 2, 6}, b.toOneBased());
        assertEquals("[3, 7, 4, 2, 0, 6, 1, 5]", b.toString());
    }
}
