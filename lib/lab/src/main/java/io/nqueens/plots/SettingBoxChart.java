package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.BoxChartBuilder;
import org.knowm.xchart.style.Styler;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Box plots of one numeric column of an experiment's runs table, one box per setting in table
 * order: by default generations to solution ({@code first_solution_generation}, so solved runs
 * only), or any other column such as {@code wall_ms}. Settings without a value (no solved run) get
 * no box and are named in the x-axis title. A builder; {@link #chart()} returns a new
 * {@link BoxChart}. O(runs).
 */
public final class SettingBoxChart {
    private final Table runs;
    private final String column;
    private int width = 640;
    private int height = 400;
    private String title;

    private SettingBoxChart(Table runs, String column) {
        this.runs = runs;
        this.column = column;
    }

    /**
     * Generations to the first solution, over the solved runs of each setting.
     *
     * @param runs a runs table
     * @return the builder
     */
    public static SettingBoxChart generationsToSolution(Table runs) {
        return of(runs, "first_solution_generation");
    }

    /**
     * Any numeric column of a runs table (columns "setting" and {@code column}); missing values are
     * skipped.
     *
     * @param runs a runs table
     * @param column the name of a numeric column of {@code runs}
     * @return the builder
     */
    public static SettingBoxChart of(Table runs, String column) {
        Checks.notNull("runs", runs);
        Checks.notNull("column", column);
        if (!runs.containsColumn("setting")) {
            throw new IllegalArgumentException("runs must have a column \"setting\"; it has " + runs.columnNames());
        }
        if (!runs.containsColumn(column) || !(runs.column(column) instanceof NumericColumn)) {
            throw new IllegalArgumentException("column must be a numeric column of " + runs.columnNames()
                    + ", was \"" + column + "\"");
        }
        return new SettingBoxChart(runs, column);
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public SettingBoxChart size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * Chart title (default: "Generations to solution by setting", or the column's name).
     *
     * @param title the title, not null
     * @return this builder
     */
    public SettingBoxChart title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * A new chart; fails when no setting has a value (for example when no run was solved).
     *
     * @return a new chart
     * @throws IllegalStateException when no setting has a value
     */
    public BoxChart chart() {
        Map<String, List<Double>> values = new LinkedHashMap<>();
        Column<?> settings = runs.column("setting");
        NumericColumn<?> numbers = runs.numberColumn(column);
        for (int r = 0; r < runs.rowCount(); r++) {
            List<Double> list = values.computeIfAbsent(settings.getString(r), k -> new ArrayList<>());
            if (!numbers.isMissing(r)) {
                list.add(numbers.getDouble(r));
            }
        }
        List<String> empty = new ArrayList<>();
        values.forEach((k, v) -> {
            if (v.isEmpty()) {
                empty.add(k);
            }
        });
        if (empty.size() == values.size()) {
            throw new IllegalStateException("no setting has a value in column \"" + column + "\""
                    + (column.equals("first_solution_generation") ? " (no run was solved)" : ""));
        }
        boolean generations = column.equals("first_solution_generation");
        String t = title != null ? title : generations ? "Generations to solution by setting" : column + " by setting";
        String xTitle = empty.isEmpty() ? "setting" : "setting (no value: " + String.join("; ", empty) + ")";
        BoxChart chart = new BoxChartBuilder().width(width).height(height).title(t)
                .xAxisTitle(xTitle).yAxisTitle(generations ? "generations to solution" : column).build();
        Styler s = chart.getStyler();
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setLegendVisible(false);
        values.forEach((setting, v) -> {
            if (!v.isEmpty()) {
                Style.checkFinite(setting, column, v);
                chart.addSeries(setting, v);
            }
        });
        return chart;
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }
}
