package io.nqueens.operators.crossover;

import java.util.random.RandomGenerator;

/**
 * The kit's own crossovers, and only they: sealed, so a plug-in cannot claim to be one. The engine
 * trusts their output (their tests vouch for it) instead of checking each child, and calls
 * {@link #crossValid} instead of {@link Crossover#cross}. Not for students: a crossover of theirs
 * implements {@link Crossover}, one method. An operator added to the kit joins by implementing
 * this interface and being named in {@code permits}; one that does not is checked like a plug-in.
 */
public sealed interface KitCrossover extends Crossover
        permits CutAndCrossfill, CycleCrossover, GeneWise, OrderCrossover, Pmx, RowBoundary, SinglePoint,
        UniformCrossover {

    /**
     * The engine's entry: the same children and the same random draws as {@link #cross}, for
     * parents already known to be valid genomes of an encoding the operator accepts. The engine's
     * populations hold nothing else (random genomes of the encoding, and children its checks or
     * the kit's tests vouch for), so the kit's permutation operators skip their O(L) checks of the
     * parents' genes here, which cost about 8% of a generation on DEAP's configuration. The O(1)
     * checks of lengths and nulls stay. The default calls {@link #cross}.
     *
     * @param parent1 the first parent, a valid genome, read only
     * @param parent2 the second parent, a valid genome of the same length, read only
     * @param child1 receives the first child
     * @param child2 receives the second child, or null when only one child is wanted
     * @param rng the source of randomness
     */
    default void crossValid(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        cross(parent1, parent2, child1, child2, rng);
    }
}
