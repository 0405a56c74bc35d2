package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.stats.Better;
import io.nqueens.stats.CostSummary;
import io.nqueens.stats.IntervalRanking;
import io.nqueens.stats.SolvedQuartiles;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The settings of an experiment ranked so that differences the runs cannot tell apart do not
 * decide the order. First success: the settings whose 95% Wilson interval overlaps the best
 * success rate's form the first tier ({@link IntervalRanking}), the rest are tiered the same way.
 * Then, within a tier, cost: the expected running time (ERT: evaluations of all runs, solved or
 * not, over successes) with its bootstrap 95% interval ({@link CostSummary}); the cheapest and
 * every setting whose interval overlaps its share the tier's first rank, and so on. Ranks count
 * the settings placed before (1, 1, 3...). So a setting that solves 29 of 30 seeds at 1,975
 * evaluations each ranks above one that solves 30 of 30 at 4,770, since 29/30 and 30/30 cannot be
 * told apart on 30 seeds but the costs can; and two settings of equal success whose costs overlap
 * share a rank. Within a rank, rows go by success rate, then ERT, then table order.
 *
 * <pre>{@code
 * ExperimentResult r = Experiment.of(sweep).seeds(0, 30).run();
 * System.out.println(SettingRanking.table(r).print());
 * Selector best = SettingRanking.best(r).value(selection);   // the axis's typed value
 * }</pre>
 *
 * Overlap of intervals is a conservative criterion, not a test: compare two settings on their
 * common seeds with {@link ExperimentResult#compare}. Cost: that of {@link CostSummary}.
 */
public final class SettingRanking {
    /** The columns after the parameter columns. */
    public static final List<String> STAT_COLUMNS = List.of("runs", "successes", "success_rate", "ci_low",
            "ci_high", "gens_median", "evaluations_median", "ert", "ert_low", "ert_high");

    private SettingRanking() {}

    /**
     * The best setting of the experiment: the first row of {@link #table(ExperimentResult)}.
     *
     * @param result the experiment's result, with at least one finished run
     * @return the best setting
     * @throws IllegalArgumentException when no run finished
     */
    public static Setting best(ExperimentResult result) {
        Checks.notNull("result", result);
        Table ranked = table(result);
        String label = ranked.stringColumn("setting").get(0);
        return result.settings().stream().filter(s -> s.label().equals(label)).findFirst().orElseThrow();
    }

    /**
     * One row per setting that has finished runs, best first: {@code rank} (from 1, shared by
     * settings the intervals cannot tell apart), {@code setting}, the parameter columns, then
     * {@link #STAT_COLUMNS}.
     *
     * @param result the experiment's result
     * @return a new table
     * @throws IllegalArgumentException when no run finished
     */
    public static Table table(ExperimentResult result) {
        return table(Checks.notNull("result", result).runs());
    }

    /**
     * The ranking of a runs table, such as a merged sweep's (see {@link #table(ExperimentResult)}).
     *
     * @param runs a runs table with the columns {@code setting}, {@code seed}, {@code solved} and
     *     {@code evaluations}; without {@code first_solution_generation} the ranking has no
     *     {@code gens_median} column (the median generation of the solved runs)
     * @return a new table
     * @throws IllegalArgumentException for a missing column or a table without runs
     */
    public static Table table(Table runs) {
        Checks.notNull("runs", runs);
        if (runs.rowCount() == 0) {
            throw new IllegalArgumentException("the experiment has no finished run to rank");
        }
        Table costs = CostSummary.of(runs);
        if (runs.containsColumn("first_solution_generation")) { // same settings, same order
            costs.addColumns(SolvedQuartiles.of(runs, "first_solution_generation")
                    .doubleColumn("first_solution_generation_median").copy().setName("gens_median"));
        }
        int[] rank = ranks(costs);
        List<Integer> order = new ArrayList<>();
        for (int r = 0; r < costs.rowCount(); r++) {
            order.add(r);
        }
        DoubleColumn rate = costs.doubleColumn("success_rate");
        DoubleColumn ert = costs.doubleColumn("ert");
        order.sort(Comparator.<Integer>comparingInt(r -> rank[r]).thenComparingDouble(r -> -rate.getDouble(r))
                .thenComparingDouble(ert::getDouble).thenComparingInt(r -> r));
        Table sorted = costs.emptyCopy();
        IntColumn rankColumn = IntColumn.create("rank");
        for (int r : order) {
            sorted.addRow(r, costs); // Table.rows(int...) would keep table order, not this one
            rankColumn.append(rank[r]);
        }
        List<String> keep = new ArrayList<>(sorted.columnNames().subList(0, sorted.columnNames()
                .indexOf(CostSummary.STAT_COLUMNS.get(0))));
        STAT_COLUMNS.stream().filter(sorted::containsColumn).forEach(keep::add);
        Table out = sorted.selectColumns(keep.toArray(String[]::new));
        out.insertColumn(0, rankColumn);
        return out.setName("settings ranked by success (Wilson 95%), then cost (ERT, bootstrap 95%);"
                + " overlapping intervals share a rank"
                + (runs.name() != null && runs.name().endsWith(ExperimentResult.PARTIAL) ? "; " + runs.name() : ""));
    }

    /** Success tiers by Wilson intervals, then cost ranks by ERT intervals within each tier. */
    static int[] ranks(Table costs) {
        double[] low = costs.doubleColumn("ci_low").asDoubleArray();
        double[] rate = costs.doubleColumn("success_rate").asDoubleArray();
        double[] high = costs.doubleColumn("ci_high").asDoubleArray();
        int[] tier = IntervalRanking.ranks(low, rate, high, Better.LARGER);
        int[] rank = new int[tier.length];
        for (int t : java.util.Arrays.stream(tier).distinct().toArray()) {
            List<Integer> members = new ArrayList<>();
            for (int i = 0; i < tier.length; i++) {
                if (tier[i] == t) {
                    members.add(i);
                }
            }
            int[] cost = IntervalRanking.ranks(pick(costs, "ert_low", members), pick(costs, "ert", members),
                    pick(costs, "ert_high", members), Better.SMALLER);
            for (int j = 0; j < members.size(); j++) {
                rank[members.get(j)] = t + cost[j] - 1;
            }
        }
        return rank;
    }

    private static double[] pick(Table t, String column, List<Integer> rows) {
        DoubleColumn c = t.doubleColumn(column);
        return rows.stream().mapToDouble(c::getDouble).toArray();
    }
}
