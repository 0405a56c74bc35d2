package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.util.Set;

/** The kit's common chart look and size checks. */
final class Style {
    /** Largest chart or picture side, in pixels. */
    static final int MAX_SIDE = 8_192;
    /** Smallest chart side: below this XChart has no room for axes. */
    static final int MIN_CHART_SIDE = 50;

    private Style() {}

    static void checkChartSize(int width, int height) {
        Checks.inRange("width", width, MIN_CHART_SIDE, MAX_SIDE);
        Checks.inRange("height", height, MIN_CHART_SIDE, MAX_SIDE);
    }

    /** White background, no markers, legend inside the plot when there is more than one series. */
    static void lines(XYChart chart) {
        Styler s = chart.getStyler();
        s.setChartBackgroundColor(Color.WHITE);
        s.setLegendPosition(Styler.LegendPosition.InsideSE);
        s.setLegendVisible(false);
        chart.getStyler().setPlotBackgroundColor(Color.WHITE);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        chart.getStyler().setMarkerSize(0);
    }

    /**
     * Refuses a value a chart cannot place (XChart fails on an infinite one with a message of its
     * own), naming the series, the point and the value. O(values).
     *
     * @throws IllegalArgumentException at the first NaN or infinite value
     */
    static void checkFinite(String series, String axis, double[] values) {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException("chart series \"" + io.nqueens.Checks.shorten(series, 100) + "\": "
                        + axis + " value " + i + " is " + values[i] + "; a chart shows finite values only (an ERT"
                        + " of a setting that never succeeded is infinite: leave such settings out, or chart their"
                        + " success rate)");
            }
        }
    }

    /** As {@link #checkFinite(String, String, double[])}, for a list of values. */
    static void checkFinite(String series, String axis, java.util.List<? extends Number> values) {
        checkFinite(series, axis, values.stream().mapToDouble(Number::doubleValue).toArray());
    }

    /** Adds a line series without markers; refuses infinite and NaN values, naming them. */
    static XYSeries line(XYChart chart, String name, double[] x, double[] y) {
        checkFinite(name, "x", x);
        checkFinite(name, "y", y);
        XYSeries series = chart.addSeries(name, x, y);
        series.setMarker(SeriesMarkers.NONE);
        chart.getStyler().setLegendVisible(chart.getSeriesMap().size() > 1);
        return series;
    }

    /** {@code name}, or {@code name #2}, {@code name #3}... when it is taken. */
    static String unique(String name, Set<String> taken) {
        String out = name;
        for (int k = 2; taken.contains(out); k++) {
            out = name + " #" + k;
        }
        taken.add(out);
        return out;
    }
}
