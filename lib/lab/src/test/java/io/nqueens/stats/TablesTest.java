package io.nqueens.stats;

import org.junit.jupiter.api.Test;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.io.StringWriter;
import java.io.Writer;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TablesTest {
    private static final Table T = Table.create("numbers",
            IntColumn.create("n", IntStream.range(100, 120).toArray()));

    @Test
    void headAndTailWithAGapLine() {
        String s = Tables.text(T, 2, 3);
        assertTrue(s.contains("100") && s.contains("101"), s);
        assertFalse(s.contains("102") || s.contains("116"), s);
        assertTrue(s.contains("117") && s.contains("118") && s.contains("119"), s);
        assertTrue(s.contains("15 rows not shown"), s);
        assertTrue(s.indexOf("101") < s.indexOf("rows not shown") && s.indexOf("rows not shown") < s.indexOf("117"), s);
    }

    @Test
    void headOnlyAndTailOnly() {
        String head = Tables.text(T, 1, 0);
        assertTrue(head.contains("100") && !head.contains("101") && head.endsWith("19 rows not shown ..."), head);
        String tail = Tables.text(T, 0, 1);
        assertTrue(tail.contains("119") && !tail.contains("118") && tail.contains("19 rows not shown"), tail);
    }

    @Test
    void shortTablesPrintWhole() {
        assertEquals(T.printAll(), Tables.text(T, 10, 10));
    }

    @Test
    void aTableWiderThanANotebookLineHasItsLongestTextsCutToFit() {
        String longParam = "N=20;pop=300;gens=100;seeds=30;" + "x".repeat(60);
        Table wide = Table.create("targets",
                StringColumn.create("target", "kit_within_1.1x_of_the_hand_written_loop", "short"),
                StringColumn.create("param", longParam, "N=8"),
                DoubleColumn.create("value", 123456.25, 7));
        assertTrue(wide.printAll().lines().anyMatch(l -> l.length() > Tables.WIDTH), "the test needs a wide table");
        String text = Tables.text(wide, 10, 0);
        assertTrue(text.lines().allMatch(l -> l.length() <= Tables.WIDTH), text);
        assertTrue(text.contains("N=20;pop=300;gens=100;seeds=30;") && text.contains("…"), text);
        assertTrue(text.contains("123456.25") && text.contains("short") && text.contains("N=8"), text);
        assertEquals(longParam, wide.stringColumn("param").get(0), "the table itself is left as it was");
        // Rows left out of the head and tail do not widen it either.
        Table many = wide.copy().append(wide).append(wide);
        assertTrue(Tables.text(many, 1, 1).lines().allMatch(l -> l.length() <= Tables.WIDTH));
    }

    @Test
    void negativeCountsAreRejectedByName() {
        var e = assertThrows(IllegalArgumentException.class, () -> Tables.text(T, -1, 2));
        assertTrue(e.getMessage().contains("head"), e.getMessage());
    }

    @Test
    void printDecimalsRoundsTheTextOnly() {
        var d = tech.tablesaw.api.DoubleColumn.create("d", 1.0 / 3, 2.5);
        Tables.printDecimals(d, 2);
        Table t = Table.create("t", d);
        assertTrue(t.printAll().contains("0.33") && !t.printAll().contains("0.333"), t.printAll());
        StringWriter w = new StringWriter();
        Tables.writeCsv(t, w);
        assertEquals("d\n0.3333333333333333\n2.5\n", w.toString());
    }

    @Test
    void csvWriterStaysOpen() throws Exception {
        boolean[] closed = {false};
        StringWriter sw = new StringWriter();
        Writer w = new Writer() {
            @Override public void write(char[] b, int off, int len) { sw.write(b, off, len); }
            @Override public void flush() {}
            @Override public void close() { closed[0] = true; }
        };
        Tables.writeCsv(T, w);
        assertTrue(sw.toString().startsWith("n\n100\n"), sw.toString());
        assertFalse(closed[0], "writer was closed");
    }

    @Test
    void shownIsAnHtmlTableInAKernelAndTheTextOutsideOne() {
        Table t = Table.create("a <b> & c", StringColumn.create("setting", "x<y", "plain", "z"),
                IntColumn.create("n", 7, 8, 9));
        assertEquals(Tables.text(t, 5, 5), Tables.shown(t)); // the test has no kernel: the text
        assertEquals(Tables.text(T, 1, 1), Tables.shown(T, 1, 1));
        assertEquals("<table>\n<caption>a &lt;b&gt; &amp; c</caption>\n<thead><tr><th>setting</th><th>n</th></tr>"
                + "</thead>\n<tbody>\n<tr><td>x&lt;y</td><td style=\"text-align:right\">7</td></tr>\n"
                + "<tr><td colspan=\"2\">... 1 rows not shown ...</td></tr>\n"
                + "<tr><td>z</td><td style=\"text-align:right\">9</td></tr>\n</tbody>\n</table>", Tables.html(t, 1, 1));
        String head = Tables.html(T, 2, 0);
        assertTrue(head.contains(">101</td></tr>\n<tr><td colspan=\"1\">... 18 rows not shown ...</td></tr>\n</tbody>"),
                head);
        assertEquals(21, Tables.html(T, 20, 0).split("<tr>").length - 1); // header and 20 rows, no gap row
    }

    @Test
    void shownAllIsEveryTableInOrderWholeAndRefusesNone() {
        Table a = Table.create("first", IntColumn.create("n", 1, 2, 3));
        Table b = Table.create("second", StringColumn.create("s", "x<y"));
        assertEquals(Tables.text(a, 3, 0) + "\n\n" + Tables.text(b, 1, 0), Tables.shownAll(a, b));
        assertEquals(Tables.html(a, 3, 0) + "\n" + Tables.html(b, 1, 0), Tables.joined(new Table[] {a, b}, true));
        assertEquals(Tables.text(T, T.rowCount(), 0), Tables.shownAll(T), "whole: no row left out");
        assertEquals("tables: no table given; expected at least one",
                assertThrows(IllegalArgumentException.class, Tables::shownAll).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Tables.shownAll(a, null)).getMessage()
                .contains("tables[1]"));
    }
}
