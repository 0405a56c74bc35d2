package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.fitness.Direction;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;

import org.junit.jupiter.api.Test;

/** The selection check: the kit's selectors pass their scheme, each wrong one fails exactly its rule. */
class SelectionCheckTest {

    /** A student's roulette: spin once per pick over the running sum. */
    static final Selector ROULETTE = Selector.named("my roulette", (population, count, into, rng) -> {
        double total = 0;
        for (int i = 0; i < population.size(); i++) {
            total += population.fitness(i);
        }
        for (int k = 0; k < count; k++) {
            double spin = rng.nextDouble() * total;
            int i = 0;
            double sum = population.fitness(0);
            while (sum <= spin && i < population.size() - 1) {
                sum += population.fitness(++i);
            }
            into[k] = i;
        }
    });

    /** A student's tournament of three, drawing contestants with replacement. */
    static final Selector TOURNAMENT = Selector.named("my tournament", (population, count, into, rng) -> {
        for (int k = 0; k < count; k++) {
            int best = rng.nextInt(population.size());
            for (int c = 1; c < 3; c++) {
                int other = rng.nextInt(population.size());
                if (population.direction().isBetter(population.fitness(other), population.fitness(best))) {
                    best = other;
                }
            }
            into[k] = best;
        }
    });

    @Test
    void theKitsSelectorsAndAStudentsPassTheSchemeTheyImplement() {
        assertEquals(7, SelectionCheck.roulette().allowingTheKitsOwn().check(RouletteWheel.of()).points());
        assertEquals(7, SelectionCheck.roulette().allowingTheKitsOwn().check(StochasticUniversalSampling.of()).points());
        assertEquals(7, SelectionCheck.stochasticUniversalSampling().allowingTheKitsOwn()
                .check(StochasticUniversalSampling.of()).points());
        for (int k = 1; k <= 4; k++) {
            Report r = SelectionCheck.tournament(k).allowingTheKitsOwn().check(Tournament.of(k));
            assertTrue(r.passed(), r::toString);
            Report d = SelectionCheck.tournamentWithoutReplacement(k).allowingTheKitsOwn()
                    .check(Tournament.withoutReplacement(k));
            assertTrue(d.passed(), d::toString);
        }
        assertTrue(SelectionCheck.linearRank(1.5).check(LinearRank.of(1.5)).passed());
        assertTrue(SelectionCheck.linearRank(2).check(LinearRank.of(2)).passed());
        Report roulette = SelectionCheck.roulette().check(ROULETTE);
        assertEquals(7, roulette.points(), roulette::toString);
        assertEquals("furthest from its share: individual 1 (fitness 1.25) of [3.5, 1.25, 7, 0.5, 2] (MAXIMIZE):"
                + " picked 8.65% of 100,000 times, expected 8.77% ± 0.45%",
                roulette.rule("frequencies match roulette").message());
        Report tournament = SelectionCheck.tournament(3).check(TOURNAMENT);
        assertEquals(7, tournament.points(), tournament::toString);
    }

    @Test
    void aRouletteProportionalToRankIsAnotherRuleAndScoresZero() {
        // Issue 44: ranks instead of scores never pick the worst of the second population, whose
        // score is not 0: another scheme, as a wheel of scores less the smallest is (SelectionSupportTest).
        Selector byRank = Selector.named("rank roulette", (population, count, into, rng) ->
                LinearRank.of(2).select(population, count, into, rng));
        Report r = SelectionCheck.roulette().check(byRank);
        assertEquals(0, r.points(), r::toString);
        assertTrue(r.rule("selects by fitness, at random").message().startsWith("individual 3 (fitness 0.5) of [3.5,"
                + " 1.25, 7, 0.5, 2] (MAXIMIZE): never picked in 100,000 picks, where roulette picks it 3.51% of the"
                + " time: each pick's chance must be its own score's share of the total"), r::toString);
    }

