package io.nqueens.operators.selection;

import io.nqueens.fitness.Direction;

/**
 * Orders a scored population from best to worst: a stable merge sort on primitive indices (no
 * boxing, no comparator object), so equal fitness keeps index order. O(μ log μ) time, O(μ) space.
 */
public final class BestFirst {
    private BestFirst() {}

    /**
     * {@return the indices of {@code population} from best to worst, ties in index order}
     *
     * @param population the scored population, not null
     */
    public static int[] order(ScoredPopulation population) {
        int mu = population.size();
        double[] fitness = new double[mu];
        for (int i = 0; i < mu; i++) {
            fitness[i] = population.fitness(i);
        }
        return order(fitness, population.direction());
    }

    /**
     * {@return the indices of {@code fitness} from best to worst in {@code direction}, ties in
     * index order}
     *
     * @param fitness the scores, read only
     * @param direction whether larger or smaller is better
     */
    public static int[] order(double[] fitness, Direction direction) {
        int mu = fitness.length;
        int[] idx = new int[mu];
        for (int i = 0; i < mu; i++) {
            idx[i] = i;
        }
        new Sorter(fitness, direction == Direction.MAXIMIZE).sort(idx, new int[mu], 0, mu);
        return idx;
    }

    /**
     * {@return the index of a best individual, the first among equals} O(μ).
     *
     * @param population the scored population, not null
     */
    public static int bestIndex(ScoredPopulation population) {
        Direction direction = population.direction();
        int best = 0;
        double bestFitness = population.fitness(0);
        for (int i = 1; i < population.size(); i++) {
            double f = population.fitness(i);
            if (direction.isBetter(f, bestFitness)) {
                best = i;
                bestFitness = f;
            }
        }
        return best;
    }

    private record Sorter(double[] fitness, boolean maximize) {
        /** True when individual a must come before individual b (strictly better fitness). */
        private boolean before(int a, int b) {
            int c = Double.compare(fitness[a], fitness[b]);
            return maximize ? c > 0 : c < 0;
        }

        /** Sorts idx[lo, hi) best first; insertion sort on short runs. */
        void sort(int[] idx, int[] tmp, int lo, int hi) {
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
    }
}
