package io.nqueens.plots;

import io.nqueens.engine.StopReason;
import io.nqueens.experiment.ScalingStudy;
import io.nqueens.experiment.ScalingStudy.Row;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScalingChartTest {
    static Row solved(int n, long seed, double ms) {
        return new Row(n, seed, true, 3, 100, ms, StopReason.SOLVED, 0.0);
    }

    static Row failed(int n, long seed, double ms) {
        return new Row(n, seed, false, 1_000, 200_000, ms, StopReason.MAX_GENERATIONS, 4.0);
    }

    static final List<Row> PLAIN = List.of(solved(8, 1, 1.0), solved(8, 2, 3.0), solved(64, 1, 40.0),
            solved(64, 2, 60.0), solved(1_024, 1, 900.0), failed(1_024, 2, 1_100.0));
    static final List<Row> MEMETIC = List.of(solved(1_000_000, 1, 1_200.0), solved(8, 1, 0.0), solved(1_000, 1, 2.0));

    @Test
    void oneLinePerStudyThroughFullySolvedSizesOnLogAxes() {
        XYChart c = ScalingChart.of().add("plain GA", PLAIN).add("memetic", MEMETIC).size(500, 300).chart();
        assertTrue(c.getStyler().isXAxisLogarithmic());
        assertTrue(c.getStyler().isYAxisLogarithmic());
        assertEquals(List.of("plain GA", "plain GA: not all solved", "memetic"),
                List.copyOf(c.getSeriesMap().keySet()));
        XYSeries plain = c.getSeriesMap().get("plain GA");
        assertArrayEquals(new double[] {8, 64}, plain.getXData());
        assertArrayEquals(new double[] {2.0, 50.0}, plain.getYData()); // medians of two runs
        XYSeries open = c.getSeriesMap().get("plain GA: not all solved");
        assertEquals(XYSeries.XYSeriesRenderStyle.Scatter, open.getXYSeriesRenderStyle());
        assertArrayEquals(new double[] {1_024}, open.getXData());
        assertArrayEquals(new double[] {1_000.0}, open.getYData());
        assertEquals(plain.getLineColor(), open.getMarkerColor());
        XYSeries memetic = c.getSeriesMap().get("memetic");
        assertArrayEquals(new double[] {8, 1_000, 1_000_000}, memetic.getXData()); // sorted by size
        assertArrayEquals(new double[] {ScalingChart.MIN_MILLIS, 2.0, 1_200.0}, memetic.getYData()); // 0 clamped
        assertTrue(!plain.getLineColor().equals(memetic.getLineColor()));
        assertPicture(Charts.image(c), 500, 300);
        assertPicture(ScalingChart.of().add("memetic", MEMETIC).title("t").image(), 640, 400);
    }

    @Test
    void drawsRealStudyRows() {
        List<Row> rows = ScalingStudy.of(io.nqueens.presets.LargeBoards::memetic)
                .seeds(1, 2).run(8, 100);
        XYChart c = ScalingChart.of().add("memetic", rows).chart();
        assertArrayEquals(new double[] {8, 100}, c.getSeriesMap().get("memetic").getXData());
        assertPicture(Charts.image(c), 640, 400);
    }

    @Test
    void rejectsBadInput() {
        assertThrows(IllegalStateException.class, () -> ScalingChart.of().chart());
        assertThrows(IllegalArgumentException.class, () -> ScalingChart.of().add("a", List.of()));
        assertThrows(IllegalArgumentException.class, () -> ScalingChart.of().add(" ", PLAIN));
        assertThrows(IllegalArgumentException.class, () -> ScalingChart.of().add(null, PLAIN));
        assertThrows(IllegalArgumentException.class, () -> ScalingChart.of().add("a", PLAIN).add("a", MEMETIC));
        assertThrows(IllegalArgumentException.class, () -> ScalingChart.of().size(10, 300));
        assertThrows(IllegalArgumentException.class, () -> ScalingChart.of().title(null));
    }
}
