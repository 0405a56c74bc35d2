package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tech.tablesaw.api.Table;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;

/**
 * Success rate by setting or by parameter value, as bars, from an experiment summary
 * ({@code io.nqueens.stats.Summary}), with the 95% Wilson interval of each rate drawn as an error
 * bar around the interval's centre (the interval is symmetric about its centre, not about the
 * observed rate). A builder; {@link #chart()} returns a new {@link CategoryChart}. O(settings).
 */
public final class SuccessChart {
    private final Table summary;
    private String by = "setting";
    private boolean intervals = true;
    private int width = 640;
    private int height = 400;
    private String title = "Success rate";

    private SuccessChart(Table summary) {
        this.summary = summary;
    }

    /**
     * One bar per row of a summary table (columns setting, success_rate, ci_low, ci_high).
     *
     * @param summary the summary, at least one row
     * @return the builder
     */
    public static SuccessChart of(Table summary) {
        Checks.notNull("summary", summary);
        for (String c : List.of("setting", "success_rate", "ci_low", "ci_high")) {
            if (!summary.containsColumn(c)) {
                throw new IllegalArgumentException("summary must have a column \"" + c + "\"; it has "
                        + summary.columnNames());
            }
        }
        if (summary.rowCount() == 0) {
            throw new IllegalArgumentException("summary must have at least one row");
        }
        return new SuccessChart(summary);
    }

    /**
     * Labels the bars with a parameter column instead of the setting label. Its values must differ
     * from row to row; for a grid of several axes, filter the summary to one value of the others first.
     *
     * @param column the name of a column of the summary
     * @return this builder
     */
    public SuccessChart by(String column) {
        Checks.notNull("column", column);
        if (!summary.containsColumn(column)) {
            throw new IllegalArgumentException("column must be one of " + summary.columnNames() + ", was \""
                    + column + "\"");
        }
        var seen = new HashSet<String>();
        for (int r = 0; r < summary.rowCount(); r++) {
            if (!seen.add(summary.column(column).getString(r))) {
                throw new IllegalArgumentException("column \"" + column + "\" repeats the value "
                        + summary.column(column).getString(r) + "; filter the summary to one row per value first");
            }
        }
        this.by = column;
        return this;
    }

    /**
     * Whether to draw the 95% Wilson intervals (default true).
     *
     * @param show whether to draw them
     * @return this builder
     */
    public SuccessChart intervals(boolean show) {
        this.intervals = show;
        return this;
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public SuccessChart size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * Chart title (default "Success rate").
     *
     * @param title the title, not null
     * @return this builder
     */
    public SuccessChart title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * A new chart.
     *
     * @return a new chart
     */
    public CategoryChart chart() {
        CategoryChart chart = new CategoryChartBuilder().width(width).height(height).title(title)
                .xAxisTitle(by).yAxisTitle("success rate").build();
        Styler s = chart.getStyler();
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        // Below the plot: inside it, the legend would cover bars that reach 1.
        s.setLegendPosition(Styler.LegendPosition.OutsideS);
        s.setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(1.0);
        chart.getStyler().setOverlapped(true);
        chart.getStyler().setErrorBarsColor(Color.BLACK);
        List<String> x = new ArrayList<>();
        List<Double> rate = new ArrayList<>();
        List<Double> centre = new ArrayList<>();
        List<Double> half = new ArrayList<>();
        for (int r = 0; r < summary.rowCount(); r++) {
            x.add(summary.column(by).getString(r));
            rate.add(summary.numberColumn("success_rate").getDouble(r));
            double lo = summary.numberColumn("ci_low").getDouble(r);
            double hi = summary.numberColumn("ci_high").getDouble(r);
            centre.add((lo + hi) / 2);
            half.add((hi - lo) / 2);
        }
        CategorySeries bars = chart.addSeries("success rate", x, rate);
        if (intervals) {
            CategorySeries ci = chart.addSeries("95% Wilson interval", x, centre, half);
            ci.setChartCategorySeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Scatter);
            ci.setMarker(SeriesMarkers.NONE);
            ci.setMarkerColor(Color.BLACK);
            // A whisker-only series has no swatch in XChart's legend (only its name, in another
            // font); the bars' entry says what the whiskers are instead.
            ci.setShowInLegend(false);
            bars.setLabel("success rate (whiskers: 95% Wilson interval)");
        } else {
            s.setLegendVisible(false);
        }
        return chart;
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }
}
