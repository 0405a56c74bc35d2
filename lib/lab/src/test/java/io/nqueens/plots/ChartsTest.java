package io.nqueens.plots;

import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.XYChart;

import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static io.nqueens.plots.Pictures.assertPngFile;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ChartsTest {
    static RunResult run1;
    static RunResult run2;
    static RunResult allOfFive;

    @BeforeAll
    static void runs() {
        Engine e = Presets.doc000Fixed().populationSize(30).maxGenerations(40).stopWhenSolved(false).build();
        run1 = e.runToEnd(1);
        run2 = e.runToEnd(2);
        allOfFive = Presets.doc000Fixed(5).populationSize(40).findAllSolutions(true)
                .selector(RouletteWheel.of()).replacement(Replacement.generational())
                .mutation(RandomReset.anyValue(), 0.8).maxGenerations(2_000).label("five").build().runToEnd(1);
    }

    @Test
    void theSuiteRunsHeadless() {
        assertTrue(GraphicsEnvironment.isHeadless());
    }

    @Test
    void fitnessChartsOfMinimisedRunsSayLowerIsTheGoal() {
        RunResult pairs = Presets.doc002Fixed().maxGenerations(5).build().runToEnd(0);
        assertEquals("fitness (minimised)", FitnessChart.of(pairs).best(true).chart().getYAxisTitle());
        assertEquals("average fitness (minimised)", FitnessChart.of(pairs).chart().getYAxisTitle());
        assertEquals("fitness", FitnessChart.of(run1).best(true).chart().getYAxisTitle(), "maximised: as before");
        assertEquals("fitness", FitnessChart.of(run1, pairs).best(true).chart().getYAxisTitle(),
                "a maximised and a minimised run: no claim");
        assertEquals("average fitness", FitnessChart.ofHistory("h", pairs.history()).chart().getYAxisTitle(),
                "a bare history does not say its direction");
    }

    @Test
    void fitnessChartOfOneRunWithBestAndWorst(@TempDir Path dir) throws Exception {
        XYChart c = FitnessChart.of(run1).best(true).worst(true).size(500, 300).chart();
        assertEquals(List.of("mean", "best", "worst"), List.copyOf(c.getSeriesMap().keySet()));
        assertEquals(run1.history().size(), c.getSeriesMap().get("mean").getXData().length);
        assertEquals(run1.history().get(7).best(), c.getSeriesMap().get("best").getYData()[7]);
        assertPicture(Charts.image(c), 500, 300);
        Path png = dir.resolve("fitness.png");
        Charts.save(c, png);
        assertPngFile(png, 500, 300);
        Path svg = dir.resolve("fitness.svg");
        Charts.save(c, svg, "SVG");
        assertTrue(Files.readString(svg).contains("<svg"));
        Path noExtension = dir.resolve("fitness");
        Charts.save(c, noExtension, "png");
        assertPngFile(noExtension, 500, 300);
    }

    @Test
    void fitnessChartOverlaysRunsWithALegendBySeed() {
        XYChart c = FitnessChart.of(run1, run2).chart();
        assertEquals(List.of("seed 1", "seed 2"), List.copyOf(c.getSeriesMap().keySet()));
        assertPicture(Charts.image(c), 640, 400);
        XYChart both = FitnessChart.of(List.of(run1, allOfFive)).best(true).chart();
        assertEquals(List.of("000 fixed, seed 1 mean", "000 fixed, seed 1 best", "five, seed 1 mean",
                "five, seed 1 best"), List.copyOf(both.getSeriesMap().keySet()));
        assertEquals(List.of("seed 1", "seed 1 #2"),
                List.copyOf(FitnessChart.of(run1, run1).chart().getSeriesMap().keySet()));
        assertPicture(FitnessChart.ofHistory("live", run2.history()).size(300, 200).image(), 300, 200);
        assertThrows(IllegalStateException.class, () -> FitnessChart.of(run1).mean(false).chart());
        var e = assertThrows(IllegalArgumentException.class, () -> FitnessChart.of(run1).size(10, 300));
        assertEquals("width must be in [50, 8192], was 10", e.getMessage());
    }

    @Test
    void solutionsChartCountsUpToTheTarget(@TempDir Path dir) throws Exception {
        XYChart c = SolutionsChart.of(allOfFive).size(420, 260).chart();
        assertEquals(List.of("solutions", "all 10"), List.copyOf(c.getSeriesMap().keySet()));
        double[] y = c.getSeriesMap().get("solutions").getYData();
        assertEquals(10.0, y[y.length - 1]);
        assertPicture(Charts.image(c), 420, 260);
        Path png = dir.resolve("solutions.png");
        Charts.save(c, png);
        assertPngFile(png, 420, 260);
        assertEquals(List.of("solutions"),
                List.copyOf(SolutionsChart.ofHistory("h", run1.history()).chart().getSeriesMap().keySet()));
    }

    @Test
    void picturesSaveAndComposeSideBySide(@TempDir Path dir) throws Exception {
        BufferedImage a = FitnessChart.of(run1).size(200, 150).image();
        BufferedImage b = FitnessChart.of(run2).size(300, 100).image();
        BufferedImage both = Charts.sideBySide(a, b);
        assertPicture(both, 500, 150);
        Path png = dir.resolve("both.png");
        Charts.save(both, png);
        assertPngFile(png, 500, 150);
        var e = assertThrows(IllegalArgumentException.class, () -> Charts.save(FitnessChart.of(run1).chart(),
                dir.resolve("x.png"), "tiff"));
        assertTrue(e.getMessage().startsWith("format must be one of [png, jpg, bmp, gif, svg, pdf, eps]"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Charts.save(both, dir.resolve("x.svg")));
    }
}
