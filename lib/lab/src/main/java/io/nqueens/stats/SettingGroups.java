package io.nqueens.stats;

import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The runs of an experiment's runs table grouped by setting, in order of first appearance, for the
 * per-setting tables ({@link Summary}, {@link SolvedQuartiles}): the row numbers of each setting's
 * runs, and the leading output columns {@code setting} and the parameter columns (those between
 * {@code setting} and {@code seed}), one row per setting holding its first run's values.
 * O(runs + settings × parameters).
 */
final class SettingGroups {
    private final List<List<Integer>> rows;
    private final StringColumn setting = StringColumn.create("setting");
    private final List<Column<?>> parameters = new ArrayList<>();

    private SettingGroups(Table runs) {
        List<String> names = runs.columnNames();
        int settingAt = names.indexOf("setting");
        int seedAt = names.indexOf("seed");
        Column<?> settings = runs.column("setting");
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int r = 0; r < runs.rowCount(); r++) {
            groups.computeIfAbsent(settings.getString(r), k -> new ArrayList<>()).add(r);
        }
        rows = List.copyOf(groups.values());
        for (int c = settingAt + 1; c < seedAt; c++) {
            Column<?> from = runs.column(c);
            Column<?> to = from.emptyCopy();
            for (List<Integer> group : rows) {
                appendFrom(to, from, group.get(0));
            }
            parameters.add(to);
        }
        groups.keySet().forEach(setting::append);
    }

    /**
     * Checks that {@code runs} has each of {@code required} (naming the first one missing and the
     * columns it has), then groups its rows by setting.
     */
    static SettingGroups of(Table runs, List<String> required) {
        for (String c : required) {
            if (!runs.containsColumn(c)) {
                throw new IllegalArgumentException("runs table must have a column \"" + c + "\"; it has "
                        + runs.columnNames());
            }
        }
        return new SettingGroups(runs);
    }

    /** The row numbers of each setting's runs, settings in order of first appearance. */
    List<List<Integer>> rows() {
        return rows;
    }

    /** {@code setting} and the parameter columns, one row per setting. */
    List<Column<?>> keyColumns() {
        List<Column<?>> out = new ArrayList<>();
        out.add(setting);
        out.addAll(parameters);
        return out;
    }

    /** The rows among {@code rows} whose run solved its board (a missing value is not solved). */
    static List<Integer> solvedRows(BooleanColumn solved, List<Integer> rows) {
        List<Integer> won = new ArrayList<>();
        for (int r : rows) {
            if (Boolean.TRUE.equals(solved.get(r))) {
                won.add(r);
            }
        }
        return won;
    }

    /** The values of {@code column} at {@code rows}, in that order, skipping missing ones. */
    static double[] presentValues(NumericColumn<?> column, List<Integer> rows) {
        List<Double> sample = new ArrayList<>();
        for (int r : rows) {
            if (!column.isMissing(r)) {
                sample.add(column.getDouble(r));
            }
        }
        return sample.stream().mapToDouble(Double::doubleValue).toArray();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void appendFrom(Column to, Column from, int row) {
        to.append(from, row);
    }

    /**
     * Three columns {@code prefix_q1, prefix_median, prefix_q3} filled one setting at a time with
     * the {@link Quartiles} of a sample, printed with 2 decimals.
     */
    static final class QuartileColumns {
        private final DoubleColumn q1;
        private final DoubleColumn median;
        private final DoubleColumn q3;

        QuartileColumns(String prefix) {
            q1 = DoubleColumn.create(prefix + "_q1");
            median = DoubleColumn.create(prefix + "_median");
            q3 = DoubleColumn.create(prefix + "_q3");
        }

        /** Appends the sample's quartiles, or three missing values when the sample is empty. */
        void append(double[] sample) {
            if (sample.length == 0) {
                q1.appendMissing();
                median.appendMissing();
                q3.appendMissing();
                return;
            }
            Quartiles q = Quartiles.of(sample);
            q1.append(q.q1());
            median.append(q.median());
            q3.append(q.q3());
        }

        /** The three columns, printing 2 decimals (their values keep every digit). */
        List<DoubleColumn> columns() {
            for (DoubleColumn c : List.of(q1, median, q3)) {
                Tables.printDecimals(c, 2);
            }
            return List.of(q1, median, q3);
        }
    }
}
