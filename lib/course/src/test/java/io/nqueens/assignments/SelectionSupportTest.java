package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.operators.selection.Selector;

import org.junit.jupiter.api.Test;

/**
 * Issue 44: selectors whose mechanics are right and whose picks are not the scheme's get at most
 * half the points: a wheel that hands every pick to the next slot, one that subtracts the
 * smallest score first, a tournament that writes one pick past the count.
 */
class SelectionSupportTest {

    /** A roulette whose running sum is added before the comparison: every pick lands one slot on. */
    static final Selector SHIFTED = Selector.named("my roulette", (population, count, into, rng) -> {
        int mu = population.size();
        double total = 0;
        for (int i = 0; i < mu; i++) {
            total += population.fitness(i);
        }
        for (int k = 0; k < count; k++) {
            double spin = rng.nextDouble() * total;
            double sum = 0;
            int i = 0;
            while (i < mu - 1 && sum <= spin) {
                sum += population.fitness(i);
                i++;
            }
            into[k] = i;
        }
    });

    /** A roulette of the scores less the smallest ("windowing"): the worst is never picked. */
    static final Selector WINDOWED = Selector.named("my roulette", (population, count, into, rng) -> {
        int mu = population.size();
        double least = Double.MAX_VALUE;
        for (int i = 0; i < mu; i++) {
            least = Math.min(least, population.fitness(i));
        }
        double total = 0;
        for (int i = 0; i < mu; i++) {
            total += population.fitness(i) - least;
        }
        for (int k = 0; k < count; k++) {
            double spin = rng.nextDouble() * total;
            int i = 0;
            double reached = population.fitness(0) - least;
            while (reached <= spin && i < mu - 1) {
                reached += population.fitness(++i) - least;
            }
            into[k] = i;
        }
    });

    @Test
    void aWheelShiftedOneSlotScoresZeroNamingThePickOfAZeroScore() {
        Report r = SelectionCheck.roulette().check(SHIFTED);
        assertEquals(0, r.points(), r::toString);
        assertEquals("individual 0 (fitness 5) of [5, 0, 13, 2, 34, 1, 8, 21, 3, 1] (MAXIMIZE): never picked in"
                + " 100,000 picks, where roulette picks it 5.68% of the time: each pick's chance must be its own"
                + " score's share of the total (a running sum that hands each pick to a neighbour, or scores shifted"
                + " or ranked before the spin, break that), and an answer that picks by another rule scores 0",
                r.rule("selects by fitness, at random").message());
    }

    @Test
    void aWheelOfScoresLessTheSmallestScoresZeroNamingTheWorstNeverPicked() {
        Report r = SelectionCheck.roulette().check(WINDOWED);
        assertEquals(0, r.points(), r::toString);
        assertTrue(r.rule("selects by fitness, at random").message().startsWith("individual 3 (fitness 0.5) of [3.5,"
                + " 1.25, 7, 0.5, 2] (MAXIMIZE): never picked in 100,000 picks, where roulette picks it 3.51% of the"
                + " time: "), r::toString);
    }

    @Test
    void aTournamentWritingOnePastTheCountHasNoPicksTheEngineCouldUse() {
        Selector extra = Selector.named("my tournament", (population, count, into, rng) -> {
            for (int k = 0; k <= count; k++) {
                int winner = rng.nextInt(population.size());
                for (int round = 1; round < 3; round++) {
                    int challenger = rng.nextInt(population.size());
                    if (population.direction().isBetter(population.fitness(challenger), population.fitness(winner))) {
                        winner = challenger;
                    }
                }
                into[k] = winner;
            }
        });
        // Every call as the engine makes it throws, every call with room to spare writes past the
        // count: the engine gets no picks, so the rules about them are not checked.
        Report r = SelectionCheck.tournament(3).check(extra);
        assertOnlyFails(r, "favours the fitter", "no exception on valid input", "draws the requested count",
                "frequencies match tournament of 3");
        assertEquals(2, r.points(), r::toString);
        assertEquals("threw ArrayIndexOutOfBoundsException: Index 25 out of bounds for length 25 when asked for 25 picks"
                + " into an array of exactly 25 places (as the engine and the notebook call it) from [5, 0, 13, 2, 34, 1,"
                + " 8, 21, 3, 4] (MAXIMIZE) (batch 0 of a run from new SplittableRandom(1))",
                r.rule("no exception on valid input").message());
        for (String rule : new String[] {"favours the fitter", "frequencies match tournament of 3"}) {
            RuleResult result = r.rule(rule);
            assertFalse(result.checked(), r::toString);
            assertTrue(result.message().matches("not checked: it wrote past the count in 2,00[01] calls for picks"
                    + " from \\[5, 0, 13, 2, 34, 1, 8, 21, 3, 4\\] \\(MAXIMIZE\\) \\(asked for 0 picks from .*, it"
                    + " wrote into\\[0\\] = \\d\\): a selector that returns more picks than asked overwrites what"
                    + " follows them in the engine's arrays, or throws there, so its picks are not judged"),
                    result.message());
        }
    }

    @Test
    void aTournamentFillingTheWholeArrayGetsAtMostHalf() {
        // Right on the engine's arrays of exactly count places, past the count on any longer one.
        Selector filler = Selector.named("my tournament", (population, count, into, rng) -> {
            for (int k = 0; k < into.length; k++) {
                int a = rng.nextInt(population.size());
                int b = rng.nextInt(population.size());
                int c = rng.nextInt(population.size());
                int ab = population.direction().isBetter(population.fitness(a), population.fitness(b)) ? a : b;
                into[k] = population.direction().isBetter(population.fitness(c), population.fitness(ab)) ? c : ab;
            }
        });
        Report r = SelectionCheck.tournament(3).check(filler);
        assertOnlyFails(r, "favours the fitter", "draws the requested count", "frequencies match tournament of 3");
        assertEquals(3, r.points(), r::toString);
    }
}
