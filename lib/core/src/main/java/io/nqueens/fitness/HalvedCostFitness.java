package io.nqueens.fitness;

import io.nqueens.board.Encoding;

/**
 * Document 000's fitness {@code (N(N-1) - cost) / 2}, where cost is the number of attacking
 * pairs; maximise to N(N-1)/2. Because the cost is halved, a board with 8 attacking pairs still
 * scores 24 of 28: random boards all look good, which is why 000's run creeps so slowly.
 */
public final class HalvedCostFitness implements Fitness {

    /** {@return document 000's formula, for integer-vector and permutation genomes} */
    public static HalvedCostFitness of() {
        return new HalvedCostFitness();
    }

    private HalvedCostFitness() {}

    @Override
    public double evaluate(int[] genes, int n) {
        return ((double) n * (n - 1) - Encoding.INTEGER.attackingPairs(genes, n)) / 2.0;
    }

    @Override
    public Direction direction() {
        return Direction.MAXIMIZE;
    }

    @Override
    public double optimum(int n) {
        return (double) n * (n - 1) / 2;
    }

    @Override
    public boolean accepts(Encoding e) {
        return e == Encoding.INTEGER || e == Encoding.PERMUTATION;
    }
}
