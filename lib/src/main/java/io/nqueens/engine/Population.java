package io.nqueens.engine;

import io.nqueens.fitness.Direction;

/**
 * A population of scored genomes, as selectors and replacement strategies see it. The engine owns
 * and reuses the arrays between generations, so genomes read here must not be kept or changed.
 * Index access is O(1); {@link #order()} sorts once per generation, O(μ log μ).
 */
public final class Population {
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
    public int size() {
        return fitness.length;
    }

    /**
     * The genome of individual {@code i}; read it, do not keep or change it.
     *
     * @param i an index in [0, μ)
     * @return the engine's own array, not a copy
     */
    public int[] genes(int i) {
        return genes[i];
    }

    /**
     * The fitness of individual {@code i}.
     *
     * @param i an index in [0, μ)
     * @return its score
     */
    public double fitness(int i) {
        return fitness[i];
    }

    /** {@return whether larger or smaller fitness is better} */
    public Direction direction() {
        return direction;
    }

    /**
     * Indices from best to worst; ties keep index order. Cached until the population changes.
     *
     * @return the indices, best first; the cached array itself, so do not change it
     */
    public int[] order() {
        if (order == null) {
            int mu = fitness.length;
            int[] idx = new int[mu];
            for (int i = 0; i < mu; i++) {
                idx[i] = i;
            }
            // A stable merge sort on primitive indices (no Integer boxing, no comparator object):
            // equal fitness keeps index order, the same order a stable boxed sort gave.
            sort(idx, new int[mu], 0, mu);
            order = idx;
        }
        return order;
    }

    /** True when individual a must come before individual b (strictly better fitness). */
    private boolean before(int a, int b) {
        int c = Double.compare(fitness[a], fitness[b]);
        return direction == Direction.MAXIMIZE ? c > 0 : c < 0;
    }

    /** Stable merge sort of idx[lo, hi) by fitness, best first; insertion sort on short runs. */
    private void sort(int[] idx, int[] tmp, int lo, int hi) {
        if (hi - lo <= 24) {
            for (int i = lo + 1; i < hi; i++) {
                int x = idx[i];
                int j = i - 1;
                while (j >= lo && before(x, idx[j])) {
                    idx[j + 1] = idx[j];
                    j--;
                }
                idx[j + 1] = x;
            }
            return;
        }
        int mid = (lo + hi) >>> 1;
        sort(idx, tmp, lo, mid);
        sort(idx, tmp, mid, hi);
        if (!before(idx[mid], idx[mid - 1])) {
            return; // already in order
        }
        System.arraycopy(idx, lo, tmp, lo, hi - lo);
        int i = lo;
        int j = mid;
        for (int k = lo; k < hi; k++) {
            // Take from the right half only when strictly better: ties keep the left (earlier) one.
            if (j < hi && (i >= mid || before(tmp[j], tmp[i]))) {
                idx[k] = tmp[j++];
            } else {
                idx[k] = tmp[i++];
            }
        }
    }

    /**
     * {@return the index of a best individual (the first one in index order among equals)} O(μ).
     */
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
