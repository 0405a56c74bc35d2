package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.HeatMapChart;
import org.knowm.xchart.HeatMapChartBuilder;
import org.knowm.xchart.HeatMapSeries;
import org.knowm.xchart.style.HeatMapStyler;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;

/**
 * A heat map of a two-axis grid, such as the success rate of every selection × crossover pair:
 * one cell per (row, column), coloured from pale yellow (low) to teal (high), with its value
 * written in it. Row 0 is drawn at the top, as in a table. A NaN cell (a setting with no value, such
 * as a median over no solved run) is left blank, in the grey of the plot background. A builder;
 * {@link #chart()} returns a new XChart {@link HeatMapChart}. O(rows × columns).
 *
 * <pre>{@code
 * import io.nqueens.plots.GridHeatMap; import org.knowm.xchart.HeatMapChart;
 *
 * double[][] rate = {{0.97, 0.83}, {1.00, 0.90}};
 * HeatMapChart c = GridHeatMap.of(List.of("tournament(3)", "linearRank(2.0)"), List.of("pmx", "ox"), rate)
 *         .title("Success rate, 30 seeds").xAxisTitle("crossover").yAxisTitle("selection")
 *         .range(0, 1).chart();
 * }</pre>
 */
public final class GridHeatMap {
    /** The colours from the low end of the range to the high end (ColorBrewer YlGnBu, light half). */
    private static final Color[] COLOURS = {new Color(255, 255, 204), new Color(161, 218, 180),
        new Color(65, 182, 196)};
    /** The colour of a blank (NaN) cell: the plot background. */
    static final Color BLANK = new Color(221, 221, 221);

    private final List<String> rows;
    private final List<String> columns;
    private final double[][] values;
    private String title = "";
    private String xAxisTitle = "";
    private String yAxisTitle = "";
    private double min;
    private double max;
    private int decimals = 2;
    private int width = 640;
    private int height = 400;

