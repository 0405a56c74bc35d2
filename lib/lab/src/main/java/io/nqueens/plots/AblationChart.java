package io.nqueens.plots;

import io.nqueens.Checks;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.List;

/**
 * An ablation path as a bar chart: one bar per step, from the reference to the pick, its height
 * the held-out ERT after that step, labelled with the step's number and the parameter it changed.
 * A step that solved nothing has no finite ERT; its bar is drawn as high as the highest finite one
 * (0 when none is finite) and the series name says so. Reads the table of a tuning
 * ablation ({@code Ablation.table()}), so this package needs nothing of the tuner. O(steps).
 */
public final class AblationChart {
    private AblationChart() {}

    /**
     * The chart.
     *
     * @param ablation one row per step: columns step, change ("name=value ..."), ert
     * @param title the chart title, not null
     * @param width 50 to 900 pixels (a notebook's width)
     * @param height 50 to 8,192 pixels
     * @return a new chart
     * @throws IllegalArgumentException naming a missing column, an empty table or a size out of range
     */
    public static CategoryChart of(Table ablation, String title, int width, int height) {
        check(ablation, title, width, height);
        List<String> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        double finiteMax = 0;
        boolean unsolved = false;
        for (int r = 0; r < ablation.rowCount(); r++) {
            String change = ablation.stringColumn("change").get(r);
            x.add(ablation.intColumn("step").get(r) + " " + change.split("[ =]", 2)[0]);
            double ert = ablation.doubleColumn("ert").get(r);
            if (Double.isInfinite(ert)) {
                unsolved = true;
                ert = Double.NaN;
            }
            y.add(ert);
            finiteMax = Double.isFinite(ert) ? Math.max(finiteMax, ert) : finiteMax;
        }
        for (int r = 0; r < y.size(); r++) {
            if (Double.isNaN(y.get(r))) {
                y.set(r, finiteMax);
            }
        }
        CategoryChart chart = new CategoryChartBuilder().width(width).height(height).title(title)
                .xAxisTitle("step (parameter changed)").yAxisTitle("held-out ERT (evaluations)").build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setXAxisLabelRotation(x.size() > 6 ? 45 : 0);
        chart.addSeries(unsolved ? "ERT (a step that solved nothing drawn at the highest bar)" : "ERT", x, y);
        return chart;
    }

    private static void check(Table ablation, String title, int width, int height) {
        Checks.notNull("ablation", ablation);
        for (String c : new String[] {"step", "change", "ert"}) {
            if (!ablation.columnNames().contains(c)) {
                throw new IllegalArgumentException("ablation must have a column \"" + c + "\"; its columns: "
                        + ablation.columnNames());
            }
        }
        Checks.notNull("title", title);
        Style.checkChartSize(width, height);
        Checks.inRange("width", width, 50, 900);
        if (ablation.rowCount() == 0) {
            throw new IllegalArgumentException("ablation must have at least one row");
        }
    }
}
