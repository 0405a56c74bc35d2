package io.nqueens.bench;

import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.stats.Bootstrap;
import io.nqueens.stats.BootstrapInterval;
import io.nqueens.stats.McNemar;
import io.nqueens.stats.WilcoxonSignedRank;
import io.nqueens.stats.WilsonInterval;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * Section 6's re-test: every contender's pick on the same held-out instances (each board size
 * with each held-out seed), in one experiment under one rule (the engines the contenders give,
 * all with the same exact evaluation budget). Per contender: the successes with their 95% Wilson
 * interval and the ERT (all evaluations over the successes) with a seeded bootstrap interval;
 * between two contenders, McNemar's exact test on success and Wilcoxon's signed-rank test on the
 * evaluations spent, paired by instance. Costs contenders × instances runs.
 */
final class HeldOutRetest {
    /** A contender's pick: its name and its engine at a board size. */
    record Pick(String name, IntFunction<Engine.Builder> engineAt) {}

    /** A pick's held-out figures, with its per-instance outcomes for the paired tests. */
    record Figures(String name, boolean[] solved, double[] evaluations, WilsonInterval success,
            BootstrapInterval ert) {
        int successes() {
            return success.successes();
        }
    }

    /** Two picks compared on the same instances, and what the tests say at level alpha. */
    record Duel(Figures first, Figures second, McNemar success, WilcoxonSignedRank cost, double alpha) {
        boolean firstWorse() {
            return success.p() < alpha && success.onlySecond() > success.onlyFirst()
                    || cost.p() < alpha && cost.wPlus() > cost.wMinus();
        }

        boolean firstBetter() {
            return success.p() < alpha && success.onlyFirst() > success.onlySecond()
                    || cost.p() < alpha && cost.wMinus() > cost.wPlus();
        }

        /** {@return the tests' verdict in words, with their p-values} */
        String verdict() {
            String tests = String.format(Locale.ROOT, "McNemar p = %.3f (only %s solved %d, only %s %d), Wilcoxon"
                    + " p = %.3f", success.p(), first.name, success.onlyFirst(), second.name, success.onlySecond(),
                    cost.p());
            String word = firstWorse() && firstBetter() ? "mixed: better on one test, worse on the other"
                    : firstWorse() ? first.name + " is worse" : firstBetter() ? first.name + " is better"
                    : "no test tells them apart at α = " + alpha;
            return word + " (" + tests + ")";
        }
    }

    private HeldOutRetest() {}

    /**
     * Runs every pick on every board size and held-out seed.
     *
     * @param picks the contenders' picks, distinct names
     * @param sizes the board sizes
     * @param firstSeed the first held-out seed
     * @param seeds the held-out seeds per board size
     * @return each pick's figures, in the picks' order
     */
    static List<Figures> run(List<Pick> picks, List<Integer> sizes, long firstSeed, int seeds) {
        List<Engine.Builder> builders = new ArrayList<>();
        for (Pick p : picks) {
            for (int n : sizes) {
                builders.add(p.engineAt().apply(n).label(p.name() + "@" + n));
            }
        }
        ExperimentResult r = Experiment.of(builders).seeds(firstSeed, seeds).run();
        Table runs = r.runs();
        Map<String, Integer> row = new HashMap<>();
        for (int i = 0; i < runs.rowCount(); i++) {
            row.put(runs.stringColumn("setting").get(i) + "#" + runs.longColumn("seed").get(i), i);
        }
        List<Figures> out = new ArrayList<>();
        for (Pick p : picks) {
            int k = sizes.size() * seeds;
            boolean[] solved = new boolean[k];
            double[] evaluations = new double[k];
            int successes = 0;
            for (int s = 0; s < sizes.size(); s++) {
                for (int i = 0; i < seeds; i++) {
                    int at = row.get(p.name() + "@" + sizes.get(s) + "#" + (firstSeed + i));
                    solved[s * seeds + i] = runs.booleanColumn("solved").get(at);
                    evaluations[s * seeds + i] = runs.longColumn("evaluations").get(at);
                    successes += solved[s * seeds + i] ? 1 : 0;
                }
            }
            out.add(new Figures(p.name(), solved, evaluations, WilsonInterval.of(successes, k),
                    Bootstrap.ert(evaluations, solved, new SplittableRandom(firstSeed), 2_000, 0.95)));
        }
        return out;
    }

    /** {@return the paired comparison of two picks' figures on their common instances} */
    static Duel duel(Figures first, Figures second, double alpha) {
        return new Duel(first, second, McNemar.of(first.solved(), second.solved()),
                WilcoxonSignedRank.of(first.evaluations(), second.evaluations()), alpha);
    }
}
