package io.nqueens.fitness;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Document 001's {@code 28 - #attacking pairs}. */
class NonAttackingPairsTest {
    private final NonAttackingPairs fitness = NonAttackingPairs.of(Encoding.INTEGER);

    private double score(int... oneBased) {
        return fitness.evaluate(Board.ofOneBased(oneBased).toArray(), oneBased.length);
    }

    @Test
    void document001sExampleBoardsScoreWhatItPrints() {
        assertEquals(23, score(3, 2, 7, 4, 8, 5, 5, 2)); // b1
        assertEquals(21, score(3, 2, 7, 5, 2, 1, 2, 4)); // b2
        assertEquals(22, score(2, 4, 7, 5, 2, 4, 1, 1)); // b3
    }

    @Test
    void document001sSolutionsScoreTheMaximum28() {
        assertEquals(28, score(4, 8, 5, 3, 1, 7, 2, 6)); // found by 001's run
        assertEquals(28, score(3, 1, 7, 5, 8, 2, 4, 6)); // 001's introduction
        assertEquals(28, fitness.optimum(8));
        assertEquals(Direction.MAXIMIZE, fitness.direction());
    }

    @Test
    void allQueensOnOneRowScoreZero() {
        assertEquals(0, score(1, 1, 1, 1, 1, 1, 1, 1));
    }

    @Test
    void onBinaryGenomesItCountsColumnPairsToo() {
        // Queens on (0,0), (1,0) and (0,1) of a 2x2 grid plus nothing else: 3 pairs attack.
        NonAttackingPairs binary = NonAttackingPairs.of(Encoding.BINARY);
        assertEquals(1 - 3, binary.evaluate(new int[] {1, 1, 1, 0}, 2));
        assertTrue(binary.accepts(Encoding.BINARY));
    }

    @Test
    void aMissingEncodingIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> NonAttackingPairs.of(null));
        assertEquals("encoding must not be null", e.getMessage());
    }
}
