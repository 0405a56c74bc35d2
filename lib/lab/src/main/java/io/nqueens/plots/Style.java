package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.BasicStroke;
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

    /**
     * The line of the k-th run: the first solid and 3 pixels wide, the next ones 1.6 pixels wide,
     * dashed, dotted, dash-dotted, long dashed, and round again. A later line that coincides with
     * the first lies inside it, and its gaps let it show through (document 003's faithful and tuned
     * runs share their first generations).
     */
    static BasicStroke runStroke(int k) {
        float w = 1.6f;
        if (k == 0) {
            return new BasicStroke(3.0f);
        }
        return switch (k % 5) {
            case 0 -> new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {4f, 4f}, 0f);
            case 1 -> new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {8f, 6f}, 0f);
            case 2 -> new BasicStroke(w, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10f, new float[] {1f, 5f}, 0f);
            case 3 -> new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f,
                    new float[] {9f, 4f, 2f, 4f}, 0f);
            default -> new BasicStroke(w, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10f, new float[] {16f, 6f}, 0f);
        };
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
