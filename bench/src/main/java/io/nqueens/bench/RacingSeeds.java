package io.nqueens.bench;

import io.nqueens.stats.Bootstrap;
import io.nqueens.stats.McNemar;
import io.nqueens.stats.WilsonInterval;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Section 6's race against irace over tuner seeds: seed s's race and irace with the same seed
 * (irace given the runs that race used) compared on the same held-out instances. Per seed,
 * McNemar's exact test on success and Wilcoxon's signed-rank test on evaluations, paired by
 * instance; pooled over the seeds, the same two tests on all the pairs (seed s's race against seed
 * s's irace on each instance), and a sign test over the seeds (a seed is a win for the side with
 * more held-out successes, ties by fewer held-out evaluations; an exact tie is dropped). The
 * pooled tests decide the target. With 3 seeds the sign test cannot reach p &lt; 0.25 (it is
 * reported, not relied on). Then the wall times side by side, per seed and in total. Rows go to
 * section {@code racing} with param {@code space=...;seed=s} per seed and {@code space=...;seeds=K}
 * pooled.
 */
final class RacingSeeds {
    private RacingSeeds() {}

    /** One side's outcomes over all seeds, concatenated seed by seed in the same instance order. */
    private static HeldOutRetest.Figures pooled(String name, List<HeldOutRetest.Figures> perSeed) {
        int k = perSeed.stream().mapToInt(f -> f.solved().length).sum();
        boolean[] solved = new boolean[k];
        double[] evaluations = new double[k];
        int at = 0;
        int successes = 0;
        for (HeldOutRetest.Figures f : perSeed) {
            System.arraycopy(f.solved(), 0, solved, at, f.solved().length);
            System.arraycopy(f.evaluations(), 0, evaluations, at, f.evaluations().length);
            at += f.solved().length;
            successes += f.successes();
        }
        return new HeldOutRetest.Figures(name, solved, evaluations, WilsonInterval.of(successes, k),
                Bootstrap.ert(evaluations, solved, new SplittableRandom(RacingComparison.HELD_OUT_FIRST), 2_000, 0.95));
    }

    /** The sign test's count over seeds: wins of the race, wins of irace (exact ties dropped). */
    record Signs(int race, int irace) {
        double p() {
            return race + irace == 0 ? 1.0 : McNemar.exactP(race, irace);
        }
    }

    /** {@return the seeds the race won and irace won: more successes, then fewer evaluations} */
    static Signs signs(List<HeldOutRetest.Figures> races, List<HeldOutRetest.Figures> iraces) {
        int race = 0;
        int irace = 0;
        for (int i = 0; i < races.size(); i++) {
            int bySuccess = Integer.compare(races.get(i).successes(), iraces.get(i).successes());
            int byCost = Double.compare(sum(iraces.get(i).evaluations()), sum(races.get(i).evaluations()));
            int sign = bySuccess != 0 ? bySuccess : byCost;
            race += sign > 0 ? 1 : 0;
            irace += sign < 0 ? 1 : 0;
        }
        return new Signs(race, irace);
    }

    private static double sum(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s;
    }

    /** Prints and records the per-seed and pooled duels, the target, and the wall times. */
    static void report(String space, List<RacingComparison.Contender> races, List<RacingComparison.Contender> iraces,
            List<HeldOutRetest.Figures> figures, double alpha, Results results, PrintStream out) {
        List<HeldOutRetest.Figures> r = new ArrayList<>();
        List<HeldOutRetest.Figures> i = new ArrayList<>();
        for (int s = 0; s < races.size(); s++) {
            if (iraces.get(s).skipped() != null) {
                out.printf("  %s: not compared, irace %s%n", races.get(s).label(), iraces.get(s).skipped());
                continue;
            }
            r.add(RacingReport.of(figures, races.get(s).label()));
            i.add(RacingReport.of(figures, iraces.get(s).label()));
            HeldOutRetest.Duel d = HeldOutRetest.duel(r.get(r.size() - 1), i.get(i.size() - 1), alpha);
            out.printf("  %s vs %s: %s%n", races.get(s).label(), iraces.get(s).label(), d.verdict());
            record(results, RacingReport.param(space, races.get(s).seed()), d);
        }
        if (r.isEmpty()) {
            out.printf("  target (race's pick no worse than irace's at the same budget): not tested, irace did not"
                    + " run%n");
            return;
        }
        pooledVerdict(space, r, i, alpha, results, out);
        out.print(wallLines(races, iraces));
        recordWalls(space, races, iraces, results);
    }

