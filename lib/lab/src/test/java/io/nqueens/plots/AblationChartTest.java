package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AblationChartTest {
    static Table path(double... ert) {
        return Table.create("ablation", IntColumn.create("step", 0, 1, 2),
                StringColumn.create("change", "reference", "selection=tournament (+k=7)", "pm=0.319"),
                DoubleColumn.create("ert", ert));
    }

    @Test
    void oneBarPerStepLabelledWithTheParameterItChanged() {
        CategoryChart c = AblationChart.of(path(465, 344, 190), "ablation", 900, 500);
        CategorySeries s = c.getSeriesMap().get("ERT");
        assertEquals(List.of("0 reference", "1 selection", "2 pm"), new ArrayList<>(s.getXData()));
        assertEquals(List.of(465.0, 344.0, 190.0), new ArrayList<>(s.getYData()));
        assertEquals(900, c.getWidth());
    }

    @Test
    void aStepThatSolvedNothingIsDrawnAsHighAsTheHighestAndSaysSo() {
        CategoryChart c = AblationChart.of(path(Double.POSITIVE_INFINITY, 344, 190), "ablation", 600, 400);
        CategorySeries s = c.getSeriesMap().get("ERT (a step that solved nothing drawn at the highest bar)");
        assertEquals(List.of(344.0, 344.0, 190.0), new ArrayList<>(s.getYData()));
    }

    @Test
    void badInputIsRefusedByName() {
        assertEquals("width must be in [50, 900], was 901", assertThrows(IllegalArgumentException.class,
                () -> AblationChart.of(path(1, 2, 3), "a", 901, 400)).getMessage());
        assertEquals("ablation must have a column \"ert\"; its columns: [step, change]",
                assertThrows(IllegalArgumentException.class, () -> AblationChart.of(path(1, 2, 3).removeColumns("ert"),
                        "a", 600, 400)).getMessage());
        assertEquals("ablation must have at least one row", assertThrows(IllegalArgumentException.class,
                () -> AblationChart.of(path(1, 2, 3).emptyCopy(), "a", 600, 400)).getMessage());
    }
}
