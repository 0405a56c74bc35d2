package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Single-point crossover of a one-hot-rows genome that cuts only between rows (document 003): the
 * cut is {@code k × N} with k uniform in [0, N], so each row group stays whole and one-hot. O(N²).
 *
 * <p>{@link #asDocument003()} also keeps 003's second child as its sentence orders it: the rows
 * of parent 1 after the cut followed by the rows of parent 2 before it, which moves rows to other
 * places. The same sentence opens with "just like first child", which could also mean the usual
 * position-keeping second child of {@link #of()}; the kit takes the literal order as the faithful
 * reading and the usual one as the fix.
 */
public final class RowBoundary implements Crossover {
    private final boolean document003;

    private RowBoundary(boolean document003) {
        this.document003 = document003;
    }

    /** {@return whether this is document 003's version ({@link #asDocument003()})} */
    public boolean document003() {
        return document003;
    }

    /**
     * {@return row-boundary crossover with the usual second child (parent 2 head, parent 1 tail)}
     */
    public static RowBoundary of() {
        return new RowBoundary(false);
    }

    /** {@return document 003's version, whose second child shifts rows: p1[cut:] + p2[:cut]} */
    public static RowBoundary asDocument003() {
        return new RowBoundary(true);
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int length = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        int n = (int) Math.round(Math.sqrt(length));
        if ((long) n * n != length) {
            throw new IllegalArgumentException("crossover " + this + ": parent1.length must be n² for a board size n"
                    + " (a one-hot-rows genome: 1, 4, 9, ...), was " + length);
        }
        int cut = rng.nextInt(n + 1) * n;
        SinglePoint.splice(parent1, parent2, cut, child1);
        if (child2 != null) {
            if (document003) {
                System.arraycopy(parent1, cut, child2, 0, length - cut);
                System.arraycopy(parent2, 0, child2, length - cut, cut);
            } else {
                SinglePoint.splice(parent2, parent1, cut, child2);
            }
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.ONE_HOT_ROWS;
    }

    @Override
    public String toString() {
        return document003 ? "rowBoundary(003)" : "rowBoundary";
    }
}
