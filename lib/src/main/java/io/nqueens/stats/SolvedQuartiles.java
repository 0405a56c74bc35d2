package io.nqueens.stats;

import io.nqueens.Checks;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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

    /** Quartiles of each of {@code columns} over the solved runs of each setting. */
    public static Table of(Table runs, String... columns) {
        Checks.notNull("runs", runs);
        Checks.notNull("columns", columns);
        if (columns.length == 0) {
            throw new IllegalArgumentException("columns must not be empty; name at least one numeric"
                    + " column of " + runs.columnNames());
        }
        for (String c : List.of("setting", "seed", "solved")) {
            if (!runs.containsColumn(c)) {
                throw new IllegalArgumentException("runs table must have a column \"" + c + "\"; it has "
                        + runs.columnNames());
            }
        }
        for (String c : columns) {
            Checks.notNull("a column name", c);
            if (!runs.containsColumn(c) || !(runs.column(c) instanceof NumericColumn)) {
                throw new IllegalArgumentException("column must be a numeric column of " + runs.columnNames()
                        + ", was \"" + c + "\"");
            }
        }
        List<String> names = runs.columnNames();
        int settingAt = names.indexOf("setting");
        int seedAt = names.indexOf("seed");
        List<Column<?>> parameters = new ArrayList<>();
        for (int c = settingAt + 1; c < seedAt; c++) {
            parameters.add(runs.column(c));
        }
        Column<?> settings = runs.column("setting");
        BooleanColumn solved = runs.booleanColumn("solved");

        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int r = 0; r < runs.rowCount(); r++) {
            groups.computeIfAbsent(settings.getString(r), k -> new ArrayList<>()).add(r);
        }

        StringColumn setting = StringColumn.create("setting");
        List<Column<?>> parameterOut = new ArrayList<>();
        for (Column<?> p : parameters) {
            parameterOut.add(p.emptyCopy());
        }
        IntColumn solvedCount = IntColumn.create("solved");
        List<DoubleColumn> stats = new ArrayList<>();
        for (String c : columns) {
            stats.add(DoubleColumn.create(c + "_q1"));
            stats.add(DoubleColumn.create(c + "_median"));
            stats.add(DoubleColumn.create(c + "_q3"));
        }

        for (Map.Entry<String, List<Integer>> group : groups.entrySet()) {
            List<Integer> rows = group.getValue();
            setting.append(group.getKey());
            for (int p = 0; p < parameters.size(); p++) {
                appendFrom(parameterOut.get(p), parameters.get(p), rows.get(0));
            }
            List<Integer> won = new ArrayList<>();
            for (int r : rows) {
                if (Boolean.TRUE.equals(solved.get(r))) {
                    won.add(r);
                }
            }
            solvedCount.append(won.size());
            for (int c = 0; c < columns.length; c++) {
                NumericColumn<?> values = runs.numberColumn(columns[c]);
                List<Double> sample = new ArrayList<>();
                for (int r : won) {
                    if (!values.isMissing(r)) {
                        sample.add(values.getDouble(r));
                    }
                }
                if (sample.isEmpty()) {
                    for (int k = 0; k < 3; k++) {
                        stats.get(3 * c + k).appendMissing();
                    }
                } else {
                    Quartiles q = Quartiles.of(sample.stream().mapToDouble(Double::doubleValue).toArray());
                    stats.get(3 * c).append(q.q1());
                    stats.get(3 * c + 1).append(q.median());
                    stats.get(3 * c + 2).append(q.q3());
                }
            }
        }
        for (DoubleColumn c : stats) {
            Tables.printDecimals(c, 2);
        }
        List<Column<?>> out = new ArrayList<>();
        out.add(setting);
        out.addAll(parameterOut);
        out.add(solvedCount);
        out.addAll(stats);
        return Table.create("over solved runs of " + runs.name(), out);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void appendFrom(Column to, Column from, int row) {
        to.append(from, row);
    }
}
