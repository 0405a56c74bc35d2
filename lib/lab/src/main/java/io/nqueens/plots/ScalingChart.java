package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.experiment.ScalingStudy;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.XYStyler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Board size against median wall time, on log-log axes, for the rows of one or more
 * {@link ScalingStudy} runs (one configuration each). A builder; {@link #chart()} returns a new
 * {@link XYChart}. O(rows).
 *
 * <p>Each configuration gives a line with markers through the sizes where every run solved its
 * board (the median time to solution), and, when some size was not solved by every run, a second
 * series of crosses named {@code "<label>: not all solved"} at those sizes (there the median also
 * counts runs that gave up, so it is time spent, not time to solution). Times are clamped to at
 * least {@value #MIN_MILLIS} ms, as a log axis cannot show 0.
 *
 * <pre>{@code
 * XYChart c = ScalingChart.of().add("plain GA", plainRows).add("memetic", memeticRows).chart();
 * }</pre>
 */
public final class ScalingChart {
    /** Smallest time drawn, in milliseconds. */
    public static final double MIN_MILLIS = 0.001;

    private final Map<String, List<ScalingStudy.Row>> studies = new LinkedHashMap<>();
    private int width = 640;
    private int height = 400;
    private String title = "Time to solution by board size";

    private ScalingChart() {}

    /** {@return an empty chart} {@linkplain #add(String, List) Add} a study before drawing it. */
    public static ScalingChart of() {
        return new ScalingChart();
    }

    /**
     * Adds the rows of one study under {@code label} (unique, at least one row). Each row needs a
     * board size n in [1, {@link Board#MAX_SIZE}] and a wall time that is a finite number >= 0,
     * as the log-scaled axes can show nothing else.
     *
     * @param label the study's name in the legend, not blank
     * @param rows the study's rows
     * @return this builder
     */
    public ScalingChart add(String label, List<ScalingStudy.Row> rows) {
        Checks.notNull("label", label);
        Checks.notNull("rows", rows);
        if (label.isBlank()) {
            throw new IllegalArgumentException("label must not be blank");
        }
        if (studies.containsKey(label)) {
            throw new IllegalArgumentException("label \"" + label + "\" was added already; labels must differ");
        }
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("rows of \"" + label + "\" must not be empty");
        }
        int i = 0;
        for (ScalingStudy.Row r : rows) {
            Checks.notNull("rows element", r);
            if (r.n() < 1 || r.n() > Board.MAX_SIZE) {
                throw new IllegalArgumentException("rows of \"" + label + "\": rows[" + i + "].n (board size) must be in"
                        + " [1, " + Board.MAX_SIZE + "], was " + r.n());
            }
            if (!(r.wallMillis() >= 0) || Double.isInfinite(r.wallMillis())) {
                throw new IllegalArgumentException("rows of \"" + label + "\": rows[" + i + "].wallMillis must be a"
                        + " finite number >= 0, was " + r.wallMillis());
            }
            i++;
        }
        studies.put(label, List.copyOf(rows));
        return this;
    }

    /**
     * Chart size in pixels (default 640 × 400).
     *
     * @param width the width, in [50, 8,192]
     * @param height the height, in [50, 8,192]
     * @return this builder
     */
    public ScalingChart size(int width, int height) {
        Style.checkChartSize(width, height);
        this.width = width;
        this.height = height;
        return this;
    }

    /**
     * Chart title (default "Time to solution by board size").
     *
     * @param title the title, not null
     * @return this builder
     */
    public ScalingChart title(String title) {
        this.title = Checks.notNull("title", title);
        return this;
    }

    /**
     * A new chart with log-scaled axes.
     *
     * @return a new chart
     * @throws IllegalStateException when no study was added
     */
    public XYChart chart() {
        if (studies.isEmpty()) {
            throw new IllegalStateException("add at least one study before drawing the chart");
        }
        XYChart chart = logLogChart();
        Set<String> names = new HashSet<>();
        Color[] palette = chart.getStyler().getSeriesColors();
        int k = 0;
        for (Map.Entry<String, List<ScalingStudy.Row>> study : studies.entrySet()) {
            Color color = palette[k++ % palette.length]; // a study's line and crosses share a colour
            addStudy(chart, study.getKey(), study.getValue(), color, names);
        }
        return chart;
    }

    /** An empty chart of this size and title, white, with logarithmic axes and plain tick labels. */
    private XYChart logLogChart() {
        XYChart chart = new XYChartBuilder().width(width).height(height).title(title)
                .xAxisTitle("board size N").yAxisTitle("median wall time (ms)").build();
        XYStyler s = chart.getStyler();
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setLegendPosition(Styler.LegendPosition.InsideNW);
        s.setXAxisLogarithmic(true);
        s.setYAxisLogarithmic(true);
        s.setXAxisDecimalPattern("#,##0"); // 1,000,000 rather than 1E6
        s.setYAxisDecimalPattern("#,##0.###");
        s.setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        return chart;
    }

    /**
     * A study's line through the sizes every run solved, and its crosses at the others; each only
     * when it has a point. {@code names} holds the series names taken so far.
     */
    private static void addStudy(XYChart chart, String label, List<ScalingStudy.Row> rows, Color color,
            Set<String> names) {
        List<Double> nSolved = new ArrayList<>();
        List<Double> msSolved = new ArrayList<>();
        List<Double> nOpen = new ArrayList<>();
        List<Double> msOpen = new ArrayList<>();
        for (ScalingStudy.Summary sum : ScalingStudy.summarize(rows)) {
            double ms = Math.max(MIN_MILLIS, sum.medianWallMillis());
            boolean all = sum.solved() == sum.runs();
            (all ? nSolved : nOpen).add((double) sum.n());
            (all ? msSolved : msOpen).add(ms);
        }
        Style.checkFinite(label, "milliseconds", msSolved);
        Style.checkFinite(label, "milliseconds", msOpen);
        if (!nSolved.isEmpty()) {
            XYSeries line = chart.addSeries(Style.unique(label, names), nSolved, msSolved);
            line.setMarker(SeriesMarkers.CIRCLE);
            line.setLineColor(color);
            line.setMarkerColor(color);
        }
        if (!nOpen.isEmpty()) {
            XYSeries open = chart.addSeries(Style.unique(label + ": not all solved", names), nOpen, msOpen);
            open.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            open.setMarker(SeriesMarkers.CROSS);
            open.setMarkerColor(color);
        }
    }

    /** {@return the chart as a picture} */
    public BufferedImage image() {
        return Charts.image(chart());
    }
}
