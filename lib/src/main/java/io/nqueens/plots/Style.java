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

    /** Adds a line series without markers. */
    static XYSeries line(XYChart chart, String name, double[] x, double[] y) {
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
