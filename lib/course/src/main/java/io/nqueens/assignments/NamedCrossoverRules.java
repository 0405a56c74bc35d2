package io.nqueens.assignments;

import io.nqueens.operators.crossover.Crossover;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * The two rules a check adds for a named crossover ({@link CutCrossover}): the children follow
 * its rule for some cuts, and they come with the probabilities the exercise's cut law gives.
 * About 60,000 calls of the student's crossover in all; well under a second for a correct one.
 */
final class NamedCrossoverRules {
    private static final int[] SIZES = {2, 3, 4, 5, 6, 7, 8, 10, 12};
    private static final int[] SAMPLED_SIZES = {5, 8};
    static final int SAMPLED_CROSSINGS = 20_000;
    private static final int PARENT_CANDIDATES = 20;

    private final CutCrossover named;
    private final OperatorSettings settings;
    private final Crossover op;

    NamedCrossoverRules(CutCrossover named, OperatorSettings settings, Crossover op) {
        this.named = named;
        this.settings = settings;
        this.op = op;
    }

    /** Each child is one the named operator makes from its parents for some cuts. */
    Rule.Verdict followsRule() {
        Counterexamples.Found found = Counterexamples.search(settings.encoding(), SIZES, 2,
                OperatorSettings.TRIALS_PER_SIZE, settings.seed(), OperatorSettings.SEEDS_PER_CASE,
                (n, g, seed) -> notNamedChild(n, g[0], g[1], seed));
        return found == null ? Rule.Verdict.pass() : Rule.Verdict.fail(found.failure());
    }

    private String notNamedChild(int n, int[] p1, int[] p2, long seed) {
        boolean[] written = null;
        for (ChildArrays.Call call : ChildArrays.JUDGED_CALLS) {
            CrossoverCheck.Crossing c = CrossoverCheck.cross(op, p1, p2, call.two(), seed, call.fill());
            written = written != null ? written : CrossoverCheck.written(c);
            if (c.error() != null || !written[1] || call.two() && !written[2] || !complete(c.child1(), n)
                    || call.two() && !complete(c.child2(), n)) {
                continue; // the exception, encoding and writing rules' case
            }
            String why = named.notAChild(1, p1, p2, c.child1());
            why = why != null || !call.two() ? why : named.notAChild(2, p2, p1, c.child2());
            if (why != null) {
                return why + (call.two() ? "" : " (with child2 = null)") + call.fill().shown + " (N = " + n + ", seed "
                        + seed + ")";
            }
        }
        return null;
    }

    private boolean complete(int[] child, int n) {
        return child.length == settings.encoding().length(n) && CrossoverCheck.firstUnwritten(child) < 0;
    }

    /** Every child comes with the probability of its cuts (Bernstein, Bonferroni over all children). */
    Rule.Verdict cutFrequencies() {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        List<Sample> samples = new ArrayList<>();
        for (int n : SAMPLED_SIZES) {
            int[][] parents = sampledParents(n, rng);
            Sample s = new Sample(parents[0], parents[1]);
            String stray = s.draw();
            if (stray != null) {
                return Rule.Verdict.notChecked(stray);
            }
            samples.add(s);
        }
        int outcomes = samples.stream().mapToInt(s -> s.expected.size()).sum();
        double alpha = Tolerance.FALSE_ALARM / outcomes;
        Draws.Deviation worst = null;
        for (Sample s : samples) {
            Draws.Deviation w = s.worst(alpha);
            worst = worst == null || w.ratio() > worst.ratio() ? w : worst;
        }
        if (worst.ratio() <= 1) {
            return Rule.Verdict.pass("furthest from its share: " + worst.text());
        }
        return Rule.Verdict.fail(worst.text() + " (the worst of " + outcomes + " children; the exercise draws "
                + named.law() + ", and a correct " + named.name() + " strays this far less than once in 10,000"
                + " checks)" + neverMade(samples, alpha));
    }

