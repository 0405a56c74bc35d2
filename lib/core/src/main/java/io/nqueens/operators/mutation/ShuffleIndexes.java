package io.nqueens.operators.mutation;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * DEAP's mutShuffleIndexes: each position i, with probability {@code indpb}, exchanges its gene
 * with a uniformly chosen other position j ≠ i. Genes only move, so a permutation stays a
 * permutation and a 0/1 board keeps its number of queens. DEAP's N-queens example uses
 * {@code indpb = 2/N}. O(L).
 */
public final class ShuffleIndexes implements Mutation {
    private final double indpb;

    private ShuffleIndexes(double indpb) {
        this.indpb = indpb;
    }

    /**
     * Each position is exchanged with another one with probability {@code indpb} in [0, 1].
     *
     * @param indpb the per-position probability, in [0, 1]
     * @return the mutation
     */
    public static ShuffleIndexes of(double indpb) {
        return new ShuffleIndexes(Checks.probability("shuffle-indexes per-gene probability indpb", indpb));
    }

    /** {@return the per-position probability} */
    public double indpb() {
        return indpb;
    }

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        int length = MutationArgs.check(this, genes, rng);
        if (length < 2) {
            return;
        }
        for (int i = 0; i < length; i++) {
            if (rng.nextDouble() < indpb) {
                Draws.swap(genes, i, Draws.otherThan(i, length, rng));
            }
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding != Encoding.ONE_HOT_ROWS; // an exchange across rows would break one-hot groups
    }

    @Override
    public String toString() {
        return "shuffleIndexes(" + indpb + ")";
    }
}
