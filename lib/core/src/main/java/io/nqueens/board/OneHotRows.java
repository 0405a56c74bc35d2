package io.nqueens.board;

import io.nqueens.Checks;

/**
 * Conversions between document 003's one-hot-rows genome ({@link Encoding#ONE_HOT_ROWS}: N groups
 * of N bits, one 1 per group) and the column of the queen in each row. Unlike {@link Board}, a list
 * of columns may repeat a column, which is exactly what the encoding allows, so notebooks can show
 * boards with queens sharing a column. Every method is O(N²) and validates its input.
 */
public final class OneHotRows {
    private OneHotRows() {
    }

    /**
     * The column of the queen in each row of a one-hot-rows genome.
     *
     * @param genes a valid {@link Encoding#ONE_HOT_ROWS} genome of N² bits
     * @param n the board size
     * @return a new array: entry r is the column (0-based) of row r's queen
     * @throws IllegalArgumentException for an invalid genome, naming the bad row group
     */
    public static int[] columns(int[] genes, int n) {
        Encoding.ONE_HOT_ROWS.checkValid(genes, n);
        int[] columns = new int[n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (genes[r * n + c] == 1) {
                    columns[r] = c;
                }
            }
        }
        return columns;
    }

    /**
     * The one-hot-rows genome with the queen of row r in column {@code columns[r]}; columns may repeat.
     *
     * @param columns one 0-based column per row; N = its length, at least 1 and at most
     *     {@link Encoding#MAX_BINARY_SIZE}; every entry in 0..N-1
     * @return a new genome of N² bits
     * @throws IllegalArgumentException for an empty or too long array or a column out of range,
     *     naming the row
     */
    public static int[] genome(int... columns) {
        Checks.notEmpty("columns", columns);
        int n = Encoding.ONE_HOT_ROWS.checkBoardSize(columns.length);
        int[] genes = new int[n * n];
        for (int r = 0; r < n; r++) {
            if (columns[r] < 0 || columns[r] >= n) {
                throw new IllegalArgumentException("columns[" + r + "] must be in [0, " + (n - 1)
                        + "], was " + columns[r]);
            }
            genes[r * n + columns[r]] = 1;
        }
        return genes;
    }

    /**
     * The genome as its N row groups of N bits, separated by spaces ({@code "00100000 10000000 ..."}).
     *
     * @param genes a valid {@link Encoding#ONE_HOT_ROWS} genome of N² bits
     * @param n the board size
     * @return the groups on one line, N·(N+1)-1 characters
     * @throws IllegalArgumentException for an invalid genome, naming the bad row group
     */
    public static String groups(int[] genes, int n) {
        Encoding.ONE_HOT_ROWS.checkValid(genes, n);
        StringBuilder out = new StringBuilder(n * (n + 1));
        for (int r = 0; r < n; r++) {
            if (r > 0) {
                out.append(' ');
            }
            for (int c = 0; c < n; c++) {
                out.append(genes[r * n + c]);
            }
        }
        return out.toString();
    }
}
