package io.nqueens.engine;

import io.nqueens.fitness.Direction;

/** Builds scored populations for selector tests (the constructor is package-private). */
public final class TestPopulations {
    private TestPopulations() {}

    /** A population with the given scores and one-gene placeholder genomes. */
    public static Population of(Direction direction, double... fitness) {
        Population p = new Population(fitness.length, 1, direction);
        for (int i = 0; i < fitness.length; i++) {
            p.fitness[i] = fitness[i];
            p.genes[i][0] = i;
        }
        return p;
    }
}
