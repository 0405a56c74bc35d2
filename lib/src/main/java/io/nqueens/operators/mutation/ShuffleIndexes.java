package io.nqueens.operators.mutation;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * DEAP's {@code mutShuffleIndexes}: each position {@code i}, with probability {@code indpb},
 * swaps its gene with a uniformly chosen other position {@code j != i}. A permutation stays a
 * permutation. The engine's mutation probability decides whether a child is visited at all; DEAP's
 * N-Queens example uses 0.2 per child and {@code indpb = 2/N}. O(L) random draws per call.
 */
public final class ShuffleIndexes implements Mutation {
    private final double indpb;

    private ShuffleIndexes(double indpb) {
        this.indpb = indpb;
    }

    /** Shuffle-indexes mutation with per-gene probability {@code indpb} in [0, 1]. */
    public static ShuffleIndexes of(double indpb) {
        return new ShuffleIndexes(Checks.probability("indpb (per-gene swap probability)", indpb));
    }

    /** The per-gene swap probability. */
    public double indpb() {
        return indpb;
    }

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        int length = genes.length;
        if (length < 2) {
            return;
        }
        for (int i = 0; i < length; i++) {
            if (rng.nextDouble() < indpb) {
                // A uniform position among the L-1 others: draw from [0, L-2] and skip over i.
                int j = rng.nextInt(length - 1);
                if (j >= i) {
                    j++;
                }
                int t = genes[i];
                genes[i] = genes[j];
                genes[j] = t;
            }
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION || encoding == Encoding.INTEGER;
    }

    @Override
    public String toString() {
        return "shuffleIndexes(" + indpb + ")";
    }
}
