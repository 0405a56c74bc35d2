package io.nqueens.cli;

import io.nqueens.TerminalText;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.SettingRanking;
import io.nqueens.stats.Tables;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.List;

/**
 * The ranking a command prints, within {@value #WIDTH} columns: rank, setting and the most telling
 * statistics, doubles to three decimals; columns are dropped from the least telling, and setting
 * labels shortened, until every line fits; control characters in a label are escaped
 * ({@link TerminalText#safe}). The merged CSV keeps everything. O(rows shown × columns).
 */
final class RankingText {
    static final int WIDTH = 100;
    private static final int ROWS = 20;
    /** Most telling first; the last are dropped first when the lines are too wide. */
    private static final List<String> SHOWN = List.of("rank", "setting", "success_rate", "ert", "runs",
            "successes", "gens_median", "ci_low", "ci_high", "ert_low", "ert_high");

    private RankingText() {}

    static String of(ExperimentResult r) {
        Table full = SettingRanking.table(r);
        StringColumn labels = full.stringColumn("setting");
        for (int i = 0; i < labels.size(); i++) {
            labels.set(i, TerminalText.safe(labels.get(i))); // a label's escape codes never reach the terminal raw
        }
        List<String> columns = new ArrayList<>(SHOWN.stream().filter(full::containsColumn).toList());
        while (true) {
            String text = text(full, columns, Integer.MAX_VALUE);
            if (width(text) <= WIDTH) {
                return text;
            }
            if (columns.size() <= 4) { // rank, setting and two figures: shorten the labels instead
                int label = Math.max(10, WIDTH - (width(text) - longestLabel(full)) - 3);
                return text(full, columns, label);
            }
            columns.remove(columns.size() - 1);
        }
    }

    private static String text(Table full, List<String> columns, int labelWidth) {
        Table t = full.selectColumns(columns.toArray(String[]::new)).copy();
        t.setName("settings ranked by success, then cost (first " + Math.min(ROWS, t.rowCount()) + " of "
                + t.rowCount() + ")");
        for (String c : columns) {
            if (t.column(c) instanceof DoubleColumn d) {
                Tables.printDecimals(d, 3);
            }
        }
        if (labelWidth < Integer.MAX_VALUE) {
            StringColumn s = t.stringColumn("setting");
            for (int i = 0; i < s.size(); i++) {
                String v = s.get(i);
                s.set(i, v.length() <= labelWidth ? v : v.substring(0, labelWidth - 3) + "...");
            }
        }
        return Tables.text(t, ROWS, 0);
    }

    private static int width(String text) {
        return text.lines().mapToInt(String::length).max().orElse(0);
    }

    private static int longestLabel(Table t) {
        return t.stringColumn("setting").asList().stream().mapToInt(String::length).max().orElse(0);
    }
}
