package io.nqueens.bench;

import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.tuning.Configuration;
import io.nqueens.tuning.Space;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A grid over a tuning space, run in full (every configuration at every board size on the same
 * seeds, in one parallel experiment) and its best picked by ERT: all evaluations spent over all
 * instances divided by the solved runs, so that success and cost count together across board
 * sizes; more successes break ties, then the grid's order. Costs configurations × sizes × seeds
 * runs.
 */
final class CoarseGrid {
    private CoarseGrid() {}

    /**
     * @param space the space the configurations belong to
     * @param grid the configurations
     * @param sizes the board sizes
     * @param seeds seeds 0..seeds-1 at each size
     * @param maxEvaluations each run's exact evaluation budget
     * @return the configuration with the lowest ERT
     */
    static Configuration best(Space space, List<Configuration> grid, List<Integer> sizes, int seeds,
            long maxEvaluations) {
        List<Engine.Builder> builders = new ArrayList<>();
        for (int i = 0; i < grid.size(); i++) {
            for (int n : sizes) {
                builders.add(RacingSpaces.engine(space, grid.get(i), n, maxEvaluations).label("g" + i + "@" + n));
            }
        }
        ExperimentResult r = Experiment.of(builders).seeds(0, seeds).run();
        Table runs = r.runs();
        Map<Integer, long[]> totals = new HashMap<>(); // configuration -> {evaluations, successes}
        for (int row = 0; row < runs.rowCount(); row++) {
            String label = runs.stringColumn("setting").get(row);
            long[] t = totals.computeIfAbsent(Integer.parseInt(label.substring(1, label.indexOf('@'))),
                    k -> new long[2]);
            t[0] += runs.longColumn("evaluations").get(row);
            t[1] += runs.booleanColumn("solved").get(row) ? 1 : 0;
        }
        int best = 0;
        for (int i = 1; i < grid.size(); i++) {
            if (better(totals.get(i), totals.get(best))) {
                best = i;
            }
        }
        return grid.get(best);
    }

    /** Lower ERT (evaluations / successes, +∞ with none), then more successes. */
    private static boolean better(long[] a, long[] b) {
        double ertA = a[1] == 0 ? Double.POSITIVE_INFINITY : (double) a[0] / a[1];
        double ertB = b[1] == 0 ? Double.POSITIVE_INFINITY : (double) b[0] / b[1];
        return ertA < ertB || ertA == ertB && a[1] > b[1];
    }
}