    private static void pooledVerdict(String space, List<HeldOutRetest.Figures> r, List<HeldOutRetest.Figures> i,
            double alpha, Results results, PrintStream out) {
        HeldOutRetest.Duel d = HeldOutRetest.duel(pooled("race", r), pooled("irace", i), alpha);
        Signs signs = signs(r, i);
        String param = "space=" + space + ";seeds=" + r.size();
        out.printf("  pooled over %d seeds (%d pairs): race %d solved, irace %d; %s%n", r.size(),
                d.first().solved().length, d.first().successes(), d.second().successes(), d.verdict());
        out.print(RacingComparison.format("  sign test over seeds: the race better on %d, irace on %d, tied %d;"
                + " p = %.3f%s%n", signs.race(), signs.irace(), r.size() - signs.race() - signs.irace(), signs.p(),
                r.size() < 6 ? " (under 6 seeds it cannot reach p < 0.05)" : ""));
        out.printf("  target (race's pick no worse than irace's at the same budget, pooled paired tests): %s%n",
                d.firstWorse() ? "NOT met: irace's picks are better" : "met: " + (d.firstBetter()
                ? "the race's picks are better" : "no paired test separates them"));
        record(results, param, d);
        results.add(RacingComparison.SECTION, "held_out_successes", "race", param, d.first().successes(), "runs");
        results.add(RacingComparison.SECTION, "held_out_successes", "irace", param, d.second().successes(), "runs");
        results.add(RacingComparison.SECTION, "held_out_ert", "race", param, d.first().ert().estimate(), "evaluations");
        results.add(RacingComparison.SECTION, "held_out_ert", "irace", param, d.second().ert().estimate(),
                "evaluations");
        results.add(RacingComparison.SECTION, "p_sign_over_seeds", "race vs irace", param, signs.p(), "");
        results.add(RacingComparison.SECTION, "target_met_race_no_worse_than_irace", "race", param,
                d.firstWorse() ? 0 : 1, "bool");
    }

    private static void record(Results results, String param, HeldOutRetest.Duel d) {
        results.add(RacingComparison.SECTION, "p_mcnemar", "race vs irace", param, d.success().p(), "");
        results.add(RacingComparison.SECTION, "p_wilcoxon", "race vs irace", param, d.cost().p(), "");
    }

    /**
     * The race's wall time against irace's, seed by seed and in total, on the same scenario and
     * budget in this run: both make their runs in this JVM on every core, so the difference is what
     * each spends around them (irace: R, its sampling and tests, a socket round trip per batch).
     */
    static String wallLines(List<RacingComparison.Contender> races, List<RacingComparison.Contender> iraces) {
        StringBuilder b = new StringBuilder();
        double raceTotal = 0;
        double iraceTotal = 0;
        for (int s = 0; s < races.size(); s++) {
            RacingComparison.Contender race = races.get(s);
            RacingComparison.Contender irace = iraces.get(s);
            if (irace.skipped() != null) {
                continue;
            }
            b.append(RacingReport.wallLine(race, irace).replace("  wall time", "  seed " + race.seed() + ": wall time"));
            raceTotal += race.wallSeconds();
            iraceTotal += irace.wallSeconds();
        }
        b.append(RacingComparison.format("  wall time over the seeds: race %.1f s, irace %.1f s, irace / race = %.2f%n",
                raceTotal, iraceTotal, iraceTotal / raceTotal));
        return b.toString();
    }

    private static void recordWalls(String space, List<RacingComparison.Contender> races,
            List<RacingComparison.Contender> iraces, Results results) {
        double raceTotal = 0;
        double iraceTotal = 0;
        int seeds = 0;
        for (int s = 0; s < races.size(); s++) {
            if (iraces.get(s).skipped() == null) {
                results.add(RacingComparison.SECTION, "wall_ratio", "irace / race", RacingReport.param(space,
                        races.get(s).seed()), iraces.get(s).wallSeconds() / races.get(s).wallSeconds(), "x");
                raceTotal += races.get(s).wallSeconds();
                iraceTotal += iraces.get(s).wallSeconds();
                seeds++;
            }
        }
        results.add(RacingComparison.SECTION, "wall_ratio", "irace / race", "space=" + space + ";seeds=" + seeds,
                iraceTotal / raceTotal, "x");
    }
}
