package io.nqueens.tuning;

import io.nqueens.stats.McNemar;
import io.nqueens.stats.WilcoxonSignedRank;
import org.apache.commons.math3.distribution.NormalDistribution;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How sure a race is of its pick, in one sentence: how many configurations its tests separated
 * (dropped), whether its survivors differ on the held-out seeds (the pick against each other
 * survivor, seed by seed: McNemar's exact test on successes and Wilcoxon's signed-rank test on
 * evaluations, Holm's correction over the survivors compared), and, when several survivors are
 * left that nothing separates, how many more blocks would.
 *
 * <p>The estimate takes the clearest held-out difference between the pick and another survivor,
 * as an effect size d = mean / standard deviation of the per-seed differences in evaluations
 * (a censored run counts its whole budget), and asks how many paired blocks a two-sided test at
 * the race's α needs to see it 80% of the time: n = ((z(1 − α/2) + z(0.8)) / d)² for a paired
 * t-test, times π/3 for Wilcoxon's test (its asymptotic efficiency, 3/π, under normal
 * differences). Each of the S survivors would have to run n blocks instead of the B the last race
 * gave them, so about S × (n − B) runs more. An estimate from one held-out sample, not a promise:
 * it says whether the gap is a few times the budget or a hundred times. When the survivors ran
 * alike on every held-out seed (d = 0), no budget would separate them.
 *
 * @param tried configurations the race tried
 * @param dropped configurations its tests dropped
 * @param survivors survivors of its last race
 * @param lastBlocks blocks the last race's survivors ran
 * @param comparisons the pick against each other survivor on the held-out runs, survivor order
 * @param neededBlocks blocks needed to separate the clearest held-out difference at 80% power;
 *     0 when there is nothing to separate (one survivor, a held-out difference already found, or
 *     none at all)
 * @param moreRuns runs more the estimate asks for: survivors × (neededBlocks − lastBlocks), at
 *     least 0
 * @param text the verdict in one sentence
 */
