package io.nqueens.operators.crossover;

import java.util.random.RandomGenerator;

/** A user's crossover with a name: see {@link Crossover#named(String, Crossover)}. */
record NamedCrossover(String name, Crossover body) implements Crossover {

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        body.cross(parent1, parent2, child1, child2, rng);
    }

    @Override
    public String toString() {
        return name;
    }
}
