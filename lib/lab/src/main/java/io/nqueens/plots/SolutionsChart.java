package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.lines.SeriesLines;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Distinct solutions seen by generation, as in document 004's run to all 92 solutions of 8 queens:
 * one step line per run, and a dashed line at the number of solutions when every run looked for all
 * of the same board size. A builder; {@link #chart()} returns a new {@link XYChart}. O(generations × runs).
 */
public final class SolutionsChart {
    private final List<Curve> curves;
    private final long target;
    private int width = 640;
    private int height = 400;
    private String title = "Distinct solutions found";

    private SolutionsChart(List<Curve> curves, long target) {
        this.curves = curves;
        this.target = target;
    }

    /**
     * The distinct solutions of each run by generation.
     *
     * @param runs the runs, at least one, none null
     * @return the builder
     */
    public static SolutionsChart of(RunResult... runs) {
        Checks.notNull("runs", runs);
        return of(Arrays.asList(runs));
    }

    /**
     * See {@link #of(RunResult...)}.
     *
     * @param runs the runs, at least one, none null
     * @return the builder
     */
    public static SolutionsChart of(List<RunResult> runs) {
        List<Curve> curves = Curve.of(runs);
        long[] targets = runs.stream().mapToLong(r -> r.engine().solutionCount()).distinct().toArray();
        return new SolutionsChart(curves, targets.length == 1 ? targets[0] : -1);
    }

    /**
     * A history under a label; no target line.
     *
     * @param label the line's label, not null
     * @param history the records, at least one
     * @return the builder
     */
    public static SolutionsChart ofHistory(String label, List<Generation> history) {
        return new SolutionsChart(List.of(new Curve(label, history)), -1);
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public SolutionsChart size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * Chart title (default "Distinct solutions found").
     *
     * @param title the title, not null
     * @return this builder
     */
    public SolutionsChart title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * A new chart.
     *
     * @return a new chart
     */
    public XYChart chart() {
        XYChart chart = new XYChartBuilder().width(width).height(height).title(title)
                .xAxisTitle("generation").yAxisTitle("distinct solutions").build();
        Style.lines(chart);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideSE);
        chart.getStyler().setYAxisMin(0.0);
        Set<String> names = new HashSet<>();
        double lastGeneration = 0;
        for (Curve c : curves) {
            double[] x = c.x();
            lastGeneration = Math.max(lastGeneration, x[x.length - 1]);
            XYSeries s = Style.line(chart, Style.unique(curves.size() > 1 ? c.label() : "solutions", names),
                    x, c.y(Generation::distinctSolutions));
            s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Step);
        }
        if (target > 0) {
            XYSeries all = Style.line(chart, Style.unique("all " + target, names),
                    new double[] {0, Math.max(1, lastGeneration)}, new double[] {target, target});
            all.setLineStyle(SeriesLines.DASH_DASH);
            all.setLineColor(Color.GRAY);
        }
        return chart;
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }
}
