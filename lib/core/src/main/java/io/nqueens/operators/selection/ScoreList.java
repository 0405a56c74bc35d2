package io.nqueens.operators.selection;

import io.nqueens.Checks;
import io.nqueens.fitness.Direction;

/** A population of scores alone (genomes of length 0): see {@link ScoredPopulation#of}. */
record ScoreList(Direction direction, double[] scores) implements ScoredPopulation {
    private static final int[] NO_GENES = new int[0];

    @Override
    public int size() {
        return scores.length;
    }

    @Override
    public int[] genes(int i) {
        Checks.inRange("individual index", i, 0, scores.length - 1);
        return NO_GENES;
    }

    @Override
    public double fitness(int i) {
        return scores[Checks.inRange("individual index", i, 0, scores.length - 1)];
    }

    @Override
    public String toString() {
        return "population of " + scores.length + " scores";
    }
}
