package io.nqueens.plots;

import org.knowm.xchart.internal.chartpart.Axis;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;

import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * The x tick labels XChart 3.8 painted on a chart, read from the chart after painting: the labels
 * and tick locations its axis computed, and where each label's box went by XChart's own rule
 * (rotated outline's bounds, shifted by the alignment; painted only when the box lies strictly
 * inside the chart's width).
 */
final class DrawnLabels {
    /**
     * One label: its text, its tick's x on the picture, its box (placed at the top of the x axis's
     * band; XChart may lower a short label within the band), whether XChart painted it, and the
     * band's height.
     */
    record Label(String text, double tickX, Rectangle2D box, boolean painted, double band) {}

    private DrawnLabels() {}

    static Axis<?, ?> axis(Chart<?, ?> chart, String name) throws ReflectiveOperationException {
        Method m = Chart.class.getDeclaredMethod(name);
        m.setAccessible(true);
        return (Axis<?, ?>) m.invoke(chart);
    }

    /** The x labels of a chart painted just before. */
    static List<Label> x(Chart<?, ?> chart) throws ReflectiveOperationException {
        Axis<?, ?> axis = axis(chart, "getXAxis");
        AxesChartStyler s = (AxesChartStyler) chart.getStyler();
        double left = axis.getBounds().getX();
        double top = axis.getBounds().getY();
        FontRenderContext frc = new FontRenderContext(null, true, false);
        List<Label> out = new ArrayList<>();
        var calc = axis.getAxisTickCalculator();
        for (int i = 0; i < calc.getTickLabels().size(); i++) {
            String text = calc.getTickLabels().get(i);
            if (text == null) {
                continue;
            }
            double tick = left + calc.getTickLocations().get(i);
            TextLayout layout = new TextLayout(text, s.getAxisTickLabelsFont(), frc);
            Rectangle2D r = layout.getOutline(AffineTransform.getRotateInstance(
                    -Math.toRadians(s.getXAxisLabelRotation()))).getBounds2D();
            double x = switch (s.getXAxisLabelAlignment()) {
                case Left -> tick;
                case Right -> tick - r.getWidth();
                default -> tick - r.getWidth() / 2;
            };
            Rectangle2D box = new Rectangle2D.Double(x, top, r.getWidth(), r.getHeight());
            out.add(new Label(text, tick, box, x > 0 && x + r.getWidth() < chart.getWidth(),
                    axis.getBounds().getHeight()));
        }
        return out;
    }
}
