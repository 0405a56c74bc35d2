package io.nqueens.stats;

import io.nqueens.Checks;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

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
     * The summary of a runs table as made by an experiment result's {@code runs()} (or by hand, same
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

        SuccessColumns successes = new SuccessColumns();
        SettingGroups.QuartileColumns gensQuartiles = new SettingGroups.QuartileColumns("gens");
        SettingGroups.QuartileColumns wallQuartiles = new SettingGroups.QuartileColumns("wall_ms");
        for (List<Integer> rows : groups.rows()) {
            List<Integer> won = SettingGroups.solvedRows(solved, rows);
            successes.append(won.size(), rows.size());
            gensQuartiles.append(SettingGroups.presentValues(first, won));
            wallQuartiles.append(values(wall, rows)); // every run has a wall time: never empty
        }
        List<Column<?>> columns = groups.keyColumns();
        columns.addAll(successes.columns());
        columns.addAll(gensQuartiles.columns());
        columns.addAll(wallQuartiles.columns());
        return Table.create("summary of " + runs.name(), columns);
    }

    /** The values of {@code column} at {@code rows}, in that order, missing ones included. */
    private static double[] values(NumericColumn<?> column, List<Integer> rows) {
        double[] values = new double[rows.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = column.getDouble(rows.get(i));
        }
        return values;
    }

    /** The columns {@code runs, successes, success_rate, ci_low, ci_high}, one setting at a time. */
    private static final class SuccessColumns {
        private final IntColumn runCount = IntColumn.create("runs");
        private final IntColumn successes = IntColumn.create("successes");
        private final DoubleColumn rate = DoubleColumn.create("success_rate");
        private final DoubleColumn low = DoubleColumn.create("ci_low");
        private final DoubleColumn high = DoubleColumn.create("ci_high");

        void append(int wins, int runs) {
            WilsonInterval ci = WilsonInterval.of(wins, runs);
            runCount.append(runs);
            successes.append(wins);
            rate.append(ci.rate());
            low.append(ci.low());
            high.append(ci.high());
        }

        /** The columns in table order; the rates print 3 decimals (their values keep every digit). */
        List<Column<?>> columns() {
            for (DoubleColumn c : List.of(rate, low, high)) {
                Tables.printDecimals(c, 3);
            }
            return List.of(runCount, successes, rate, low, high);
        }
    }
}
