package io.nqueens.board;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Conversions between the four encodings, beyond EncodingTest's board-side round trips: a
 * permutation board goes round the whole chain PERMUTATION → ONE_HOT_ROWS → BINARY → INTEGER and
 * back unchanged; a genome survives genome → board → genome wherever it is a board at all (and the
 * conversion fails exactly when it is not); every encoding of a board has the board's conflicts.
 */
class EncodingChainPropertiesTest {

    @Provide
    Arbitrary<Board> permutations() {
        return Arbitraries.integers().between(1, 40).flatMap(n ->
                Arbitraries.longs().map(seed -> Board.randomPermutation(n, new SplittableRandom(seed))));
    }

    @Provide
    Arbitrary<Board> boards() {
        return Arbitraries.integers().between(1, 40).flatMap(n ->
                Arbitraries.longs().map(seed -> Board.random(n, new SplittableRandom(seed))));
    }

    @Property(tries = 300)
    void aPermutationBoardGoesRoundEveryEncodingUnchanged(@ForAll("permutations") Board p) {
        int n = p.size();
        int[] perm = Encoding.PERMUTATION.fromBoard(p);
        Board viaPermutation = Encoding.PERMUTATION.toBoard(perm, n);
        int[] oneHot = Encoding.ONE_HOT_ROWS.fromBoard(viaPermutation);
        Board viaOneHot = Encoding.ONE_HOT_ROWS.toBoard(oneHot, n);
        int[] binary = Encoding.BINARY.fromBoard(viaOneHot);
        Board viaBinary = Encoding.BINARY.toBoard(binary, n);
        int[] integer = Encoding.INTEGER.fromBoard(viaBinary);
        Board viaInteger = Encoding.INTEGER.toBoard(integer, n);
        assertEquals(p, viaInteger);
        assertArrayEquals(perm, integer, "the two vector encodings hold the same genes");
        // On a permutation the two grid encodings are the same N×N picture.
        assertArrayEquals(oneHot, binary);
        assertNull(Encoding.ONE_HOT_ROWS.invalidReason(binary, n));
        assertNull(Encoding.BINARY.invalidReason(oneHot, n));
    }

    @Property(tries = 300)
    void oneBasedRowsRoundTrip(@ForAll("boards") Board b) {
        assertEquals(b, Board.ofOneBased(b.toOneBased()));
        int[] oneBased = b.toOneBased();
        for (int c = 0; c < b.size(); c++) {
            assertEquals(b.row(c) + 1, oneBased[c]);
        }
    }

    /** A random valid genome of any encoding comes back unchanged from its board, when it has one. */
    @Property(tries = 400)
    void aGenomeSurvivesGenomeToBoardToGenome(@ForAll Encoding e, @ForAll @IntRange(min = 1, max = 12) int n,
            @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        for (int k = 0; k < 5; k++) {
            int[] genes = e.randomGenome(n, rng);
            int[] before = genes.clone();
            if (isBoard(e, genes, n)) {
                Board b = e.toBoard(genes, n);
                assertArrayEquals(genes, e.fromBoard(b), e + " n=" + n);
                assertEquals(e.attackingPairs(genes, n), b.attackingPairs(), "conflicts survive the conversion");
            } else {
                assertThrows(IllegalArgumentException.class, () -> e.toBoard(genes, n), e + " n=" + n);
            }
            assertArrayEquals(before, genes, "converting must not change the genome");
        }
    }

    @Property(tries = 300)
    void everyEncodingOfABoardHasTheBoardsConflicts(@ForAll("boards") Board b) {
        int n = b.size();
        for (Encoding e : Encoding.values()) {
            boolean needsPermutation = e == Encoding.PERMUTATION || e == Encoding.ONE_HOT_ROWS;
            if (needsPermutation && !b.isPermutation()) {
                assertThrows(IllegalArgumentException.class, () -> e.fromBoard(b));
                continue;
            }
            int[] genes = e.fromBoard(b);
            assertNull(e.invalidReason(genes, n));
            assertEquals(b.attackingPairs(), e.attackingPairs(genes, n), e + " of " + b);
        }
    }

    /**
     * Whether a valid genome stands for a one-queen-per-column board, decided without the kit's
     * conversion: vectors always do; grids when every column holds exactly one queen.
     */
    private static boolean isBoard(Encoding e, int[] genes, int n) {
        if (!e.isBinary()) {
            return true;
        }
        for (int c = 0; c < n; c++) {
            int queens = 0;
            for (int r = 0; r < n; r++) {
                queens += genes[r * n + c];
            }
            if (queens != 1) {
                return false;
            }
        }
        return true;
    }
}
