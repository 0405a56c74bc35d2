package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;

import org.junit.jupiter.api.Test;

/** Issue 44: a NaN or infinite score earns no rule of the fitness check, not only the gate. */
class FitnessNonFiniteTest {

    @Test
    void aNaNOnOneQueenLosesTheConsistencyRuleToo() {
        // Attacking pairs normalised by the pairs there are, then scaled back: 0 / 0 on one queen.
        Fitness normalised = Fitness.of("my pairs", Direction.MINIMIZE, 0, (genes, n) -> {
            int pairs = 0;
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    pairs += genes[a] == genes[b] || Math.abs(genes[a] - genes[b]) == b - a ? 1 : 0;
                }
            }
            double all = n * (n - 1) / 2.0;
            return pairs / all * all;
        });
        Report r = FitnessCheck.attackingPairs().check(normalised);
        assertOnlyFails(r, "agrees with attacking pairs on every board",
                "direction and optimum consistent, genome unchanged");
        assertEquals(3, r.points(), r::toString);
        assertEquals("[0] (N = 1) scores NaN: a score is a finite number, and no other is better or worse than the"
                + " optimum 0", r.rule("direction and optimum consistent, genome unchanged").message());
    }

    @Test
    void aRuleNotTestedBecauseScoringThrewSaysSo() {
        // Throws on boards above 8 queens (an array of 8 written in): the optimum rule is not tested there.
        Fitness eight = Fitness.of("my pairs", Direction.MINIMIZE, 0, (genes, n) -> {
            int[] rows = new int[8];
            System.arraycopy(genes, 0, rows, 0, n);
            int pairs = 0;
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    pairs += rows[a] == rows[b] || Math.abs(rows[a] - rows[b]) == b - a ? 1 : 0;
                }
            }
            return pairs;
        });
        Report r = FitnessCheck.attackingPairs().check(eight);
        String message = r.rule("direction and optimum consistent, genome unchanged").message();
        assertTrue(message.startsWith("not tested whether no board scores better than the optimum on the "), message);
        assertTrue(message.contains(" boards where scoring threw ArrayIndexOutOfBoundsException"), message);
    }
}
