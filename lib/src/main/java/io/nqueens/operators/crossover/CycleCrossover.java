package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Cycle crossover (CX, Oliver et al.) for permutations: the positions split into cycles (from
 * position i, go to the position in parent 1 of parent 2's value at i, until back at i). Child 1
 * takes parent 1's genes on the first cycle (the one through position 0), parent 2's on the
 * second, parent 1's on the third, and so on; child 2 the other way round. Every gene keeps the
 * position it had in one of the parents, and the child is a permutation. The operator draws no
 * random numbers: identical parents give copies. O(L).
 */
public final class CycleCrossover implements Crossover {

    /**
     * {@return cycle crossover} Cycles alternate between the parents, starting with parent 1 on the
     * cycle through position 0.
     */
    public static CycleCrossover of() {
        return new CycleCrossover();
    }

    private CycleCrossover() {}

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int n = CrossoverArgs.check(this, parent1, parent2, child1, child2, 1);
        int[] where = new int[n]; // position of each value in parent 1
        for (int i = 0; i < n; i++) {
            if (parent1[i] < 0 || parent1[i] >= n || parent2[i] < 0 || parent2[i] >= n) {
                throw new IllegalArgumentException("parent genes must be in [0, " + (n - 1) + "] (permutations),"
                        + " were " + parent1[i] + " and " + parent2[i] + " at position " + i);
            }
            where[parent1[i]] = i;
        }
        boolean[] done = new boolean[n];
        boolean fromFirst = true;
        for (int start = 0; start < n; start++) {
            if (done[start]) {
                continue;
            }
            int i = start;
            do {
                done[i] = true;
                child1[i] = fromFirst ? parent1[i] : parent2[i];
                if (child2 != null) {
                    child2[i] = fromFirst ? parent2[i] : parent1[i];
                }
                i = where[parent2[i]];
                if (i != start && done[i]) {
                    // Only when a value repeats: between two permutations every walk closes at its start.
                    throw new IllegalArgumentException("parents must be permutations of 0.." + (n - 1)
                            + " (cycle crossover), but a value repeats in parent1 or parent2");
                }
            } while (i != start);
            fromFirst = !fromFirst;
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION;
    }

    @Override
    public String toString() {
        return "cx";
    }
}
