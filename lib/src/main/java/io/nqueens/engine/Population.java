package io.nqueens.engine;

import io.nqueens.fitness.Direction;

import java.util.Arrays;

/**
 * A population of scored genomes, as selectors and replacement strategies see it. The engine owns
 * and reuses the arrays between generations, so genomes read here must not be kept or changed.
 * Index access is O(1); {@link #order()} sorts once per generation, O(μ log μ).
 */
public final class Population {
    final int[][] genes;
    final double[] fitness;
    private final Direction direction;
    private int[] order; // indices best-first, computed on demand

    Population(int size, int length, Direction direction) {
        this.genes = new int[size][length];
        this.fitness = new double[size];
        this.direction = direction;
    }

    /** Number of individuals μ. */
    public int size() {
        return fitness.length;
    }

    /** The genome of individual {@code i}; read it, do not keep or change it. */
    public int[] genes(int i) {
        return genes[i];
    }

    /** The fitness of individual {@code i}. */
    public double fitness(int i) {
        return fitness[i];
    }

    /** Whether larger or smaller fitness is better. */
    public Direction direction() {
        return direction;
    }

    /** Indices from best to worst; ties keep index order. Cached until the population changes. */
    public int[] order() {
        if (order == null) {
            Integer[] boxed = new Integer[fitness.length];
            for (int i = 0; i < boxed.length; i++) {
                boxed[i] = i;
            }
            // Stable sort, so equal fitness keeps index order and runs stay reproducible.
            if (direction == Direction.MAXIMIZE) {
                Arrays.sort(boxed, (a, b) -> Double.compare(fitness[b], fitness[a]));
            } else {
                Arrays.sort(boxed, (a, b) -> Double.compare(fitness[a], fitness[b]));
            }
            order = new int[boxed.length];
            for (int i = 0; i < boxed.length; i++) {
                order[i] = boxed[i];
            }
        }
        return order;
    }

    /** Index of a best individual (the first one in index order among equals). O(μ). */
    public int bestIndex() {
        int best = 0;
        for (int i = 1; i < fitness.length; i++) {
            if (direction.isBetter(fitness[i], fitness[best])) {
                best = i;
            }
        }
        return best;
    }

    /** Called by the engine whenever genomes or scores change. */
    void invalidate() {
        order = null;
    }
}
