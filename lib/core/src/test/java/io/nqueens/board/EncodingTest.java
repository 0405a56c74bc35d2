package io.nqueens.board;

import io.nqueens.testing.ScriptedRandom;
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
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Example
    void aRandomGenomeOverwritesEveryGeneOfAReusedArray() {
        Random rng = new Random(5);
        for (Encoding e : Encoding.values()) {
            for (int n = 1; n <= 8; n++) {
                int[] out = new int[e.length(n)];
                java.util.Arrays.fill(out, 1); // left over: every cell a queen, every row 1
                e.randomGenome(n, rng, out);
                assertNull(e.invalidReason(out, n), e + " n=" + n);
            }
        }
    }

    @Example
    void aRandomPermutationIsFisherYatesWithNMinusOneDraws() {
        // 0 1 2 3; position 3 takes position 0's value (draw 0 of 4): 3 1 2 0; position 2 takes
        // position 0's (0 of 3): 2 1 3 0; position 1 takes position 0's (0 of 2): 1 2 3 0. Done:
        // position 0 has nothing left to swap with, so no fourth draw.
        ScriptedRandom rng = ScriptedRandom.of(0, 0, 0);
        assertArrayEquals(new int[] {1, 2, 3, 0}, Encoding.PERMUTATION.randomGenome(4, rng));
        assertTrue(rng.exhausted());
        assertEquals(Board.of(1, 2, 3, 0), Board.randomPermutation(4, ScriptedRandom.of(0, 0, 0)));
    }

    @Example
    void aRandomBoardTakesOneDrawPerColumnAsItsRow() {
        ScriptedRandom rng = ScriptedRandom.of(3, 1, 3, 0);
        assertEquals(Board.of(3, 1, 3, 0), Board.random(4, rng));
        assertTrue(rng.exhausted());
    }

    @Example
    void theLargestBoardSizeIsValidAndTheChecksReturnWhatTheyChecked() {
        int n = Encoding.MAX_BINARY_SIZE;
        int[] cells = Encoding.BINARY.randomGenome(n, new Random(1));
        assertNull(Encoding.BINARY.invalidReason(cells, n));
        assertEquals("board size n must be in [1, 2048] for the BINARY encoding, was 2049",
                Encoding.BINARY.invalidReason(cells, n + 1));
        assertSame(cells, Encoding.BINARY.checkValid(cells, n));
        assertEquals(n, Encoding.BINARY.checkBoardSize(n));
        assertEquals(8, Encoding.INTEGER.checkBoardSize(8));
    }

    @Example
    void everyRowGroupOfAOneHotRowsGenomeIsChecked() {
        int[] groups = {
            0, 1, 0,
            1, 0, 1,
            0, 0, 0};
        assertEquals("row group 1 must hold exactly one 1, held 2", Encoding.ONE_HOT_ROWS.invalidReason(groups, 3));
        groups[5] = 0;
        assertEquals("row group 2 must hold exactly one 1, held 0", Encoding.ONE_HOT_ROWS.invalidReason(groups, 3));
    }

    @Example
    void aBinaryGenomeOfTheWrongLengthIsInvalid() {
        for (Encoding e : new Encoding[] {Encoding.BINARY, Encoding.ONE_HOT_ROWS}) {
            assertEquals("length must be 9, was 8", e.invalidReason(new int[8], 3), e.name());
        }
    }
}
