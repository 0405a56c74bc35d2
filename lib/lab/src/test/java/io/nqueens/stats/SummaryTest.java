package io.nqueens.stats;

import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SummaryTest {
    private static final double EPS = 5e-5;

    @Test
    void wilsonIntervalsAgreeWithPublishedValues() {
        WilsonInterval eight = WilsonInterval.of(8, 10);
        assertEquals(0.8, eight.rate());
        assertEquals(0.4902, eight.low(), EPS);
        assertEquals(0.9433, eight.high(), EPS);
        WilsonInterval none = WilsonInterval.of(0, 10);
        assertEquals(0.0, none.low());
        assertEquals(0.2775, none.high(), EPS);
        WilsonInterval all = WilsonInterval.of(10, 10);
        assertEquals(0.7225, all.low(), EPS);
        assertEquals(1.0, all.high());
        WilsonInterval three = WilsonInterval.of(3, 4);
        assertEquals(0.3006, three.low(), EPS);
        assertEquals(0.9544, three.high(), EPS);
    }

    @Test
    void wilsonRejectsImpossibleCounts() {
        var e = assertThrows(IllegalArgumentException.class, () -> WilsonInterval.of(5, 4));
        assertEquals("successes must be in [0, 4], was 5", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> WilsonInterval.of(0, 0));
    }

    @Test
    void quartilesInterpolateLikeRAndNumPy() {
        Quartiles q = Quartiles.of(10, 1, 2, 3, 4, 5, 6, 7, 8, 9);
        assertEquals(3.25, q.q1());
        assertEquals(5.5, q.median());
        assertEquals(7.75, q.q3());
        assertEquals(new Quartiles(7, 7, 7), Quartiles.of(7));
        assertThrows(IllegalArgumentException.class, () -> Quartiles.of());
    }

    /** Infinities are data (a benchmark counts an unsolved run as +Infinity): never a NaN quartile. */
    @Test
    void quartilesOfInfiniteValuesAreTheLimitsNotNaN() {
        double inf = Double.POSITIVE_INFINITY;
        assertEquals(new Quartiles(-inf, 1, inf), Quartiles.of(1, inf, -inf));
        assertEquals(new Quartiles(inf, inf, inf), Quartiles.of(inf));
        assertEquals(new Quartiles(inf, inf, inf), Quartiles.of(inf, inf, inf));
        assertEquals(new Quartiles(-inf, -inf, -inf), Quartiles.of(-inf, -inf));
        assertEquals(new Quartiles(1.75, inf, inf), Quartiles.of(1, 2, inf, inf)); // 1.75 as without the infinities
        assertEquals(new Quartiles(-inf, -inf, 2.5), Quartiles.of(-inf, -inf, 2, 4));
        assertEquals(2.0, Quartiles.quantile(new double[] {1, 2, inf}, 0.5)); // on a value: no 0 × Infinity
        var e = assertThrows(IllegalArgumentException.class, () -> Quartiles.of(-inf, inf));
        assertTrue(e.getMessage().contains("q = 0.25") && e.getMessage().contains("between -Infinity"),
                e.getMessage());
    }

    @Test
    void summaryOfAHandMadeRunsTable() {
        Table runs = Table.create("runs",
                StringColumn.create("setting", "A", "A", "A", "A", "B", "B"),
                IntColumn.create("pop", 50, 50, 50, 50, 100, 100),
                LongColumn.create("seed", 0, 1, 2, 3, 0, 1),
                BooleanColumn.create("solved", true, false, true, true, false, false),
                IntColumn.create("first_solution_generation", 40, Integer.MIN_VALUE, 10, 20,
                        Integer.MIN_VALUE, Integer.MIN_VALUE),
                DoubleColumn.create("wall_ms", 4, 1, 2, 3, 10, 20));
        Table s = Summary.of(runs);
        assertEquals(List.of("setting", "pop"), s.columnNames().subList(0, 2));
        assertEquals(Summary.STAT_COLUMNS, s.columnNames().subList(2, s.columnCount()));
        assertEquals(List.of("A", "B"), s.stringColumn("setting").asList());
        assertEquals(List.of(50, 100), s.intColumn("pop").asList());
        assertEquals(List.of(4, 2), s.intColumn("runs").asList());
        assertEquals(List.of(3, 0), s.intColumn("successes").asList());
        assertEquals(0.75, s.doubleColumn("success_rate").getDouble(0));
        assertEquals(0.3006, s.doubleColumn("ci_low").getDouble(0), EPS);
        assertEquals(0.9544, s.doubleColumn("ci_high").getDouble(0), EPS);
        assertEquals(0.0, s.doubleColumn("success_rate").getDouble(1));
        assertEquals(0.0, s.doubleColumn("ci_low").getDouble(1));
        // generations to solution over solved runs of A: 10, 20, 40
        assertEquals(15.0, s.doubleColumn("gens_q1").getDouble(0));
        assertEquals(20.0, s.doubleColumn("gens_median").getDouble(0));
        assertEquals(30.0, s.doubleColumn("gens_q3").getDouble(0));
        assertTrue(s.doubleColumn("gens_median").isMissing(1));
        // wall time over all runs: A 1, 2, 3, 4 and B 10, 20
        assertEquals(1.75, s.doubleColumn("wall_ms_q1").getDouble(0));
        assertEquals(2.5, s.doubleColumn("wall_ms_median").getDouble(0));
        assertEquals(3.25, s.doubleColumn("wall_ms_q3").getDouble(0));
        assertEquals(15.0, s.doubleColumn("wall_ms_median").getDouble(1));
    }

    @Test
    void summaryNamesAMissingColumn() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> Summary.of(Table.create("x", StringColumn.create("setting"))));
        assertTrue(e.getMessage().contains("\"seed\""), e.getMessage());
    }
}