    /** The cuts whose children never came although a correct operator makes them often, or "". */
    private String neverMade(List<Sample> samples, double alpha) {
        java.util.TreeSet<String> cuts = new java.util.TreeSet<>();
        for (Sample s : samples) {
            for (int i = 0; i < s.counts.length; i++) {
                CutCrossover.Outcome o = s.expected.get(i);
                if (s.counts[i] == 0 && o.p() > Tolerance.halfWidth(o.p(), SAMPLED_CROSSINGS, alpha)) {
                    for (CutCrossover.Cut c : o.cuts()) {
                        cuts.add(named.single() ? String.format("cut %2d", c.lo())
                                : String.format("lo = %2d, hi = %2d", c.lo(), c.hi()));
                    }
                }
            }
        }
        if (cuts.isEmpty()) {
            return "";
        }
        List<String> shown = cuts.stream().limit(4).map(c -> c.replaceAll("  +", " ").replace("= ", "= ")).toList();
        return "; never made the children of " + (named.single() ? "" : "cuts ") + String.join("; ", shown)
                .replaceAll("(=|cut) +", "$1 ") + (cuts.size() > shown.size() ? " and " + (cuts.size() - shown.size())
                        + " more" : "");
    }

    /** Parents whose children the cuts tell apart best, among a few random pairs of size n. */
    private int[][] sampledParents(int n, SplittableRandom rng) {
        int[][] best = null;
        int most = -1;
        for (int i = 0; i < PARENT_CANDIDATES; i++) {
            int[] p1 = settings.encoding().randomGenome(n, rng);
            int[] p2 = settings.encoding().randomGenome(n, rng);
            int distinct = named.outcomes(p1, p2).size() + named.outcomes(p2, p1).size();
            if (distinct > most) {
                most = distinct;
                best = new int[][] {p1, p2};
            }
        }
        return best;
    }

    /** The children of many crossings of one pair of parents, counted per possible child. */
    private final class Sample {
        final int[] p1;
        final int[] p2;
        final List<CutCrossover.Outcome> expected = new ArrayList<>(); // child 1's outcomes, then child 2's
        final List<Integer> child = new ArrayList<>(); // 1 or 2, per outcome
        final long[] counts;
        private final Map<String, Integer> index = new HashMap<>();

        Sample(int[] p1, int[] p2) {
            this.p1 = p1;
            this.p2 = p2;
            add(1, named.outcomes(p1, p2));
            add(2, named.outcomes(p2, p1));
            counts = new long[expected.size()];
        }

        private void add(int k, Map<String, CutCrossover.Outcome> outcomes) {
            for (Map.Entry<String, CutCrossover.Outcome> e : outcomes.entrySet()) {
                index.put(k + e.getKey(), expected.size());
                expected.add(e.getValue());
                child.add(k);
            }
        }

        /** Crosses the parents {@link #SAMPLED_CROSSINGS} times; why it could not, or null. */
        String draw() {
            int[][] parents = {p1, p2};
            java.util.function.IntFunction<CrossoverCheck.Crossing> crossings = Crossings.queued(op,
                    SAMPLED_CROSSINGS, t -> parents);
            for (int t = 0; t < SAMPLED_CROSSINGS; t++) {
                CrossoverCheck.Crossing c = crossings.apply(t);
                Integer one = c.error() == null ? index.get(1 + java.util.Arrays.toString(c.child1())) : null;
                Integer two = c.error() == null ? index.get(2 + java.util.Arrays.toString(c.child2())) : null;
                if (one == null || two == null) {
                    return "the crossing of parents " + Text.genes(p1) + " and " + Text.genes(p2) + " with new"
                            + " SplittableRandom(" + t + ") " + (c.error() != null ? Text.thrown(c.error())
                            : "gave children " + Text.genes(c.child1()) + " and " + Text.genes(c.child2())
                                    + ", which follow no cuts")
                            + "; the cut law is measured on children that follow the " + named.name() + " rule";
                }
                counts[one]++;
                counts[two]++;
            }
            return null;
        }

        Draws.Deviation worst(double alpha) {
            Draws.Deviation worst = null;
            for (int i = 0; i < counts.length; i++) {
                CutCrossover.Outcome o = expected.get(i);
                double p = o.p();
                double share = (double) counts[i] / SAMPLED_CROSSINGS;
                double t = Tolerance.halfWidth(p, SAMPLED_CROSSINGS, alpha);
                double ratio = Math.abs(share - p) / t;
                if (worst == null || ratio > worst.ratio()) {
                    worst = new Draws.Deviation(ratio, String.format("child %d %s (%s) came in %s of %,d crossings"
                            + " of parents %s and %s, expected %s ± %s", child.get(i), Text.genes(o.child()),
                            o.shownCuts(named.single()), Tolerance.percent(share, t), SAMPLED_CROSSINGS,
                            Text.genes(p1), Text.genes(p2), Tolerance.percent(p, t), Tolerance.percent(t, t)));
                }
            }
            return worst;
        }
    }
}
