package io.nqueens.engine;

import io.nqueens.fitness.Direction;
import io.nqueens.operators.selection.BestFirst;
import io.nqueens.operators.selection.ScoredPopulation;

/**
 * A population of scored genomes, as selectors and replacement strategies see it. The engine owns
 * and reuses the arrays between generations, so genomes read here must not be kept or changed.
 * Index access is O(1); {@link #order()} sorts once per generation, O(μ log μ).
 */
public final class Population implements ScoredPopulation {
    // Not final: exchange() swaps whole populations between buffers in O(1).
    int[][] genes;
    double[] fitness;
    // Identity tags, kept by the engine: two individuals with the same nonzero tag have equal
    // genomes (a copy keeps its original's tag), so counting distinct genomes can skip comparing
    // them. 0 means no identity is known.
    long[] tags;
    private final Direction direction;
    private int[] order; // indices best-first, computed on demand

    Population(int size, int length, Direction direction) {
        this.genes = new int[size][length];
        this.fitness = new double[size];
        this.tags = new long[size];
        this.direction = direction;
    }

    /** {@return the number of individuals μ} */
    @Override
    public int size() {
        return fitness.length;
    }

    /**
     * The genome of individual {@code i}; read it, do not keep or change it.
     *
     * @param i an index in [0, μ)
     * @return the engine's own array, not a copy
     * @throws IllegalArgumentException when {@code i} is out of range
     */
    @Override
    public int[] genes(int i) {
        if (i < 0 || i >= genes.length) {
            throw badIndex(i);
        }
        return genes[i];
    }

    /**
     * The fitness of individual {@code i}.
     *
     * @param i an index in [0, μ)
     * @return its score
     * @throws IllegalArgumentException when {@code i} is out of range
     */
    @Override
    public double fitness(int i) {
        if (i < 0 || i >= fitness.length) {
            throw badIndex(i);
        }
        return fitness[i];
    }

    private IllegalArgumentException badIndex(int i) {
        return new IllegalArgumentException("individual index must be in [0, " + (fitness.length - 1)
                + "] (population size " + fitness.length + "), was " + i);
    }

    /** {@return whether larger or smaller fitness is better} */
    @Override
    public Direction direction() {
        return direction;
    }

    /**
     * Indices from best to worst; ties keep index order. Cached until the population changes.
     *
     * @return the indices, best first; the cached array itself, so do not change it
     */
    @Override
    public int[] order() {
        if (order == null) {
            order = BestFirst.order(fitness, direction);
        }
        return order;
    }

    /**
     * {@return the index of a best individual (the first one in index order among equals)} O(μ).
     */
    @Override
    public int bestIndex() {
        int best = 0;
        for (int i = 1; i < fitness.length; i++) {
            if (direction.isBetter(fitness[i], fitness[best])) {
                best = i;
            }
        }
        return best;
    }

    /**
     * Exchanges the individuals of two populations of the same size and genome length, in O(1):
     * afterwards each holds what the other held, as if every individual had been moved across.
     */
    static void exchange(Population a, Population b) {
        if (a.size() != b.size() || a.genes[0].length != b.genes[0].length || a.direction != b.direction) {
            throw new IllegalArgumentException("populations must match to be exchanged: sizes " + a.size()
                    + " and " + b.size());
        }
        int[][] g = a.genes;
        a.genes = b.genes;
        b.genes = g;
        double[] f = a.fitness;
        a.fitness = b.fitness;
        b.fitness = f;
        long[] t = a.tags;
        a.tags = b.tags;
        b.tags = t;
        a.order = null;
        b.order = null;
    }

    /** Called by the engine whenever genomes or scores change. */
    void invalidate() {
        order = null;
    }
}
