package io.nqueens.render;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import org.junit.jupiter.api.Test;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Chessboard images: requested size, something drawn, attacked queens marked, no display needed. */
class BoardImageTest {
    static {
        // Surefire already passes -Djava.awt.headless=true; this keeps IDE runs headless too.
        System.setProperty("java.awt.headless", "true");
    }

    private static final Board SOLUTION = Board.ofOneBased(4, 8, 5, 3, 1, 7, 2, 6);
    private static final Board B1 = Board.ofOneBased(3, 2, 7, 4, 8, 5, 5, 2); // 5 attacking pairs

    private static int distinctColours(BufferedImage image) {
        return (int) java.util.stream.IntStream.range(0, image.getWidth() * image.getHeight())
                .map(i -> image.getRGB(i % image.getWidth(), i / image.getWidth()))
                .distinct().count();
    }

    /** Pixels that are clearly red: the attacked-queen colour, not board brown. */
    private static long redPixels(BufferedImage image) {
        long red = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int r = (rgb >> 16) & 0xff;
                int g = (rgb >> 8) & 0xff;
                int b = rgb & 0xff;
                if (r > 180 && g < 80 && b < 80) {
                    red++;
                }
            }
        }
        return red;
    }

    @Test
    void runsHeadless() {
        assertTrue(GraphicsEnvironment.isHeadless());
        BufferedImage image = BoardImage.of(SOLUTION, 240, true, "N = 8");
        assertEquals(240, image.getWidth());
    }

    @Test
    void hasTheRequestedSizeAndIsNotBlank() {
        for (int pixels : new int[] {16, 100, 333, 512}) {
            BufferedImage image = BoardImage.of(SOLUTION, pixels);
            assertEquals(pixels, image.getWidth());
            assertEquals(pixels, image.getHeight());
            assertTrue(distinctColours(image) >= 3, "light, dark and queen colours at " + pixels + " px");
        }
    }

    @Test
    void aTitleKeepsTheSizeAndChangesThePicture() {
        BufferedImage plain = BoardImage.of(SOLUTION, 300);
        BufferedImage titled = BoardImage.of(SOLUTION, 300, false, "Document 001's solution");
        assertEquals(300, titled.getWidth());
        assertEquals(300, titled.getHeight());
        assertTrue(differ(plain, titled));
        // A blank title is no title.
        assertTrue(!differ(plain, BoardImage.of(SOLUTION, 300, false, "  ")));
    }

    @Test
    void attackedQueensAreRedOnlyWhenAsked() {
        assertEquals(0, redPixels(BoardImage.of(B1, 320)));
        assertTrue(redPixels(BoardImage.of(B1, 320, true, null)) > 0);
        assertEquals(0, redPixels(BoardImage.of(SOLUTION, 320, true, null))); // nobody is attacked
    }

    @Test
    void drawsBinaryGenomesWithAnyNumberOfQueens() {
        int[] cells = {
            1, 0, 1, 0,
            0, 0, 0, 1,
            0, 0, 0, 0,
            0, 0, 0, 1};
        BufferedImage image = BoardImage.ofGrid(cells, 4, 120, true, "002");
        assertEquals(120, image.getWidth());
        assertEquals(120, image.getHeight());
        assertTrue(redPixels(image) > 0);
        BufferedImage empty = BoardImage.ofGrid(new int[16], 4, 120, false, null);
        assertTrue(distinctColours(empty) >= 2);
        // A board and its binary genome draw the same picture.
        int[] grid = Encoding.BINARY.fromBoard(B1);
        assertTrue(!differ(BoardImage.of(B1, 200, true, "b1"), BoardImage.ofGrid(grid, 8, 200, true, "b1")));
    }

    @Test
    void sizesAreValidatedWithTheirRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> BoardImage.of(SOLUTION, 8));
        assertEquals("pixels must be in [16, 4096], was 8", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardImage.of(SOLUTION, 5000));
        assertEquals("pixels must be in [16, 4096], was 5000", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardImage.of(Board.of(new int[40]), 32));
        assertEquals("pixels must be in [40, 4096], was 32", e.getMessage()); // one pixel per square
        e = assertThrows(IllegalArgumentException.class, () -> BoardImage.ofGrid(new int[10], 3, 100, false, null));
        assertEquals("cells.length must be n * n = 9 for board size 3, was 10", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardImage.ofGrid(new int[0], 0, 100, false, null));
        assertEquals("board size n must be in [1, 4096], was 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> BoardImage.of(null, 100));
        assertEquals("board must not be null", e.getMessage());
    }

    /** A white {@code side}×{@code side} picture with a genome drawn over all of it. */
    private static BufferedImage drawn(Encoding encoding, int[] genes, int n, int side, boolean markAttacked) {
        BufferedImage image = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, side, side);
        BoardImage.draw(g, encoding, genes, n, 0, 0, side, markAttacked);
        g.dispose();
        return image;
    }

    /** Pixels of exactly one colour. */
    private static int count(BufferedImage image, Color colour) {
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == (colour.getRGB() & 0xFFFFFF)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void drawingIntoAPictureMarksExactlyTheAttackedQueens() {
        int[] solution = {0, 4, 7, 5, 2, 6, 1, 3};
        int[] clash = {0, 0, 7, 5, 2, 6, 1, 3};
        BufferedImage good = drawn(Encoding.INTEGER, solution, 8, 160, true);
        assertEquals(0, count(good, BoardImage.ATTACKED));
        assertTrue(count(good, BoardImage.QUEEN) > 0);
        assertTrue(count(drawn(Encoding.INTEGER, clash, 8, 160, true), BoardImage.ATTACKED) > 0);
        assertEquals(0, count(drawn(Encoding.INTEGER, clash, 8, 160, false), BoardImage.ATTACKED));
        // Drawn into a square of the picture's own size, it is the picture of(...) makes.
        assertTrue(!differ(BoardImage.of(Board.of(clash), 160, true, null), drawn(Encoding.INTEGER, clash, 8, 160, true)));
    }

    @Test
    void drawsEveryEncodingAndBoardsLargerThanTheSquare() {
        int[] crowded = new int[16];
        crowded[0] = crowded[4] = crowded[8] = crowded[12] = 1; // four queens in column 0
        BufferedImage binary = drawn(Encoding.BINARY, crowded, 4, 64, true);
        assertEquals(64, binary.getWidth());
        assertTrue(count(binary, BoardImage.ATTACKED) > 0);
        assertEquals(0, count(binary, BoardImage.QUEEN));
        int[] oneHot = Encoding.ONE_HOT_ROWS.fromBoard(SOLUTION);
        assertTrue(!differ(BoardImage.ofGrid(oneHot, 8, 96, true, null), drawn(Encoding.ONE_HOT_ROWS, oneHot, 8, 96, true)));
        int[] permutation = Encoding.PERMUTATION.fromBoard(SOLUTION);
        assertTrue(!differ(BoardImage.of(SOLUTION, 96, true, null), drawn(Encoding.PERMUTATION, permutation, 8, 96, true)));
        // 500 queens in 100 pixels: a plain board with a dot per queen, most of them attacked.
        int[] big = Board.random(500, new java.util.SplittableRandom(1)).toArray();
        BufferedImage large = drawn(Encoding.INTEGER, big, 500, 100, true);
        assertEquals(100, large.getWidth());
        assertTrue(distinctColours(large) > 1);
        assertTrue(count(large, BoardImage.ATTACKED) > 0);
        assertEquals(0, count(drawn(Encoding.INTEGER, big, 500, 100, false), BoardImage.ATTACKED));
    }

    @Test
    void drawingStaysInItsSquareAndLeavesTheGraphicsAsTheyWere() {
        BufferedImage image = new BufferedImage(120, 120, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 120, 120);
        g.setColor(Color.BLUE);
        Object hint = g.getRenderingHint(RenderingHints.KEY_ANTIALIASING);
        BoardImage.draw(g, Encoding.INTEGER, SOLUTION.toArray(), 8, 10, 20, 80, true);
        assertEquals(Color.BLUE, g.getColor());
        assertEquals(hint, g.getRenderingHint(RenderingHints.KEY_ANTIALIASING));
        g.dispose();
        for (int y = 0; y < 120; y++) {
            for (int x = 0; x < 120; x++) {
                boolean inside = x >= 10 && x < 90 && y >= 20 && y < 100;
                if (!inside) {
                    assertEquals(Color.WHITE.getRGB(), image.getRGB(x, y), "pixel " + x + ", " + y);
                }
            }
        }
        assertTrue(image.getRGB(10, 20) != Color.WHITE.getRGB());
    }

    @Test
    void drawingChecksTheGenomeAndTheSquare() {
        Graphics2D g = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB).createGraphics();
        var e = assertThrows(IllegalArgumentException.class,
                () -> BoardImage.draw(g, Encoding.INTEGER, new int[] {0, 9}, 2, 0, 0, 8, true));
        assertTrue(e.getMessage().contains("gene 1"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BoardImage.draw(g, Encoding.INTEGER, new int[] {0}, 1, 0, 0, 0, true));
        assertEquals("side must be at least 1, was 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> BoardImage.draw(null, Encoding.INTEGER, new int[] {0}, 1, 0, 0, 8, true));
        assertEquals("graphics must not be null", e.getMessage());
        g.dispose();
    }

    /**
     * Whether the pictures differ, beyond the lowest bit of blue in the bottom row, which
     * {@link WholePng} may flip in a picture handed to a notebook.
     */
    private static boolean differ(BufferedImage a, BufferedImage b) {
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                int d = a.getRGB(x, y) ^ b.getRGB(x, y);
                if (d != 0 && (d != 1 || y != a.getHeight() - 1)) {
                    return true;
                }
            }
        }
        return false;
    }
}
