package io.nqueens.plots;

import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.XYStyler;

import java.util.function.Supplier;

/**
 * Round, uncrowded x ticks on every line chart the kit paints.
 *
 * <p>Why: XChart 3.8 has two ways to place x ticks. Its usual one picks a step of 1, 2, 5 or 10
 * times a power of ten, widened until the labels fit (the y axes use it). But when every x value of
 * every series lies on one evenly spaced grid, as generations 0, 1, 2, ... do, it instead labels
 * every k-th value with the smallest k whose labels fit, so the steps come out as 3, 13, 29, 86 or
 * 495, and {@code setXAxisTickMarkSpacingHint} and {@code setXAxisMaxLabelCount} have no effect.
 * XChart detects the grid on the x values with the axis ends added; ending the axis a hair (0.1%
 * of the span) past the last value breaks the grid, so the usual rule applies. The shift is less
 * than a pixel and is undone after painting, so a chart that gets more series later is painted
 * with its new range.
 */
final class RoundTicks {
    /** Fraction of the x span added past the axis end: under a pixel on charts up to 1,000 wide. */
    static final double NUDGE = 1e-3;
    /** XChart calls two gaps equal when they differ by less than 1e-4; the nudge is at least twice that. */
    static final double MIN_NUDGE = 2e-4;

    private RoundTicks() {}

    /**
     * Runs {@code paint} with the x axis of a linear {@link XYChart} ended just past its last value
     * (the user's own x maximum if set, the data's otherwise), then restores the user's setting.
     * Other charts (bars, boxes, heat maps, logarithmic x axes) are painted as they are. O(points).
     *
     * @param chart the chart about to be painted
     * @param paint what paints it
     * @param <T> what painting returns
     * @return what {@code paint} returned
     */
    static <T> T during(Chart<?, ?> chart, Supplier<T> paint) {
        if (!(chart instanceof XYChart xy) || xy.getStyler().isXAxisLogarithmic()) {
            return paint.get();
        }
        XYStyler styler = xy.getStyler();
        Double own = styler.getXAxisMax();
        Double end = axisEnd(xy, own);
        if (end == null) {
            return paint.get();
        }
        styler.setXAxisMax(end);
        try {
            return paint.get();
        } finally {
            styler.setXAxisMax(own);
        }
    }

    /**
     * The x axis end that keeps XChart on its round-step rule: {@code max + max(NUDGE × span,
     * MIN_NUDGE)}, where {@code max} is the user's maximum if set, the largest finite x value
     * otherwise, and the span runs from the smallest finite x value (or the user's minimum) to it.
     *
     * @param chart the chart
     * @param own the user's x maximum, or null
     * @return the end, or null when there is no finite x value or the span is not positive
     */
    static Double axisEnd(XYChart chart, Double own) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (XYSeries s : chart.getSeriesMap().values()) {
            for (double x : s.getXData()) {
                if (Double.isFinite(x)) {
                    lo = Math.min(lo, x);
                    hi = Math.max(hi, x);
                }
            }
        }
        Double ownMin = chart.getStyler().getXAxisMin();
        double min = ownMin != null ? ownMin : lo;
        double max = own != null ? own : hi;
        if (!Double.isFinite(min) || !Double.isFinite(max) || max <= min) {
            return null;
        }
        return max + Math.max(NUDGE * (max - min), MIN_NUDGE);
    }
}
