package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.experiment.ExperimentResult;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.style.theme.XChartTheme;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.awt.Font;
import java.awt.image.BufferedImage;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The two pictures of a tuning axis, 400 pixels high (more when long x labels must tilt): success
 * rate per setting with 95% Wilson whiskers, and a box plot of a solved-runs column whose x labels
 * carry each setting's success count ("pmx 23/30"), so that a box drawn from few solved runs is
 * never read as the whole setting. Settings are labelled by one column of the tables (a
 * parameter's values, or "setting"); the labels are tilted only as far as they must be to stay
 * apart ({@link LabelRotation}). O(runs) per chart.
 */
public final class AxisCharts {
    private static final int HEIGHT = 400;
    /** Width of each of {@link #axis}'s two panels: 900 pixels together fit a notebook column. */
    static final int PANEL = 450;
    /** Room the 400 pixels leave for the x labels; longer tilted labels make the chart taller. */
    private static final int LABEL_ROOM = 80;
    /** The title font of XChart's default theme, which these charts keep. */
    private static final Font TITLE_FONT = new XChartTheme().getChartTitleFont();
    /** The tick label font of XChart's default theme, which these charts keep. */
    private static final Font TICK_FONT = new XChartTheme().getAxisTickLabelsFont();

    private AxisCharts() {}

    /** 400 pixels, and as much more as the tilted labels reach past {@link #LABEL_ROOM}. */
    private static int height(Collection<String> labels, int angle) {
        double drop = LabelRotation.drop(labels, angle, TICK_FONT);
        return HEIGHT + (int) Math.max(0, Math.ceil(drop - LABEL_ROOM));
    }

    /**
     * Success rate by setting, whiskers the 95% Wilson interval (said in the title), no legend.
     *
     * @param summary a summary table ({@link ExperimentResult#summary()})
     * @param by the column that labels the settings
     * @param title the title, to which " (whiskers: 95% Wilson interval)" is added (" (95% Wilson)"
     *     when that would not fit the width)
     * @param width the width in pixels, in [50, 8,192]
     * @return the picture
     */
    public static BufferedImage success(Table summary, String by, String title, int width) {
        return Charts.image(successChart(summary, by, title, width));
    }

    /** The chart {@link #success} draws. */
    static CategoryChart successChart(Table summary, String by, String title, int width) {
        Checks.notNull("title", title);
        Checks.notNull("summary", summary);
        List<String> plain = Checks.notNull("by", by).equals("setting") && summary.containsColumn(by)
                ? valuesOnly(summary.column(by).asStringColumn().asList()) : null;
        if (plain != null) { // "selection=roulette, pm=0.05" as "roulette, 0.05" under an axis titled by the keys
            if (!summary.containsColumn(plain.get(0))) { // a one-parameter summary has it already
                Table copy = summary.copy();
                copy.addColumns(StringColumn.create(plain.get(0), plain.subList(1, plain.size())));
                summary = copy;
            }
            by = plain.get(0);
        }
        SuccessChart bars = SuccessChart.of(summary).by(by).title(titled(partial(title, summary), width));
        List<String> labels = summary.column(by).asStringColumn().asList();
        int angle = LabelRotation.of(labels, width, TICK_FONT);
        CategoryChart c = bars.size(width, height(labels, angle)).chart();
        c.getStyler().setLegendVisible(false);
        LabelRotation.apply(c.getStyler(), angle);
        return c;
    }

    /**
     * Box plot of one numeric column of a runs table (missing values, such as unsolved runs'
     * generations to solution, skipped), one box per value of {@code by}, each labelled with its
     * solved runs out of its runs.
     *
     * @param runs a runs table with columns {@code by}, {@code column} and "solved"
     * @param column the numeric column plotted
     * @param by the column that labels the settings
     * @param yTitle the y-axis title: what is plotted
     * @param title the chart title
     * @param log whether the y axis is logarithmic
     * @param width the width in pixels, in [50, 8,192]
     * @return the picture
     * @throws IllegalArgumentException when a column is missing (naming the columns there are)
     * @throws IllegalStateException when no setting has a value
     */
    public static BufferedImage box(Table runs, String column, String by, String yTitle, String title,
            boolean log, int width) {
        return Charts.image(boxChart(runs, column, by, yTitle, title, log, width));
    }

    /**
     * The chart {@link #box} draws, for further styling; the series are named by the x labels.
     *
     * @param runs a runs table with columns {@code by}, {@code column} and "solved"
     * @param column the numeric column plotted
     * @param by the column that labels the settings
     * @param yTitle the y-axis title: what is plotted
     * @param title the chart title
     * @param log whether the y axis is logarithmic
     * @param width the width in pixels, in [50, 8,192]
     * @return a new chart
     * @throws IllegalArgumentException when a column is missing (naming the columns there are)
     * @throws IllegalStateException when no setting has a value
     */
    public static BoxChart boxChart(Table runs, String column, String by, String yTitle, String title,
            boolean log, int width) {
        Checks.notNull("runs", runs);
        Checks.notNull("yTitle", yTitle);
        for (String needed : List.of(Checks.notNull("by", by), "solved")) {
            if (!runs.containsColumn(needed)) {
                throw new IllegalArgumentException("runs must have a column \"" + needed + "\"; it has "
                        + runs.columnNames());
            }
        }
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (int r = 0; r < runs.rowCount(); r++) {
            int[] c = counts.computeIfAbsent(runs.column(by).getString(r), k -> new int[2]);
            c[0] += runs.booleanColumn("solved").get(r) ? 1 : 0;
            c[1]++;
        }
        StringColumn labels = StringColumn.create("setting");
        List<String> plain = by.equals("setting") ? valuesOnly(runs.column(by).asStringColumn().asList()) : null;
        for (int r = 0; r < runs.rowCount(); r++) {
            String value = plain == null ? runs.column(by).getString(r) : plain.get(r + 1);
            int[] c = counts.get(runs.column(by).getString(r));
            labels.append(value + " " + c[0] + "/" + c[1]);
        }
        Table t = runs.copy();
        t.removeColumns(t.columnNames().stream().filter("setting"::equals).toArray(String[]::new)).addColumns(labels);
        Set<String> names = new LinkedHashSet<>(labels.asList());
        int angle = LabelRotation.of(names, width, TICK_FONT);
        BoxChart c = SettingBoxChart.of(t, column).title(partial(title, runs)).size(width, height(names, angle)).chart();
        c.setYAxisTitle(yTitle);
        c.setXAxisTitle(c.getXAxisTitle().replaceFirst("^setting", (plain == null ? by : plain.get(0))
                + " (solved/runs)"));
        LabelRotation.apply(c.getStyler(), angle);
        c.getStyler().setYAxisLogarithmic(log);
        // One style on the axis: XChart writes 1E4 and up in E notation and smaller values plainly.
        c.getStyler().setYAxisDecimalPattern("#,##0.###");
        return c;
    }

    /**
     * The success chart's title with what its whiskers are: " (whiskers: 95% Wilson interval)",
     * or " (95% Wilson)" where that would not fit the chart's width (XChart cuts a long title off).
     */
    /**
     * The title, marked when the table comes from a partial result (an interrupted experiment, a
     * time budget run out): "title [partial: 139 of 270 runs]", read from the table's name.
     */
    static String partial(String title, Table table) {
        String name = table.name() == null ? "" : table.name();
        int at = name.lastIndexOf("runs: ");
        if (!name.endsWith(io.nqueens.experiment.ExperimentResult.PARTIAL) || at < 0) {
            return title;
        }
        String counts = name.substring(at + "runs: ".length(), name.length()
                - io.nqueens.experiment.ExperimentResult.PARTIAL.length()).replace(" completed", "");
        return title + " [partial: " + counts + " runs]";
    }

    static String titled(String title, int width) {
        String full = title + " (whiskers: 95% Wilson interval)";
        java.awt.font.FontRenderContext frc = new java.awt.font.FontRenderContext(null, true, false);
        double wide = new java.awt.font.TextLayout(full, TITLE_FONT, frc).getBounds().getWidth();
        return wide <= width - 20 ? full : title + " (95% Wilson)";
    }

    /**
     * Setting labels of the form {@code k1=v1, k2=v2} with the same keys in each, as the keys
     * joined ({@code "k1, k2"}, the axis title) followed by each label's values ({@code "v1, v2"}):
     * the keys, said once under the axis, no longer make every label long enough to tilt upright
     * and take the plot's height. Null when the labels are not all of that form, or when two of
     * them would read the same. O(total length).
     */
    static List<String> valuesOnly(List<String> labels) {
        String keys = null;
        List<String> out = new java.util.ArrayList<>();
        out.add("");
        for (String label : labels) {
            String[] parts = label.split(", ");
            StringBuilder k = new StringBuilder();
            StringBuilder v = new StringBuilder();
            for (String part : parts) {
                int eq = part.indexOf('=');
                if (eq <= 0 || eq == part.length() - 1 || part.indexOf('=', eq + 1) >= 0) {
                    return null;
                }
                k.append(k.length() == 0 ? "" : ", ").append(part, 0, eq);
                v.append(v.length() == 0 ? "" : ", ").append(part.substring(eq + 1));
            }
            if (keys != null && !keys.equals(k.toString())) {
                return null;
            }
            keys = k.toString();
            out.add(v.toString());
        }
        if (keys == null || new LinkedHashSet<>(out.subList(1, out.size())).size()
                != new LinkedHashSet<>(labels).size()) {
            return null;
        }
        out.set(0, keys);
        return out;
    }

    /**
     * An axis's two charts side by side, 450 pixels each (900 together, a notebook column's width): success rate, and generations to solution
     * over the solved runs. Settings are labelled by the experiment's parameter when it has one, by
     * "setting" otherwise.
     *
     * @param result the experiment
     * @param title the start of both titles
     * @return the picture
     */
    public static BufferedImage axis(ExperimentResult result, String title) {
        Checks.notNull("result", result);
        Checks.notNull("title", title);
        List<String> names = result.parameterNames();
        String by = names.size() == 1 ? names.get(0) : "setting";
        return Charts.sideBySide(success(result.summary(), by, title + ": success rate", PANEL),
                box(result.runs(), "first_solution_generation", by, "generations to solution",
                        title + ": generations to solution", false, PANEL));
    }
}
