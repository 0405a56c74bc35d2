package io.nqueens.board;

import io.nqueens.Checks;
import io.nqueens.board.Conflicts;

import java.util.random.RandomGenerator;

/**
 * How a genome of {@code int}s stands for a placement of N queens. The GA engine works on raw
 * {@code int[]} genomes for speed; the encoding says how long they are, which ones are valid,
 * how to draw a random one and how to turn one into a {@link Board}.
 *
 * <p>Binary genomes are row-major: gene {@code r * N + c} is 1 when a queen stands on row
 * {@code r}, column {@code c}.
 */
public enum Encoding {
    /** One queen per column, gene = its row in 0..N-1 (documents 000, 001, 004). Length N. */
    INTEGER {
        @Override
        String reason(int[] genes, int n) {
            String reason = lengthReason(genes, n);
            if (reason != null) {
                return reason;
            }
            for (int c = 0; c < n; c++) {
                if (genes[c] < 0 || genes[c] >= n) {
                    return "gene " + c + " must be in [0, " + (n - 1) + "], was " + genes[c];
                }
            }
            return null;
        }

        @Override
        void fill(int n, RandomGenerator rng, int[] out) {
            for (int c = 0; c < n; c++) {
                out[c] = rng.nextInt(n);
            }
        }

        @Override
        public long attackingPairs(int[] genes, int n) {
            return Conflicts.pairs(checkVectorLength(genes, n));
        }
    },

