package io.nqueens.plots;

import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Sweep;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.HeatMapChart;
import tech.tablesaw.api.Table;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class SweepHeatMapTest {
    private static final ExperimentResult RESULT = Experiment.of(Sweep.over(Presets.doc001Fixed()
                    .populationSize(20).maxGenerations(40))
            .axis("selection", List.<Selector>of(Tournament.of(2), Tournament.of(4)), Engine.Builder::selector)
            .axis("pm", List.of(0.0, 0.3, 0.9), Engine.Builder::mutationRate)
            .axis("children", List.of(1, 2), Engine.Builder::childrenPerMating)).seeds(0, 6).run();

    @Test
    void eachCellPoolsTheRunsOfItsPairOfValues() {
        HeatMapChart c = SweepHeatMap.of(RESULT, "selection", "pm", SweepHeatMap.Measure.SUCCESS_RATE).chart();
        assertEquals("success rate by selection and pm", c.getTitle());
        assertEquals(List.of("0.0", "0.3", "0.9"), c.getHeatMapSeries().getXData());
        assertEquals(List.of("tournament(4)", "tournament(2)"), c.getHeatMapSeries().getYData());
        // expected: successes over the 12 runs (2 children settings × 6 seeds) of each cell
        Table runs = RESULT.runs();
        Map<String, Integer> solved = new HashMap<>();
        for (int i = 0; i < runs.rowCount(); i++) {
            String key = runs.stringColumn("selection").get(i) + " " + runs.doubleColumn("pm").get(i);
            solved.merge(key, runs.booleanColumn("solved").get(i) ? 1 : 0, Integer::sum);
        }
        for (Number[] cell : c.getHeatMapSeries().getHeatData()) {
            String row = List.of("tournament(4)", "tournament(2)").get(cell[1].intValue());
            String column = List.of("0.0", "0.3", "0.9").get(cell[0].intValue());
            assertEquals(solved.get(row + " " + column) / 12.0, cell[2].doubleValue(), 1e-12, row + " " + column);
        }
        assertEquals(6, c.getHeatMapSeries().getHeatData().size());
        assertPicture(Charts.image(c), 640, 400);
    }

    @Test
    void costMeasuresAndBadAxesAreHandled() {
        HeatMapChart ert = SweepHeatMap.of(RESULT, "pm", "children", SweepHeatMap.Measure.ERT).chart();
        assertEquals("expected running time (evaluations) by pm and children", ert.getTitle());
        assertEquals("0", ert.getStyler().getHeatMapValueDecimalPattern());
        SweepHeatMap.of(RESULT, "pm", "selection", SweepHeatMap.Measure.EVALUATIONS_MEDIAN).chart();
        assertEquals("axis must be one of the sweep's axes [selection, pm, children], was \"pop\"",
                assertThrows(IllegalArgumentException.class,
                        () -> SweepHeatMap.of(RESULT, "pop", "pm", SweepHeatMap.Measure.ERT)).getMessage());
        assertEquals("rowAxis and columnAxis must differ, were both \"pm\"",
                assertThrows(IllegalArgumentException.class,
                        () -> SweepHeatMap.of(RESULT, "pm", "pm", SweepHeatMap.Measure.ERT)).getMessage());
    }
}
