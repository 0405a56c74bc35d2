package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.BoxChart;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AxisChartsTest {
    private static final int MISSING = Integer.MIN_VALUE;

    private static Table runs() {
        return Table.create("runs",
                StringColumn.create("setting", "pop=10", "pop=10", "pop=20", "pop=20", "pop=20", "pop=40"),
                IntColumn.create("pop", 10, 10, 20, 20, 20, 40),
                LongColumn.create("seed", 0, 1, 0, 1, 2, 0),
                BooleanColumn.create("solved", false, false, true, false, true, true),
                IntColumn.create("first_solution_generation", MISSING, MISSING, 12, MISSING, 18, 5),
                DoubleColumn.create("wall_ms", 3, 4, 2, 5, 6, 1));
    }

    @Test
    void boxLabelsCarryTheSuccessCountAndNameEmptySettings() {
        BoxChart c = AxisCharts.boxChart(runs(), "first_solution_generation", "pop", "generations to solution",
                "t", false, 480);
        // pop 10 solved nothing, so it has no box; it is named in the x-axis title instead.
        assertEquals(List.of("20 2/3", "40 1/1"), List.copyOf(c.getSeriesMap().keySet()));
        assertEquals("pop (solved/runs) (no value: 10 0/2)", c.getXAxisTitle());
        assertEquals("generations to solution", c.getYAxisTitle());
        assertPicture(AxisCharts.box(runs(), "first_solution_generation", "pop", "g", "t", true, 480), 480, 400);
    }

    @Test
    void successChartIsDrawnAndMissingColumnsAreNamed() {
        Table summary = io.nqueens.stats.Summary.of(runs());
        assertPicture(AxisCharts.success(summary, "pop", "Population", 500), 500, 400);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AxisCharts.box(runs().removeColumns("solved"), "first_solution_generation", "pop", "g", "t",
                        false, 480));
        assertTrue(e.getMessage().contains("\"solved\""), e.getMessage());
    }
}
