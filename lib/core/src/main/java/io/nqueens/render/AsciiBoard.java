package io.nqueens.render;

import io.nqueens.Checks;
import io.nqueens.board.Board;

import java.util.StringJoiner;

/**
 * Plain-text pictures of boards for notebook output and tests. The grids are document 001's:
 * cells three characters wide between bars, {@code " X "} for a queen, {@code "   "} for an empty
 * square, and a line {@code |---|---|...|} above, between and below the lines of cells, so a
 * board of size N takes 2N+1 lines. Lines are joined by {@code '\n'} with none at the end. A
 * picture costs O(N²) characters, so the grids stop at {@link #MAX_GRID_SIZE}.
 */
public final class AsciiBoard {
    /**
     * Largest N drawn as a grid or compact picture (a grid of 100 queens is about 80,000
     * characters).
     */
    public static final int MAX_GRID_SIZE = 100;

    private AsciiBoard() {}

    /**
     * Document 001's picture, exactly as its {@code make_board} prints it: one line of cells per
     * column, with the X at the queen's row. This is the transpose of {@link #gridByRow(Board)};
     * for a solution it is again a solution, but its lines are the board's columns, not its rows.
     *
     * @param board a board of size at most {@link #MAX_GRID_SIZE}
     * @return the picture, 2N+1 lines
     */
    public static String gridByColumn(Board board) {
        int[] rows = checkedRows(board);
        return grid(rows.length, (line, cell) -> rows[line] == cell);
    }

    /**
     * The conventional picture: one line of cells per row, row 0 at the top and column 0 at the
     * left, as {@link BoardImage} draws it. A row may hold several queens or none.
     *
     * @param board a board of size at most {@link #MAX_GRID_SIZE}
     * @return the picture, 2N+1 lines
     */
    public static String gridByRow(Board board) {
        int[] rows = checkedRows(board);
        return grid(rows.length, (line, cell) -> rows[cell] == line);
    }

    /**
     * The row-by-row picture of a row-major N×N grid (002, 003); nonzero cells are queens.
     *
     * @param cells the grid, N² cells
     * @param n the board size, in [1, {@link #MAX_GRID_SIZE}]
     * @return the picture, 2N+1 lines
     */
    public static String gridByRow(int[] cells, int n) {
        checkCells(cells, n);
        return grid(n, (line, cell) -> cells[line * n + cell] != 0);
    }

    /**
     * A small row-by-row picture: {@code Q} for a queen, {@code .} elsewhere ({@code ". Q . ."}).
     *
     * @param board a board of size at most {@link #MAX_GRID_SIZE}
     * @return the picture, N lines of N symbols
     */
    public static String compact(Board board) {
        int[] rows = checkedRows(board);
        return compact(rows.length, (line, cell) -> rows[cell] == line);
    }

    /**
     * The compact picture of a row-major N×N grid with any number of queens.
     *
     * @param cells the grid, N² cells, nonzero cells being queens
     * @param n the board size, in [1, {@link #MAX_GRID_SIZE}]
     * @return the picture, N lines of N symbols
     */
    public static String compact(int[] cells, int n) {
        checkCells(cells, n);
        return compact(n, (line, cell) -> cells[line * n + cell] != 0);
    }

    /**
     * The 1-based rows on one line, as 001 prints a solution: {@code 4 8 5 3 1 7 2 6}. O(N).
     *
     * @param board a board of any size
     * @return the line
     */
    public static String oneBased(Board board) {
        Checks.notNull("board", board);
        StringJoiner line = new StringJoiner(" ");
        for (int r : board.toOneBased()) {
            line.add(Integer.toString(r));
        }
        return line.toString();
    }

    /** Whether the cell at a position of a printed line holds a queen. */
    private interface Occupied {
        boolean at(int line, int cell);
    }

    private static String grid(int n, Occupied queen) {
        String bar = "|" + "---|".repeat(n);
        StringBuilder out = new StringBuilder(bar);
        for (int line = 0; line < n; line++) {
            out.append("\n|");
            for (int cell = 0; cell < n; cell++) {
                out.append(queen.at(line, cell) ? " X |" : "   |");
            }
            out.append('\n').append(bar);
        }
        return out.toString();
    }

    private static String compact(int n, Occupied queen) {
        StringJoiner lines = new StringJoiner("\n");
        for (int line = 0; line < n; line++) {
            StringJoiner cells = new StringJoiner(" ");
            for (int cell = 0; cell < n; cell++) {
                cells.add(queen.at(line, cell) ? "Q" : ".");
            }
            lines.add(cells.toString());
        }
        return lines.toString();
    }

    private static int[] checkedRows(Board board) {
        Checks.notNull("board", board);
        Checks.inRange("board size", board.size(), 1, MAX_GRID_SIZE);
        return board.toArray();
    }

    private static void checkCells(int[] cells, int n) {
        Checks.notNull("cells", cells);
        Checks.inRange("board size n", n, 1, MAX_GRID_SIZE);
        if (cells.length != n * n) {
            throw new IllegalArgumentException("cells.length must be n * n = " + (n * n)
                    + " for board size " + n + ", was " + cells.length);
        }
    }
}
