package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.AdjacentRowScore;

import org.junit.jupiter.api.Test;

/** The counterexample check on document 002's score. */
class FlawCheckTest {
    static final FlawCheck CHECK = FlawCheck.of("document 002's score", AdjacentRowScore.of(), Encoding.BINARY, 6);

    @Test
    void aBoardThatScoresZeroWithAFarDiagonalAttackIsAFullCounterexample() {
        Report r = CHECK.check(() -> Encoding.BINARY.fromBoard(Board.of(0, 2, 4, 1, 3, 5)));
        assertEquals("""
                Check counterexample to "document 002's score" (BINARY, N = 6): 3/3 points
                  PASS  --   a genome of 6 queens (no points)
                  PASS  1/1  the score rates it 0
                  PASS  1/1  queens attack each other
                             1 attacking pair
                  PASS  1/1  it fools the score
                """, r.toString());
    }

    @Test
    void aSolutionAndABoardTheScoreSeesThroughEarnNothing() {
        // The notebook's two demonstration boards, each half a counterexample: nothing for nothing.
        Report solution = CHECK.check(() -> Encoding.BINARY.fromBoard(Board.of(1, 3, 5, 0, 2, 4)));
        assertEquals("""
                Check counterexample to "document 002's score" (BINARY, N = 6): 0/3 points (scores 0: it does not do
                    what the exercise asks)
                  PASS  --   a genome of 6 queens (no points)
                  HELD  0/1  the score rates it 0
                             held, but not counted: "it fools the score" failed, so the answer scores 0
                  FAIL  0/1  queens attack each other
                             no two queens attack each other: it is a real solution, which every score rates perfect
                  FAIL  0/1  it fools the score
                             a counterexample needs both: a score of 0 and queens that attack each other; this board
                             has no attack, and half a counterexample scores 0
                """, solution.toString());
        Report seen = CHECK.check(() -> Encoding.BINARY.fromBoard(Board.of(0, 1, 2, 3, 4, 5)));
        // Issue 45: what the answer got right is never marked as a mistake when a gate zeroes it.
        assertTrue(solution.rule("a genome of 6 queens").passed());
        assertTrue(solution.rule("the score rates it 0").heldNotCounted());
        assertEquals(0, solution.points());
        assertEquals(0, seen.points());
        assertEquals("document 002's score rates it 5, not 0", seen.rule("the score rates it 0").message());
        assertEquals("a counterexample needs both: a score of 0 and queens that attack each other; this board does"
                + " not score 0, and half a counterexample scores 0", seen.rule("it fools the score").message());
    }

    @Test
    void aWrongSizeAndAStubEachFailTheirRule() {
        Report eight = CHECK.check(() -> Encoding.BINARY.fromBoard(Board.of(0, 6, 2, 5, 1, 4, 7, 3)));
        assertEquals("the genome [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, ... (64 genes) ..., 0, 1, 0]"
                + " has 64 genes, not 36", eight.rule("a genome of 6 queens").message());
        assertEquals(0, eight.points());
        assertEquals("not checked: \"a genome of 6 queens\" failed, so the answer scores 0",
                eight.rule("it fools the score").message());
        assertTrue(CHECK.check(() -> {
            throw new NotWrittenYet();
        }).notWrittenYet());
    }
}
