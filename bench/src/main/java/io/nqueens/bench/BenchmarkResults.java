package io.nqueens.bench;

import io.nqueens.Checks;
import tech.tablesaw.api.ColumnType;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.io.csv.CsvReadOptions;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The benchmark's results file, {@code build/bench/results.csv} as {@code ./kit bench} writes it:
 * one figure per row, in the columns {@code section, metric, contender, param, value, unit}, for
 * example {@code fitness, boards_per_second, pairs O(N), N=100, 4.9e6, boards/s}. Read once into a
 * Tablesaw table with fixed column types ("NaN", a figure not available, reads as missing);
 * lookups scan it, O(rows). Immutable.
 */
public final class BenchmarkResults {
    /** The header the file must have, in this order. */
    public static final List<String> COLUMNS = List.of("section", "metric", "contender", "param", "value", "unit");

    private final Table table;

    private BenchmarkResults(Table table) {
        this.table = table;
    }

    /**
     * Reads a results file. Rejects a missing file (saying how to make one) and a header other than
     * {@link #COLUMNS}, naming both.
     *
     * @param csv the results file
     * @return the results
     * @throws java.io.UncheckedIOException when the file cannot be read
     */
    public static BenchmarkResults read(Path csv) {
        Checks.notNull("csv", csv);
        if (!Files.isRegularFile(csv)) {
            throw new IllegalArgumentException("no benchmark results at " + csv.toAbsolutePath()
                    + "; run ./kit bench (or ./kit bench --quick) first");
        }
        String header;
        try (BufferedReader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            header = in.readLine();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + csv, e);
        }
        if (header == null || !List.of(header.strip().split(",", -1)).equals(COLUMNS)) {
            throw new IllegalArgumentException(csv + " must start with the header " + String.join(",", COLUMNS)
                    + ", found " + (header == null ? "an empty file" : "\"" + header + "\""));
        }
        ColumnType s = ColumnType.STRING;
        Table t;
        try {
            t = Table.read().usingOptions(CsvReadOptions.builder(csv.toFile())
                    .columnTypes(new ColumnType[] {s, s, s, s, ColumnType.DOUBLE, s})
                    .tableName(csv.getFileName().toString()));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("cannot parse " + csv + " as benchmark results: " + e.getMessage(), e);
        }
        return new BenchmarkResults(t);
    }

    /** {@return a copy of all rows, as read} */
    public Table table() {
        return table.copy();
    }

    /**
     * The rows of one section and metric, in file order.
     *
     * @param section the section's name, as in the {@code section} column
     * @param metric the metric's name
     * @return a new table of the matching rows
     */
    public Table rows(String section, String metric) {
        Checks.notNull("section", section);
        Checks.notNull("metric", metric);
        return table.where(table.stringColumn("section").isEqualTo(section)
                .and(table.stringColumn("metric").isEqualTo(metric)));
    }

    /**
     * The figure of one row, or NaN when the file has no such row (a section not run, say).
     *
     * @param section the section's name
     * @param metric the metric's name
     * @param contender the contender's name
     * @param param the parameter, e.g. {@code N=100}
     * @return the first matching figure, NaN when there is none or it is missing
     */
    public double value(String section, String metric, String contender, String param) {
        Table r = rows(section, metric);
        StringColumn c = r.stringColumn("contender");
        StringColumn p = r.stringColumn("param");
        DoubleColumn v = r.doubleColumn("value");
        for (int i = 0; i < r.rowCount(); i++) {
            if (c.get(i).equals(contender) && p.get(i).equals(param)) {
                return v.isMissing(i) ? Double.NaN : v.getDouble(i);
            }
        }
        return Double.NaN;
    }

    /**
     * Whether the file holds figures of a section, named as in its {@code section} column: fitness
     * (1), jenetics (2), presets (3), grid (4), large-boards (5).
     *
     * @param section the section's name
     * @return true when at least one row belongs to it
     */
    public boolean has(String section) {
        Checks.notNull("section", section);
        return table.stringColumn("section").isEqualTo(section).size() > 0;
    }

    /**
     * {@return whether the file comes from a quick (smoke) run, with fewer repetitions and seeds}
     */
    public boolean quick() {
        Table r = rows("env", "quick_mode");
        return r.rowCount() > 0 && r.doubleColumn("value").getDouble(0) == 1;
    }

    /**
     * The benchmark's verdicts on its targets: one row per {@code target_met_...} figure, with
     * columns section, target (the metric without its prefix), contender, param and met (yes/no).
     *
     * @return a new table
     */
    public Table targets() {
        StringColumn section = StringColumn.create("section");
        StringColumn target = StringColumn.create("target");
        StringColumn contender = StringColumn.create("contender");
        StringColumn param = StringColumn.create("param");
        StringColumn met = StringColumn.create("met");
        for (int i = 0; i < table.rowCount(); i++) {
            String metric = table.stringColumn("metric").get(i);
            if (metric.startsWith("target_met_")) {
                section.append(table.stringColumn("section").get(i));
                target.append(metric.substring("target_met_".length()));
                contender.append(table.stringColumn("contender").get(i));
                param.append(table.stringColumn("param").get(i));
                met.append(table.doubleColumn("value").getDouble(i) == 1 ? "yes" : "no");
            }
        }
        return Table.create("targets", section, target, contender, param, met);
    }
}
