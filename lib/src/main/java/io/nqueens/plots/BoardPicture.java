package io.nqueens.plots;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;

/**
 * A chessboard with its queens, drawn with Java2D: light and dark squares, one dark queen per
 * piece, and queens that attack another in red (on by default). Works for any genome of the kit's
 * encodings, binary ones with crowded columns included. A small, self-contained picture for plots;
 * {@code io.nqueens.render} is meant to hold the full board renderer. O(N² + side²) to draw; beyond
 * 200 × 200 the squares are left out and only the queens are drawn.
 */
public final class BoardPicture {
    static final Color LIGHT = new Color(0xF0, 0xD9, 0xB5);
    static final Color DARK = new Color(0xB5, 0x88, 0x63);
    static final Color QUEEN = new Color(0x20, 0x20, 0x20);
    static final Color ATTACKED = new Color(0xD0, 0x20, 0x20);

    private final int n;
    private final int[] queenRows;
    private final int[] queenColumns;
    private int side = 320;
    private boolean conflicts = true;

    private BoardPicture(int n, int[] queenRows, int[] queenColumns) {
        this.n = n;
        this.queenRows = queenRows;
        this.queenColumns = queenColumns;
    }

    /** A board (one queen per column). */
    public static BoardPicture of(Board board) {
        Checks.notNull("board", board);
        return of(Encoding.INTEGER, board.toArray(), board.size());
    }

    /** A genome of board size {@code n} in an encoding, checked as the encoding requires. */
    public static BoardPicture of(Encoding encoding, int[] genes, int n) {
        Checks.notNull("encoding", encoding);
        encoding.checkValid(genes, n);
        if (!encoding.isBinary()) {
            int[] rows = genes.clone();
            int[] columns = new int[n];
            for (int c = 0; c < n; c++) {
                columns[c] = c;
            }
            return new BoardPicture(n, rows, columns);
        }
        int queens = 0;
        for (int g : genes) {
            queens += g;
        }
        int[] rows = new int[queens];
        int[] columns = new int[queens];
        int k = 0;
        for (int i = 0; i < genes.length; i++) {
            if (genes[i] == 1) {
                rows[k] = i / n;
                columns[k++] = i % n;
            }
        }
        return new BoardPicture(n, rows, columns);
    }

    /** Side of the square picture in pixels (default 320). */
    public BoardPicture size(int side) {
        this.side = Checks.inRange("side", side, 8, Style.MAX_SIDE);
        return this;
    }

    /** Whether queens that attack another are drawn red (default true). */
    public BoardPicture conflicts(boolean show) {
        this.conflicts = show;
        return this;
    }

    /** Board size N. */
    public int boardSize() {
        return n;
    }

    /** A new square picture. */
    public BufferedImage image() {
        BufferedImage img = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        draw(g, 0, 0, side);
        g.dispose();
        return img;
    }

    /** Draws the board into a square of the given side at (x, y) of a picture being composed. */
    public void draw(Graphics2D g, double x, double y, double side) {
        Checks.notNull("graphics", g);
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        double cell = side / n;
        g.setColor(LIGHT);
        g.fill(new Rectangle2D.Double(x, y, side, side));
        if (n <= 200) {
            g.setColor(DARK);
            for (int r = 0; r < n; r++) {
                for (int c = (r + 1) % 2; c < n; c += 2) {
                    g.fill(new Rectangle2D.Double(x + c * cell, y + r * cell, cell, cell));
                }
            }
        }
        boolean[] attacked = conflicts ? attacked() : new boolean[queenRows.length];
        for (int q = 0; q < queenRows.length; q++) {
            g.setColor(attacked[q] ? ATTACKED : QUEEN);
            double qx = x + queenColumns[q] * cell;
            double qy = y + queenRows[q] * cell;
            if (cell < 6) {
                double d = Math.max(cell, 1.5);
                g.fill(new Ellipse2D.Double(qx + (cell - d) / 2, qy + (cell - d) / 2, d, d));
            } else {
                g.fill(queen(qx, qy, cell));
            }
        }
        g.setColor(DARK.darker());
        g.setStroke(new BasicStroke(1f));
        g.draw(new Rectangle2D.Double(x, y, side - 1, side - 1));
    }

    /** A crown with five balled points, inside the cell at (x, y). */
    private static Path2D queen(double x, double y, double cell) {
        double m = cell * 0.15;
        double left = x + m;
        double right = x + cell - m;
        double w = right - left;
        double top = y + cell * 0.2;
        double base = y + cell - m;
        double rim = y + cell * 0.68;
        Path2D p = new Path2D.Double();
        p.moveTo(left, base);
        p.lineTo(left, rim);
        p.lineTo(left, top);
        for (int i = 1; i <= 4; i++) {
            p.lineTo(left + w * (i - 0.5) / 4, y + cell * 0.45);
            p.lineTo(left + w * i / 4, i == 4 ? top : top + (i % 2 == 1 ? -cell * 0.04 : 0));
        }
        p.lineTo(right, base);
        p.closePath();
        double r = cell * 0.06;
        for (int i = 0; i <= 4; i++) {
            double px = left + w * i / 4;
            double py = i == 0 || i == 4 ? top : top + (i % 2 == 1 ? -cell * 0.04 : 0);
            p.append(new Ellipse2D.Double(px - r, py - r, 2 * r, 2 * r), false);
        }
        return p;
    }

    /** Which queens share a row, column or diagonal with another. O(Q + N). */
    private boolean[] attacked() {
        int[] rows = new int[n];
        int[] columns = new int[n];
        int[] diagonals = new int[2 * n - 1];
        int[] antiDiagonals = new int[2 * n - 1];
        for (int q = 0; q < queenRows.length; q++) {
            rows[queenRows[q]]++;
            columns[queenColumns[q]]++;
            diagonals[queenRows[q] - queenColumns[q] + n - 1]++;
            antiDiagonals[queenRows[q] + queenColumns[q]]++;
        }
        boolean[] out = new boolean[queenRows.length];
        for (int q = 0; q < out.length; q++) {
            out[q] = rows[queenRows[q]] > 1 || columns[queenColumns[q]] > 1
                    || diagonals[queenRows[q] - queenColumns[q] + n - 1] > 1
                    || antiDiagonals[queenRows[q] + queenColumns[q]] > 1;
        }
        return out;
    }
}