    @Test
    void aTournamentThatIgnoresTheDirectionOrUsesTheWrongSizeFailsTheFrequencyRule() {
        Selector maxOnly = Selector.named("always max", (population, count, into, rng) -> {
            ScoredPopulation flipped = new ScoredPopulation() {
                public int size() { return population.size(); }
                public int[] genes(int i) { return population.genes(i); }
                public double fitness(int i) { return population.fitness(i); }
                public Direction direction() { return Direction.MAXIMIZE; }
            };
            Tournament.of(3).select(flipped, count, into, rng);
        });
        Report r = SelectionCheck.tournament(3).allowingTheKitsOwn().check(maxOnly);
        assertOnlyFails(r, "frequencies match tournament of 3");
        assertTrue(r.rule("frequencies match tournament of 3").message().contains("(MINIMIZE)"), r::toString);
        Report two = SelectionCheck.tournament(3).allowingTheKitsOwn().check(Tournament.of(2));
        assertOnlyFails(two, "frequencies match tournament of 3");
        assertTrue(two.rule("frequencies match tournament of 3").message().endsWith("; the picks match a tournament"
                + " of 2 contestants; the rule is 3"), two::toString);
    }

    /** A student's tournament of three distinct contestants: right, except that ex2 asks for replacement. */
    static final Selector DISTINCT = Selector.named("distinct", (population, count, into, rng) -> {
        int mu = population.size();
        for (int k = 0; k < count; k++) {
            int[] order = new int[mu];
            for (int i = 0; i < mu; i++) {
                order[i] = i;
            }
            for (int c = 0; c < 3; c++) { // a partial Fisher-Yates shuffle: three distinct contestants
                int j = c + rng.nextInt(mu - c);
                int t = order[c];
                order[c] = order[j];
                order[j] = t;
            }
            int best = order[0];
            for (int c = 1; c < 3; c++) {
                if (population.direction().isBetter(population.fitness(order[c]), population.fitness(best))) {
                    best = order[c];
                }
            }
            into[k] = best;
        }
    });

    @Test
    void aTournamentOfDistinctContestantsFailsNamingTheRuleWithReplacement() {
        Report r = SelectionCheck.tournament(3).check(DISTINCT);
        assertOnlyFails(r, "frequencies match tournament of 3");
        assertEquals(5, r.points());
        assertEquals("individual 6 (fitness 7) of [6, 2, 9, 0, 4, 1, 7] (MINIMIZE): picked 0.00% of 100,000 times,"
                + " expected 2.04% ± 0.23% (the worst of 17 individuals; a correct selector strays this far less than"
                + " once in 10,000 checks); the picks match a tournament of 3 distinct contestants; the rule is"
                + " contestants drawn with replacement: each contestant is drawn uniformly from the whole population,"
                + " so the same individual may be drawn twice", r.rule("frequencies match tournament of 3").message());
        assertEquals(7, SelectionCheck.tournamentWithoutReplacement(3).check(DISTINCT).points());
    }

    @Test
    void anEmptyBodyTheSameIndexOrUniformPicksScoreZero() {
        Report empty = SelectionCheck.roulette().check(Selector.named("empty", (p, c, into, rng) -> { }));
        assertEquals(0, empty.points());
        assertEquals("no pick came back in range from [5, 0, 13, 2, 34, 1, 8, 21, 3, 1] (MAXIMIZE): a selector must"
                + " pick at random and by fitness, and an answer that does not scores 0",
                empty.rule("selects by fitness, at random").message());
        Report zero = SelectionCheck.tournament(3).check(Selector.named("zero", (p, c, into, rng) -> {
            for (int k = 0; k < c; k++) {
                into[k] = 0;
            }
        }));
        assertEquals(0, zero.points());
        assertEquals(CheckRunner.NOTHING, zero.note());
        assertEquals("every pick from [5, 0, 13, 2, 34, 1, 8, 21, 3, 4] (MAXIMIZE) was the same individual: a selector"
                + " must pick at random and by fitness, and an answer that does not scores 0",
                zero.rule("selects by fitness, at random").message());
        Report uniform = SelectionCheck.roulette().check(Selector.named("uniform", (p, c, into, rng) -> {
            for (int k = 0; k < c; k++) {
                into[k] = rng.nextInt(p.size());
            }
        }));
        assertEquals(0, uniform.points());
        assertEquals("from [5, 0, 13, 2, 34, 1, 8, 21, 3, 1] (MAXIMIZE) it picked the best individual (fitness 34)"
                + " 10,014 times and the worst (fitness 0) 10,012 times: a selector must pick at random and by"
                + " fitness, and an answer that does not scores 0", uniform.rule("selects by fitness, at random").message());
    }

