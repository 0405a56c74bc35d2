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

    /** The summary of a runs table as made by {@link ExperimentResult#runs()} (or by hand, same columns). */
    public static Table of(Table runs) {
        Checks.notNull("runs", runs);
        for (String c : List.of("setting", "seed", "solved", "first_solution_generation", "wall_ms")) {
            if (!runs.containsColumn(c)) {
                throw new IllegalArgumentException("runs table must have a column \"" + c + "\"; it has "
                        + runs.columnNames());
            }
        }
        List<String> names = runs.columnNames();
        int settingAt = names.indexOf("setting");
        int seedAt = names.indexOf("seed");
        List<Column<?>> parameters = new ArrayList<>();
        for (int c = settingAt + 1; c < seedAt; c++) {
            parameters.add(runs.column(c));
        }
        StringColumn settings = (StringColumn) runs.column("setting");
        BooleanColumn solved = runs.booleanColumn("solved");
        NumericColumn<?> first = runs.numberColumn("first_solution_generation");
        NumericColumn<?> wall = runs.numberColumn("wall_ms");

        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int r = 0; r < runs.rowCount(); r++) {
            groups.computeIfAbsent(settings.get(r), k -> new ArrayList<>()).add(r);
        }

        StringColumn setting = StringColumn.create("setting");
        List<Column<?>> parameterOut = new ArrayList<>();
        for (Column<?> p : parameters) {
            parameterOut.add(p.emptyCopy());
        }
        IntColumn runCount = IntColumn.create("runs");
        IntColumn successes = IntColumn.create("successes");
        DoubleColumn rate = DoubleColumn.create("success_rate");
        DoubleColumn low = DoubleColumn.create("ci_low");
        DoubleColumn high = DoubleColumn.create("ci_high");
        DoubleColumn g1 = DoubleColumn.create("gens_q1");
        DoubleColumn g2 = DoubleColumn.create("gens_median");
        DoubleColumn g3 = DoubleColumn.create("gens_q3");
        DoubleColumn w1 = DoubleColumn.create("wall_ms_q1");
        DoubleColumn w2 = DoubleColumn.create("wall_ms_median");
        DoubleColumn w3 = DoubleColumn.create("wall_ms_q3");

        for (Map.Entry<String, List<Integer>> group : groups.entrySet()) {
            List<Integer> rows = group.getValue();
            int firstRow = rows.get(0);
            setting.append(group.getKey());
            for (int p = 0; p < parameters.size(); p++) {
                appendFrom(parameterOut.get(p), parameters.get(p), firstRow);
            }
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
            if (gens.isEmpty()) {
                g1.appendMissing();
                g2.appendMissing();
                g3.appendMissing();
            } else {
                Quartiles q = Quartiles.of(gens.stream().mapToDouble(Double::doubleValue).toArray());
                g1.append(q.q1());
                g2.append(q.median());
                g3.append(q.q3());
            }
            Quartiles w = Quartiles.of(walls);
            w1.append(w.q1());
            w2.append(w.median());
            w3.append(w.q3());
        }
        for (DoubleColumn c : List.of(rate, low, high)) {
            Tables.printDecimals(c, 3);
        }
        for (DoubleColumn c : List.of(g1, g2, g3, w1, w2, w3)) {
            Tables.printDecimals(c, 2);
        }
        List<Column<?>> columns = new ArrayList<>();
        columns.add(setting);
        columns.addAll(parameterOut);
        columns.addAll(List.of(runCount, successes, rate, low, high, g1, g2, g3, w1, w2, w3));
        return Table.create("summary of " + runs.name(), columns);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void appendFrom(Column to, Column from, int row) {
        to.append(from, row);
    }
}