public record Verdict(int tried, int dropped, int survivors, int lastBlocks, List<Comparison> comparisons,
        long neededBlocks, long moreRuns, String text) {

    /**
     * The pick against one other survivor on the held-out runs.
     *
     * @param configuration the other survivor's number
     * @param success McNemar's exact test (pick first)
     * @param cost Wilcoxon's signed-rank test on evaluations (pick minus other)
     * @param successP McNemar's p after Holm's correction over the comparisons
     * @param costP Wilcoxon's p after Holm's correction over the comparisons
     * @param effect mean / standard deviation of the per-seed differences (other minus pick;
     *     positive when the pick spent less), 0 when the runs were alike, ±∞ when every seed
     *     differed by the same amount
     */
    public record Comparison(int configuration, McNemar success, WilcoxonSignedRank cost, double successP,
            double costP, double effect) {}

    /**
     * Copies the comparisons.
     *
     * @param tried see above
     * @param dropped see above
     * @param survivors see above
     * @param lastBlocks see above
     * @param comparisons see above
     * @param neededBlocks see above
     * @param moreRuns see above
     * @param text see above
     */
    public Verdict {
        comparisons = List.copyOf(comparisons);
    }

    static Verdict of(RaceResult r) {
        Race race = r.race();
        List<HeldOut> held = r.heldOut();
        List<Comparison> raw = new ArrayList<>();
        for (int k = 1; k < held.size(); k++) {
            raw.add(compare(held.get(0), held.get(k)));
        }
        List<Comparison> cs = holm(raw);
        int tried = r.configurations().size();
        int dropped = r.eliminations().size();
        int s = r.survivors().size();
        int blocks = r.lastBlocks();
        String head = String.format(Locale.ROOT, "verdict: the tests dropped %d of %d configurations", dropped, tried);
        if (s == 1) {
            return new Verdict(tried, dropped, s, blocks, cs, 0, 0, head + "; one survivor, the pick: the race decided.");
        }
        head += String.format(Locale.ROOT, "; %d survivors after %d blocks", s, blocks);
        double alpha = race.alpha;
        List<Comparison> separated = cs.stream().filter(c -> c.costP() < alpha || c.successP() < alpha)
                .sorted(java.util.Comparator.comparingDouble(c -> Math.min(c.costP(), c.successP()))).toList();
        List<Comparison> better = separated.stream().filter(c -> better(c, alpha)).toList();
        if (!better.isEmpty()) {
            return new Verdict(tried, dropped, s, blocks, cs, 0, 0, head + String.format(Locale.ROOT,
                    "; on held-out seeds %d of the other %d %s better than the pick (Holm-adjusted p < %s), e.g. %s"
                    + " (%s): the race's blocks were too few to rank them, and a larger budget would.", better.size(),
                    s - 1, better.size() == 1 ? "is" : "are", num(alpha), Configuration.label(better.get(0)
                    .configuration()), tests(better.get(0))));
        }
        String worse = separated.isEmpty() ? "" : String.format(Locale.ROOT, "; on held-out seeds %d of the other"
                + " %d %s worse than the pick (Holm-adjusted p < %s), e.g. %s (%s)", separated.size(), s - 1,
                separated.size() == 1 ? "is" : "are", num(alpha), Configuration.label(separated.get(0).configuration()),
                tests(separated.get(0)));
        List<Comparison> rest = cs.stream().filter(c -> !separated.contains(c)).toList();
        if (rest.isEmpty()) {
            return new Verdict(tried, dropped, s, blocks, cs, 0, 0, head + worse + ": the pick is the best of them.");
        }
        return undecided(race, tried, dropped, s, blocks, cs, rest, head + worse,
                separated.isEmpty() ? "they" : "the other " + rest.size());
    }

    /** Whether the other survivor did better than the pick: more successes if McNemar decided, else fewer evaluations. */
    private static boolean better(Comparison c, double alpha) {
        return c.successP() < alpha ? c.success().onlySecond() > c.success().onlyFirst() : c.effect() < 0;
    }

    private static String tests(Comparison c) {
        return "McNemar p " + equals(c.successP()) + ", Wilcoxon p " + equals(c.costP());
    }

    /** "= 0.003", or "< 0.001" below. */
    private static String equals(double p) {
        String text = p(p);
        return text.startsWith("<") ? text : "= " + text;
    }

    /** Several survivors that the held-out seeds do not separate: how many blocks would. */
    private static Verdict undecided(Race race, int tried, int dropped, int s, int blocks, List<Comparison> cs,
            List<Comparison> rest, String head, String they) {
        double d = rest.stream().mapToDouble(c -> Math.abs(c.effect())).max().orElse(0);
        if (d == 0) {
            return new Verdict(tried, dropped, s, blocks, cs, 0, 0, head + "; " + they + " ran alike on every"
                    + " held-out seed: no budget would separate them, and any of them does as well as the pick.");
        }
        Comparison clearest = rest.stream().filter(c -> Math.abs(c.effect()) == d).findFirst().orElseThrow();
        long n = neededBlocks(d, race.alpha);
        long more = (long) s * Math.max(0, n - blocks);
        return new Verdict(tried, dropped, s, blocks, cs, n, more, head + "; " + undecidedText(they, race.alpha,
                Configuration.label(clearest.configuration()), clearest.effect(), n, blocks, more, race.budget()));
    }

    /**
     * The sentence for survivors the held-out seeds do not separate. Two cases that must not be
     * mixed: the last race ran fewer blocks than the clearest difference needs (a budget too small,
     * and how much more would do), or at least as many (then the difference did not show although
     * it could have: most likely luck, and more budget is not the answer).
     */
    static String undecidedText(String they, double alpha, String clearest, double effect, long needed, int blocks,
            long more, int budget) {
        String difference = String.format(Locale.ROOT, "the clearest held-out difference (%s %s than the pick,"
                + " effect size %.2f)", clearest, effect < 0 ? "cheaper" : "dearer", Math.abs(effect));
        String same = String.format(Locale.ROOT, "%s do not differ on held-out seeds (Holm-adjusted p ≥ %s)", they,
                num(alpha));
        if (more == 0) {
            return String.format(Locale.ROOT, "%s, although the last race ran %d blocks, as many as %s needs to show"
                    + " at 80%% power (about %s): that difference is more likely luck than real, and a larger budget"
                    + " would not separate them.", same, blocks, difference, grouped(needed));
        }
        return String.format(Locale.ROOT, "%s: the budget was too small to separate them. %s needs about %s blocks to"
                + " show at 80%% power; the last race ran %d, so about %s runs more (a budget near %s runs instead of"
                + " %s).", same, Character.toUpperCase(difference.charAt(0)) + difference.substring(1), grouped(needed),
                blocks, round(more), round(budget + more), grouped(budget));
    }

    /** The pick (first) against another survivor, seed by seed. */
    static Comparison compare(HeldOut pick, HeldOut other) {
        int n = pick.outcomes().size();
        double[] ea = pick.evaluationCounts();
        double[] eb = other.evaluationCounts();
        double sum = 0;
        double sumSq = 0;
        for (int i = 0; i < n; i++) {
            sum += eb[i] - ea[i];
            sumSq += (eb[i] - ea[i]) * (eb[i] - ea[i]);
        }
        double mean = sum / n;
        double var = n > 1 ? Math.max(0, (sumSq - n * mean * mean) / (n - 1)) : 0;
        double effect = mean == 0 ? 0 : var == 0 ? Math.copySign(Double.POSITIVE_INFINITY, mean) : mean / Math.sqrt(var);
        McNemar m = McNemar.of(pick.solvedFlags(), other.solvedFlags());
        WilcoxonSignedRank w = WilcoxonSignedRank.of(ea, eb);
        return new Comparison(other.configuration(), m, w, m.p(), w.p(), effect);
    }

    /** Holm's step-down correction, within each test, over the comparisons. */
    static List<Comparison> holm(List<Comparison> raw) {
        double[] success = holm(raw.stream().mapToDouble(c -> c.success().p()).toArray());
        double[] cost = holm(raw.stream().mapToDouble(c -> c.cost().p()).toArray());
        List<Comparison> out = new ArrayList<>();
        for (int k = 0; k < raw.size(); k++) {
            Comparison c = raw.get(k);
            out.add(new Comparison(c.configuration(), c.success(), c.cost(), success[k], cost[k], c.effect()));
        }
        return out;
    }

    static double[] holm(double[] p) {
        Integer[] order = new Integer[p.length];
        for (int i = 0; i < p.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, java.util.Comparator.comparingDouble(i -> p[i]));
        double[] out = new double[p.length];
        double running = 0;
        for (int j = 0; j < p.length; j++) {
            running = Math.max(running, Math.min(1, (p.length - j) * p[order[j]]));
            out[order[j]] = running;
        }
        return out;
    }

    /** Blocks a paired Wilcoxon test at level α needs to see effect size d with power 0.8. */
    static long neededBlocks(double d, double alpha) {
        if (Double.isInfinite(d)) {
            return 6; // the same gap on every seed: the smallest exact Wilcoxon test that can reach 0.05
        }
        NormalDistribution z = new NormalDistribution(null, 0, 1);
        double t = (z.inverseCumulativeProbability(1 - alpha / 2) + z.inverseCumulativeProbability(0.8)) / d;
        return (long) Math.ceil(Math.min(1e12, t * t * Math.PI / 3));
    }

    /** Two significant figures, grouped: 2,714 → "2,700". */
    static String round(long v) {
        if (v < 100) {
            return Long.toString(v);
        }
        double scale = Math.pow(10, Math.floor(Math.log10(v)) - 1);
        return grouped(Math.round(v / scale) * (long) scale);
    }

    static String grouped(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    /** A p-value as read: three decimals, "< 0.001" below. */
    static String p(double p) {
        return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    private static String num(double v) {
        return Parameter.num(v);
    }

    @Override
    public String toString() {
        return text;
    }
}
