package io.nqueens.testing;

import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;

import java.util.function.ToDoubleFunction;

/** A fitness made of a scoring function, for tests that need scores the kit's fitnesses never give. */
public final class TestFitness {
    private TestFitness() {}

    /** A fitness named {@code name} (its toString, for messages) scoring each genome with {@code score}. */
    public static Fitness of(String name, Direction direction, double optimum, ToDoubleFunction<int[]> score) {
        return new Fitness() {
            @Override
            public double evaluate(int[] genes, int n) {
                return score.applyAsDouble(genes);
            }

            @Override
            public Direction direction() {
                return direction;
            }

            @Override
            public double optimum(int n) {
                return optimum;
            }

            @Override
            public String toString() {
                return name;
            }
        };
    }
}
