package io.nqueens.operators.selection;

import io.nqueens.Checks;
import io.nqueens.engine.Population;

import java.util.random.RandomGenerator;

/** Tournament selection: the best of {@code k} individuals drawn uniformly with replacement. O(k) per pick. */
public final class Tournament implements Selector {
    private final int size;

    private Tournament(int size) {
        this.size = size;
    }

    /** A tournament of {@code size} contestants, at least 1. */
    public static Tournament of(int size) {
        return new Tournament(Checks.atLeast("tournament size", size, 1));
    }

    @Override
    public void select(Population population, int count, int[] into, RandomGenerator rng) {
        int mu = population.size();
        var direction = population.direction();
        for (int i = 0; i < count; i++) {
            int winner = rng.nextInt(mu);
            for (int k = 1; k < size; k++) {
                int challenger = rng.nextInt(mu);
                if (direction.isBetter(population.fitness(challenger), population.fitness(winner))) {
                    winner = challenger;
                }
            }
            into[i] = winner;
        }
    }

    @Override
    public void checkFits(int mu) {
        if (size > mu) {
            throw new IllegalArgumentException("tournament size must be in [1, " + mu
                    + "] (the population size), was " + size);
        }
    }

    @Override
    public String toString() {
        return "tournament(" + size + ")";
    }
}
