package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.stats.ExpectedRunningTime;
import io.nqueens.stats.Tables;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Narrow tables (under 100 columns for short parameter values) for reading a one-setting-at-a-time
 * tuning study: an axis's {@link SettingRanking} with success and cost side by side, and the best
 * setting of each axis. Cost comes twice: {@code evals_med}, the median evaluations over the solved
 * runs, and {@code ert}, the expected running time (evaluations of all runs, solved or not, over
 * the successes; see {@link ExpectedRunningTime}), which charges a setting for the runs it wastes.
 * The order is {@link SettingRanking}'s (success first); read it with the cost columns and the
 * Wilson intervals beside it. O(runs log runs) per experiment.
 */
public final class AxisTables {
    private AxisTables() {}

    /**
     * The ranking of one experiment: {@code rank}, the parameter columns (or {@code setting}, the
     * label, when the experiment has no parameter), {@code solved} ("29/30"),
     * {@code wilson_95} (the 95% interval on the success rate), {@code gens_med},
     * {@code evals_med} and {@code ert}.
     *
     * @param result an experiment with at least one finished run
     * @return a new table, best first
     * @throws IllegalArgumentException when no run finished
     */
    public static Table ranking(ExperimentResult result) {
        Checks.notNull("result", result);
        Table full = SettingRanking.table(result);
        Table out = Table.create("ranked by success, then median evaluations (ert: all runs' evaluations / solved)");
        out.addColumns(full.intColumn("rank").copy());
        for (String p : labelColumns(result)) {
            out.addColumns(full.column(p).copy());
        }
        StringColumn solved = StringColumn.create("solved");
        StringColumn wilson = StringColumn.create("wilson_95");
        DoubleColumn ert = DoubleColumn.create("ert");
        Table runs = result.runs();
        for (int r = 0; r < full.rowCount(); r++) {
            solved.append(full.intColumn("successes").getInt(r) + "/" + full.intColumn("runs").getInt(r));
            wilson.append(String.format(Locale.ROOT, "%.2f-%.2f", full.doubleColumn("ci_low").getDouble(r),
                    full.doubleColumn("ci_high").getDouble(r)));
            ert.append(ert(runs, full.stringColumn("setting").get(r)));
        }
        DoubleColumn gens = full.doubleColumn("gens_median").copy().setName("gens_med");
        DoubleColumn evals = full.doubleColumn("evaluations_median").copy().setName("evals_med");
        Tables.printDecimals(gens, 1);
        Tables.printDecimals(evals, 1);
        Tables.printDecimals(ert, 0);
        return out.addColumns(solved, wilson, gens, evals, ert);
    }

    /**
     * The rank-1 row of {@link #ranking} for each experiment, one row per experiment in the order
     * given: {@code axis} (its parameter names, joined by " x "; "setting" without parameters),
     * {@code best} (the best setting's values, joined by " "), then the ranking's {@code solved}, {@code wilson_95}, {@code evals_med}
     * and {@code ert} (cost only in evaluations, to keep the table narrow).
     *
     * @param results experiments with at least one finished run each, not empty
     * @return a new table
     * @throws IllegalArgumentException when the list is empty or an experiment has no finished run
     */
    public static Table bestOfAxes(List<ExperimentResult> results) {
        Checks.notNull("results", results);
        if (results.isEmpty()) {
            throw new IllegalArgumentException("results must hold at least one experiment, was empty");
        }
        StringColumn axis = StringColumn.create("axis");
        StringColumn best = StringColumn.create("best");
        Table stats = null;
        for (ExperimentResult r : results) {
            Table top = ranking(Checks.notNull("results element", r)).first(1);
            List<String> values = new ArrayList<>();
            for (String p : labelColumns(r)) {
                values.add(top.column(p).getString(0));
            }
            axis.append(String.join(" x ", labelColumns(r)));
            best.append(String.join(" ", values));
            Table row = top.selectColumns("solved", "wilson_95", "evals_med", "ert");
            stats = stats == null ? row : stats.append(row);
        }
        return stats.insertColumn(0, best).insertColumn(0, axis).setName("best setting of each axis");
    }

    /** The columns that name a setting: its parameters, or its label when it has none. */
    private static List<String> labelColumns(ExperimentResult result) {
        List<String> names = result.parameterNames();
        return names.isEmpty() ? List.of("setting") : names;
    }

    /** Expected running time of one setting's runs. */
    private static double ert(Table runs, String setting) {
        Table mine = runs.where(runs.stringColumn("setting").isEqualTo(setting));
        double[] evaluations = new double[mine.rowCount()];
        boolean[] solved = new boolean[mine.rowCount()];
        for (int i = 0; i < evaluations.length; i++) {
            evaluations[i] = mine.numberColumn("evaluations").getDouble(i);
            solved[i] = mine.booleanColumn("solved").get(i);
        }
        return ExpectedRunningTime.of(evaluations, solved);
    }
}
