package io.nqueens.plots;

import io.nqueens.board.Board;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.Presets;
import io.nqueens.render.BoardImage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.nqueens.plots.Pictures.assertPicture;
import static io.nqueens.plots.Pictures.assertPngFile;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BoardPicturesTest {
    static RunResult run;

    @BeforeAll
    static void aRun() {
        run = Presets.doc003Fixed(6).populationSize(40).maxGenerations(30).stopWhenSolved(false).build().runToEnd(4);
    }

    @Test
    void aBoardPictureSavesAsPng(@TempDir Path dir) throws Exception {
        // Drawing itself (colours, encodings, sizes) is BoardImage's, tested in BoardImageTest.
        BufferedImage solution = BoardImage.of(Board.of(0, 4, 7, 5, 2, 6, 1, 3), 160, true, null);
        assertPicture(solution, 160, 160);
        Path png = dir.resolve("board.png");
        Charts.save(solution, png);
        assertPngFile(png, 160, 160);
    }

    @Test
    void document003PanelsAreThreePanelsWide(@TempDir Path dir) throws Exception {
        RunPanels panels = RunPanels.of(run).panelSize(300, 240);
        BufferedImage img = panels.image();
        assertPicture(img, 900, 240);
        assertPicture(panels.boardPanel(), 300, 240);
        assertEquals("Best fitness by generation", panels.bestChart().getTitle());
        assertPicture(Charts.image(panels.meanChart()), 300, 240);
        Path png = dir.resolve("panels.png");
        Charts.save(img, png);
        assertPngFile(png, 900, 240);
    }

    @Test
    void stripShowsEveryKthGenerationAndTheLast(@TempDir Path dir) throws Exception {
        BoardStrip strip = BoardStrip.of(run).every(7).boardSize(60).columns(3);
        assertArrayEquals(new int[] {0, 7, 14, 21, 28, 30}, strip.generations());
        BufferedImage img = strip.image();
        int gap = 4;
        int caption = 14;
        assertPicture(img, 3 * (60 + gap) + gap, 2 * (60 + caption + gap) + gap);
        Path png = dir.resolve("strip.png");
        Charts.save(img, png);
        assertPngFile(png, img.getWidth(), img.getHeight());
        assertEquals(30, BoardStrip.of(run).generations()[BoardStrip.of(run).generations().length - 1]);
    }

    @Test
    void animatedGifLoopsOverTheFrames(@TempDir Path dir) throws Exception {
        BoardAnimation anim = BoardAnimation.of(run).every(10).boardSize(80).delayMillis(100);
        List<BufferedImage> frames = anim.frames();
        assertEquals(4, frames.size()); // generations 0, 10, 20, 30
        for (BufferedImage f : frames) {
            assertPicture(f, 80, 80 + 14);
        }
        Path gif = dir.resolve("run.gif");
        anim.write(gif);
        byte[] bytes = Files.readAllBytes(gif);
        assertEquals("GIF89a", new String(bytes, 0, 6, java.nio.charset.StandardCharsets.US_ASCII));
        assertTrue(new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1).contains("NETSCAPE2.0"));
        try (ImageInputStream in = ImageIO.createImageInputStream(gif.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            assertEquals(4, reader.getNumImages(true));
            assertPicture(reader.read(3), 80, 94);
            reader.dispose();
        }
        Path once = dir.resolve("once.gif");
        anim.loop(false).write(once);
        assertTrue(!new String(Files.readAllBytes(once), java.nio.charset.StandardCharsets.ISO_8859_1).contains("NETSCAPE2.0"));
    }
}
