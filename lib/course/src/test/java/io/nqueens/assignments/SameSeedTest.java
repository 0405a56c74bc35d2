package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Swap;

import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Issue 44: a "same seed" rule compares two calls only when one of them returned; pairs that both
 * threw are not a pass: all of them make the rule not checked, some of them are named in the pass.
 */
class SameSeedTest {
    private static final IllegalStateException MINE = new IllegalStateException("mine");

    @Test
    void pairsThatAllThrewLeaveTheRuleNotChecked() {
        SameSeed pairs = new SameSeed();
        assertFalse(pairs.pair(MINE, MINE));
        assertFalse(pairs.pair(MINE, new IllegalArgumentException("other")));
        Rule.Verdict v = pairs.verdict(Rule.Verdict.pass());
        assertFalse(v.passed());
        assertEquals("not checked: the code threw IllegalStateException: mine in every call, so whether two calls with"
                + " the same seed agree could not be tested", v.message());
        assertFalse(new RuleResult("same seed", v.passed(), 1, v.message()).checked());
    }

    @Test
    void aFailureOrPairsAllComparedAreLeftAsTheSearchFoundThem() {
        SameSeed pairs = new SameSeed();
        assertTrue(pairs.pair(null, MINE)); // one returned, one threw: they differ, which is compared
        assertTrue(pairs.pair(null, null));
        assertEquals(Rule.Verdict.pass(), pairs.verdict(Rule.Verdict.pass()));
        SameSeed threw = new SameSeed();
        threw.pair(MINE, MINE);
        assertEquals(Rule.Verdict.fail("differs"), threw.verdict(Rule.Verdict.fail("differs")));
    }

    @Test
    void aMutationThatThrowsOffEightQueensIsComparedOnEightQueensAndSaysWhereItWasNot() {
        Mutation m = Mutation.named("mine", (genes, rng) -> {
            if (genes.length != 8) {
                throw new IllegalStateException("mine");
            }
            Swap.of().mutate(genes, rng);
        });
        RuleResult r = MutationCheck.of(Encoding.PERMUTATION).check(m).rule("same seed, same result");
        assertTrue(r.passed(), r::toString);
        assertTrue(Pattern.matches("not tested on the [0-9,]+ of [0-9,]+ pairs of calls where both calls threw"
                + " IllegalStateException: mine", r.message()), r::toString);
    }

    @Test
    void aCrossoverThatThrowsOffEightQueensIsComparedOnEightQueensAndSaysWhereItWasNot() {
        Crossover ox = OrderCrossover.of();
        Crossover c = Crossover.named("mine", (p1, p2, c1, c2, rng) -> {
            if (p1.length != 8) {
                throw new IllegalStateException("mine");
            }
            ox.cross(p1, p2, c1, c2, rng);
        });
        RuleResult r = CrossoverCheck.of(Encoding.PERMUTATION).check(c).rule("same seed, same children");
        assertTrue(r.passed(), r::toString);
        assertTrue(r.message().startsWith("not tested on the "), r::toString);
    }

    @Test
    void aCrossoverThatNeverThrowsPassesWithoutANote() {
        RuleResult r = CrossoverCheck.of(Encoding.PERMUTATION).check(Crossover.named("mine", OrderCrossover.of()))
                .rule("same seed, same children");
        assertEquals("", r.message());
    }
}
