package io.nqueens.tuning;

import io.nqueens.stats.Bootstrap;
import io.nqueens.stats.BootstrapInterval;
import io.nqueens.stats.WilsonInterval;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The re-test of a race's survivors on seeds the race never saw: every survivor on every board
 * size and held-out seed, with the 95% Wilson interval on its success rate and a seeded bootstrap
 * interval on its expected running time (all evaluations over the solved runs).
 *
 * @param configuration the survivor's number
 * @param runs the held-out runs
 * @param successes the solved ones
 * @param success the Wilson interval on the success rate
 * @param ert the bootstrap interval on the ERT (estimate included); +∞ when nothing was solved
 * @param outcomes every held-out run, in the order of {@link #instances(Race)}: the runs the paired
 *     tests between survivors compare seed by seed
 */
public record HeldOut(int configuration, int runs, int successes, WilsonInterval success, BootstrapInterval ert,
        List<Outcome> outcomes) {

    /**
     * Copies the outcomes into an unmodifiable list.
     *
     * @param configuration see above
     * @param runs see above
     * @param successes see above
     * @param success see above
     * @param ert see above
     * @param outcomes see above
     */
    public HeldOut {
        outcomes = List.copyOf(outcomes);
    }

    /**
     * {@return whether each held-out run solved its board, in the order of {@link #outcomes()}}:
     * what McNemar's test pairs between two configurations. O(runs).
     */
    public boolean[] solvedFlags() {
        boolean[] out = new boolean[outcomes.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = outcomes.get(i).solved();
        }
        return out;
    }

    /**
     * {@return each held-out run's evaluations, in the order of {@link #outcomes()}}: what
     * Wilcoxon's signed-rank test pairs between two configurations. O(runs).
     */
    public double[] evaluationCounts() {
        return outcomes.stream().mapToDouble(Outcome::evaluations).toArray();
    }

    /** {@return the held-out instances of a race: each held-out seed with each board size, in order} */
    static List<Instance> instances(Race race) {
        List<Instance> instances = new ArrayList<>();
        for (int i = 0; i < race.heldOutCount; i++) {
            for (int n : race.boardSizes) {
                instances.add(new Instance(n, race.heldOutFirst + i));
            }
        }
        return instances;
    }

    /**
     * Re-tests the survivors, telling {@code progress} a line when the re-test starts and each
     * time a survivor's runs have ended, e.g. {@code held-out re-test: 400 of 1,100 runs (11
     * survivors × 100 instances)}.
     */
    static List<HeldOut> of(Race race, List<Configuration> survivors, RunBatches batches,
            java.util.function.Consumer<String> progress) {
        List<Instance> instances = instances(race);
        if (survivors.isEmpty()) {
            return List.of();
        }
        int planned = survivors.size() * instances.size();
        int[] told = {-1}; // a count told once: the batch's end repeats its last setting's
        java.util.function.IntConsumer done = runs -> {
            if (runs != told[0]) {
                told[0] = runs;
                progress.accept(String.format(java.util.Locale.ROOT, "held-out re-test: %,d of %,d runs (%d"
                        + " survivors × %d instances)", runs, planned, survivors.size(), instances.size()));
            }
        };
        done.accept(0);
        batches.run(survivors, instances, "heldout", done);
        SplittableRandom resampling = new SplittableRandom(race.seed + 1);
        List<HeldOut> out = new ArrayList<>();
        for (Configuration c : survivors) {
            List<Outcome> outcomes = instances.stream().map(i -> batches.outcome(c, i)).toList();
            out.add(of(c.id(), outcomes, resampling));
        }
        return List.copyOf(out);
    }

    /** The figures of one configuration's runs: Wilson interval, bootstrap ERT (2,000 resamples). */
    static HeldOut of(int configuration, List<Outcome> outcomes, SplittableRandom resampling) {
        double[] evaluations = new double[outcomes.size()];
        boolean[] solved = new boolean[outcomes.size()];
        int successes = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            evaluations[i] = outcomes.get(i).evaluations();
            solved[i] = outcomes.get(i).solved();
            successes += solved[i] ? 1 : 0;
        }
        return new HeldOut(configuration, outcomes.size(), successes, WilsonInterval.of(successes, outcomes.size()),
                Bootstrap.ert(evaluations, solved, resampling, 2_000, 0.95), outcomes);
    }
}
