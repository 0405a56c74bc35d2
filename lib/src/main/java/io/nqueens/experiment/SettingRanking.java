package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.stats.SolvedQuartiles;
import io.nqueens.stats.Tables;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The settings of an experiment ranked best first: by success rate (higher first), then by median
 * evaluations to solution over the solved runs (fewer first; a setting with no solved run comes
 * last), then by table order. Evaluations rather than generations break ties, so that settings with
 * different population sizes are compared on the work they did. The rank is a point estimate: read
 * it with the Wilson intervals beside it, which often overlap.
 *
 * <pre>{@code
 * ExperimentResult r = Experiment.of(sweep).seeds(0, 30).run();
 * System.out.println(SettingRanking.table(r).print());
 * Selector best = (Selector) SettingRanking.best(r).parameters().get("selection");
 * }</pre>
 *
 * O(runs log runs).
 */
public final class SettingRanking {
    /** The columns after the parameter columns. */
    public static final List<String> STAT_COLUMNS = List.of("runs", "successes", "success_rate", "ci_low",
            "ci_high", "gens_median", "evaluations_median");

    private SettingRanking() {}

    /**
     * The best setting of the experiment (see the class comment for the order).
     *
     * @param result the experiment's result, with at least one finished run
     * @return the best setting
     * @throws IllegalArgumentException when no run finished
     */
    public static Setting best(ExperimentResult result) {
        Checks.notNull("result", result);
        return result.settings().get(order(result).get(0));
    }

    /**
     * One row per setting that has finished runs, best first: {@code rank} (from 1), {@code setting},
     * the parameter columns, then {@link #STAT_COLUMNS}.
     *
     * @param result the experiment's result
     * @return a new table
     */
    public static Table table(ExperimentResult result) {
        Checks.notNull("result", result);
        Table summary = result.summary();
        Table solved = SolvedQuartiles.of(result.runs(), "evaluations");
        Table joined = summary.copy();
        joined.addColumns(solved.doubleColumn("evaluations_median").copy());
        List<Integer> order = rowOrder(joined);
        Table sorted = joined.emptyCopy();
        for (int r : order) {
            sorted.addRow(r, joined); // Table.rows(int...) would keep table order, not this one
        }
        List<String> keep = new ArrayList<>();
        keep.add("setting");
        keep.addAll(result.parameterNames());
        keep.addAll(STAT_COLUMNS);
        Table out = sorted.selectColumns(keep.toArray(String[]::new));
        IntColumn rank = IntColumn.create("rank");
        for (int i = 0; i < out.rowCount(); i++) {
            rank.append(i + 1);
        }
        out.insertColumn(0, rank);
        for (Column<?> c : out.columns()) {
            if (c instanceof DoubleColumn d) {
                Tables.printDecimals(d, c.name().startsWith("success") || c.name().startsWith("ci_") ? 3 : 2);
            }
        }
        return out.setName("settings ranked by success rate, then median evaluations to solution");
    }

    /** Setting indices, best first (only settings with finished runs). */
    private static List<Integer> order(ExperimentResult result) {
        Table summary = result.summary();
        if (summary.rowCount() == 0) {
            throw new IllegalArgumentException("the experiment has no finished run to rank");
        }
        Table joined = summary.copy();
        joined.addColumns(SolvedQuartiles.of(result.runs(), "evaluations").doubleColumn("evaluations_median").copy());
        List<Integer> rows = rowOrder(joined);
        List<String> labels = result.settings().stream().map(Setting::label).toList();
        List<Integer> out = new ArrayList<>();
        for (int r : rows) {
            out.add(labels.indexOf(joined.stringColumn("setting").get(r)));
        }
        return out;
    }

    /** Row indices of a summary with an evaluations_median column, best first. */
    private static List<Integer> rowOrder(Table t) {
        DoubleColumn rate = t.doubleColumn("success_rate");
        DoubleColumn evals = t.doubleColumn("evaluations_median");
        List<Integer> rows = new ArrayList<>();
        for (int r = 0; r < t.rowCount(); r++) {
            rows.add(r);
        }
        Comparator<Integer> byRate = Comparator.comparingDouble(r -> -rate.getDouble(r));
        Comparator<Integer> byEvals = Comparator.comparingDouble(
                r -> evals.isMissing(r) ? Double.POSITIVE_INFINITY : evals.getDouble(r));
        rows.sort(byRate.thenComparing(byEvals).thenComparingInt(r -> r));
        return rows;
    }
}
