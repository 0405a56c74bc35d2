package io.nqueens.plots;

import io.nqueens.engine.Engine;
import io.nqueens.presets.Presets;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Sweep;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.CategoryChart;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.nio.file.Path;
import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static io.nqueens.plots.Pictures.assertPngFile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExperimentChartsTest {
    private static final int MISSING = Integer.MIN_VALUE;

    static Table runs() {
        return Table.create("runs",
                StringColumn.create("setting", "pop=10", "pop=10", "pop=20", "pop=20", "pop=20", "pop=40"),
                IntColumn.create("pop", 10, 10, 20, 20, 20, 40),
                LongColumn.create("seed", 0, 1, 0, 1, 2, 0),
                BooleanColumn.create("solved", false, false, true, true, true, true),
                IntColumn.create("first_solution_generation", MISSING, MISSING, 12, 30, 18, 5),
                DoubleColumn.create("wall_ms", 3, 4, 2, 5, 6, 1));
    }

    @Test
    void successRateByParameterWithWilsonBars(@TempDir Path dir) throws Exception {
        Table summary = io.nqueens.stats.Summary.of(runs());
        CategoryChart c = SuccessChart.of(summary).by("pop").size(480, 320).chart();
        assertEquals(List.of("success rate", "95% Wilson interval"), List.copyOf(c.getSeriesMap().keySet()));
        assertEquals(List.of("10", "20", "40"), c.getSeriesMap().get("success rate").getXData());
        // The legend sits below the plot, where it cannot cover a bar that reaches 1.
        assertEquals(org.knowm.xchart.style.Styler.LegendPosition.OutsideS, c.getStyler().getLegendPosition());
        assertPicture(Charts.image(c), 480, 320);
        Path png = dir.resolve("success.png");
        Charts.save(c, png);
        assertPngFile(png, 480, 320);
        assertEquals(1, SuccessChart.of(summary).intervals(false).chart().getSeriesMap().size());
        var e = assertThrows(IllegalArgumentException.class, () -> SuccessChart.of(summary).by("pm"));
        assertTrue(e.getMessage().startsWith("column must be one of"), e.getMessage());
    }

    @Test
    void repeatedParameterValuesAreRefused() {
        ExperimentResult r = Experiment.of(Sweep.over(Presets.doc000Fixed().maxGenerations(5))
                .axis("pop", List.of(10, 20), Engine.Builder::populationSize)
                .axis("elite", List.of(1, 2), (b, k) -> b.replacement(io.nqueens.engine.Replacement.elitism(k))))
                .seeds(0, 2).run();
        var e = assertThrows(IllegalArgumentException.class, () -> SuccessChart.of(r.summary()).by("pop"));
        assertTrue(e.getMessage().contains("repeats the value 10"), e.getMessage());
        assertPicture(SuccessChart.of(r.summary()).image(), 640, 400);
    }

    @Test
    void boxesOfGenerationsToSolutionNameSettingsWithoutOne(@TempDir Path dir) throws Exception {
        BoxChart c = SettingBoxChart.generationsToSolution(runs()).size(400, 300).chart();
        assertEquals(List.of("pop=20", "pop=40"), List.copyOf(c.getSeriesMap().keySet()));
        assertEquals("setting (no value: pop=10)", c.getXAxisTitle());
        assertPicture(Charts.image(c), 400, 300);
        Path png = dir.resolve("box.png");
        Charts.save(c, png);
        assertPngFile(png, 400, 300);
        BoxChart wall = SettingBoxChart.of(runs(), "wall_ms").chart();
        assertEquals(3, wall.getSeriesMap().size());
        assertPicture(Charts.image(wall), 640, 400);
        Table unsolved = runs().where(runs().booleanColumn("solved").isFalse());
        var e = assertThrows(IllegalStateException.class, () -> SettingBoxChart.generationsToSolution(unsolved).chart());
        assertTrue(e.getMessage().contains("no run was solved"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SettingBoxChart.of(runs(), "setting"));
    }

    @Test
    void chartsOfARealExperiment() {
        ExperimentResult r = Experiment.of(Sweep.over(Presets.doc000Fixed().maxGenerations(60))
                .axis("pop", List.of(20, 40), Engine.Builder::populationSize)).seeds(0, 10).run();
        assertPicture(SuccessChart.of(r.summary()).by("pop").image(), 640, 400);
        assertPicture(SettingBoxChart.of(r.runs(), "generations").image(), 640, 400);
    }
}
