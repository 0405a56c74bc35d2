package io.nqueens.plots;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.Presets;
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
import static io.nqueens.plots.Pictures.count;
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
    void aSolutionHasNoRedQueensAndAClashHas(@TempDir Path dir) throws Exception {
        BufferedImage solution = BoardPicture.of(Board.of(0, 4, 7, 5, 2, 6, 1, 3)).size(160).image();
        assertPicture(solution, 160, 160);
        assertEquals(0, count(solution, BoardPicture.ATTACKED));
        assertTrue(count(solution, BoardPicture.QUEEN) > 0);
        BufferedImage clash = BoardPicture.of(Board.of(0, 0, 7, 5, 2, 6, 1, 3)).size(160).image();
        assertTrue(count(clash, BoardPicture.ATTACKED) > 0);
        assertEquals(0, count(BoardPicture.of(Board.of(0, 0, 7, 5, 2, 6, 1, 3)).conflicts(false).size(160).image(),
                BoardPicture.ATTACKED));
        Path png = dir.resolve("board.png");
        Charts.save(solution, png);
        assertPngFile(png, 160, 160);
    }

    @Test
    void anyEncodingDraws() {
        int[] crowded = new int[16];
        crowded[0] = crowded[4] = crowded[8] = crowded[12] = 1; // four queens in column 0
        BufferedImage img = BoardPicture.of(Encoding.BINARY, crowded, 4).size(64).image();
        assertPicture(img, 64, 64);
        assertTrue(count(img, BoardPicture.ATTACKED) > 0);
        assertPicture(BoardPicture.of(Board.random(500, new java.util.SplittableRandom(1))).size(100).image(), 100, 100);
        var e = assertThrows(IllegalArgumentException.class, () -> BoardPicture.of(Encoding.INTEGER, new int[] {0, 9}, 2));
        assertTrue(e.getMessage().contains("gene 1"), e.getMessage());
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
