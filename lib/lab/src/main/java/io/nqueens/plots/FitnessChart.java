package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.fitness.Direction;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.XYChartBuilder;

import java.awt.BasicStroke;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fitness by generation, the curve every document shows: the population's mean, and on request its
 * best and worst, for one run or several overlaid (legend by seed, or by label and seed). A builder:
 * set the options, then {@link #chart()} returns a new XChart {@link XYChart} to style further or
 * render with {@link Charts}. With several runs, the first run's lines are wide and the others'
 * thinner and dashed, dotted...
 * ({@link Style#runStroke}), so a run's line never hides another's where they coincide.
 * O(generations × runs).
 *
 * <pre>{@code
 * import io.nqueens.engine.RunResult; import io.nqueens.plots.FitnessChart; import io.nqueens.presets.Presets;
 * import org.knowm.xchart.XYChart;
 *
 * RunResult result = Presets.doc001Fixed().build().runToEnd(42);
 * XYChart c = FitnessChart.of(result).best(true).worst(true).size(800, 450).chart();
 * }</pre>
 */
public final class FitnessChart {
    private final List<Curve> curves;
    /** Whether every run minimises its fitness, so the y title can say lower is better. */
    private final boolean minimised;
    private boolean mean = true;
    private boolean best;
    private boolean worst;
    private int width = 640;
    private int height = 400;
    private String title;

    private FitnessChart(List<Curve> curves, boolean minimised) {
        this.curves = curves;
        this.minimised = minimised;
    }

    /**
     * The mean fitness of each run by generation (one line per run). When every run minimises its
     * fitness the y title says so ("fitness (minimised)"), so a falling curve reads as progress.
     *
     * @param runs the runs, at least one, none null
     * @return the builder
     */
    public static FitnessChart of(RunResult... runs) {
        Checks.notNull("runs", runs);
        return of(Arrays.asList(runs));
    }

    /**
     * See {@link #of(RunResult...)}.
     *
     * @param runs the runs, at least one, none null
     * @return the builder
     */
    public static FitnessChart of(List<RunResult> runs) {
        List<Curve> curves = Curve.of(runs);
        boolean minimised = runs.stream().allMatch(r -> r.engine().fitness().direction() == Direction.MINIMIZE);
        return new FitnessChart(curves, minimised);
    }

    /**
     * A history under a label, e.g. {@code run.history()} of a run under way.
     *
     * @param label the legend's label, not null
     * @param history the records, at least one
     * @return the builder
     */
    public static FitnessChart ofHistory(String label, List<Generation> history) {
        return new FitnessChart(List.of(new Curve(label, history)), false);
    }

    /**
     * Whether to draw the mean fitness (default true).
     *
     * @param show whether to draw the line
     * @return this builder
     */
    public FitnessChart mean(boolean show) {
        this.mean = show;
        return this;
    }

    /**
     * Whether to draw the best fitness (default false).
     *
     * @param show whether to draw the line
     * @return this builder
     */
    public FitnessChart best(boolean show) {
        this.best = show;
        return this;
    }

    /**
     * Whether to draw the worst fitness (default false).
     *
     * @param show whether to draw the line
     * @return this builder
     */
    public FitnessChart worst(boolean show) {
        this.worst = show;
        return this;
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public FitnessChart size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * Chart title (default: "Fitness by generation" or "Average fitness by generation").
     *
     * @param title the title, not null
     * @return this builder
     */
    public FitnessChart title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * A new chart with the chosen lines.
     *
     * @return a new chart
     * @throws IllegalStateException when mean, best and worst are all off
     */
    public XYChart chart() {
        if (!mean && !best && !worst) {
            throw new IllegalStateException("nothing to draw: mean, best and worst are all off");
        }
        String t = title != null ? title : (best || worst ? "Fitness by generation" : "Average fitness by generation");
        String y = (best || worst ? "fitness" : "average fitness") + (minimised ? " (minimised)" : "");
        XYChart chart = new XYChartBuilder().width(width).height(height).title(t)
                .xAxisTitle("generation").yAxisTitle(y).build();
        Style.lines(chart);
        boolean several = curves.size() > 1;
        boolean onlyMean = mean && !best && !worst;
        Set<String> names = new HashSet<>();
        for (int k = 0; k < curves.size(); k++) {
            Curve c = curves.get(k);
            double[] x = c.x();
            String prefix = several ? c.label() + (onlyMean ? "" : " ") : "";
            List<XYSeries> added = new ArrayList<>();
            if (mean) {
                added.add(Style.line(chart, Style.unique(prefix + (several && onlyMean ? "" : "mean"), names), x,
                        c.y(Generation::mean)));
            }
            if (best) {
                added.add(Style.line(chart, Style.unique(prefix + "best", names), x, c.y(Generation::best)));
            }
            if (worst) {
                added.add(Style.line(chart, Style.unique(prefix + "worst", names), x, c.y(Generation::worst)));
            }
            if (several) {
                BasicStroke stroke = Style.runStroke(k);
                added.forEach(series -> series.setLineStyle(stroke));
            }
        }
        LegendPlacement.apply(chart);
        return chart;
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }
}
