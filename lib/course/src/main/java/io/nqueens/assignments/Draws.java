package io.nqueens.assignments;

import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;

import java.util.Arrays;
import java.util.StringJoiner;

/**
 * What a selector picked from one population in many batches: how often each individual, and
 * the first problem of each kind (null when none), worded for the report.
 *
 * @param population the population drawn from
 * @param counts picks of each individual, every pick in range of every batch that came back
 * @param picks the total of {@code counts}
 * @param exception the first exception thrown
 * @param outOfRange the first index outside [0, μ)
 * @param wrongCount the first batch with a place left unwritten or written past the count
 * @param universal the first batch that is not a stochastic universal sample (only for SUS)
 * @param batches the batches that came back with every pick in range
 * @param identical those of them whose picks were all the same individual
 * @param firsts picks of each individual as a call's first pick ({@code into[0]}), in those batches
 * @param lasts picks of each individual as a call's last pick ({@code into[count - 1]}), in those batches
 * @param seen picks of each individual in range, those of the calls that wrote past the count
 *     included (they tell whether it selects by fitness; the engine, whose array has exactly
 *     {@code count} places, would get none of them, so {@code counts} leaves them out)
 * @param overruns the calls that wrote past the count (the call for 0 picks included)
 */
record Draws(ScoredPopulation population, long[] counts, long picks, String exception, String outOfRange,
        String wrongCount, String universal, long batches, long identical, long[] firsts, long[] lasts,
        long[] seen, long overruns) {

    /** Samples {@code batches} batches of {@link SelectionCheck#COUNT} picks, plus one of 0 picks. */
    static Draws sample(Selector s, SelectionScheme scheme, ScoredPopulation p, long seed, int batches) {
        Tally tally = new Tally(p, scheme.universal() ? scheme.shares().apply(p) : null);
        int[] none = filled(3);
        Throwable e0 = Calls.attempt(() -> s.select(p, 0, none, new CountingRandom(seed)));
        tally.note(0, e0 == null ? null : Text.thrown(e0) + " when asked for 0 picks from " + describe(p));
        tally.note(2, e0 == null && none[0] != -1 ? "asked for 0 picks from " + describe(p)
                + ", it wrote into[0] = " + none[0] : null);
        tally.overruns += e0 == null && none[0] != -1 ? 1 : 0;
        CountingRandom rng = new CountingRandom(seed);
        for (int b = 0; b < batches; b++) {
            // Even batches as the engine and the notebook call it: an array of exactly count places.
            boolean exact = b % 2 == 0;
            int[] into = filled(SelectionCheck.COUNT + (exact ? 0 : SLACK));
            Throwable e = Calls.attempt(() -> s.select(p, SelectionCheck.COUNT, into, rng));
            String where = " from " + describe(p) + " (batch " + b + " of a run from new SplittableRandom(" + seed
                    + "))";
            if (e != null) {
                tally.note(0, Text.thrown(e) + " when asked for " + SelectionCheck.COUNT + " picks" + (exact
                        ? " into an array of exactly " + SelectionCheck.COUNT + " places (as the engine and the"
                                + " notebook call it)" : "") + where);
            } else {
                tally.add(into, where);
            }
        }
        return new Draws(p, tally.counts, tally.picks, tally.first[0], tally.first[1], tally.first[2], tally.first[3],
                tally.batches, tally.identical, tally.firsts, tally.lasts, tally.seen,
                tally.overruns);
    }

    /** Places past the count in the odd batches' arrays, to see a selector writing past it. */
    static final int SLACK = 6;

    /**
     * {@return the chance that a correct selector's {@link SelectionCheck#COUNT} picks of one call
     * are all the same individual} The sum over the individuals of share^count.
     */
    static double identicalChance(double[] shares) {
        double sum = 0;
        for (double x : shares) {
            sum += Math.pow(x, SelectionCheck.COUNT);
        }
        return sum;
    }

    /** The running counts of one sample, and the first problem of each kind. */
    private static final class Tally {
        private final ScoredPopulation population;
        private final double[] universalShares; // null unless the scheme is SUS
        private final long[] counts;
        private long picks;
        private final String[] first = new String[4]; // exception, out of range, count, universal
        private long batches;
        private long identical;
        private final long[] firsts;
        private final long[] lasts;
        private final long[] seen;
        private long overruns;

        Tally(ScoredPopulation population, double[] universalShares) {
            this.population = population;
            this.universalShares = universalShares;
            this.counts = new long[population.size()];
            this.firsts = new long[population.size()];
            this.lasts = new long[population.size()];
            this.seen = new long[population.size()];
        }

        void note(int kind, String problem) {
            if (first[kind] == null) {
                first[kind] = problem;
            }
        }

        /**
         * Counts the valid picks of a batch; only a whole, valid batch is judged as a universal
         * sample. A batch that wrote past the count gives the engine nothing (its array of exactly
         * {@code count} places overflows): its picks are only {@code seen}.
         */
        void add(int[] into, String where) {
            int mu = population.size();
            String range = outOfRange(into, mu);
            String count = wrongCount(into);
            note(1, range == null ? null : range + where);
            note(2, count == null ? null : count + where);
            boolean overrun = false;
            for (int k = SelectionCheck.COUNT; k < into.length; k++) {
                overrun |= into[k] != -1;
            }
            int[] batch = new int[mu];
            for (int k = 0; k < SelectionCheck.COUNT; k++) {
                if (into[k] >= 0 && into[k] < mu) {
                    batch[into[k]]++;
                    seen[into[k]]++;
                }
            }
            if (overrun) {
                overruns++;
                return;
            }
            for (int i = 0; i < mu; i++) {
                counts[i] += batch[i];
                picks += batch[i];
            }
            addPlaces(into, range == null);
            if (universalShares != null && range == null && count == null) {
                note(3, notUniversal(batch, universalShares, population));
            }
        }

        /** The first and last picks and the identical batches, of a batch whose picks came back in range. */
        private void addPlaces(int[] into, boolean inRange) {
            int mu = population.size();
            int last = into[SelectionCheck.COUNT - 1];
            if (inRange && into[0] >= 0 && into[0] < mu) {
                batches++;
                firsts[into[0]]++;
                if (last >= 0 && last < mu) {
                    lasts[last]++;
                }
                boolean same = true;
                for (int k = 1; k < SelectionCheck.COUNT; k++) {
                    same &= into[k] == into[0];
                }
                identical += same ? 1 : 0;
            }
        }
    }

    static int[] filled(int length) {
        int[] a = new int[length];
        Arrays.fill(a, -1);
        return a;
    }

    private static String outOfRange(int[] into, int mu) {
        for (int k = 0; k < SelectionCheck.COUNT; k++) {
            if (into[k] != -1 && (into[k] < 0 || into[k] >= mu)) {
                return "picked index " + into[k] + " (into[" + k + "]); valid indices are 0.." + (mu - 1);
            }
        }
        return null;
    }

    private static String wrongCount(int[] into) {
        for (int k = 0; k < into.length; k++) {
            if ((k < SelectionCheck.COUNT) == (into[k] == -1)) {
                return "asked for " + SelectionCheck.COUNT + " picks, it " + (k < SelectionCheck.COUNT
                        ? "left into[" + k + "] unwritten (still -1)"
                        : "also wrote into[" + k + "] = " + into[k] + ", past the count");
            }
        }
        return null;
    }

    private static String notUniversal(int[] batch, double[] expected, ScoredPopulation p) {
        for (int i = 0; i < batch.length; i++) {
            double e = expected[i] * SelectionCheck.COUNT;
            if (batch[i] < Math.floor(e - 1e-9) || batch[i] > Math.ceil(e + 1e-9)) {
                return "one batch of " + SelectionCheck.COUNT + " picks from " + describe(p) + " picked individual " + i
                        + " " + batch[i] + " times; stochastic universal sampling picks it "
                        + (long) Math.floor(e - 1e-9) + " or " + (long) Math.ceil(e + 1e-9) + " times (expected "
                        + String.format("%.2f", e) + ")";
            }
        }
        return null;
    }

    /** A population as its scores and direction: "[5, 0, 13] (MAXIMIZE)". */
    static String describe(ScoredPopulation p) {
        StringJoiner scores = new StringJoiner(", ", "[", "]");
        for (int i = 0; i < p.size(); i++) {
            scores.add(Text.number(p.fitness(i)));
        }
        return scores + " (" + p.direction() + ")";
    }

    /**
     * An individual's observed share against its expected one.
     *
     * @param ratio the distance between them in tolerances (above 1: too far)
     * @param text what the report says about it
     */
    record Deviation(double ratio, String text) {}

    /**
     * Why the picks of these draws are not judged, or null: a selector that wrote past the count
     * overwrites what follows the engine's picks (or throws there), so its picks are not the
     * engine's; one whose every call threw or picked out of range has none.
     */
    String unjudged() {
        if (overruns > 0) {
            return String.format("it wrote past the count in %,d calls for picks from %s (%s): a selector that"
                    + " returns more picks than asked overwrites what follows them in the engine's arrays, or throws"
                    + " there, so its picks are not judged", overruns, describe(population),
                    wrongCount);
        }
        return picks > 0 ? null : "no call for picks from " + describe(population) + " returned them"
                + " in range without throwing (" + (exception != null ? exception : outOfRange) + ")";
    }

    /** The share of the picks at or above which picking an individual the scheme never picks is no accident. */
    static final double STRAY_SHARE = 0.01;

    /**
     * Where the picks leave the scheme's own support, or null: an individual it never picks
     * (expected share 0) taking at least {@value #STRAY_SHARE} of the picks, or one it picks at
     * least that often never picked. A correct selector does neither (the first is impossible,
     * the second has a chance below e^-1000 in 100,000 picks); a wheel whose cumulative sum is
     * off by a slot, or whose scores were shifted first, does. O(μ).
     */
    String outsideSupport(double[] expected, String scheme) {
        for (int i = 0; i < counts.length && picks > 0; i++) {
            double share = (double) counts[i] / picks;
            String who = String.format("individual %d (fitness %s) of %s", i, Text.number(population.fitness(i)),
                    describe(population));
            if (expected[i] == 0 && share >= STRAY_SHARE) {
                return String.format("%s: picked %s of %,d times, where %s never picks it", who,
                        Tolerance.percent(share, 0.001), picks, scheme);
            }
            if (expected[i] >= STRAY_SHARE && counts[i] == 0) {
                return String.format("%s: never picked in %,d picks, where %s picks it %s of the time", who, picks,
                        scheme, Tolerance.percent(expected[i], 0.001));
            }
        }
        return null;
    }

    /** The individual whose share of all picks is furthest from its expected share, in tolerances. */
    Deviation worst(double[] expected, double alpha) {
        return worst(counts, picks, expected, alpha, "picked %s of %,d times");
    }

    /**
     * The individual whose share of one place of the calls' picks ({@code into[0]}, or {@code
     * into[count - 1]} with {@code last}) is furthest from its expected share, in tolerances: each
     * pick of a call follows the scheme's shares, whatever its place.
     */
    Deviation worstAt(boolean last, double[] expected, double alpha) {
        long[] at = last ? lasts : firsts;
        long n = java.util.Arrays.stream(at).sum();
        return worst(at, n, expected, alpha, "was the " + (last ? "last" : "first") + " pick of a call in %s of"
                + " %,d calls");
    }

    private Deviation worst(long[] counts, long picks, double[] expected, double alpha, String observed) {
        Deviation worst = null;
        for (int i = 0; i < counts.length; i++) {
            double share = (double) counts[i] / picks;
            double t = expected[i] == 0 ? 0 : Tolerance.halfWidth(expected[i], picks, alpha);
            double gap = Math.abs(share - expected[i]);
            double ratio = t == 0 ? (gap > 0 ? Double.POSITIVE_INFINITY : 0) : gap / t;
            if (worst == null || ratio > worst.ratio()) {
                double shown = Math.max(t, 1e-4);
                String expectation = expected[i] == 0 ? "expected never (weight 0)" : "expected "
                        + Tolerance.percent(expected[i], shown) + " ± " + Tolerance.percent(t, shown);
                worst = new Deviation(ratio, String.format("individual %d (fitness %s) of %s: " + observed + ", %s", i,
                        Text.number(population.fitness(i)), describe(population),
                        Tolerance.percent(share, Math.max(t, 0.001)), picks, expectation));
            }
        }
        return worst;
    }
}
