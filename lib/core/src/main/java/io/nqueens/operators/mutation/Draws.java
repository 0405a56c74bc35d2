package io.nqueens.operators.mutation;

import java.util.random.RandomGenerator;

/** Small random draws the mutations share. O(1) each. */
final class Draws {
    private Draws() {}

    /**
     * A uniform value in [0, bound) other than {@code excluded}: one draw from the bound - 1 other
     * values, skipping over the excluded one. Needs {@code bound >= 2}.
     */
    static int otherThan(int excluded, int bound, RandomGenerator rng) {
        int v = rng.nextInt(bound - 1);
        return v >= excluded ? v + 1 : v;
    }

    /** Exchanges the genes at positions i and j. */
    static void swap(int[] genes, int i, int j) {
        int t = genes[i];
        genes[i] = genes[j];
        genes[j] = t;
    }
}
