package io.nqueens.plots;

import io.nqueens.board.Board;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.ScalingStudy.Row;
import io.nqueens.experiment.Sweep;
import io.nqueens.presets.Presets;
import io.nqueens.render.BoardImage;
import io.nqueens.render.WholePng;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every picture the kit hands a notebook encodes, with ImageIO's PNG writer as the kernels use it,
 * to a multiple of 3 bytes, so that the kernels' unclosed base64 stream loses nothing.
 */
class WholePngTest {
    static RunResult run;
    static ExperimentResult sweep;

    @BeforeAll
    static void runs() {
        run = Presets.doc003Fixed(6).populationSize(40).maxGenerations(30).stopWhenSolved(false).build().runToEnd(4);
        sweep = Experiment.of(Sweep.over(Presets.doc000Fixed().maxGenerations(40))
                .axis("pop", List.of(20, 40), Engine.Builder::populationSize)).seeds(0, 6).keepRuns().run();
    }

    static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    static Map<String, BufferedImage> everyHelper() {
        Map<String, BufferedImage> out = new LinkedHashMap<>();
        for (int pixels : new int[] {100, 101, 102, 320}) {
            out.put("BoardImage " + pixels, BoardImage.of(Board.ofOneBased(3, 1, 7, 5, 8, 2, 4, 6), pixels, true,
                    "title " + pixels));
        }
        out.put("BoardImage.ofGrid", BoardImage.ofGrid(new int[16], 4, 64, true, null));
        out.put("FitnessChart", FitnessChart.of(run).best(true).worst(true).image());
        out.put("SolutionsChart", SolutionsChart.of(run).image());
        out.put("RunPanels", RunPanels.of(run).image());
        out.put("RunPanels.boardPanel", RunPanels.of(run).boardPanel());
        out.put("BoardStrip", BoardStrip.of(run).every(7).boardSize(60).image());
        List<BufferedImage> frames = BoardAnimation.of(run).every(10).boardSize(80).frames();
        for (int i = 0; i < frames.size(); i++) {
            out.put("BoardAnimation frame " + i, frames.get(i));
        }
        out.put("SuccessChart", SuccessChart.of(sweep.summary()).by("pop").image());
        out.put("SettingBoxChart", SettingBoxChart.of(sweep.runs(), "generations").image());
        out.put("FitnessBandChart", FitnessBandChart.of(sweep.bestBands()).image());
        out.put("AxisCharts.axis", AxisCharts.axis(sweep, "pop"));
        out.put("SweepHeatMap", GridHeatMap.of(List.of("a", "b"), List.of("x", "y"),
                new double[][] {{1, 2}, {3, 4}}).image());
        out.put("ScalingChart", ScalingChart.of().add("memetic", List.of(
                new Row(8, 1, true, 3, 100, 1.0, StopReason.SOLVED, 0.0),
                new Row(64, 1, true, 3, 900, 20.0, StopReason.SOLVED, 0.0))).image());
        out.put("Charts.sideBySide", Charts.sideBySide(BoardImage.of(Board.of(0), 30), BoardImage.of(Board.of(0), 31)));
        return out;
    }

    @Test
    void everyHelpersPictureEncodesToAMultipleOfThreeBytes() throws IOException {
        List<String> short3 = new ArrayList<>();
        for (var e : everyHelper().entrySet()) {
            byte[] whole = png(e.getValue());
            if (whole.length % 3 != 0 || !java.util.Arrays.equals(whole, WholePng.asKernelsSendIt(e.getValue()))) {
                short3.add(e.getKey() + " (" + whole.length + " bytes)");
            }
        }
        assertEquals(List.of(), short3, "pictures a kernel would send short");
    }

    @Test
    void theKernelsEncodingLosesTheTailOfOtherLengths() throws IOException {
        // Why the kit adjusts: a picture whose PNG is not a multiple of 3 arrives short.
        int cut = 0;
        for (int side = 40; side < 52; side++) {
            BufferedImage plain = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
            plain.setRGB(side / 2, side / 3, 0x123456);
            byte[] whole = png(plain);
            byte[] sent = WholePng.asKernelsSendIt(plain);
            assertEquals(whole.length - whole.length % 3, sent.length, "side " + side);
            cut += whole.length % 3 == 0 ? 0 : 1;
        }
        assertTrue(cut > 0, "some of 12 sizes should have a PNG length that is not a multiple of 3");
    }

    @Test
    void theAdjustmentIsAFewPixelsOfTheBottomRowOneLevelOfBlueAndRepeatable() throws IOException {
        int adjusted = 0;
        for (int side = 40; side < 52; side++) {
            BufferedImage a = picture(side);
            BufferedImage original = picture(side);
            BufferedImage b = picture(side);
            WholePng.fit(a);
            WholePng.fit(b);
            assertArrayEquals(png(a), png(b), "the same picture gets the same change");
            int changed = 0;
            for (int y = 0; y < a.getHeight(); y++) {
                for (int x = 0; x < side; x++) {
                    int d = a.getRGB(x, y) ^ original.getRGB(x, y);
                    if (d != 0) {
                        assertEquals(1, d, "only the lowest bit of blue changes");
                        assertEquals(a.getHeight() - 1, y, "only the bottom row changes");
                        changed++;
                    }
                }
            }
            assertTrue(changed <= 12, "a few pixels change, " + changed + " did");
            adjusted += changed;
            assertEquals(0, png(a).length % 3);
        }
        assertNotEquals(0, adjusted, "some of the 12 pictures needed a change");
    }

    /** A white picture with black marks, as charts and boards are. */
    private static BufferedImage picture(int side) {
        BufferedImage img = new BufferedImage(side, side + 7, BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < img.getHeight(); y++) {
            for (int x = 0; x < side; x++) {
                img.setRGB(x, y, (x / 3 + y / 5) % 4 == 0 ? 0xFF000000 : 0xFFFFFFFF);
            }
        }
        return img;
    }
}
