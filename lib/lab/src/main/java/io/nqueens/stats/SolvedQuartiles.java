package io.nqueens.stats;

import io.nqueens.Checks;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.ArrayList;
import java.util.List;

/**
 * Per setting, the {@link Quartiles} of numeric columns of an experiment's runs table over the
 * solved runs only: for example {@code evaluations} and {@code wall_ms} "to solution", which
 * {@link Summary} does not give (its wall-time quartiles cover every run, solved or not). A run that
 * stops when solved has spent exactly its {@code evaluations} to reach the solution.
 *
 * <pre>{@code
 * Table toSolution = SolvedQuartiles.of(result.runs(), "evaluations", "wall_ms");
 * }</pre>
 *
 * <p>Columns: {@code setting}, the parameter columns (those between {@code setting} and
 * {@code seed}), {@code solved} (the number of solved runs), then for each requested column
 * {@code c}: {@code c_q1, c_median, c_q3} (missing when the setting has no solved run). One row
 * per setting, in order of first appearance, as in {@link Summary}. O(runs log runs).
 */
public final class SolvedQuartiles {
    private SolvedQuartiles() {}

    /**
     * Quartiles of each of {@code columns} over the solved runs of each setting.
     *
     * @param runs a runs table, with at least the columns {@code setting}, {@code seed} and
     *     {@code solved}
     * @param columns names of numeric columns of {@code runs}, at least one
     * @return a new table
     */
    public static Table of(Table runs, String... columns) {
        Checks.notNull("runs", runs);
        Checks.notNull("columns", columns);
        if (columns.length == 0) {
            throw new IllegalArgumentException("columns must not be empty; name at least one numeric"
                    + " column of " + runs.columnNames());
        }
        SettingGroups groups = SettingGroups.of(runs, List.of("setting", "seed", "solved"));
        checkNumeric(runs, columns);
        BooleanColumn solved = runs.booleanColumn("solved");
        IntColumn solvedCount = IntColumn.create("solved");
        List<SettingGroups.QuartileColumns> stats = new ArrayList<>();
        for (String c : columns) {
            stats.add(new SettingGroups.QuartileColumns(c));
        }
        for (List<Integer> rows : groups.rows()) {
            List<Integer> won = SettingGroups.solvedRows(solved, rows);
            solvedCount.append(won.size());
            for (int c = 0; c < columns.length; c++) {
                stats.get(c).append(SettingGroups.presentValues(runs.numberColumn(columns[c]), won));
            }
        }
        List<Column<?>> out = groups.keyColumns();
        out.add(solvedCount);
        for (SettingGroups.QuartileColumns q : stats) {
            out.addAll(q.columns());
        }
        return Table.create("over solved runs of " + runs.name(), out);
    }

    private static void checkNumeric(Table runs, String[] columns) {
        for (String c : columns) {
            Checks.notNull("a column name", c);
            if (!runs.containsColumn(c) || !(runs.column(c) instanceof NumericColumn)) {
                throw new IllegalArgumentException("column must be a numeric column of " + runs.columnNames()
                        + ", was \"" + c + "\"");
            }
        }
    }
}
