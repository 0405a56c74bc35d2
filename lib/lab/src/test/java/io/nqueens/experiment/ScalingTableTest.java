package io.nqueens.experiment;

import io.nqueens.engine.StopReason;
import io.nqueens.experiment.ScalingStudy.Row;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScalingTableTest {
    static final List<Row> ROWS = List.of(
            new Row(64, 1, true, 120, 24_200, 40.25, StopReason.SOLVED, 0.0),
            new Row(8, 1, true, 0, 200, 1.5, StopReason.SOLVED, 0.0),
            new Row(64, 2, false, 1_000, 200_200, 60.75, StopReason.MAX_GENERATIONS, 3.0));

    @Test
    void oneRowPerRunInStudyOrder() {
        Table t = ScalingTable.runs("plain GA", ROWS);
        assertEquals(ScalingTable.RUN_COLUMNS, t.columnNames());
        assertEquals(3, t.rowCount());
        assertEquals("plain GA", t.stringColumn("config").get(2));
        assertEquals(64, t.intColumn("n").get(0));
        assertEquals(2L, t.longColumn("seed").get(2));
        assertEquals(false, t.booleanColumn("solved").get(2));
        assertEquals(1_000, t.intColumn("generations").get(2));
        assertEquals(200_200L, t.longColumn("evaluations").get(2));
        assertEquals(60.75, t.doubleColumn("wall_ms").get(2)); // every digit kept
        assertEquals("MAX_GENERATIONS", t.stringColumn("stop_reason").get(2));
        assertEquals(3.0, t.doubleColumn("best").get(2));
        assertTrue(t.print().contains("60.8"), t.print()); // printed to 1 decimal
    }

    @Test
    void oneRowPerSizeInIncreasingSizeAndTablesOfTwoConfigsAppend() {
        Table t = ScalingTable.summary("plain GA", ROWS);
        assertEquals(ScalingTable.SUMMARY_COLUMNS, t.columnNames());
        assertEquals(2, t.rowCount());
        assertEquals(8, t.intColumn("n").get(0));
        assertEquals(64, t.intColumn("n").get(1));
        assertEquals(2, t.intColumn("runs").get(1));
        assertEquals(1, t.intColumn("solved").get(1));
        assertEquals(0.5, t.doubleColumn("success_rate").get(1));
        assertEquals(560.0, t.doubleColumn("median_generations").get(1));
        assertEquals(50.5, t.doubleColumn("median_wall_ms").get(1));
        Table both = t.append(ScalingTable.summary("memetic", ROWS.subList(1, 2)));
        assertEquals(3, both.rowCount());
        assertEquals("memetic", both.stringColumn("config").get(2));
    }

    @Test
    void emptyStudiesGiveEmptyTablesAndNullsAreRejected() {
        assertEquals(0, ScalingTable.runs("x", List.of()).rowCount());
        assertEquals(0, ScalingTable.summary("x", List.of()).rowCount());
        assertThrows(IllegalArgumentException.class, () -> ScalingTable.runs(null, ROWS));
        assertThrows(IllegalArgumentException.class, () -> ScalingTable.summary("x", null));
        assertThrows(IllegalArgumentException.class,
                () -> ScalingTable.runs("x", java.util.Arrays.asList(ROWS.get(0), null)));
    }
}
