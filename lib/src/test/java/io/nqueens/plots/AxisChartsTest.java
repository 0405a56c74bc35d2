package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.BoxChart;
import tech.tablesaw.api.Table;

import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AxisChartsTest {
    /** Six runs of three settings; pop 10 solved none of its two. */
    private static Table runs() {
        return ExperimentChartsTest.runs();
    }

    @Test
    void boxLabelsCarryTheSuccessCountAndNameEmptySettings() {
        BoxChart c = AxisCharts.boxChart(runs(), "first_solution_generation", "pop", "generations to solution",
                "t", false, 480);
        // pop 10 solved nothing, so it has no box; it is named in the x-axis title instead.
        assertEquals(List.of("20 3/3", "40 1/1"), List.copyOf(c.getSeriesMap().keySet()));
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
