package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Recombination: writes one or two children from two parents. Parents are read only; children
 * are buffers of the same length that the engine reuses, so an operator must overwrite every gene.
 */
@FunctionalInterface
public interface Crossover {

    /**
     * Writes a first child into {@code child1} and, unless {@code child2} is null, a second one
     * into {@code child2}.
     */
    void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng);

    /** Whether this operator works on (and, unless documented, keeps valid) genomes of this encoding. */
    default boolean accepts(Encoding encoding) {
        return true;
    }
}
