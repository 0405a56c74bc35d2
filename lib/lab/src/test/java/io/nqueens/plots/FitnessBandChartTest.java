package io.nqueens.plots;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.stats.FitnessBand;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

import java.util.List;
import java.util.stream.LongStream;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FitnessBandChartTest {
    private static List<RunResult> runs(int population) {
        Engine e = Engine.builder(Encoding.PERMUTATION, 8).populationSize(population).maxGenerations(60).build();
        return LongStream.range(0, 8).mapToObj(e::runToEnd).toList();
    }

    @Test
    void eachBandIsAMedianLineWithDashedQuartilesInItsColour() {
        FitnessBand small = FitnessBand.ofBest("pop 10", runs(10));
        FitnessBand large = FitnessBand.ofBest("pop 40", runs(40));
        XYChart c = FitnessBandChart.of(small, large).size(500, 300).chart();
        assertEquals(List.of("pop 10 q1", "pop 10 q3", "pop 10", "pop 40 q1", "pop 40 q3", "pop 40"),
                List.copyOf(c.getSeriesMap().keySet()));
        XYSeries median = c.getSeriesMap().get("pop 10");
        assertTrue(median.isShowInLegend());
        assertFalse(c.getSeriesMap().get("pop 10 q3").isShowInLegend());
        assertEquals(median.getLineColor(), c.getSeriesMap().get("pop 10 q1").getLineColor());
        assertNotEquals(median.getLineColor(), c.getSeriesMap().get("pop 40").getLineColor());
        double[] y = median.getYData();
        assertEquals(small.generations() + 1, y.length);
        assertArrayEquals(small.curves()[1], y);
        assertEquals("best fitness", c.getYAxisTitle());
        assertTrue(c.getStyler().isLegendVisible());
        assertPicture(Charts.image(c), 500, 300);
        assertFalse(FitnessBandChart.of(small).chart().getStyler().isLegendVisible());
    }

    @Test
    void badInputIsNamed() {
        var e = assertThrows(IllegalArgumentException.class, () -> FitnessBandChart.of(List.of()));
        assertTrue(e.getMessage().contains("bands must not be empty"), e.getMessage());
        FitnessBand b = FitnessBand.ofBest("x", runs(10));
        var size = assertThrows(IllegalArgumentException.class, () -> FitnessBandChart.of(b).size(10, 300));
        assertTrue(size.getMessage().contains("width"), size.getMessage());
    }
}
