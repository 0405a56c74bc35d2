package io.nqueens.solver;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The eight symmetries of the square (the dihedral group D4) acting on boards: four rotations
 * and four reflections. Each maps the queen on column {@code c}, row {@code r} to a new square;
 * directions are as drawn by {@code AsciiBoard.gridByRow} and {@code BoardImage} (row 0 at the
 * top, column 0 at the left). Applying one costs O(N).
 *
 * <p>The four symmetries that keep columns as columns ({@link #keepsColumns()}) work on any board
 * with one queen per column. The other four turn columns into rows, so they need a board with one
 * queen per row as well (a permutation, as every solution is) and reject any other board.
 */
public enum Symmetry {
    /** Leaves every queen where it is. */
    IDENTITY,
    /** A quarter turn clockwise: (c, r) goes to (N-1-r, c). */
    ROTATE_90,
    /** A half turn: (c, r) goes to (N-1-c, N-1-r). */
    ROTATE_180,
    /** A quarter turn anticlockwise: (c, r) goes to (r, N-1-c). */
    ROTATE_270,
    /** Upside down, rows mirrored: (c, r) goes to (c, N-1-r). */
    MIRROR_ROWS,
    /** Left to right, columns mirrored: (c, r) goes to (N-1-c, r). */
    MIRROR_COLUMNS,
    /** Reflection in the main diagonal: (c, r) goes to (r, c). */
    TRANSPOSE,
    /** Reflection in the other diagonal: (c, r) goes to (N-1-r, N-1-c). */
    ANTI_TRANSPOSE;

    /**
     * {@return whether this symmetry maps columns onto columns, so that any board can take it} True
     * for the identity, the half turn and the two mirrors.
     */
    public boolean keepsColumns() {
        return this == IDENTITY || this == ROTATE_180 || this == MIRROR_ROWS || this == MIRROR_COLUMNS;
    }

    /**
     * The image of a board. Fails, naming the repeated row, when this symmetry turns columns into
     * rows and the board has two queens on one row (its image would have two in one column).
     *
     * @param board a board, not null; a permutation unless {@link #keepsColumns()}
     * @return the image, a new board
     */
    public Board apply(Board board) {
        Checks.notNull("board", board);
        int[] rows = board.toArray();
        if (!keepsColumns()) {
            String reason = Encoding.PERMUTATION.invalidReason(rows, rows.length);
            if (reason != null) {
                throw new IllegalArgumentException("board: " + name() + " needs one queen per row "
                        + "(a permutation, as every solution is), but " + reason);
            }
        }
        int[] out = new int[rows.length];
        apply(rows, out);
        return Board.of(out);
    }

    /** Writes the image of {@code rows} into {@code out}; for trusted arrays on hot paths. */
    void apply(int[] rows, int[] out) {
        int last = rows.length - 1;
        for (int c = 0; c <= last; c++) {
            int r = rows[c];
            switch (this) {
                case IDENTITY -> out[c] = r;
                case ROTATE_90 -> out[last - r] = c;
                case ROTATE_180 -> out[last - c] = last - r;
                case ROTATE_270 -> out[r] = last - c;
                case MIRROR_ROWS -> out[c] = last - r;
                case MIRROR_COLUMNS -> out[last - c] = r;
                case TRANSPOSE -> out[r] = c;
                case ANTI_TRANSPOSE -> out[last - r] = last - c;
            }
        }
    }

    /**
     * The distinct images of a permutation board under all eight symmetries: 1, 2, 4 or 8 boards.
     *
     * @param board a permutation board
     * @return the images, in the order of {@link #values()} (the board itself first)
     */
    public static Set<Board> orbit(Board board) {
        Set<Board> images = new LinkedHashSet<>();
        for (Symmetry s : values()) {
            images.add(s.apply(board));
        }
        return images;
    }

    /**
     * The representative of a permutation board's orbit: the image whose 0-based rows come first
     * in lexicographic order. Two solutions are the same up to symmetry exactly when their
     * canonical forms are equal. O(N).
     *
     * @param board a permutation board
     * @return the canonical form; {@code board} itself when it is one
     */
    public static Board canonical(Board board) {
        Checks.notNull("board", board);
        Board best = board;
        for (Symmetry s : values()) {
            Board image = s.apply(board); // the quarter turns reject a non-permutation board
            if (Arrays.compare(image.toArray(), best.toArray()) < 0) {
                best = image;
            }
        }
        return best;
    }

    /**
     * True when no image of these permutation rows comes before them lexicographically, i.e. they
     * are their orbit's canonical form. Allocation-free apart from {@code scratch} (length N).
     */
    static boolean isCanonical(int[] rows, int[] scratch) {
        for (Symmetry s : values()) {
            if (s != IDENTITY) {
                s.apply(rows, scratch);
                if (Arrays.compare(scratch, rows) < 0) {
                    return false;
                }
            }
        }
        return true;
    }
}
