package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks a student's selector against the scheme it claims, e.g. {@code
 * SelectionCheck.roulette().check(myRoulette)}. It draws 4,000 batches of 25 picks from each of
 * two small populations (a generator of the check's seed per population) and decides six rules
 * (7 points):
 * <ul>
 * <li><b>selects by fitness, at random</b> (0), the gate: in some population the picks hold more
 *     than one individual and one end (the best or the worst) at least twice as often as the
 *     other, and in no population are the picks of a call all the same individual in half the
 *     calls (a correct selector does that in under a quarter), nor leave the scheme's support:
 *     pick an individual the scheme never picks in at least 1% of the picks, or never pick one
 *     the scheme gives at least 1%, where the scheme's shares are proportional to the scores (a
 *     running sum that hands each pick to the next slot, scores less the smallest one, ranks). An answer that picks nothing, always the same index, one
 *     individual per call, ignores fitness or picks by another rule scores 0 on the whole
 *     check;</li>
 * <li><b>favours the fitter</b> (1): in some population the best picked at least twice as
 *     often as the worst (a reversed comparison favours the worst everywhere and loses this
 *     point and the frequencies', not the whole check);</li>
 * <li><b>no exception on valid input</b> (1), a batch of 0 picks included: every other batch
 *     is asked for into an array of exactly {@code count} places, as the engine and the notebook
 *     call a selector; a call that throws gives the engine no picks, and one that writes past
 *     {@code count} spoils what follows them: "favours the fitter" and the frequencies are judged
 *     on the calls that returned their picks, and are not checked (no points) when there are none
 *     or when any call wrote past the count;</li>
 * <li><b>indices in [0, μ)</b> (1);</li>
 * <li><b>draws the requested count</b> (1): every place of {@code into[0..count)} written
 *     (the array comes filled with -1) and nothing after it;</li>
 * <li><b>same seed, same picks</b> (1): two runs with generators of the same seed pick the same,
 *     so drawing from {@code Math.random} or a {@code Random} of its own is caught (not checked
 *     when every pair of runs threw: {@link SameSeed});</li>
 * <li><b>frequencies match the scheme</b> (2): each individual's share of the 100,000 picks is
 *     its expected share (roulette: fitness / total fitness; tournament of k: {@code ((r+1)/μ)^k
 *     - (r/μ)^k} for an individual better than r others; linear rank; SUS, which also picks each
 *     individual floor or ceil of its expected count in every batch), and so is its share of the
 *     calls' first picks and of their last picks, apart (a stochastic universal sample handed out
 *     in wheel order fails there), each within a Bernstein bound
 *     ({@link Tolerance}) with a Bonferroni correction: each of the m individuals gets a
 *     false-alarm probability of 1/(10,000 m), so a correct selector fails the rule less than
 *     once in 10,000 checks, whatever m and the shares. Bernstein's bound rather than a
 *     chi-square test because it holds exactly at every sample size and share (no asymptotic
 *     approximation, no minimum expected count per cell), and it names one individual to blame:
 *     the report shows observed against expected share for the individual furthest from its
 *     tolerance, and when the picks instead match a scheme a wrong answer often implements (a
 *     tournament of distinct contestants where the rule is with replacement, or of another size),
 *     it names the rule of the exercise that is broken.</li>
 * </ul>
 * The factories of the schemes an exercise asks for forbid the kit's own selector of that
 * scheme: when graded it is absent from the student's class path, so calling it scores 0, and the
 * checklist says so in its last line; {@link #allowingTheKitsOwn()} leaves that line out
 * to check the kit itself.
 * About 200,000 picks, under a second for the kit's own selectors; the check stops at its time
 * limit (20 s unless set).
 */
public final class SelectionCheck {
    static final int BATCHES = 4_000;
    static final int COUNT = 25;
    private static final int SLACK = 6;
    private static final int REPLAYED_BATCHES = 20;

    private final SelectionScheme scheme;
    private final long seed;
    private final Duration timeLimit;
    private final String forbidden;

    private SelectionCheck(SelectionScheme scheme, long seed, Duration timeLimit, String forbidden) {
        this.scheme = scheme;
        this.seed = seed;
        this.timeLimit = Checks.positive("time limit", timeLimit);
        this.forbidden = forbidden;
    }

    private static SelectionCheck of(SelectionScheme scheme, String forbidden) {
        return new SelectionCheck(scheme, 1, CheckRunner.DEFAULT_LIMIT, forbidden);
    }

    private static SelectionCheck of(SelectionScheme scheme) {
        return of(scheme, "");
    }

    /**
     * {@return a check of fitness-proportionate selection (maximised, non-negative scores);
     * calling the kit's RouletteWheel or StochasticUniversalSampling scores 0}
     */
    public static SelectionCheck roulette() {
        return of(SelectionScheme.roulette(false), "the kit's RouletteWheel or StochasticUniversalSampling");
    }

    /** {@return a check of stochastic universal sampling with roulette shares; calling the kit's wheels scores 0} */
    public static SelectionCheck stochasticUniversalSampling() {
        return of(SelectionScheme.roulette(true), "the kit's RouletteWheel or StochasticUniversalSampling");
    }

    /**
     * The same check without forbidding the kit's own selector of the scheme: for checking the
     * kit itself, never for an exercise.
     *
     * @return a new check
     */
    public SelectionCheck allowingTheKitsOwn() {
        return new SelectionCheck(scheme, seed, timeLimit, "");
    }

    /**
     * A check of tournament selection, k contestants drawn uniformly with replacement, the best
     * one (in the population's direction) picked. Calling the kit's Tournament scores 0.
     *
     * @param k the tournament size, in [1, 7] (the smaller population has 7 individuals)
     * @return the check
     */
    public static SelectionCheck tournament(int k) {
        return of(SelectionScheme.tournament(Checks.inRange("tournament size k", k, 1, 7), false),
                "the kit's Tournament");
    }

    /**
     * A check of tournament selection with k distinct contestants.
     *
     * @param k the tournament size, in [1, 7]
     * @return the check
     */
    public static SelectionCheck tournamentWithoutReplacement(int k) {
        return of(SelectionScheme.tournament(Checks.inRange("tournament size k", k, 1, 7), true),
                "the kit's Tournament");
    }

    /**
     * A check of Baker's linear ranking: the individual better than r others is picked with
     * probability {@code (2 - s)/μ + 2r(s - 1)/(μ(μ - 1))}.
     *
     * @param pressure the selection pressure s, in [1, 2]
     * @return the check
     */
    public static SelectionCheck linearRank(double pressure) {
        if (!(pressure >= 1 && pressure <= 2)) {
            throw new IllegalArgumentException("selection pressure must be in [1.0, 2.0], was " + pressure);
        }
        return of(SelectionScheme.linearRank(pressure));
    }

    /**
     * The same check drawing from another seed.
     *
     * @param seed any seed
     * @return a new check
     */
    public SelectionCheck seed(long seed) {
        return new SelectionCheck(scheme, seed, timeLimit, forbidden);
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public SelectionCheck timeLimit(Duration limit) {
        return new SelectionCheck(scheme, seed, limit, forbidden);
    }

    /**
     * Checks a selector; never throws for anything the selector does.
     *
     * @param selector the student's selector, not null
     * @return the report (7 points)
     */
    public Report check(Selector selector) {
        Checks.notNull("selector", selector);
        List<Draws> memo = new ArrayList<>(); // filled by the first rule; the rules run in order
        return CheckRunner.run("selector", selector::name, scheme.name(), timeLimit, CheckRunner.whenGraded(forbidden,
                List.of(
                Rule.gate("selects by fitness, at random", 0, () -> selects(draws(selector, memo))),
                new Rule("favours the fitter", 1, () -> favours(draws(selector, memo))),
                new Rule("no exception on valid input", 1, () -> firstProblem(draws(selector, memo), Draws::exception)),
                new Rule("indices in [0, μ)", 1, () -> firstProblem(draws(selector, memo), Draws::outOfRange)),
                new Rule("draws the requested count", 1, () -> firstProblem(draws(selector, memo), Draws::wrongCount)),
                new Rule("same seed, same picks", 1, () -> replay(selector)),
                new Rule("frequencies match " + scheme.name(), 2, () -> frequencies(draws(selector, memo))))));
    }

    private List<Draws> draws(Selector selector, List<Draws> memo) {
        if (memo.isEmpty()) {
            for (int i = 0; i < scheme.populations().size(); i++) {
                memo.add(Draws.sample(selector, scheme, scheme.populations().get(i), seed + i, BATCHES));
            }
        }
        return memo;
    }

    private static Rule.Verdict firstProblem(List<Draws> draws, java.util.function.Function<Draws, String> problem) {
        for (Draws d : draws) {
            if (problem.apply(d) != null) {
                return Rule.Verdict.fail(problem.apply(d));
            }
        }
        return Rule.Verdict.pass();
    }

    private Rule.Verdict replay(Selector selector) {
        String name = Calls.name(selector::name);
        ScoredPopulation p = scheme.populations().get(0);
        CountingRandom a = new CountingRandom(seed);
        CountingRandom b = new CountingRandom(seed);
        SameSeed pairs = new SameSeed();
        for (int batch = 0; batch < REPLAYED_BATCHES; batch++) {
            int[] first = Draws.filled(COUNT + SLACK);
            int[] second = Draws.filled(COUNT + SLACK);
            Throwable e1 = Calls.attempt(() -> selector.select(p, COUNT, first, a));
            Throwable e2 = Calls.attempt(() -> selector.select(p, COUNT, second, b));
            if (pairs.pair(e1, e2) && (!Arrays.equals(first, second) || (e1 == null) != (e2 == null))) {
                return Rule.Verdict.fail("two runs with new SplittableRandom(" + seed + ") picked "
                        + Text.genes(Arrays.copyOf(first, COUNT)) + " then " + Text.genes(Arrays.copyOf(second, COUNT))
                        + " in batch " + batch + " from " + Draws.describe(p) + "; "
                        + Text.otherSource(name, a.draws()));
            }
        }
        return pairs.verdict(Rule.Verdict.pass());
    }

    /** The picks of the best and of the worst individual of one population's draws. */
    private record Ends(Draws draws, int best, int worst, long bestPicks, long worstPicks, int picked) {
        /** The ends of the picks the engine gets ({@code all}: those of calls that wrote past the count too). */
        static Ends of(Draws d, boolean all) {
            long[] counts = all ? d.seen() : d.counts();
            ScoredPopulation p = d.population();
            int best = 0;
            int worst = 0;
            int picked = 0;
            for (int i = 0; i < counts.length; i++) {
                best = p.direction().isBetter(p.fitness(i), p.fitness(best)) ? i : best;
                worst = p.direction().isBetter(p.fitness(worst), p.fitness(i)) ? i : worst;
                picked += counts[i] > 0 ? 1 : 0;
            }
            return new Ends(d, best, worst, counts[best], counts[worst], picked);
        }

        /** Whether {@code expected} (the scheme's shares) picks the best at most twice as often as the worst. */
        boolean even(double[] expected) {
            return expected[best] <= 2 * expected[worst];
        }

        String text() {
            ScoredPopulation p = draws.population();
            return String.format("from %s it picked the best individual (fitness %s) %,d times and the worst (fitness"
                    + " %s) %,d times", Draws.describe(p), Text.number(p.fitness(best)), bestPicks,
                    Text.number(p.fitness(worst)), worstPicks);
        }
    }

    /**
     * The gate: in some population, more than one individual picked, and one end (the best or the
     * worst) at least twice as often as the other where the scheme favours the best that much
     * (not a tournament of one); in none, the picks of a call all the same in half the calls, nor
     * the picks outside the scheme's support ({@link Draws#outsideSupport}).
     */
    private Rule.Verdict selects(List<Draws> draws) {
        String why = null;
        for (Draws d : draws) {
            Ends e = Ends.of(d, true);
            double[] expected = scheme.shares().apply(d.population());
            if (e.picked() >= 2 && d.batches() > 0 && 2 * d.identical() >= d.batches()
                    && Draws.identicalChance(expected) < 0.25) {
                return Rule.Verdict.fail(String.format("every pick of a call was the same individual in %,d of %,d"
                        + " calls of %d picks from %s: identical picks within a call; each pick is drawn on its own"
                        + " (for a tournament, contestants drawn afresh for every pick), and an answer that does not"
                        + " scores 0", d.identical(), d.batches(), COUNT, Draws.describe(d.population())));
            }
            boolean byFitness = e.bestPicks() > 2 * e.worstPicks() || e.worstPicks() > 2 * e.bestPicks();
            if (e.picked() >= 2 && (byFitness || e.even(expected))) {
                return byScore(draws);
            }
            why = why != null ? why : e.picked() == 0 ? "no pick came back in range from "
                    + Draws.describe(d.population())
                    : e.picked() < 2 ? "every pick from " + Draws.describe(d.population()) + " was the same individual"
                    : e.text();
        }
        return Rule.Verdict.fail(why + ": a selector must pick at random and by fitness, and an answer that does not"
                + " scores 0");
    }

    /**
     * The gate's last part, for a scheme whose shares are proportional to the scores: no
     * population's picks leave the scheme's support ({@link Draws#outsideSupport}), where a
     * score of 0 is never picked and every other score is. (A rank or tournament scheme's
     * support depends on its size, not on the scores: a tournament of the wrong size is a
     * frequency mistake, not another rule.) Draws with a pick out of range are left to the range
     * rule.
     */
    private Rule.Verdict byScore(List<Draws> draws) {
        for (Draws d : draws) {
            String stray = !scheme.proportional() || d.outOfRange() != null ? null
                    : d.outsideSupport(scheme.shares().apply(d.population()), scheme.name());
            if (stray != null) {
                return Rule.Verdict.fail(stray + ": each pick's chance must be its own score's share of the total"
                        + " (a running sum that hands each pick to a neighbour, or scores shifted or ranked before"
                        + " the spin, break that), and an answer that picks by another rule scores 0");
            }
        }
        return Rule.Verdict.pass();
    }

    /** In some population, the best picked at least twice as often as the worst (where the scheme does). */
    private Rule.Verdict favours(List<Draws> draws) {
        Ends first = null;
        for (Draws d : draws) {
            if (d.unjudged() != null) {
                return Rule.Verdict.notChecked(d.unjudged());
            }
            Ends e = Ends.of(d, false);
            if (e.bestPicks() > 2 * e.worstPicks() || e.even(scheme.shares().apply(d.population()))) {
                return Rule.Verdict.pass();
            }
            first = first != null ? first : e;
        }
        return Rule.Verdict.fail(first.text() + ": it favours the less fit in every population; check the comparison"
                + " (and the direction: MAXIMIZE or MINIMIZE)");
    }

    private Rule.Verdict frequencies(List<Draws> draws) {
        int individuals = draws.stream().mapToInt(d -> d.population().size()).sum();
        double alpha = Tolerance.FALSE_ALARM / individuals;
        Draws.Deviation worst = null;
        for (Draws d : draws) {
            if (d.unjudged() != null) {
                return Rule.Verdict.notChecked(d.unjudged());
            }
            if (d.universal() != null) {
                return Rule.Verdict.fail(d.universal());
            }
            Draws.Deviation w = d.worst(scheme.shares().apply(d.population()), alpha);
            worst = worst == null || w.ratio() > worst.ratio() ? w : worst;
        }
        if (worst.ratio() <= 1) {
            String place = byPlace(draws, individuals);
            return place == null ? Rule.Verdict.pass("furthest from its share: " + worst.text())
                    : Rule.Verdict.fail(place);
        }
        return Rule.Verdict.fail(worst.text() + " (the worst of " + individuals + " individuals; a correct selector"
                + " strays this far less than once in 10,000 checks)" + mistake(draws, alpha));
    }

    /**
     * Why the first or the last pick of the calls does not follow the scheme's shares (checked
     * apart from the pooled picks: a stochastic universal sample handed out in wheel order never
     * puts the last individuals first), or null. Each place gets the pooled rule's false-alarm
     * budget again (so the rule's is at most three times 1 in 10,000).
     */
    private String byPlace(List<Draws> draws, int individuals) {
        double alpha = Tolerance.FALSE_ALARM / individuals;
        for (boolean last : new boolean[] {false, true}) {
            Draws.Deviation worst = null;
            for (Draws d : draws) {
                Draws.Deviation w = d.worstAt(last, scheme.shares().apply(d.population()), alpha);
                worst = worst == null || w.ratio() > worst.ratio() ? w : worst;
            }
            if (worst.ratio() > 1) {
                return worst.text() + ": every pick of a call, the " + (last ? "last" : "first") + " one too, must"
                        + " follow the scheme's shares" + (scheme.universal() ? " (a stochastic universal sample is"
                        + " shuffled before it is handed out)" : "");
            }
        }
        return null;
    }

    /** "; the picks match ...: the rule is ..." when the draws fit a scheme a wrong answer implements, or "". */
    private String mistake(List<Draws> draws, double alpha) {
        for (SelectionScheme.Mistake m : scheme.mistakes()) {
            boolean fits = true;
            for (Draws d : draws) {
                fits &= d.worst(m.scheme().shares().apply(d.population()), alpha).ratio() <= 1;
            }
            if (fits) {
                return "; " + m.broken();
            }
        }
        return "";
    }
}
