package io.nqueens.stats;

import io.nqueens.AtomicFiles;
import io.nqueens.CellValue;
import io.nqueens.Checks;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * Text, HTML and CSV output of Tablesaw tables for notebooks. {@link #shown} is a table for a
 * cell to end in: an HTML table where the kernel shows HTML, its text elsewhere. Printing costs
 * O(rows shown × columns); CSV costs O(rows × columns) and writes doubles with all their digits,
 * so they read back equal.
 */
public final class Tables {
    private Tables() {}

    /** The widest line a notebook output may hold; wider tables have their longest texts cut. */
    public static final int WIDTH = 100;
    /** A cut text keeps at least this many characters (its ellipsis included). */
    private static final int SHORTEST_CUT = 8;

    /**
     * The table as text, showing only its first {@code head} and last {@code tail} rows, with a
     * line {@code ... 940 rows not shown ...} between them. The whole table when it is that short.
     * When a line would be wider than {@value #WIDTH} columns, the longest texts of the widest
     * text columns are cut and end in "…" until it fits (or no text is longer than 8 characters);
     * numbers are never cut.
     *
     * @param table the table
     * @param head the number of rows shown from the top, at least 0
     * @param tail the number of rows shown from the bottom, at least 0
     * @return the text
     */
    public static String text(Table table, int head, int tail) {
        Checks.notNull("table", table);
        Checks.atLeast("head", head, 0);
        Checks.atLeast("tail", tail, 0);
        int rows = table.rowCount();
        if ((long) head + tail >= rows) {
            return fitted(table);
        }
        Table shown = table.first(head).append(table.last(tail));
        String[] lines = fitted(shown).split("\n", -1);
        int split = lines.length - tail;
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            if (i == split) {
                out.append(" ... ").append(rows - head - tail).append(" rows not shown ...\n");
            }
            out.append(lines[i]);
            if (i < lines.length - 1) {
                out.append('\n');
            }
        }
        if (tail == 0) {
            out.append("\n ... ").append(rows - head).append(" rows not shown ...");
        }
        return out.toString();
    }

    /** The table printed, its longest texts cut while a line is wider than {@link #WIDTH}. */
    private static String fitted(Table table) {
        String text = table.printAll();
        int excess = widest(text) - WIDTH;
        if (excess <= 0) {
            return text;
        }
        Table copy = table.copy();
        // One text column at a time, the widest first: each cut takes what the line has too much.
        for (int round = 0; round < copy.columnCount() && excess > 0; round++) {
            StringColumn widest = null;
            int width = 0;
            for (StringColumn c : copy.stringColumns()) {
                int w = longest(c);
                if (w > width && w > Math.max(SHORTEST_CUT, c.name().length())) {
                    widest = c;
                    width = w;
                }
            }
            if (widest == null) {
                break;
            }
            int cap = Math.max(Math.max(SHORTEST_CUT, widest.name().length()), width - excess);
            for (int i = 0; i < widest.size(); i++) {
                String v = widest.get(i);
                if (v.length() > cap) {
                    widest.set(i, v.substring(0, cap - 1) + "…");
                }
            }
            text = copy.printAll();
            excess = widest(text) - WIDTH;
        }
        return text;
    }

    private static int widest(String text) {
        return text.lines().mapToInt(String::length).max().orElse(0);
    }

    private static int longest(StringColumn c) {
        int w = 0;
        for (int i = 0; i < c.size(); i++) {
            w = Math.max(w, c.get(i).length());
        }
        return w;
    }

    /**
     * The whole table as a cell's value (see {@link #shown(Table, int, int)}).
     *
     * @param table the table
     * @return what the cell shows
     */
    public static Object shown(Table table) {
        Checks.notNull("table", table);
        return shown(table, table.rowCount(), 0);
    }

    /**
     * The table as a cell's value, its first {@code head} and last {@code tail} rows: an HTML
     * table (its name as the caption, numbers right-aligned, as the columns print them) where the
     * notebook's Java kernel shows HTML, found at run time ({@link CellValue#textAndHtml}), with
     * {@link #text(Table, int, int)} beside it for what shows only text; that text alone outside
     * a kernel. End a cell in it, e.g. {@code Tables.shown(summary, 5, 5)}.
     *
     * @param table the table
     * @param head the number of rows shown from the top, at least 0
     * @param tail the number of rows shown from the bottom, at least 0
     * @return what the cell shows
     */
    public static Object shown(Table table, int head, int tail) {
        String text = text(table, head, tail);
        return CellValue.inKernel() ? CellValue.textAndHtml(text, html(table, head, tail)) : text;
    }

    /**
     * Several whole tables as one cell's value, one after another (see {@link #shown(Table, int,
     * int)}): for a cell that shows more than one table, as a cell shows only its last value.
     *
     * @param tables the tables, at least one, none null
     * @return what the cell shows: the HTML tables where the kernel shows HTML, their texts
     *     separated by a blank line otherwise
     * @throws IllegalArgumentException when no table is given
     */
    public static Object shownAll(Table... tables) {
        String text = joined(tables, false);
        return CellValue.inKernel() ? CellValue.textAndHtml(text, joined(tables, true)) : text;
    }

    /** The whole tables' texts, a blank line apart, or their HTML tables, one after another. */
    static String joined(Table[] tables, boolean html) {
        Checks.notNull("tables", tables);
        if (tables.length == 0) {
            throw new IllegalArgumentException("tables: no table given; expected at least one");
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < tables.length; i++) {
            Table t = Checks.notNull("tables[" + i + "]", tables[i]);
            out.append(i == 0 ? "" : html ? "\n" : "\n\n")
                    .append(html ? html(t, t.rowCount(), 0) : text(t, t.rowCount(), 0));
        }
        return out.toString();
    }

    /**
     * The rows {@link #text(Table, int, int)} shows as an HTML table, one row a line, the rows not
     * shown said in a row of their own; texts are escaped. O(rows shown × columns).
     */
    static String html(Table table, int head, int tail) {
        Checks.notNull("table", table);
        Checks.atLeast("head", head, 0);
        Checks.atLeast("tail", tail, 0);
        int rows = table.rowCount();
        boolean all = (long) head + tail >= rows;
        StringBuilder out = new StringBuilder("<table>\n");
        if (table.name() != null && !table.name().isBlank()) {
            out.append("<caption>").append(escape(table.name())).append("</caption>\n");
        }
        out.append("<thead><tr>");
        for (Column<?> c : table.columns()) {
            out.append("<th>").append(escape(c.name())).append("</th>");
        }
        out.append("</tr></thead>\n<tbody>\n");
        for (int r = 0; r < rows; r++) {
            if (!all && r == head) {
                out.append("<tr><td colspan=\"").append(table.columnCount()).append("\">... ")
                        .append(rows - head - tail).append(" rows not shown ...</td></tr>\n");
                r = rows - tail - 1;
                continue;
            }
            out.append("<tr>");
            for (Column<?> c : table.columns()) {
                boolean number = c instanceof tech.tablesaw.api.NumericColumn<?>;
                out.append(number ? "<td style=\"text-align:right\">" : "<td>").append(escape(c.getString(r)))
                        .append("</td>");
            }
            out.append("</tr>\n");
        }
        return out.append("</tbody>\n</table>").toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /**
     * Prints {@link #text(Table, int, int)} to standard output.
     *
     * @param table the table
     * @param head the number of rows shown from the top, at least 0
     * @param tail the number of rows shown from the bottom, at least 0
     */
    public static void print(Table table, int head, int tail) {
        System.out.println(text(table, head, tail));
    }

    /**
     * Shows at most {@code digits} decimals of a double column when the table is printed; the values
     * themselves, and CSV output, keep every digit.
     *
     * @param column the column, not null
     * @param digits the most decimals shown, in [0, 17]
     */
    public static void printDecimals(DoubleColumn column, int digits) {
        Checks.notNull("column", column);
        Checks.inRange("digits", digits, 0, 17);
        DecimalFormat f = new DecimalFormat(digits == 0 ? "0" : "0." + "#".repeat(digits),
                DecimalFormatSymbols.getInstance(Locale.ROOT));
        column.setPrintFormatter(f, "");
    }

    /**
     * Writes the table as CSV (a header line, then one line per row; missing values are empty), in
     * UTF-8. The file is written under a temporary name in the same folder and then moved into
     * place, so a failure (a full disk, say) never leaves it half-written and keeps an existing
     * file as it was.
     *
     * @param table the table
     * @param path the file to create or replace; its folder must exist
     * @throws UncheckedIOException naming the path when the file cannot be written
     */
    public static void writeCsv(Table table, Path path) {
        Checks.notNull("table", table);
        Checks.notNull("path", path);
        AtomicFiles.write(path, out -> {
            Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            writeCsv(table, w);
            w.flush();
        });
    }

    /**
     * Writes the table as CSV to a writer, which stays the caller's to close.
     *
     * @param table the table
     * @param writer where to write
     * @throws UncheckedIOException when the writer fails (Tablesaw's CSV writer reports that as its
     *     own unchecked exception, which is unwrapped here)
     */
    public static void writeCsv(Table table, Writer writer) {
        Checks.notNull("table", table);
        Checks.notNull("writer", writer);
        // Tablesaw's CSV writer loses the IOException (its own clean-up fails next and masks it):
        // the writer is watched so that the real cause can be reported.
        WatchedWriter watched = new WatchedWriter(writer);
        try {
            table.write().csv(watched);
        } catch (RuntimeException e) {
            if (watched.failure == null) {
                throw e;
            }
            UncheckedIOException failed = new UncheckedIOException("could not write the CSV of table \""
                    + table.name() + "\": " + watched.failure.getMessage(), watched.failure);
            failed.addSuppressed(e);
            throw failed;
        }
    }

    /** A writer that passes everything on and keeps the first IOException it saw. */
    private static final class WatchedWriter extends Writer {
        private final Writer out;
        IOException failure;

        WatchedWriter(Writer out) {
            this.out = out;
        }

        @Override
        public void write(char[] chars, int offset, int length) throws IOException {
            try {
                out.write(chars, offset, length);
            } catch (IOException e) {
                throw seen(e);
            }
        }

        @Override
        public void flush() throws IOException {
            try {
                out.flush();
            } catch (IOException e) {
                throw seen(e);
            }
        }

        @Override
        public void close() throws IOException {
            flush(); // the caller closes the real writer
        }

        private IOException seen(IOException e) {
            if (failure == null) {
                failure = e;
            }
            return e;
        }
    }
}
