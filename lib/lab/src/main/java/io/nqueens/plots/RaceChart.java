package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;
import tech.tablesaw.api.Table;

import java.awt.BasicStroke;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A race as a picture: one row per configuration (its number up the y axis), a grey line over
 * the blocks it raced, iteration after iteration along the x axis (each iteration's blocks follow
 * the previous iteration's), and a marker where it ended: a red cross where a Friedman test
 * dropped it, an orange diamond where Wilcoxon's paired test did, a green dot for a survivor of the
 * last race, a grey dot where one left undropped when its iteration's budget ran out without being
 * among the elites kept. Reads the tables of a tuning race ({@code RaceResult.log()} and
 * {@code RaceResult.configurationTable()}), so this package needs nothing of the tuner. O(rows).
 */
public final class RaceChart {
    private RaceChart() {}

    /**
     * The chart.
     *
     * @param log the race log: columns iteration, block, configuration ("c" and a number)
     * @param configurations one row per configuration: columns configuration, dropped_iteration,
     *     dropped_block, test ("friedman", "wilcoxon" or empty), survivor
     * @param title the chart title, not null
     * @param width 50 to 8,192 pixels
     * @param height 50 to 8,192 pixels
     * @return a new chart
     * @throws IllegalArgumentException naming a missing column or an empty log
     */
    public static XYChart of(Table log, Table configurations, String title, int width, int height) {
        need(log, "log", "iteration", "block", "configuration");
        need(configurations, "configurations", "configuration", "dropped_iteration", "dropped_block", "test",
                "survivor");
        Checks.notNull("title", title);
        Style.checkChartSize(width, height);
        if (log.rowCount() == 0) {
            throw new IllegalArgumentException("log must have at least one row");
        }
        Map<Integer, Integer> offset = offsets(log);
        XYChart chart = new XYChartBuilder().width(width).height(height).title(title)
                .xAxisTitle("blocks raced (iteration after iteration)").yAxisTitle("configuration").build();
        Style.lines(chart);
        chart.getStyler().setMarkerSize(8);
        chart.getStyler().setLegendVisible(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        lines(chart, log, offset);
        ends(chart, log, configurations, offset);
        return chart;
    }

    private static void need(Table t, String name, String... columns) {
        Checks.notNull(name, t);
        for (String c : columns) {
            if (!t.containsColumn(c)) {
                throw new IllegalArgumentException(name + " must have a column \"" + c + "\"; it has "
                        + t.columnNames());
            }
        }
    }

    /** Where each iteration's block 1 lands on the x axis: after the previous iterations' blocks. */
    static Map<Integer, Integer> offsets(Table log) {
        Map<Integer, Integer> longest = new TreeMap<>();
        for (int r = 0; r < log.rowCount(); r++) {
            longest.merge(log.intColumn("iteration").get(r), log.intColumn("block").get(r), Math::max);
        }
        Map<Integer, Integer> offset = new TreeMap<>();
        int sum = 0;
        for (Map.Entry<Integer, Integer> e : longest.entrySet()) {
            offset.put(e.getKey(), sum);
            sum += e.getValue();
        }
        return offset;
    }

    static int number(String label) {
        return Integer.parseInt(label.substring(1));
    }

    /** One grey segment per configuration and iteration, from its first block to its last. */
    private static void lines(XYChart chart, Table log, Map<Integer, Integer> offset) {
        Map<String, int[]> span = new TreeMap<>(); // "iteration/configuration" -> first, last x
        for (int r = 0; r < log.rowCount(); r++) {
            int it = log.intColumn("iteration").get(r);
            String c = log.stringColumn("configuration").get(r);
            int x = offset.get(it) + log.intColumn("block").get(r);
            span.merge(it + "/" + c, new int[] {x, x}, (a, b) -> new int[] {Math.min(a[0], b[0]),
                    Math.max(a[1], b[1])});
        }
        BasicStroke thin = new BasicStroke(1.5f);
        for (Map.Entry<String, int[]> e : span.entrySet()) {
            double y = number(e.getKey().substring(e.getKey().indexOf('/') + 1));
            XYSeries s = chart.addSeries(e.getKey(), new double[] {e.getValue()[0], e.getValue()[1]},
                    new double[] {y, y});
            s.setMarker(SeriesMarkers.NONE);
            s.setLineColor(Color.GRAY);
            s.setLineStyle(thin);
            s.setShowInLegend(false);
        }
    }

    /** The markers: where each dropped configuration was dropped, and where each survivor ended. */
    private static void ends(XYChart chart, Table log, Table conf, Map<Integer, Integer> offset) {
        List<double[]> friedman = new ArrayList<>();
        List<double[]> wilcoxon = new ArrayList<>();
        List<double[]> survivors = new ArrayList<>();
        List<double[]> left = new ArrayList<>();
        Map<String, Integer> lastX = new TreeMap<>();
        for (int r = 0; r < log.rowCount(); r++) {
            lastX.merge(log.stringColumn("configuration").get(r), offset.get(log.intColumn("iteration").get(r))
                    + log.intColumn("block").get(r), Math::max);
        }
        for (int r = 0; r < conf.rowCount(); r++) {
            double y = number(conf.stringColumn("configuration").get(r));
            String test = conf.stringColumn("test").get(r);
            if (!test.isEmpty()) {
                double x = offset.get(conf.intColumn("dropped_iteration").get(r)) + conf.intColumn("dropped_block")
                        .get(r);
                (test.equals("friedman") ? friedman : wilcoxon).add(new double[] {x, y});
            } else {
                double x = lastX.getOrDefault(conf.stringColumn("configuration").get(r), 0);
                (conf.booleanColumn("survivor").get(r) ? survivors : left).add(new double[] {x, y});
            }
        }
        scatter(chart, "dropped by Friedman + post-hoc", friedman, SeriesMarkers.CROSS, new Color(200, 30, 30));
        scatter(chart, "dropped by Wilcoxon (two left)", wilcoxon, SeriesMarkers.DIAMOND, new Color(230, 140, 0));
        scatter(chart, "survivor", survivors, SeriesMarkers.CIRCLE, new Color(30, 150, 60));
        scatter(chart, "left when its iteration ended", left, SeriesMarkers.CIRCLE, Color.LIGHT_GRAY);
    }

    private static void scatter(XYChart chart, String name, List<double[]> points,
            org.knowm.xchart.style.markers.Marker marker, Color color) {
        if (points.isEmpty()) {
            return;
        }
        double[] x = points.stream().mapToDouble(p -> p[0]).toArray();
        double[] y = points.stream().mapToDouble(p -> p[1]).toArray();
        XYSeries s = chart.addSeries(name, x, y);
        s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        s.setMarker(marker);
        s.setMarkerColor(color);
    }
}
