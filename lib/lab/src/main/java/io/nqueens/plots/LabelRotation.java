package io.nqueens.plots;

import org.knowm.xchart.style.AxesChartStyler;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.util.Collection;

/**
 * The x label angle of a bar or box chart, chosen so neighbouring labels do not overlap. XChart
 * draws every category's label however little room it has; long setting names such as
 * "mutation=swap, rate=0.1" then run into each other. Each label gets a slot of the plot's width
 * divided by the number of labels. Labels are drawn level when the widest fits its slot; otherwise
 * tilted by the least of 20, 45 and 90 degrees at which two neighbours, parallel strips one text
 * height thick, stay at least 0.4 text heights apart (a strip tilted by a takes height / sin(a)
 * of the slot). A tilted label hangs from its tick by its end (XChart's right alignment), so
 * the last label never reaches past the chart's right edge, where XChart would leave it out; the
 * first reaches left instead, under the y axis, and a tilt whose first label would not fit there
 * is passed over for a steeper one (upright labels always fit). O(labels).
 */
final class LabelRotation {
    /** Angles tried after level, in degrees. */
    static final int[] TILTS = {20, 45, 90};
    /** Pixels of a chart's width that are not plot: the y axis's labels and title, and margins. */
    static final int NOT_PLOT = 110;
    /** Level labels: the widest and a tenth more must fit a slot. */
    private static final double LEVEL_SLACK = 1.15;
    /**
     * Tilted labels: the strip's share of the slot and 40% more, so neighbours are at least 0.4 text
     * heights apart (06's long names, 0.2 text heights apart at 20 degrees, looked run together).
     */
    private static final double TILT_SLACK = 1.4;
    /**
     * Pixels left of the plot at least: the y axis's labels and title, as narrow as the kit's
     * charts draw them (three-character tick labels); the first tilted label may reach into them.
     */
    static final int LEFT_ROOM = 56;

    private LabelRotation() {}

    /**
     * The angle for these labels on a chart this wide.
     *
     * @param labels the x labels, at least one
     * @param chartWidth the chart's width in pixels
     * @param font the tick label font
     * @return 0, 20, 45 or 90
     */
    static int of(Collection<String> labels, int chartWidth, Font font) {
        double[] size = size(labels, font);
        double widest = size[0];
        double height = size[1];
        double slot = Math.max(1, chartWidth - NOT_PLOT) / (double) labels.size();
        if (widest * LEVEL_SLACK < slot) {
            return 0;
        }
        for (int tilt : TILTS) {
            double a = Math.toRadians(tilt);
            boolean apart = height / Math.sin(a) * TILT_SLACK < slot;
            boolean firstFits = widest * Math.cos(a) + height * Math.sin(a) < LEFT_ROOM + slot / 2;
            if (apart && firstFits) {
                return tilt;
            }
        }
        return 90;
    }

    /**
     * Hangs tilted labels from their ticks by their ends, and centres level and upright ones (which
     * are as wide as a text line is high) on them.
     *
     * @param styler the chart's styler
     * @param angle the tilt in degrees, as {@link #of} chose it
     */
    static void apply(AxesChartStyler styler, int angle) {
        styler.setXAxisLabelRotation(angle);
        styler.setXAxisLabelAlignment(angle > 0 && angle < 90 ? AxesChartStyler.TextAlignment.Right
                : AxesChartStyler.TextAlignment.Centre);
    }

    /**
     * How far the labels reach below the axis when tilted by {@code angle}: the widest label's
     * width times sin(angle) plus a text height times cos(angle).
     *
     * @param labels the x labels
     * @param angle the tilt in degrees
     * @param font the tick label font
     * @return the drop in pixels
     */
    static double drop(Collection<String> labels, int angle, Font font) {
        double[] size = size(labels, font);
        double a = Math.toRadians(angle);
        return size[0] * Math.sin(a) + size[1] * Math.cos(a);
    }

    /** The widest label's width and the tallest text height, in pixels. */
    private static double[] size(Collection<String> labels, Font font) {
        FontRenderContext frc = new FontRenderContext(null, true, false);
        double widest = 0;
        double height = 0;
        for (String label : labels) {
            TextLayout t = new TextLayout(label.isEmpty() ? " " : label, font, frc);
            widest = Math.max(widest, t.getBounds().getWidth());
            height = Math.max(height, t.getAscent() + t.getDescent());
        }
        return new double[] {widest, height};
    }
}
