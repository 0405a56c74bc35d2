package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Moves one queen of a one-hot-rows genome to another column of its row, so every row stays
 * one-hot. {@link #of()} picks a row uniformly. {@link #asDocument003()} follows document 003:
 * it picks one of the N² cells and acts only if a queen stands there (1 time in N), so the
 * effective mutation probability is the nominal one divided by N. O(N).
 */
public final class InRowMove implements Mutation {
    private final boolean document003;

    private InRowMove(boolean document003) {
        this.document003 = document003;
    }

    /** {@return whether this is document 003's version ({@link #asDocument003()})} */
    public boolean document003() {
        return document003;
    }

    /** {@return a mutation that moves the queen of a random row to a different column} */
    public static InRowMove of() {
        return new InRowMove(false);
    }

    /**
     * Document 003's version: a random cell; if it holds a queen, that queen moves within its row.
     *
     * @return document 003's in-row move
     */
    public static InRowMove asDocument003() {
        return new InRowMove(true);
    }

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        int length = MutationArgs.check(this, genes, rng);
        int n = (int) Math.round(Math.sqrt(length));
        if ((long) n * n != length) {
            throw new IllegalArgumentException("mutation " + this + ": genes.length must be n² for a board size n"
                    + " (a one-hot-rows genome: 1, 4, 9, ...), was " + length);
        }
        if (n < 2) {
            return;
        }
        int row;
        int column;
        if (document003) {
            int cell = rng.nextInt(length);
            if (genes[cell] == 0) {
                return; // 003 only moves a queen it happened to hit
            }
            row = cell / n;
            column = cell % n;
        } else {
            row = rng.nextInt(n);
            column = 0;
            while (column < n && genes[row * n + column] == 0) {
                column++;
            }
            if (column == n) {
                throw new IllegalArgumentException("mutation " + this + ": genes row group " + row + " (genes["
                        + row * n + ".." + (row * n + n - 1) + "]) must hold exactly one 1 (a one-hot-rows genome"
                        + " of board size " + n + "), held none");
            }
        }
        int to = Draws.otherThan(column, n, rng);
        genes[row * n + column] = 0;
        genes[row * n + to] = 1;
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.ONE_HOT_ROWS;
    }

    @Override
    public String toString() {
        return document003 ? "inRowMove(003)" : "inRowMove";
    }
}
