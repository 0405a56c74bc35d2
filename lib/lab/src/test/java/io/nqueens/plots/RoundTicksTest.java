package io.nqueens.plots;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.AxisPair;
import org.knowm.xchart.internal.chartpart.Chart;

import java.awt.font.FontRenderContext;
import java.awt.font.TextLayout;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RoundTicksTest {

    /** A generation axis 0..last (every generation a point), as FitnessChart draws it. */
    private static XYChart generations(int width, int height, int... lasts) {
        XYChart c = new XYChartBuilder().width(width).height(height).xAxisTitle("generation").build();
        Style.lines(c);
        int k = 0;
        for (int last : lasts) {
            double[] x = IntStream.rangeClosed(0, last).asDoubleStream().toArray();
            double[] y = IntStream.rangeClosed(0, last).mapToDouble(g -> Math.sin(g) + 26).toArray();
            Style.line(c, "series " + k++, x, y);
        }
        return c;
    }

    /** The x tick labels XChart drew (values within the axis), with their pixel positions. */
    private static List<double[]> drawnXTicks(XYChart c) throws ReflectiveOperationException {
        Method pair = Chart.class.getDeclaredMethod("getAxisPair");
        pair.setAccessible(true);
        var calc = ((AxisPair<?, ?>) pair.invoke(c)).getXAxis().getAxisTickCalculator();
        double lo = c.getSeriesMap().values().iterator().next().getXMin();
        double hi = c.getSeriesMap().values().stream().mapToDouble(s -> s.getXMax()).max().orElseThrow();
        List<double[]> out = new ArrayList<>();
        for (int i = 0; i < calc.getTickLabels().size(); i++) {
            String label = calc.getTickLabels().get(i);
            double v = Double.parseDouble(label.replaceAll("[^0-9.-]", ""));
            if (v >= lo && v <= hi) {
                double width = new TextLayout(label, c.getStyler().getAxisTickLabelsFont(),
                        new FontRenderContext(null, true, false)).getBounds().getWidth();
                out.add(new double[] {v, calc.getTickLocations().get(i), width});
            }
        }
        return out;
    }

    private static boolean isRound(double step) {
        double power = Math.pow(10, Math.floor(Math.log10(step)));
        double m = step / power;
        return Set.of(1.0, 2.0, 5.0).stream().anyMatch(r -> Math.abs(m - r) < 1e-9);
    }

    /**
     * The chart shapes of the notebooks whose ticks went wrong (01's seed-2 run, 1,351 generations
     * on 760 pixels: steps of 86; 07's 90 generations: steps of 3; 05's 7,920: steps of 495; 04's
     * narrow 300-generation panel: labels run together...): steps of 1, 2 or 5 times a power of ten,
     * and each label narrower than the gap to the next.
     */
    @ParameterizedTest
    @CsvSource({
        "760, 500, 1350, 1350", // 01 seed 2, mean and best
        "760, 500, 99, 18",     // 01 faithful vs fixed, 100 and 19 generations
        "700, 400, 89, 89",     // 07 plain GA, N = 50
        "400, 320, 299, 299",   // 04 RunPanels' narrow best/mean panels
        "760, 400, 7919, 1980", // 05 distinct solutions
        "720, 420, 677, 677",   // 03 document 002's run
        "860, 450, 297, 297",   // 06 band chart
        "720, 420, 62, 9",      // 02 faithful vs fixed
        "640, 400, 9, 9",       // 00 quickstart, ten generations
    })
    void generationAxesGetRoundUncrowdedSteps(int width, int height, int last1, int last2) throws Exception {
        XYChart c = generations(width, height, last1, last2);
        Charts.image(c);
        List<double[]> ticks = drawnXTicks(c);
        assertTrue(ticks.size() >= 3, "at least three x labels, got " + ticks.size());
        double step = ticks.get(1)[0] - ticks.get(0)[0];
        assertTrue(isRound(step), "step " + step + " is 1, 2 or 5 times a power of ten");
        assertEquals(0.0, ticks.get(0)[0], "the first label is generation 0");
        for (int i = 1; i < ticks.size(); i++) {
            assertEquals(step, ticks.get(i)[0] - ticks.get(i - 1)[0], 1e-9, "even steps");
            double gap = ticks.get(i)[1] - ticks.get(i - 1)[1];
            assertTrue(ticks.get(i)[2] < gap && ticks.get(i - 1)[2] < gap,
                    "labels " + ticks.get(i - 1)[0] + " and " + ticks.get(i)[0] + " fit in " + gap + " px");
        }
    }

    @Test
    void theTwoNotebookChartsNowGetTheStepsAHumanWouldPick() throws Exception {
        XYChart seed2 = generations(760, 500, 1350, 1350);
        Charts.image(seed2);
        assertEquals(List.of(0.0, 200.0, 400.0, 600.0, 800.0, 1000.0, 1200.0),
                drawnXTicks(seed2).stream().map(t -> t[0]).toList());
        XYChart plain = generations(700, 400, 89);
        Charts.image(plain);
        assertEquals(List.of(0.0, 10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0),
                drawnXTicks(plain).stream().map(t -> t[0]).toList());
    }

    @Test
    void theUsersAxisSettingIsRestoredAfterPaintingAndSaving(@org.junit.jupiter.api.io.TempDir Path dir) {
        XYChart c = generations(500, 300, 40);
        Charts.image(c);
        assertNull(c.getStyler().getXAxisMax(), "no x maximum left behind");
        c.getStyler().setXAxisMax(60.0);
        Charts.save(c, dir.resolve("c.png"));
        assertEquals(60.0, c.getStyler().getXAxisMax());
    }

    @Test
    void theAxisEndsATenthOfAPercentPastTheLastValueOrTheUsersMaximum() {
        XYChart c = generations(500, 300, 1350, 18);
        assertEquals(1350 + 1.35, RoundTicks.axisEnd(c, null), 1e-9);
        assertEquals(2000 + 2.0, RoundTicks.axisEnd(c, 2000.0), 1e-9);
        c.getStyler().setXAxisMin(-650.0);
        assertEquals(1350 + 2.0, RoundTicks.axisEnd(c, null), 1e-9);
        XYChart tiny = new XYChartBuilder().build();
        tiny.addSeries("s", new double[] {0, 0.01, 0.02}, new double[] {1, 2, 3});
        assertEquals(0.02 + RoundTicks.MIN_NUDGE, RoundTicks.axisEnd(tiny, null), 1e-12,
                "never less than twice XChart's 1e-4 tolerance for equal gaps");
    }

    @Test
    void chartsWithoutASpanAreLeftAlone() {
        XYChart one = new XYChartBuilder().build();
        one.addSeries("one point", new double[] {5}, new double[] {1});
        assertNull(RoundTicks.axisEnd(one, null));
        XYChart none = new XYChartBuilder().build();
        none.addSeries("no finite x", new double[] {Double.NaN}, new double[] {1});
        assertNull(RoundTicks.axisEnd(none, null));
        CategoryChart bars = new CategoryChartBuilder().build();
        bars.addSeries("s", List.of("a", "b"), List.of(1, 2));
        assertEquals("painted", RoundTicks.during(bars, () -> "painted"));
    }
}