    /** One queen per column and per row: a permutation of 0..N-1 (DEAP's and Jenetics' setup). */
    PERMUTATION {
        @Override
        String reason(int[] genes, int n) {
            String reason = INTEGER.invalidReason(genes, n);
            if (reason != null) {
                return reason;
            }
            boolean[] seen = new boolean[n];
            for (int c = 0; c < n; c++) {
                if (seen[genes[c]]) {
                    return "value " + genes[c] + " appears twice (gene " + c
                            + "); a permutation holds each of 0.." + (n - 1) + " once";
                }
                seen[genes[c]] = true;
            }
            return null;
        }

        @Override
        void fill(int n, RandomGenerator rng, int[] out) {
            for (int i = 0; i < n; i++) {
                out[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int t = out[i];
                out[i] = out[j];
                out[j] = t;
            }
        }

        @Override
        public long attackingPairs(int[] genes, int n) {
            return Conflicts.pairs(checkVectorLength(genes, n));
        }
    },

    /**
     * Document 002's flat 0/1 board of N×N genes holding exactly N ones (queens). pyevolve's
     * cut-and-crossfill, which 002 uses, can break the count: the faithful preset lets it, and
     * 002's score punishes a genome with fewer than N ones.
     */
    BINARY {
        @Override
        String reason(int[] genes, int n) {
            String reason = bitsReason(genes, n);
            return reason != null ? reason : queenCountReason(genes, n);
        }

        @Override
        void fill(int n, RandomGenerator rng, int[] out) {
            int cells = n * n;
            java.util.Arrays.fill(out, 0, cells, 0);
            // Floyd's sampling of N distinct cells: O(N) draws, no shuffle of N² cells.
            for (int j = cells - n; j < cells; j++) {
                int t = rng.nextInt(j + 1);
                if (out[t] == 0) {
                    out[t] = 1;
                } else {
                    out[j] = 1;
                }
            }
        }

        @Override
        public long attackingPairs(int[] genes, int n) {
            return Conflicts.pairsOnGrid(genes, n);
        }
    },

    /** Document 003's N groups of N bits, exactly one 1 per group: one queen per row. */
    ONE_HOT_ROWS {
        @Override
        String reason(int[] genes, int n) {
            String reason = bitsReason(genes, n);
            if (reason != null) {
                return reason;
            }
            for (int r = 0; r < n; r++) {
                int ones = 0;
                for (int c = 0; c < n; c++) {
                    ones += genes[r * n + c];
                }
                if (ones != 1) {
                    return "row group " + r + " must hold exactly one 1, held " + ones;
                }
            }
            return null;
        }

        @Override
        void fill(int n, RandomGenerator rng, int[] out) {
            java.util.Arrays.fill(out, 0, n * n, 0);
            for (int r = 0; r < n; r++) {
                out[r * n + rng.nextInt(n)] = 1;
            }
        }

        @Override
        public long attackingPairs(int[] genes, int n) {
            return Conflicts.pairsOnGrid(genes, n);
        }
    };

    /** Largest N for the binary encodings: N² genes per genome. */
    public static final int MAX_BINARY_SIZE = 2_048;

    /**
     * Why {@code genes} is not a valid genome of board size {@code n}, or null when it is; a board
     * size outside [1, {@link #maxBoardSize()}] is a reason too. O(L).
     *
     * @param genes the genome to check; null is a reason too
     * @param n the board size
     * @return a message naming the first problem found, or null when {@code genes} is valid
     */
    public String invalidReason(int[] genes, int n) {
        if (n < 1 || n > maxBoardSize()) {
            return "board size n must be in [1, " + maxBoardSize() + "] for the " + name() + " encoding, was " + n;
        }
        return reason(genes, n);
    }

    /** {@link #invalidReason} for a board size already known to be in range. */
    abstract String reason(int[] genes, int n);

    /**
     * Fills {@code out} with a uniformly random valid genome of board size {@code n}; {@code out}
     * must have {@link #length(int)} genes. O(L).
     *
     * @param n the board size, in [1, {@link #maxBoardSize()}]
     * @param rng the source of randomness
     * @param out the buffer to overwrite
     * @throws IllegalArgumentException for a board size out of range, a null {@code rng} or
     *     {@code out}, or an {@code out} of another length
     */
    public void randomGenome(int n, RandomGenerator rng, int[] out) {
        int length = length(n);
        Checks.notNull("rng", rng);
        Checks.notNull("out", out);
        if (out.length != length) {
            throw new IllegalArgumentException("out must have " + length + " genes for board size " + n
                    + " (" + name() + " encoding), had " + out.length);
        }
        fill(n, rng, out);
    }

    /** {@link #randomGenome(int, RandomGenerator, int[])} once its arguments are checked. */
    abstract void fill(int n, RandomGenerator rng, int[] out);

    /**
     * Queen pairs sharing a row, column or diagonal; O(N) for vectors, O(N²) for binary.
     *
     * @param genes a genome of this encoding
     * @param n the board size
     * @return the number of attacking pairs; a binary genome may hold any number of queens
     * @throws IllegalArgumentException for a vector whose length is not N or with a row outside
     *     0..N-1, or a grid whose length is not N² (binary)
     */
    public abstract long attackingPairs(int[] genes, int n);

    /**
     * {@return whether this is one of the N×N-gene encodings, {@link #BINARY} or
     * {@link #ONE_HOT_ROWS}}
     */
    public boolean isBinary() {
        return this == BINARY || this == ONE_HOT_ROWS;
    }

    /**
     * {@return the largest accepted board size for this encoding: {@link #MAX_BINARY_SIZE} for the
     * binary encodings, {@link Board#MAX_SIZE} for the vectors}
     */
    public int maxBoardSize() {
        return isBinary() ? MAX_BINARY_SIZE : Board.MAX_SIZE;
    }

    /**
     * Checks a board size for this encoding, naming the accepted range on failure.
     *
     * @param n the board size to check
     * @return {@code n}
     * @throws IllegalArgumentException when {@code n} is outside [1, {@link #maxBoardSize()}]
     */
    public int checkBoardSize(int n) {
        if (n < 1 || n > maxBoardSize()) { // the name is built only on failure: this runs per genome
            Checks.inRange("board size n (" + name() + " encoding)", n, 1, maxBoardSize());
        }
        return n;
    }

    /**
     * Genes per genome: N, or N² for the binary encodings.
     *
     * @param n the board size, in [1, {@link #maxBoardSize()}]
     * @return the number of genes per genome
     */
    public int length(int n) {
        checkBoardSize(n);
        return isBinary() ? n * n : n;
    }

    /**
     * A fresh, uniformly random valid genome. O(L).
     *
     * @param n the board size, in [1, {@link #maxBoardSize()}]
     * @param rng the source of randomness
     * @return a new array of {@link #length(int)} genes
     */
    public int[] randomGenome(int n, RandomGenerator rng) {
        int[] out = new int[length(n)];
        randomGenome(n, rng, out);
        return out;
    }

    /**
     * Checks that {@code genes} is a valid genome of board size {@code n}. O(L).
     *
     * @param genes the genome to check
     * @param n the board size
     * @return {@code genes}, unchanged
     * @throws IllegalArgumentException naming the board size and the first problem when the genome
     *     is invalid (see {@link #invalidReason})
     */
    public int[] checkValid(int[] genes, int n) {
        checkBoardSize(n);
        String reason = invalidReason(genes, n);
        if (reason != null) {
            throw new IllegalArgumentException("genes: not a valid " + name() + " genome for board size "
                    + n + ": " + reason);
        }
        return genes;
    }

    private static String queenCountReason(int[] genes, int n) {
        int ones = 0;
        for (int g : genes) {
            ones += g;
        }
        return ones == n ? null : "must hold exactly " + n + " ones (queens), held " + ones;
    }

    /**
     * The board this genome stands for. Binary genomes need exactly one queen in every column;
     * otherwise the conversion fails, naming the column.
     *
     * @param genes a valid genome of this encoding
     * @param n its board size
     * @return a new board; O(N) for vectors, O(N²) for binary genomes
     * @throws IllegalArgumentException for an invalid genome, or a binary one without exactly one
     *     queen per column
     */
    public Board toBoard(int[] genes, int n) {
        checkValid(genes, n);
        if (!isBinary()) {
            return Board.of(genes);
        }
        int[] rows = new int[n];
        java.util.Arrays.fill(rows, -1);
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (genes[r * n + c] == 1) {
                    if (rows[c] >= 0) {
                        throw new IllegalArgumentException("genes: column " + c
                                + " holds more than one queen, so this " + name()
                                + " genome is not a board with one queen per column");
                    }
                    rows[c] = r;
                }
            }
        }
        for (int c = 0; c < n; c++) {
            if (rows[c] < 0) {
                throw new IllegalArgumentException("genes: column " + c + " holds no queen, so this "
                        + name() + " genome is not a board with one queen per column");
            }
        }
        return Board.wrapTrusted(rows);
    }

    /**
     * The genome of this encoding for a board. A permutation or one-hot-rows genome needs a board
     * with one queen per row; otherwise the conversion fails, naming the repeated row.
     *
     * @param board a board of size at most {@link #maxBoardSize()}
     * @return a new genome: the rows for the vector encodings, an N×N grid with the board's queens
     *     for the binary ones; O(N) or O(N²)
     * @throws IllegalArgumentException for a null or too large board, or one with a repeated row
     *     when this encoding needs one queen per row
     */
    public int[] fromBoard(Board board) {
        Checks.notNull("board", board);
        int n = board.size();
        checkBoardSize(n);
        int[] rows = board.toArray();
        if (this == PERMUTATION || this == ONE_HOT_ROWS) {
            String reason = PERMUTATION.invalidReason(rows, n);
            if (reason != null) {
                throw new IllegalArgumentException("board: cannot become a " + name()
                        + " genome because two queens share a row: " + reason);
            }
        }
        if (!isBinary()) {
            return rows;
        }
        int[] genes = new int[n * n];
        for (int c = 0; c < n; c++) {
            genes[rows[c] * n + c] = 1;
        }
        return genes;
    }

    /**
     * {@code genes} when it holds one row per column of a board of size n; a genome of another
     * length would be scored as another board size. O(1).
     */
    private static int[] checkVectorLength(int[] genes, int n) {
        Checks.notNull("genes", genes);
        if (genes.length != n) {
            throw new IllegalArgumentException("genes must hold n = " + n
                    + " rows (one per column) for board size " + n + ", had " + genes.length);
        }
        return genes;
    }

    private static String lengthReason(int[] genes, int expected) {
        if (genes == null) {
            return "genes must not be null";
        }
        if (genes.length != expected) {
            return "length must be " + expected + ", was " + genes.length;
        }
        return null;
    }

    private static String bitsReason(int[] genes, int n) {
        String reason = lengthReason(genes, n * n);
        if (reason != null) {
            return reason;
        }
        for (int i = 0; i < genes.length; i++) {
            if (genes[i] != 0 && genes[i] != 1) {
                return "gene " + i + " must be 0 or 1, was " + genes[i];
            }
        }
        return null;
    }
}
