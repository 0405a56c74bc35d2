package io.nqueens.plots;

import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Sweep;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.BoxChart;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.RenderableSeries.LegendRenderType;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The chart defects seen in the notebooks, each rendered and read back. */
class ChartDefectsTest {

    @Test
    void theWilsonIntervalIsNamedInTheLegendEntryOfTheBarsWhichHasASwatch() throws Exception {
        ExperimentResult r = Experiment.of(Sweep.over(Presets.doc000Fixed().maxGenerations(20))
                .axis("pop", List.of(20, 40), Engine.Builder::populationSize)).seeds(0, 4).run();
        CategoryChart c = SuccessChart.of(r.summary()).by("pop").chart();
        BufferedImage img = Charts.image(c);
        List<CategorySeries> shown = c.getSeriesMap().values().stream().filter(CategorySeries::isShowInLegend).toList();
        assertEquals(List.of("success rate (whiskers: 95% Wilson interval)"),
                shown.stream().map(CategorySeries::getLabel).toList(), "the legend's entries");
        for (CategorySeries s : shown) {
            assertTrue(s.getLegendRenderType() != LegendRenderType.Scatter || s.getMarker() != null,
                    s.getLabel() + " has a swatch");
        }
        // The swatch was drawn: the bars' colour below the x axis, where the legend is.
        double below = DrawnLabels.axis(c, "getXAxis").getBounds().getMaxY();
        Color bar = c.getSeriesMap().get("success rate").getFillColor();
        int swatch = 0;
        for (int y = (int) below; y < img.getHeight(); y++) {
            for (int x = 0; x < img.getWidth(); x++) {
                swatch += onWhite(img.getRGB(x, y), bar) ? 1 : 0;
            }
        }
        assertTrue(swatch > 50, "swatch pixels in the legend: " + swatch);
    }

    @Test
    void aLogAxisWritesEveryTickInOneStyle() throws Exception {
        Table t = Table.create(StringColumn.create("n"), BooleanColumn.create("solved"), DoubleColumn.create("ev"));
        double[] v = {3, 40, 700, 9_000, 120_000, 3_000_000, 20_000_000};
        for (int i = 0; i < v.length; i++) {
            for (int k = 1; k <= 3; k++) {
                t.stringColumn("n").append("" + (8 << i));
                t.booleanColumn("solved").append(true);
                t.doubleColumn("ev").append(v[i] * k);
            }
        }
        BoxChart c = AxisCharts.boxChart(t, "ev", "n", "evaluations (log)", "t", true, 600);
        Charts.image(c);
        List<String> labels = DrawnLabels.axis(c, "getYAxis").getAxisTickCalculator().getTickLabels().stream()
                .filter(l -> l != null && !l.isEmpty()).toList();
        assertTrue(labels.containsAll(List.of("10", "100", "1,000", "10,000", "10,000,000")), labels.toString());
        for (String l : labels) {
            assertTrue(l.matches("\\d{1,3}(,\\d{3})*"), "tick label \"" + l + "\" among " + labels);
        }
    }

    @Test
    void aRunsLineThatAnotherCoversStillShows() {
        Engine e = Presets.doc000Fixed().populationSize(30).maxGenerations(60).stopWhenSolved(false).build();
        RunResult run = e.runToEnd(1);
        // The same run twice: the second's lines lie exactly on the first's.
        XYChart c = FitnessChart.of(run, run).best(true).size(700, 400).chart();
        BufferedImage img = Charts.image(c);
        List<XYSeries> series = List.copyOf(c.getSeriesMap().values());
        assertEquals(4, series.size(), "mean and best of two runs");
        for (XYSeries first : series.subList(0, 2)) {
            int seen = 0;
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    seen += onWhite(img.getRGB(x, y), first.getLineColor()) ? 1 : 0;
                }
            }
            assertTrue(seen > 150, first.getName() + ": " + seen + " pixels of its colour (the legend's sample alone: 25)");
        }
    }

    /** Whether the pixel is the colour as painted on white (XChart's colours are translucent), give or take 8. */
    private static boolean onWhite(int rgb, Color c) {
        double a = c.getAlpha() / 255.0;
        int[] want = {c.getRed(), c.getGreen(), c.getBlue()};
        for (int k = 0; k < 3; k++) {
            int got = rgb >> (16 - 8 * k) & 0xFF;
            if (Math.abs(got - (want[k] * a + 255 * (1 - a))) > 8) {
                return false;
            }
        }
        return true;
    }
}
