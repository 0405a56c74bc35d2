package io.nqueens.operators.crossover;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Uniform crossover for integer vectors (DEAP's cxUniform): each gene is exchanged between the
 * children with probability {@code indpb}, so child 1 takes it from parent 2 and child 2 from
 * parent 1; otherwise each child keeps its own parent's gene. The two children are complementary.
 * O(L).
 */
public final class UniformCrossover implements Crossover {
    private final double swapProbability;

    private UniformCrossover(double swapProbability) {
        this.swapProbability = swapProbability;
    }

    /** {@return uniform crossover exchanging each gene with probability 1/2} */
    public static UniformCrossover of() {
        return new UniformCrossover(0.5);
    }

    /**
     * Uniform crossover exchanging each gene with probability {@code indpb}.
     *
     * @param indpb the per-gene exchange probability, in [0, 1]
     * @return the crossover
     */
    public static UniformCrossover of(double indpb) {
        return new UniformCrossover(Checks.probability("uniform crossover gene exchange probability indpb", indpb));
    }

    /** {@return the probability that a position exchanges its genes between the children} */
    public double indpb() {
        return swapProbability;
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int n = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        for (int i = 0; i < n; i++) {
            boolean exchange = rng.nextDouble() < swapProbability;
            child1[i] = exchange ? parent2[i] : parent1[i];
            if (child2 != null) {
                child2[i] = exchange ? parent1[i] : parent2[i];
            }
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        // Mixing genes of a permutation or a grid does not keep it valid.
        return encoding == Encoding.INTEGER;
    }

    @Override
    public String toString() {
        return "uniform(" + swapProbability + ")";
    }
}
