package io.nqueens.plots;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler.LegendPosition;

import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.util.List;

/**
 * Where a line chart's legend covers no data: the inside corner whose legend-sized box holds no
 * point of any series (tried in the order top right, bottom right, top left, bottom left), or below
 * the plot when every corner holds some. The legend's box is estimated from its rows and its
 * longest name, the plot from the chart's size less room for titles and axes; points are placed by
 * the range of all series. A rule on the corners alone (a falling curve leaves the top right free)
 * put the legend over curves that rise again at the end, such as notebook 05's saw-tooth.
 * O(points).
 */
final class LegendPlacement {
    /** Corners, in the order tried. */
    static final List<LegendPosition> CORNERS = List.of(LegendPosition.InsideNE, LegendPosition.InsideSE,
            LegendPosition.InsideNW, LegendPosition.InsideSW);
    /** Chart pixels that are not plot, across (y axis, margins) and down (title, x axis). */
    private static final int NOT_PLOT_ACROSS = 100;
    private static final int NOT_PLOT_DOWN = 90;
    /** Legend pixels besides the names: the line sample and padding across, padding down, a row. */
    private static final int LEGEND_EXTRA_ACROSS = 50;
    private static final int LEGEND_EXTRA_DOWN = 12;
    private static final int ROW = 20;

    private LegendPlacement() {}

    /**
     * Sets the legend position of a chart whose series are all added.
     *
     * @param chart the chart
     */
    static void apply(XYChart chart) {
        chart.getStyler().setLegendPosition(of(chart));
    }

    /**
     * The first corner whose box holds no point, or {@link LegendPosition#OutsideS}.
     *
     * @param chart the chart, its series added
     * @return the position
     */
    static LegendPosition of(XYChart chart) {
        double[] box = legendFraction(chart);
        double[] range = range(chart);
        for (LegendPosition corner : CORNERS) {
            if (isClear(chart, corner, box, range)) {
                return corner;
            }
        }
        return LegendPosition.OutsideS;
    }

    /** The legend's width and height as fractions of the plot's. */
    private static double[] legendFraction(XYChart chart) {
        FontRenderContext frc = new FontRenderContext(null, true, false);
        double widest = 0;
        int rows = 0;
        for (XYSeries s : chart.getSeriesMap().values()) {
            if (s.isShowInLegend()) {
                rows++;
                widest = Math.max(widest, new TextLayout(s.getName().isEmpty() ? " " : s.getName(),
                        chart.getStyler().getLegendFont(), frc).getBounds().getWidth());
            }
        }
        double across = Math.max(1, chart.getWidth() - NOT_PLOT_ACROSS);
        double down = Math.max(1, chart.getHeight() - NOT_PLOT_DOWN);
        return new double[] {(widest + LEGEND_EXTRA_ACROSS) / across,
                (ROW * rows + LEGEND_EXTRA_DOWN) / down};
    }

    /** Smallest and largest finite x, then y, over all series. */
    private static double[] range(XYChart chart) {
        double[] r = {Double.MAX_VALUE, -Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE};
        for (XYSeries s : chart.getSeriesMap().values()) {
            for (int i = 0; i < s.getXData().length; i++) {
                double x = s.getXData()[i];
                double y = s.getYData()[i];
                if (Double.isFinite(x) && Double.isFinite(y)) {
                    r[0] = Math.min(r[0], x);
                    r[1] = Math.max(r[1], x);
                    r[2] = Math.min(r[2], y);
                    r[3] = Math.max(r[3], y);
                }
            }
        }
        return r;
    }

    private static boolean isClear(XYChart chart, LegendPosition corner, double[] box, double[] range) {
        boolean right = corner == LegendPosition.InsideNE || corner == LegendPosition.InsideSE;
        boolean top = corner == LegendPosition.InsideNE || corner == LegendPosition.InsideNW;
        double spanX = Math.max(range[1] - range[0], Double.MIN_NORMAL);
        double spanY = Math.max(range[3] - range[2], Double.MIN_NORMAL);
        for (XYSeries s : chart.getSeriesMap().values()) {
            for (int i = 0; i < s.getXData().length; i++) {
                double fx = (s.getXData()[i] - range[0]) / spanX;
                double fy = (s.getYData()[i] - range[2]) / spanY;
                boolean inX = right ? fx >= 1 - box[0] : fx <= box[0];
                boolean inY = top ? fy >= 1 - box[1] : fy <= box[1];
                if (inX && inY) {
                    return false;
                }
            }
        }
        return true;
    }
}
