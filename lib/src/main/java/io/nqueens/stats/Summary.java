package io.nqueens.stats;

import io.nqueens.Checks;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.ArrayList;
import java.util.List;

/**
 * Per-setting statistics of an experiment's runs table, one row per setting in order of first
 * appearance. O(runs log runs).
 *
 * <p>Columns: {@code setting}, the parameter columns (those between {@code setting} and
 * {@code seed} in the runs table), {@code runs, successes, success_rate, ci_low, ci_high} (the 95%
 * {@link WilsonInterval}), {@code gens_q1, gens_median, gens_q3} ({@link Quartiles} of
 * {@code first_solution_generation} over the solved runs; missing when none solved) and
 * {@code wall_ms_q1, wall_ms_median, wall_ms_q3} (over all runs). Printing shows 3 decimals of
 * the rates and 2 of the quartiles; the values and CSV output keep every digit.
 */
public final class Summary {
    /** The columns after the parameter columns. */
    public static final List<String> STAT_COLUMNS = List.of("runs", "successes", "success_rate", "ci_low",
            "ci_high", "gens_q1", "gens_median", "gens_q3", "wall_ms_q1", "wall_ms_median", "wall_ms_q3");

    private Summary() {}

    /**
     * The summary of a runs table as made by {@code io.nqueens.experiment.ExperimentResult.runs()} (or by hand, same
     * columns).
     *
     * @param runs a runs table, with at least the columns {@code setting}, {@code seed},
     *     {@code solved}, {@code first_solution_generation} and {@code wall_ms}
     * @return a new table
     */
    public static Table of(Table runs) {
        Checks.notNull("runs", runs);
        SettingGroups groups = SettingGroups.of(runs,
                List.of("setting", "seed", "solved", "first_solution_generation", "wall_ms"));
        BooleanColumn solved = runs.booleanColumn("solved");
        NumericColumn<?> first = runs.numberColumn("first_solution_generation");
        NumericColumn<?> wall = runs.numberColumn("wall_ms");

        IntColumn runCount = IntColumn.create("runs");
        IntColumn successes = IntColumn.create("successes");
        DoubleColumn rate = DoubleColumn.create("success_rate");
        DoubleColumn low = DoubleColumn.create("ci_low");
        DoubleColumn high = DoubleColumn.create("ci_high");
        SettingGroups.QuartileColumns gensQuartiles = new SettingGroups.QuartileColumns("gens");
        SettingGroups.QuartileColumns wallQuartiles = new SettingGroups.QuartileColumns("wall_ms");

        for (List<Integer> rows : groups.rows()) {
            int wins = 0;
            List<Double> gens = new ArrayList<>();
            double[] walls = new double[rows.size()];
            for (int i = 0; i < rows.size(); i++) {
                int r = rows.get(i);
                boolean won = Boolean.TRUE.equals(solved.get(r));
                if (won) {
                    wins++;
                    if (!first.isMissing(r)) {
                        gens.add(first.getDouble(r));
                    }
                }
                walls[i] = wall.getDouble(r);
            }
            WilsonInterval ci = WilsonInterval.of(wins, rows.size());
            runCount.append(rows.size());
            successes.append(wins);
            rate.append(ci.rate());
            low.append(ci.low());
            high.append(ci.high());
            gensQuartiles.append(gens.stream().mapToDouble(Double::doubleValue).toArray());
            wallQuartiles.append(walls); // every run has a wall time: never empty
        }
        for (DoubleColumn c : List.of(rate, low, high)) {
            Tables.printDecimals(c, 3);
        }
        List<Column<?>> columns = groups.keyColumns();
        columns.addAll(List.of(runCount, successes, rate, low, high));
        columns.addAll(gensQuartiles.columns());
        columns.addAll(wallQuartiles.columns());
        return Table.create("summary of " + runs.name(), columns);
    }
}
