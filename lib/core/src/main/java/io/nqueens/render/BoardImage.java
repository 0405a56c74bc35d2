package io.nqueens.render;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.board.LineCounts;

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
 * title can be written above the board in the default font. {@link #draw draw} paints the same
 * board into a square of a picture being composed (the kit's strips, animations and run panels).
 * It needs no display, so it works with {@code java.awt.headless=true}. Drawing costs
 * O(N² + pixels²).
 */
public final class BoardImage {
    /** Smallest accepted image side in pixels. */
    public static final int MIN_PIXELS = 16;
    /** Largest accepted image side in pixels (a 64 MB image). */
    public static final int MAX_PIXELS = 4096;

    private static final Color LIGHT = new Color(240, 217, 181);
    private static final Color DARK = new Color(181, 136, 99);
    static final Color QUEEN = new Color(25, 25, 35);
    static final Color ATTACKED = new Color(210, 30, 30);
    private static final Color OUTLINE = new Color(250, 250, 245);

    private BoardImage() {}

    /**
     * A {@code pixels}×{@code pixels} picture of the board, without marks or title.
     *
     * @param board a board of size at most {@link #MAX_PIXELS}
     * @param pixels the image side, in [max({@link #MIN_PIXELS}, N), {@link #MAX_PIXELS}]
     * @return a new RGB image
     */
    public static BufferedImage of(Board board, int pixels) {
        return of(board, pixels, false, null);
    }

    /**
     * A {@code pixels}×{@code pixels} picture of the board. With {@code markAttacked}, queens that
     * share a row or diagonal with another are red; a non-blank {@code title} is written in a band
     * above the board, which then shrinks to fit. Every square needs at least one pixel.
     *
     * @param board a board of size at most {@link #MAX_PIXELS}
     * @param pixels the image side, in [max({@link #MIN_PIXELS}, N), {@link #MAX_PIXELS}]
     * @param markAttacked true to draw attacked queens red
     * @param title the title, or null or blank for none; left out when the band would leave the
     *     board less than a pixel per square
     * @return a new RGB image
     */
    public static BufferedImage of(Board board, int pixels, boolean markAttacked, String title) {
        Checks.notNull("board", board);
        checkPixels(pixels, board.size());
        return image(Queens.ofRows(board.toArray()), pixels, markAttacked, title);
    }

    /**
     * The same picture for a row-major N×N 0/1 grid with any number of queens, as documents 002
     * and 003 evolve them; nonzero cells are queens, and with {@code markAttacked} queens sharing
     * a row, column or diagonal are red.
     *
     * @param cells the grid, N² cells
     * @param n the board size, in [1, {@link #MAX_PIXELS}]
     * @param pixels the image side, in [max({@link #MIN_PIXELS}, N), {@link #MAX_PIXELS}]
     * @param markAttacked true to draw attacked queens red
     * @param title the title, or null or blank for none
     * @return a new RGB image
     */
    public static BufferedImage ofGrid(int[] cells, int n, int pixels, boolean markAttacked,
            String title) {
        Checks.notNull("cells", cells);
        checkPixels(pixels, n);
        if (cells.length != n * n) {
            throw new IllegalArgumentException("cells.length must be n * n = " + (n * n)
                    + " for board size " + n + ", was " + cells.length);
        }
        return image(Queens.ofGrid(cells, n), pixels, markAttacked, title);
    }

    /**
     * Draws a genome of board size {@code n} in any encoding (checked as the encoding requires; a
     * binary genome may hold any number of queens)
     * into the {@code side}×{@code side} square at ({@code x}, {@code y}) of a picture being
     * composed, in the look of {@link #of(Board, int, boolean, String)}, without a title; with
     * {@code markAttacked}, queens sharing a row, column or diagonal with another are red. The
     * board is centred in the square. With fewer pixels than squares, the board is drawn plain
     * light and each queen as a one-pixel dot, so a board of any size fits. Nothing is drawn
     * outside the square, and the settings of {@code g} are left as they were. O(L + side²) for
     * a genome of L genes.
     *
     * @param g the picture's graphics, not null
     * @param encoding the genome's encoding, not null
     * @param genes the genome
     * @param n the board size
     * @param x the left edge of the square
     * @param y the top edge of the square
     * @param side the side of the square in pixels, at least 1
     * @param markAttacked true to draw attacked queens red
     */
    public static void draw(Graphics2D g, Encoding encoding, int[] genes, int n, int x, int y, int side,
            boolean markAttacked) {
        Checks.notNull("graphics", g);
        Checks.notNull("encoding", encoding);
        if (encoding.isBinary()) {
            // Any 0/1 grid is drawn, as ofGrid does: document 002's crossover can change the
            // number of queens, and its runs must still be pictured.
            encoding.checkBoardSize(n); // also keeps n * n below from overflowing
            Checks.notNull("genes", genes);
            if (genes.length != n * n) {
                throw new IllegalArgumentException("genes.length must be n * n = " + (n * n)
                        + " for board size " + n + ", was " + genes.length);
            }
        } else {
            encoding.checkValid(genes, n);
        }
        Checks.atLeast("side", side, 1);
        Queens queens = encoding.isBinary() ? Queens.ofGrid(genes, n) : Queens.ofRows(genes);
        Graphics2D board = (Graphics2D) g.create();
        try {
            board.clipRect(x, y, side, side); // a crown's outline may spill a pixel past the board
            board.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            paint(board, queens, x, y, side, side, markAttacked);
        } finally {
            board.dispose();
        }
    }

    private static void checkPixels(int pixels, int n) {
        // At least one pixel per square, so the board stays a board.
        Checks.inRange("board size n", n, 1, MAX_PIXELS);
        Checks.inRange("pixels", pixels, Math.max(MIN_PIXELS, n), MAX_PIXELS);
    }

    private static BufferedImage image(Queens queens, int pixels, boolean markAttacked, String title) {
        BufferedImage image = new BufferedImage(pixels, pixels, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, pixels, pixels);
            boolean hasTitle = title != null && !title.isBlank();
            int band = hasTitle ? Math.max(MIN_PIXELS / 2, pixels / 10) : 0;
            if (band > pixels - queens.n()) {
                band = 0; // no room for a title above a board with a pixel per square
            }
            if (band > 0) {
                drawTitle(g, title.strip(), pixels, band);
            }
            paint(g, queens, 0, band, pixels, pixels - band, markAttacked);
        } finally {
            g.dispose();
        }
        return WholePng.fit(image);
    }

    /** Draws the board as large as fits, centred in the {@code width}×{@code height} box at (x, y). */
    private static void paint(Graphics2D g, Queens queens, int x, int y, int width, int height,
            boolean markAttacked) {
        int n = queens.n();
        int[] rows = queens.rows();
        int[] columns = queens.columns();
        LineCounts lines = markAttacked ? LineCounts.ofQueens(n, rows, columns) : null;
        int square = Math.min(width, height) / n;
        if (square == 0) {
            // Fewer pixels than squares: a plain light board and a one-pixel dot per queen.
            int side = Math.min(width, height);
            int left = x + (width - side) / 2;
            int top = y + (height - side) / 2;
            g.setColor(LIGHT);
            g.fillRect(left, top, side, side);
            for (int q = 0; q < rows.length; q++) {
                g.setColor(lines != null && lines.isAttacked(rows[q], columns[q]) ? ATTACKED : QUEEN);
                int dotX = left + (int) ((long) columns[q] * side / n);
                int dotY = top + (int) ((long) rows[q] * side / n);
                g.fillRect(dotX, dotY, 1, 1);
            }
            return;
        }
        int left = x + (width - square * n) / 2;
        int top = y + (height - square * n) / 2;
        // Square by square, each queen right after its square: the next squares cover whatever
        // of a crown's outline spills over its own square's edge.
        int q = 0; // queens come in row-major order
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int sx = left + c * square;
                int sy = top + r * square;
                g.setColor((r + c) % 2 == 0 ? LIGHT : DARK);
                g.fillRect(sx, sy, square, square);
                if (q < rows.length && rows[q] == r && columns[q] == c) {
                    drawQueen(g, sx, sy, square, lines != null && lines.isAttacked(r, c) ? ATTACKED : QUEEN);
                    q++;
                }
            }
        }
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

    /**
     * The queens of an N×N board in row-major order: queen q stands on row {@code rows[q]}, column
     * {@code columns[q]}, and no two on one square.
     */
    private record Queens(int n, int[] rows, int[] columns) {
        /** A valid one-queen-per-column board, {@code rows[c]} = row of column c. O(N). */
        static Queens ofRows(int[] rows) {
            int n = rows.length;
            int[] next = new int[n + 1]; // counting sort by row: where row r's queens go next
            for (int r : rows) {
                next[r + 1]++;
            }
            for (int r = 0; r < n; r++) {
                next[r + 1] += next[r];
            }
            int[] queenRows = new int[n];
            int[] queenColumns = new int[n];
            for (int c = 0; c < n; c++) {
                int k = next[rows[c]]++;
                queenRows[k] = rows[c];
                queenColumns[k] = c;
            }
            return new Queens(n, queenRows, queenColumns);
        }

        /** The nonzero cells of a row-major N×N grid, row by row. O(N²). */
        static Queens ofGrid(int[] cells, int n) {
            int count = 0;
            for (int v : cells) {
                count += v != 0 ? 1 : 0;
            }
            int[] rows = new int[count];
            int[] columns = new int[count];
            int q = 0;
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] != 0) {
                    rows[q] = i / n;
                    columns[q++] = i % n;
                }
            }
            return new Queens(n, rows, columns);
        }
    }
}
