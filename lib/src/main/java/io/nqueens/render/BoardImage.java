package io.nqueens.render;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.fitness.LineCounts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.Polygon;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

/**
 * A chessboard picture of a board as a square {@link BufferedImage}: light and dark squares, row
 * 0 at the top and column 0 at the left, each queen a filled crown drawn with Java2D shapes
 * (no image files or special fonts). Queens that another queen attacks can be drawn red, and a
 * title can be written above the board in the default font. It needs no display, so it works
 * with {@code java.awt.headless=true}. Drawing costs O(N² + pixels²).
 */
public final class BoardImage {
    /** Smallest accepted image side in pixels. */
    public static final int MIN_PIXELS = 16;
    /** Largest accepted image side in pixels (a 64 MB image). */
    public static final int MAX_PIXELS = 4096;

    private static final Color LIGHT = new Color(240, 217, 181);
    private static final Color DARK = new Color(181, 136, 99);
    private static final Color QUEEN = new Color(25, 25, 35);
    private static final Color ATTACKED = new Color(210, 30, 30);
    private static final Color OUTLINE = new Color(250, 250, 245);

    private BoardImage() {}

    /** A {@code pixels}×{@code pixels} picture of the board, without marks or title. */
    public static BufferedImage of(Board board, int pixels) {
        return of(board, pixels, false, null);
    }

    /**
     * A {@code pixels}×{@code pixels} picture of the board. With {@code markAttacked}, queens that
     * share a row or diagonal with another are red; a non-blank {@code title} is written in a band
     * above the board, which then shrinks to fit. Every square needs at least one pixel.
     */
    public static BufferedImage of(Board board, int pixels, boolean markAttacked, String title) {
        Checks.notNull("board", board);
        int n = board.size();
        checkPixels(pixels, n);
        int[] rows = board.toArray();
        int[] cells = new int[n * n];
        for (int c = 0; c < n; c++) {
            cells[rows[c] * n + c] = 1;
        }
        return draw(cells, n, pixels, markAttacked, title);
    }

    /**
     * The same picture for a row-major N×N 0/1 grid with any number of queens, as documents 002
     * and 003 evolve them; nonzero cells are queens, and with {@code markAttacked} queens sharing
     * a row, column or diagonal are red.
     */
    public static BufferedImage ofGrid(int[] cells, int n, int pixels, boolean markAttacked,
            String title) {
        Checks.notNull("cells", cells);
        checkPixels(pixels, n);
        if (cells.length != n * n) {
            throw new IllegalArgumentException("cells.length must be n * n = " + (n * n)
                    + " for board size " + n + ", was " + cells.length);
        }
        return draw(cells, n, pixels, markAttacked, title);
    }

    private static void checkPixels(int pixels, int n) {
        // At least one pixel per square, so the board stays a board.
        Checks.inRange("board size n", n, 1, MAX_PIXELS);
        Checks.inRange("pixels", pixels, Math.max(MIN_PIXELS, n), MAX_PIXELS);
    }

    private static BufferedImage draw(int[] cells, int n, int pixels, boolean markAttacked,
            String title) {
        BufferedImage image = new BufferedImage(pixels, pixels, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, pixels, pixels);
            boolean hasTitle = title != null && !title.isBlank();
            int band = hasTitle ? Math.max(MIN_PIXELS / 2, pixels / 10) : 0;
            if (band > pixels - n) {
                band = 0; // no room for a title above a board with a pixel per square
            }
            if (band > 0) {
                drawTitle(g, title.strip(), pixels, band);
            }
            int square = Math.min(pixels, pixels - band) / n;
            int left = (pixels - square * n) / 2;
            int top = band + (pixels - band - square * n) / 2;
            LineCounts lines = markAttacked ? LineCounts.ofGrid(cells, n) : null;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    int x = left + c * square;
                    int y = top + r * square;
                    g.setColor((r + c) % 2 == 0 ? LIGHT : DARK);
                    g.fillRect(x, y, square, square);
                    if (cells[r * n + c] != 0) {
                        drawQueen(g, x, y, square, lines != null && lines.isAttacked(r, c) ? ATTACKED : QUEEN);
                    }
                }
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    private static void drawTitle(Graphics2D g, String title, int pixels, int band) {
        g.setFont(g.getFont().deriveFont(Font.BOLD, band * 0.7f));
        FontMetrics metrics = g.getFontMetrics();
        int x = Math.max(0, (pixels - metrics.stringWidth(title)) / 2);
        int y = (band - metrics.getHeight()) / 2 + metrics.getAscent();
        g.setColor(Color.BLACK);
        g.drawString(title, x, y);
    }

    /** A crown: a band with three spikes, in a square of side {@code s}; a dot when too small. */
    private static void drawQueen(Graphics2D g, int x, int y, int s, Color color) {
        g.setColor(color);
        if (s < 10) {
            g.fillOval(x + s / 4, y + s / 4, Math.max(1, s / 2), Math.max(1, s / 2));
            return;
        }
        double[][] outline = {{0.22, 0.78}, {0.15, 0.34}, {0.35, 0.55}, {0.5, 0.22},
            {0.65, 0.55}, {0.85, 0.34}, {0.78, 0.78}};
        Polygon crown = new Polygon();
        for (double[] p : outline) {
            crown.addPoint(x + (int) Math.round(p[0] * s), y + (int) Math.round(p[1] * s));
        }
        g.fillPolygon(crown);
        g.setColor(OUTLINE);
        g.setStroke(new BasicStroke(Math.max(1f, s / 40f)));
        g.drawPolygon(crown); // keeps the crown visible on dark squares
    }
}
