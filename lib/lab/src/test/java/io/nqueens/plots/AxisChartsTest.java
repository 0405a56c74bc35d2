package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.BoxChart;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
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

    @Test
    void shortLabelsLieLevelAndLongOnesTiltOnATallerChart() {
        BoxChart few = AxisCharts.boxChart(runs(), "first_solution_generation", "pop", "g", "t", false, 480);
        assertEquals(0, few.getStyler().getXAxisLabelRotation(), "\"20 3/3\" and \"40 1/1\" fit level");
        Table many = Table.create(StringColumn.create("mutation"), BooleanColumn.create("solved"),
                DoubleColumn.create("first_solution_generation"));
        for (int s = 0; s < 10; s++) {
            for (int seed = 0; seed < 2; seed++) {
                many.stringColumn("mutation").append("mutation=inversion, rate=0." + s);
                many.booleanColumn("solved").append(true);
                many.doubleColumn("first_solution_generation").append(10 * s + seed);
            }
        }
        BoxChart tilted = AxisCharts.boxChart(many, "first_solution_generation", "mutation", "g", "t", false, 600);
        // Upright: tilted by 45 degrees and hung from its tick, the first would reach past the left edge.
        assertEquals(90, tilted.getStyler().getXAxisLabelRotation());
        assertTrue(tilted.getHeight() > 400, "taller, so the plot keeps its room: " + tilted.getHeight());
        assertPicture(AxisCharts.box(many, "first_solution_generation", "mutation", "g", "t", false, 600),
                600, tilted.getHeight());
    }

    @Test
    void settingLabelsLoseTheirKeysToTheAxisTitleSoThePlotKeepsItsRoom() {
        assertEquals(List.of("selection, pm", "roulette, 0.05", "tournament(2), 0.2"),
                AxisCharts.valuesOnly(List.of("selection=roulette, pm=0.05", "selection=tournament(2), pm=0.2")));
        assertEquals(null, AxisCharts.valuesOnly(List.of("a=1, b=2", "a=1, c=2")), "other keys");
        assertEquals(null, AxisCharts.valuesOnly(List.of("000 fixed", "001")), "not k=v");
        Table many = Table.create(StringColumn.create("setting"), BooleanColumn.create("solved"),
                DoubleColumn.create("first_solution_generation"));
        for (int s = 0; s < 18; s++) {
            many.stringColumn("setting").append("selection=" + (s < 9 ? "roulette" : "tournament(2)") + ", pop="
                    + (100 * (1 + s % 3)) + ", pm=0." + s);
            many.booleanColumn("solved").append(true);
            many.doubleColumn("first_solution_generation").append(s);
        }
        BoxChart box = AxisCharts.boxChart(many, "first_solution_generation", "setting", "g", "t", false, 640);
        assertEquals("selection, pop, pm (solved/runs)", box.getXAxisTitle());
        // 02's 18 settings at 640 pixels were 643 high with their keys; without, the labels take less.
        assertTrue(box.getHeight() <= 520, "height " + box.getHeight());
    }

    @Test
    void aPartialResultsChartsSayHowManyRunsTheyCount() {
        tech.tablesaw.api.Table partial = tech.tablesaw.api.Table.create("summary of runs: 139 of 270 completed"
                + io.nqueens.experiment.ExperimentResult.PARTIAL);
        assertEquals("N = 8: success rate [partial: 139 of 270 runs]",
                AxisCharts.partial("N = 8: success rate", partial));
        assertEquals("N = 8", AxisCharts.partial("N = 8", tech.tablesaw.api.Table.create("runs: 270 of 270 completed")));
    }
}