    private GridHeatMap(List<String> rows, List<String> columns, double[][] values) {
        this.rows = rows;
        this.columns = columns;
        this.values = values;
        this.min = Double.POSITIVE_INFINITY;
        this.max = Double.NEGATIVE_INFINITY;
        for (double[] row : values) {
            for (double v : row) {
                if (!Double.isNaN(v)) {
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
            }
        }
    }

    /**
     * A heat map of {@code values[r][c]}, labelled by the rows' and the columns' names.
     *
     * @param rows the row labels, distinct, at least one (the y axis, first at the top)
     * @param columns the column labels, distinct, at least one (the x axis, first at the left)
     * @param values one row per row label, each with one value per column label; finite or NaN
     *     (a blank cell), at least one finite; copied
     * @return the builder; the colour range is the values' minimum to maximum until {@link #range}
     * @throws IllegalArgumentException for a null, empty or repeated label, a grid whose shape
     *     differs from the labels', an infinite value, or a grid of NaN only
     */
    public static GridHeatMap of(List<String> rows, List<String> columns, double[][] values) {
        checkLabels("rows", rows);
        checkLabels("columns", columns);
        Checks.notNull("values", values);
        if (values.length != rows.size()) {
            throw new IllegalArgumentException("values must have one row per row label (" + rows.size()
                    + "), had " + values.length);
        }
        double[][] copy = new double[values.length][];
        boolean any = false;
        for (int r = 0; r < values.length; r++) {
            double[] row = Checks.notNull("values[" + r + "]", values[r]);
            if (row.length != columns.size()) {
                throw new IllegalArgumentException("values[" + r + "] must have one value per column label ("
                        + columns.size() + "), had " + row.length);
            }
            for (int c = 0; c < row.length; c++) {
                if (Double.isInfinite(row[c])) {
                    throw new IllegalArgumentException("values[" + r + "][" + c + "] must be finite or NaN (a blank"
                            + " cell), was " + row[c]);
                }
                any |= !Double.isNaN(row[c]);
            }
            copy[r] = row.clone();
        }
        if (!any) {
            throw new IllegalArgumentException("values must hold at least one number; all were NaN");
        }
        return new GridHeatMap(List.copyOf(rows), List.copyOf(columns), copy);
    }

    /**
     * Chart title (default none).
     *
     * @param title the title, not null
     * @return this builder
     */
    public GridHeatMap title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * The title of the x axis, which the columns run along (default none).
     *
     * @param title the title, not null
     * @return this builder
     */
    public GridHeatMap xAxisTitle(String title) {
        this.xAxisTitle = Checks.notNull("xAxisTitle", title);
        return this;
    }

    /**
     * The title of the y axis, which the rows run along (default none).
     *
     * @param title the title, not null
     * @return this builder
     */
    public GridHeatMap yAxisTitle(String title) {
        this.yAxisTitle = Checks.notNull("yAxisTitle", title);
        return this;
    }

    /**
     * The values at the two ends of the colour scale, e.g. 0 and 1 for success rates, so that charts
     * of different grids read alike (default: the values' minimum and maximum).
     *
     * @param min the value coloured as the lowest, finite
     * @param max the value coloured as the highest, finite, above {@code min}
     * @return this builder
     * @throws IllegalArgumentException when {@code min >= max}, either is not finite, or a value
     *     lies outside [min, max] (the message names it)
     */
    public GridHeatMap range(double min, double max) {
        if (!(Double.isFinite(min) && Double.isFinite(max) && min < max)) {
            throw new IllegalArgumentException("range must be finite with min < max, was [" + min + ", " + max + "]");
        }
        for (int r = 0; r < values.length; r++) {
            for (int c = 0; c < values[r].length; c++) {
                if (values[r][c] < min || values[r][c] > max) {
                    throw new IllegalArgumentException("range [" + min + ", " + max + "] must contain every value;"
                            + " values[" + r + "][" + c + "] is " + values[r][c]);
                }
            }
        }
        this.min = min;
        this.max = max;
        return this;
    }

    /**
     * Digits after the decimal point in the cells (default 2); 0 for counts.
     *
     * @param decimals in [0, 6]
     * @return this builder
     */
    public GridHeatMap decimals(int decimals) {
        this.decimals = Checks.inRange("decimals", decimals, 0, 6);
        return this;
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public GridHeatMap size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * A new chart: one series, named after the title (or "values"), whose heat data holds
     * {@code {column, rows - 1 - row, value}} for every cell that is not NaN (XChart counts y from
     * the bottom, so row 0 gets the top index).
     *
     * @return a new chart
     */
    public HeatMapChart chart() {
        HeatMapChart chart = new HeatMapChartBuilder().width(width).height(height).title(title)
                .xAxisTitle(xAxisTitle).yAxisTitle(yAxisTitle).build();
        HeatMapStyler s = chart.getStyler();
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(BLANK);
        s.setRangeColors(COLOURS.clone());
        s.setShowValue(true);
        s.setValueFontColor(Color.BLACK);
        s.setHeatMapValueDecimalPattern(decimals == 0 ? "0" : "0." + "0".repeat(decimals));
        List<String> yLabels = new ArrayList<>(rows);
        Collections.reverse(yLabels);
        List<Number[]> heat = new ArrayList<>();
        for (int r = 0; r < values.length; r++) {
            for (int c = 0; c < values[r].length; c++) {
                if (!Double.isNaN(values[r][c])) {
                    heat.add(new Number[] {c, rows.size() - 1 - r, values[r][c]});
                }
            }
        }
        HeatMapSeries series = chart.addSeries(title.isEmpty() ? "values" : title, columns, yLabels, heat);
        series.setMin(min);
        series.setMax(max);
        return chart;
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }

    private static void checkLabels(String name, List<String> labels) {
        Checks.notNull(name, labels);
        if (labels.isEmpty()) {
            throw new IllegalArgumentException(name + " must hold at least one label");
        }
        var seen = new HashSet<String>();
        for (int i = 0; i < labels.size(); i++) {
            String label = Checks.notNull(name + "[" + i + "]", labels.get(i));
            if (!seen.add(label)) {
                throw new IllegalArgumentException(name + " must be distinct; \"" + label + "\" is repeated");
            }
        }
    }
}