    @Test
    void aTournamentWithItsComparisonReversedLosesTheFitterAndFrequencyPointsNotTheWholeCheck() {
        // Keeps the worse contestant: the mechanics are right, the comparison backwards.
        Selector reversed = Selector.named("my tournament", (population, count, into, rng) -> {
            for (int k = 0; k < count; k++) {
                int winner = rng.nextInt(population.size());
                for (int round = 1; round < 3; round++) {
                    int challenger = rng.nextInt(population.size());
                    if (population.direction().isBetter(population.fitness(winner), population.fitness(challenger))) {
                        winner = challenger;
                    }
                }
                into[k] = winner;
            }
        });
        Report r = SelectionCheck.tournament(3).check(reversed);
        assertEquals(4, r.points(), r::toString);
        assertOnlyFails(r, "favours the fitter", "frequencies match tournament of 3");
        assertTrue(r.rule("favours the fitter").message().endsWith(": it favours the less fit in every population;"
                + " check the comparison (and the direction: MAXIMIZE or MINIMIZE)"), r::toString);
    }

    @Test
    void aTournamentDrawnOncePerCallScoresZeroNamingTheIdenticalPicks() {
        // The contestants drawn once, before the loop: every pick of a call is the same winner.
        Selector once = Selector.named("my tournament", (population, count, into, rng) -> {
            int winner = rng.nextInt(population.size());
            for (int round = 1; round < 3; round++) {
                int challenger = rng.nextInt(population.size());
                if (population.direction().isBetter(population.fitness(challenger), population.fitness(winner))) {
                    winner = challenger;
                }
            }
            for (int k = 0; k < count; k++) {
                into[k] = winner;
            }
        });
        Report r = SelectionCheck.tournament(3).check(once);
        assertEquals(0, r.points(), r::toString);
        assertEquals("every pick of a call was the same individual in 4,000 of 4,000 calls of 25 picks from [5, 0, 13,"
                + " 2, 34, 1, 8, 21, 3, 4] (MAXIMIZE): identical picks within a call; each pick is drawn on its own"
                + " (for a tournament, contestants drawn afresh for every pick), and an answer that does not scores 0",
                r.rule("selects by fitness, at random").message());
    }

    @Test
    void theChecklistSaysThatCallingTheKitsSelectorScoresZeroWhenGraded() {
        NamedCrossoverCheckTest.assertGradedLine(SelectionCheck.tournament(3).check(Tournament.of(3)),
                "the kit's Tournament");
        NamedCrossoverCheckTest.assertGradedLine(SelectionCheck.roulette().check(Selector.named("sus of one",
                (p, c, into, rng) -> {
                    for (int k = 0; k < c; k++) {
                        int[] one = new int[1];
                        StochasticUniversalSampling.of().select(p, 1, one, rng);
                        into[k] = one[0];
                    }
                })), "the kit's RouletteWheel or StochasticUniversalSampling");
    }

