package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.Styler.LegendPosition;

import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LegendPlacementTest {
    /** A 760 × 400 chart of series over generations 0..300, the shape of the notebooks' curves. */
    private static XYChart chart(IntToDoubleFunction... curves) {
        XYChart c = new XYChartBuilder().width(760).height(400).build();
        Style.lines(c);
        double[] x = IntStream.rangeClosed(0, 300).asDoubleStream().toArray();
        int k = 0;
        for (IntToDoubleFunction f : curves) {
            Style.line(c, "series " + k++, x, IntStream.rangeClosed(0, 300).mapToDouble(f).toArray());
        }
        return c;
    }

    @Test
    void aRisingCurveLeavesTheBottomRightFree() {
        assertEquals(LegendPosition.InsideSE, LegendPlacement.of(chart(g -> g, g -> g / 2.0)));
    }

    @Test
    void aFallingCurveLeavesTheTopRightFree() {
        assertEquals(LegendPosition.InsideNE, LegendPlacement.of(chart(g -> 300 - g, g -> 150 - g / 2.0)));
    }

    @Test
    void aCurveThatJumpsAtTheEndTakesTheCornerLeftFree() {
        // flat at 5, jumping to 8 in the last 10 generations, over a flat line at 1: the old rule
        // (rising, so bottom right) drew the legend over the line at 1; only the top left is free
        assertEquals(LegendPosition.InsideNW, LegendPlacement.of(chart(g -> g < 290 ? 5 : 8, g -> 1)));
    }

    @Test
    void whenEveryCornerHoldsDataTheLegendGoesBelowThePlot() {
        // notebook 05's mean and best: the mean high at both ends, the best low at both ends
        XYChart c = chart(g -> g % 20 == 0 ? 7.7 : 6 - (g % 20) / 20.0, g -> g % 40 == 39 ? 0 : 1);
        assertEquals(LegendPosition.OutsideS, LegendPlacement.of(c));
        LegendPlacement.apply(c);
        assertEquals(LegendPosition.OutsideS, c.getStyler().getLegendPosition());
    }
}
