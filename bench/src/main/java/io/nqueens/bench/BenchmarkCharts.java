package io.nqueens.bench;

import io.nqueens.Checks;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;
import tech.tablesaw.api.Table;

import java.awt.Color;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Bar charts of the benchmark's results ({@link BenchmarkResults}): section 1's boards scored per
 * second by each counter and board size, and section 2's time per generation of each contender.
 * Each method returns a new {@link CategoryChart} (turn it into a picture with
 * {@link Charts#image}) and rejects results without the section it draws. O(rows).
 */
public final class BenchmarkCharts {
    private BenchmarkCharts() {}

    /**
     * Section 1: boards scored per second, one group of bars per board size (the {@code param}
     * column, e.g. N=100) and one series per counter, on a logarithmic axis because the two
     * counters differ by orders of magnitude at large N.
     *
     * @param results the benchmark's results, with section 1
     * @return a new chart
     */
    public static CategoryChart throughput(BenchmarkResults results) {
        Table rows = section(results, "fitness", "boards_per_second", 1);
        // series (contender) -> board size (param) -> boards per second, in file order
        Map<String, Map<String, Double>> bySeries = new LinkedHashMap<>();
        List<String> sizes = new ArrayList<>();
        for (int i = 0; i < rows.rowCount(); i++) {
            String param = rows.stringColumn("param").get(i);
            if (!sizes.contains(param)) {
                sizes.add(param);
            }
            bySeries.computeIfAbsent(rows.stringColumn("contender").get(i), k -> new LinkedHashMap<>())
                    .put(param, rows.doubleColumn("value").getDouble(i));
        }
        CategoryChart chart = new CategoryChartBuilder().width(640).height(400)
                .title("Boards scored per second").xAxisTitle("board size").yAxisTitle("boards per second (log scale)")
                .build();
        style(chart);
        double smallest = Double.POSITIVE_INFINITY;
        for (var e : bySeries.entrySet()) {
            List<Double> y = new ArrayList<>();
            for (String n : sizes) {
                double v = e.getValue().getOrDefault(n, Double.NaN);
                if (!(v > 0)) {
                    throw new IllegalArgumentException("boards per second must be positive, was " + v + " for "
                            + e.getKey() + " at " + n);
                }
                smallest = Math.min(smallest, v);
                y.add(v);
            }
            chart.addSeries(e.getKey(), sizes, y);
        }
        chart.getStyler().setYAxisLogarithmic(true);
        // Bars rise from the axis minimum, which a log axis cannot put at 0: start one decade
        // below the smallest figure.
        chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(smallest)) - 1));
        return chart;
    }

    /**
     * Section 2: microseconds per generation of each contender on DEAP's N-Queens GA (the kit,
     * its variants, the hand-written loop and the Jenetics set-ups), one bar each, in file order.
     *
     * @param results the benchmark's results, with section 2
     * @return a new chart
     */
    public static CategoryChart timePerGeneration(BenchmarkResults results) {
        Table rows = section(results, "jenetics", "ms_per_generation", 2);
        List<String> contenders = new ArrayList<>();
        List<Double> micros = new ArrayList<>();
        for (int i = 0; i < rows.rowCount(); i++) {
            contenders.add(rows.stringColumn("contender").get(i));
            micros.add(rows.doubleColumn("value").getDouble(i) * 1000);
        }
        CategoryChart chart = new CategoryChartBuilder().width(720).height(420)
                .title("Time per generation, DEAP's N-Queens GA (N = 20, population 300)")
                .xAxisTitle("contender").yAxisTitle("microseconds per generation").build();
        style(chart);
        chart.getStyler().setLegendVisible(false);
        chart.getStyler().setXAxisLabelRotation(20);
        chart.getStyler().setYAxisMin(0.0);
        chart.addSeries("microseconds per generation", contenders, micros);
        return chart;
    }

    private static Table section(BenchmarkResults results, String section, String metric, int number) {
        Checks.notNull("results", results);
        Table rows = results.rows(section, metric);
        if (rows.rowCount() == 0) {
            throw new IllegalArgumentException("the results have no " + section + "/" + metric + " rows: run the"
                    + " benchmark with section " + number + " (./kit bench --sections " + number + ")");
        }
        return rows;
    }

    private static void style(CategoryChart chart) {
        Styler s = chart.getStyler();
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setLegendPosition(Styler.LegendPosition.InsideNE);
    }
}