    @Test
    void indicesCountsReplaysAndSusBatchesEachFailTheirRule() {
        Selector plusOne = Selector.named("one past", (p, count, into, rng) -> {
            RouletteWheel.of().select(p, count, into, rng);
            for (int k = 0; k < count; k++) {
                into[k] = into[k] == 0 ? p.size() : into[k];
            }
        });
        Report range = SelectionCheck.roulette().allowingTheKitsOwn().check(plusOne);
        assertTrue(range.rule("indices in [0, μ)").message().startsWith("picked index 10 (into["), range::toString);
        assertTrue(!range.rule("indices in [0, μ)").passed() && range.rule("no exception on valid input").passed());

        Selector short1 = Selector.named("one short", (p, count, into, rng) -> RouletteWheel.of().select(p,
                Math.max(0, count - 1), into, rng));
        Report count = SelectionCheck.roulette().allowingTheKitsOwn().check(short1);
        assertOnlyFails(count, "draws the requested count");
        assertEquals("asked for 25 picks, it left into[24] unwritten (still -1) from [5, 0, 13, 2, 34, 1, 8, 21, 3, 1]"
                + " (MAXIMIZE) (batch 0 of a run from new SplittableRandom(1))",
                count.rule("draws the requested count").message());

        java.util.Random own = new java.util.Random(3);
        Selector loose = Selector.named("own random", (p, c, into, rng) -> RouletteWheel.of().select(p, c, into,
                new java.util.SplittableRandom(own.nextLong())));
        Report replay = SelectionCheck.roulette().allowingTheKitsOwn().check(loose);
        assertOnlyFails(replay, "same seed, same picks");

        Report sus = SelectionCheck.stochasticUniversalSampling().allowingTheKitsOwn().check(RouletteWheel.of());
        assertOnlyFails(sus, "frequencies match stochastic universal sampling");
        assertTrue(sus.rule("frequencies match stochastic universal sampling").message().startsWith(
                "one batch of 25 picks from [5, 0, 13, 2, 34, 1, 8, 21, 3, 1] (MAXIMIZE) picked individual"), sus::toString);
    }

    @Test
    void aStochasticUniversalSampleHandedOutInWheelOrderLosesTheFrequencyRule() {
        // Issue 44: right counts in every batch, but the picks come out in wheel order, so the
        // first pick never takes the last individuals. Shuffled, the same sample gets full marks.
        for (boolean shuffled : new boolean[] {false, true}) {
            Selector sus = Selector.named("my SUS", (population, count, into, rng) -> {
                double total = 0;
                for (int i = 0; i < population.size(); i++) {
                    total += population.fitness(i);
                }
                double step = total / count;
                double pointer = rng.nextDouble() * step;
                double reached = population.fitness(0);
                int i = 0;
                for (int k = 0; k < count; k++, pointer += step) {
                    while (reached <= pointer && i < population.size() - 1) {
                        reached += population.fitness(++i);
                    }
                    into[k] = i;
                }
                for (int k = count - 1; shuffled && k > 0; k--) {
                    int j = rng.nextInt(k + 1);
                    int t = into[k];
                    into[k] = into[j];
                    into[j] = t;
                }
            });
            Report r = SelectionCheck.stochasticUniversalSampling().check(sus);
            if (shuffled) {
                assertEquals(7, r.points(), r::toString);
            } else {
                assertOnlyFails(r, "frequencies match stochastic universal sampling");
                String message = r.rule("frequencies match stochastic universal sampling").message();
                assertTrue(message.matches("individual \\d+ \\(fitness .*\\) of .*: was the first pick of a call in .* of"
                        + " [\\d,]+ calls, expected .*: every pick of a call, the first one too, must follow the"
                        + " scheme's shares \\(a stochastic universal sample is shuffled before it is handed out\\)"),
                        message);
            }
        }
    }

    @Test
    void aStubIsNotWrittenYetAndBadSizesAreRefusedByName() {
        Report stub = SelectionCheck.tournament(3).check(Selector.named("my tournament", (p, c, into, rng) -> {
            throw new NotWrittenYet();
        }));
        assertTrue(stub.notWrittenYet());
        assertEquals("Check selector \"my tournament\" (tournament of 3): 0/7 points (not written yet)",
                stub.toString().lines().findFirst().orElseThrow());
        assertEquals("tournament size k must be in [1, 7], was 8",
                assertThrows(IllegalArgumentException.class, () -> SelectionCheck.tournament(8)).getMessage());
        assertEquals("selection pressure must be in [1.0, 2.0], was 2.5",
                assertThrows(IllegalArgumentException.class, () -> SelectionCheck.linearRank(2.5)).getMessage());
    }
}
