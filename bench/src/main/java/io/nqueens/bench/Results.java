package io.nqueens.bench;

import io.nqueens.AtomicFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The benchmark's figures as long-format rows, written to one CSV file a notebook can chart:
 * {@code section,metric,contender,param,value,unit}. {@code param} holds the setting a figure
 * depends on (board size, preset seed count, ...) or is empty.
 */
final class Results {

    /** One measured or derived figure. */
    record Row(String section, String metric, String contender, String param, double value, String unit) {}

    private final List<Row> rows = new ArrayList<>();

    void add(String section, String metric, String contender, String param, double value, String unit) {
        rows.add(new Row(section, metric, contender, param, value, unit));
    }

    List<Row> rows() {
        return List.copyOf(rows);
    }

    /** Writes all rows to {@code file}, creating its folder. */
    void writeCsv(Path file) {
        StringBuilder sb = new StringBuilder("section,metric,contender,param,value,unit\n");
        for (Row r : rows) {
            sb.append(field(r.section())).append(',')
                    .append(field(r.metric())).append(',')
                    .append(field(r.contender())).append(',')
                    .append(field(r.param())).append(',')
                    .append(number(r.value())).append(',')
                    .append(field(r.unit())).append('\n');
        }
        write(file, sb.toString());
    }

    /** Writes {@code text} to {@code file}, creating its folder; atomically, so a failure keeps the old file. */
    static void write(Path file, String text) {
        try {
            Path dir = file.toAbsolutePath().getParent();
            if (dir != null) {
                Files.createDirectories(dir);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the folder of " + file, e);
        }
        AtomicFiles.write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** A CSV field, quoted when it holds a comma, quote or line break. */
    static String field(String s) {
        if (s == null) {
            return "";
        }
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** A number without locale surprises; NaN for "not available". */
    static String number(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "NaN";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return String.format(Locale.ROOT, "%.6g", v);
    }
}
