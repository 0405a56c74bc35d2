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
 */
public record HeldOut(int configuration, int runs, int successes, WilsonInterval success, BootstrapInterval ert) {

    static List<HeldOut> of(Race race, List<Configuration> survivors, RunBatches batches) {
        List<Instance> instances = new ArrayList<>();
        for (int i = 0; i < race.heldOutCount; i++) {
            for (int n : race.boardSizes) {
                instances.add(new Instance(n, race.heldOutFirst + i));
            }
        }
        if (survivors.isEmpty()) {
            return List.of();
        }
        batches.run(survivors, instances, "heldout");
        SplittableRandom resampling = new SplittableRandom(race.seed + 1);
        List<HeldOut> out = new ArrayList<>();
        for (Configuration c : survivors) {
            double[] evaluations = new double[instances.size()];
            boolean[] solved = new boolean[instances.size()];
            int successes = 0;
            for (int i = 0; i < instances.size(); i++) {
                Outcome o = batches.outcome(c, instances.get(i));
                evaluations[i] = o.evaluations();
                solved[i] = o.solved();
                successes += o.solved() ? 1 : 0;
            }
            out.add(new HeldOut(c.id(), instances.size(), successes, WilsonInterval.of(successes, instances.size()),
                    Bootstrap.ert(evaluations, solved, resampling, 2_000, 0.95)));
        }
        return List.copyOf(out);
    }
}
