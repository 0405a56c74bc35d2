package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;

import org.junit.jupiter.api.Test;

/** Issue 44: the rate rule of a mutation measured on 5, 13 and 32 queens as well as on 8. */
class MutationSizesTest {

    /** A per-gene reset whose loop stops at the notebook's 8 queens: genes 8 and up never move. */
    static final Mutation FIRST_EIGHT = Mutation.named("my reset", (genes, rng) -> {
        for (int i = 0; i < Math.min(8, genes.length); i++) {
            if (rng.nextDouble() < 0.2) {
                int row = rng.nextInt(genes.length - 1);
                genes[i] = row >= genes[i] ? row + 1 : row;
            }
        }
    });

    @Test
    void aRateRightOnEightQueensOnlyFailsTheRateRuleNamingTheSize() {
        Report r = MutationCheck.of(Encoding.INTEGER).changesEachGeneWithProbability(0.2).check(FIRST_EIGHT);
        assertOnlyFails(r, "changes each gene with probability 0.2");
        String message = r.rule("changes each gene with probability 0.2").message();
        assertTrue(message.matches("on 13 queens: changed 12\\.\\d\\d% of 65,000 genes \\(5,000 mutations of random"
                + " 13-queen genomes\\); expected 20\\.00% ± 0\\.\\d\\d%"), message);
        Report reset = MutationCheck.perGeneReset(0.2).check(FIRST_EIGHT);
        assertOnlyFails(reset, "changes each gene with probability 0.2", "each gene changes on its own draw");
        assertEquals(6, reset.points(), reset::toString);
    }

    @Test
    void aRightRateShowsEightQueensShareAfterPassingEverySize() {
        Report r = MutationCheck.of(Encoding.INTEGER).changesEachGeneWithProbability(0.2).check(StudentCode.reset(0.2));
        assertEquals(6, r.points(), r::toString);
        assertTrue(r.rule("changes each gene with probability 0.2").message().matches("changed \\d+\\.\\d\\d% of 160,000"
                + " genes \\(20,000 mutations of random 8-queen genomes\\); expected 20\\.00% ± 0\\.45%"), r::toString);
    }
}
