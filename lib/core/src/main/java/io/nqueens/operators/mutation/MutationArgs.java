package io.nqueens.operators.mutation;

import java.util.random.RandomGenerator;

/**
 * The argument check every mutation of this package makes before it reads a gene or draws a
 * random number, following the contract of {@link Mutation#mutate}: a non-null genome of at least
 * one gene and a non-null {@code rng}. O(1); the message (naming the operator, the parameter, the
 * value and the accepted range) is built only when the check fails.
 */
final class MutationArgs {
    private MutationArgs() {}

    /**
     * Checks the genome given to {@code operator.mutate} and returns its length, at least 1.
     *
     * @throws IllegalArgumentException when {@code genes} is null or empty, or {@code rng} is null
     */
    static int check(Mutation operator, int[] genes, RandomGenerator rng) {
        if (genes == null || genes.length == 0 || rng == null) {
            throw new IllegalArgumentException("mutation " + operator + ": " + (genes == null ? "genes must not be null"
                    : genes.length == 0 ? "genes.length must be at least 1, was 0" : "rng must not be null"));
        }
        return genes.length;
    }
}
