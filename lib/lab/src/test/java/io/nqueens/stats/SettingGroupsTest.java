package io.nqueens.stats;

import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The per-setting grouping and quartile columns shared by Summary and SolvedQuartiles. */
class SettingGroupsTest {

    @Test
    void groupsRunsBySettingInOrderOfFirstAppearance() {
        Table runs = Table.create("runs",
                StringColumn.create("setting", "B", "A", "B", "C", "A"),
                IntColumn.create("pop", 100, 50, 100, 7, 50),
                StringColumn.create("sel", "r", "t", "r", "x", "t"),
                LongColumn.create("seed", 0, 0, 1, 0, 1),
                BooleanColumn.create("solved", true, false, true, false, true));
        SettingGroups groups = SettingGroups.of(runs, List.of("setting", "seed"));
        assertEquals(List.of(List.of(0, 2), List.of(1, 4), List.of(3)), groups.rows());
        List<Column<?>> keys = groups.keyColumns();
        assertEquals(List.of("setting", "pop", "sel"), keys.stream().map(Column::name).toList());
        assertEquals(List.of("B", "A", "C"), keys.get(0).asList());
        assertEquals(List.of(100, 50, 7), keys.get(1).asList());
        assertEquals(List.of("r", "t", "x"), keys.get(2).asList());
        var e = assertThrows(IllegalArgumentException.class, () -> SettingGroups.of(runs, List.of("setting", "wall_ms")));
        assertEquals("runs table must have a column \"wall_ms\"; it has " + runs.columnNames(), e.getMessage());
    }

    @Test
    void quartileColumnsHoldQuartilesOrMissingValues() {
        SettingGroups.QuartileColumns q = new SettingGroups.QuartileColumns("gens");
        q.append(new double[] {40, 10, 20});
        q.append(new double[0]);
        var columns = q.columns();
        assertEquals(List.of("gens_q1", "gens_median", "gens_q3"), columns.stream().map(Column::name).toList());
        assertEquals(15.0, columns.get(0).getDouble(0));
        assertEquals(20.0, columns.get(1).getDouble(0));
        assertEquals(30.0, columns.get(2).getDouble(0));
        for (var c : columns) {
            assertTrue(c.isMissing(1), c.name());
        }
    }
}
