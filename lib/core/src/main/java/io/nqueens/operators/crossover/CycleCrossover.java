package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Cycle crossover (CX, Oliver et al.) for permutations: the positions split into cycles (from
 * position i, go to the position in parent 1 of parent 2's value at i, until back at i). Child 1
 * takes parent 1's genes on the first cycle (the one through position 0), parent 2's on the
 * second, parent 1's on the third, and so on; child 2 the other way round. Every gene keeps the
 * position it had in one of the parents, and the child is a permutation. The operator draws no
 * random numbers: identical parents give copies. O(L), checks included: parents that are not
 * permutations of 0..L-1 are refused, naming the parent, the position and the value.
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
        int n = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        Scratch s = Scratch.of(n);
        int[] where = s.first; // position of each value in parent 1
        CrossoverArgs.positionsOfPermutation(this, "parent1", parent1, where, s);
        if (Arrays.equals(parent1, parent2)) {
            // Every cycle is one position long and the parents agree on it: the children are copies.
            CrossoverArgs.copyParents(parent1, parent2, child1, child2);
            return;
        }
        CrossoverArgs.positionsOfPermutation(this, "parent2", parent2, s.second, s);
        cycles(parent1, parent2, child1, child2, where, s);
    }

    /** Copies each cycle of positions from alternate parents; {@code where}: positions in parent 1. */
    private static void cycles(int[] parent1, int[] parent2, int[] child1, int[] child2, int[] where, Scratch s) {
        int n = parent1.length;
        int[] done = s.marks; // positions already on a cycle: marks[i] == stamp
        int stamp = s.newStamp();
        boolean fromFirst = true;
        for (int start = 0; start < n; start++) {
            if (done[start] == stamp) {
                continue;
            }
            int i = start;
            do {
                done[i] = stamp;
                child1[i] = fromFirst ? parent1[i] : parent2[i];
                if (child2 != null) {
                    child2[i] = fromFirst ? parent2[i] : parent1[i];
                }
                i = where[parent2[i]]; // between two permutations every walk closes at its start
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
