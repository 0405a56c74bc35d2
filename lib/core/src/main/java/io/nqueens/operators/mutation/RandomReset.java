package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Random reset of one gene: a uniformly chosen queen moves to a uniformly chosen row. Documents
 * 000 and 001 draw the new row from all N rows, so one time in N nothing changes
 * ({@link #anyValue()}); {@link #toOtherValue()} always moves the queen. O(1).
 */
public final class RandomReset implements Mutation {
    private final boolean mustChange;

    private RandomReset(boolean mustChange) {
        this.mustChange = mustChange;
    }

    /** {@return whether the new row may equal the old one: the variant {@link #anyValue()} makes} */
    public boolean drawsAnyValue() {
        return !mustChange;
    }

    /** {@return a random reset whose new row may equal the old one, as in documents 000 and 001} */
    public static RandomReset anyValue() {
        return new RandomReset(false);
    }

    /**
     * {@return a random reset whose new row always differs from the old one} (On a board of one
     * queen there is no other row, and the queen stays.)
     */
    public static RandomReset toOtherValue() {
        return new RandomReset(true);
    }

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        int n = MutationArgs.check(this, genes, rng);
        int i = rng.nextInt(n);
        if (mustChange && n > 1) {
            genes[i] = Draws.otherThan(genes[i], n, rng);
        } else {
            genes[i] = rng.nextInt(n);
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.INTEGER;
    }

    @Override
    public String toString() {
        return mustChange ? "randomReset" : "randomReset(any)";
    }
}
