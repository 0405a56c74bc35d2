package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Setting;
import io.nqueens.stats.ExpectedRunningTime;
import io.nqueens.stats.Quartiles;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.NumericColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A {@link GridHeatMap} of a sweep over two of its axes: one cell per pair of values, showing the
 * success rate, the median evaluations of the solved runs, or the expected running time. When the
 * sweep has more axes, each cell pools the runs of every setting with that pair of values. A cell
 * without runs, without a solved run (for the median), or without a success (an infinite ERT) is
 * left blank.
 *
 * <pre>{@code
 * HeatMapChart c = SweepHeatMap.of(result, "selection", "pm", SweepHeatMap.Measure.SUCCESS_RATE).chart();
 * }</pre>
 *
 * O(runs + rows × columns).
 */
public final class SweepHeatMap {
    /** What a cell shows. */
    public enum Measure {
        /** Solved runs over runs, in [0, 1]. */
        SUCCESS_RATE("success rate"),
        /** The median evaluations of the solved runs. */
        EVALUATIONS_MEDIAN("median evaluations of solved runs"),
        /** Evaluations of all runs over solved runs (expected running time). */
        ERT("expected running time (evaluations)");

        private final String title;

        Measure(String title) {
            this.title = title;
        }
    }

    private SweepHeatMap() {}

    /**
     * The heat map of two axes of a sweep's result, titled after the measure and the axes.
     *
     * @param result the result of a sweep with both axes
     * @param rowAxis the axis whose values are the rows (top to bottom, in axis order)
     * @param columnAxis another axis, whose values are the columns (left to right)
     * @param measure what each cell shows
     * @return the heat map's builder, to adjust and then draw with {@code chart()}
     * @throws IllegalArgumentException for an axis the sweep does not have (listing its axes), the
     *     same axis twice, or a result without a finished run
     */
    public static GridHeatMap of(ExperimentResult result, String rowAxis, String columnAxis, Measure measure) {
        Checks.notNull("result", result);
        Checks.notNull("measure", measure);
        List<String> axes = result.parameterNames();
        for (String a : new String[] {rowAxis, columnAxis}) {
            if (!axes.contains(a)) {
                throw new IllegalArgumentException("axis must be one of the sweep's axes " + axes + ", was \"" + a
                        + "\"");
            }
        }
        if (rowAxis.equals(columnAxis)) {
            throw new IllegalArgumentException("rowAxis and columnAxis must differ, were both \"" + rowAxis + "\"");
        }
        List<String> rows = values(result, rowAxis);
        List<String> columns = values(result, columnAxis);
        double[][] cells = cells(result, rowAxis, columnAxis, rows, columns, measure);
        GridHeatMap map = GridHeatMap.of(rows, columns, cells).title(measure.title + " by " + rowAxis + " and "
                + columnAxis).yAxisTitle(rowAxis).xAxisTitle(columnAxis);
        return measure == Measure.SUCCESS_RATE ? map.range(0, 1) : map.decimals(0);
    }

    /** The axis's values as printed, in the order the settings meet them. */
    private static List<String> values(ExperimentResult result, String axis) {
        List<String> out = new ArrayList<>();
        for (Setting s : result.settings()) {
            String v = String.valueOf(s.parameters().get(axis));
            if (!out.contains(v)) {
                out.add(v);
            }
        }
        return out;
    }

    private static double[][] cells(ExperimentResult result, String rowAxis, String columnAxis, List<String> rows,
            List<String> columns, Measure measure) {
        Map<String, Setting> byLabel = new HashMap<>();
        result.settings().forEach(s -> byLabel.put(s.label(), s));
        List<List<List<double[]>>> runs = new ArrayList<>(); // [row][column] -> (evaluations, solved) pairs
        for (int r = 0; r < rows.size(); r++) {
            List<List<double[]>> line = new ArrayList<>();
            for (int c = 0; c < columns.size(); c++) {
                line.add(new ArrayList<>());
            }
            runs.add(line);
        }
        Table table = result.runs();
        StringColumn setting = table.stringColumn("setting");
        NumericColumn<?> evaluations = table.numberColumn("evaluations");
        BooleanColumn solved = table.booleanColumn("solved");
        if (table.rowCount() == 0) {
            throw new IllegalArgumentException("the result has no finished run to draw");
        }
        for (int i = 0; i < table.rowCount(); i++) {
            Setting s = byLabel.get(setting.get(i));
            int r = rows.indexOf(String.valueOf(s.parameters().get(rowAxis)));
            int c = columns.indexOf(String.valueOf(s.parameters().get(columnAxis)));
            runs.get(r).get(c).add(new double[] {evaluations.getDouble(i), Boolean.TRUE.equals(solved.get(i)) ? 1 : 0});
        }
        double[][] out = new double[rows.size()][columns.size()];
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < columns.size(); c++) {
                out[r][c] = measure(runs.get(r).get(c), measure);
            }
        }
        return out;
    }

    /** The measure over a cell's runs; NaN (a blank cell) where it is undefined or infinite. */
    private static double measure(List<double[]> runs, Measure measure) {
        if (runs.isEmpty()) {
            return Double.NaN;
        }
        double[] evals = runs.stream().mapToDouble(p -> p[0]).toArray();
        boolean[] won = new boolean[runs.size()];
        for (int i = 0; i < won.length; i++) {
            won[i] = runs.get(i)[1] == 1;
        }
        double[] solvedEvals = runs.stream().filter(p -> p[1] == 1).mapToDouble(p -> p[0]).toArray();
        return switch (measure) {
            case SUCCESS_RATE -> (double) solvedEvals.length / runs.size();
            case EVALUATIONS_MEDIAN -> solvedEvals.length == 0 ? Double.NaN : Quartiles.of(solvedEvals).median();
            case ERT -> solvedEvals.length == 0 ? Double.NaN : ExpectedRunningTime.of(evals, won);
        };
    }
}
