package io.nqueens.testing;

/** Row-major 0/1 grids written as lines of digits, as document 002 prints its boards. */
public final class Grids {
    private Grids() {}

    /** The grid of N lines of N digits 0 or 1, row 0 first. */
    public static int[] of(String... lines) {
        int n = lines.length;
        int[] cells = new int[n * n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                cells[r * n + c] = lines[r].charAt(c) - '0';
            }
        }
        return cells;
    }
}
