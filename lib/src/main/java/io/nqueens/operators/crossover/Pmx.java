package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Partially mapped crossover (PMX) for permutations: the child takes parent 1's genes between two
 * cuts and parent 2's genes elsewhere, following the segment's value mapping wherever a value
 * would repeat, so the child is again a permutation. O(L).
 */
public final class Pmx implements Crossover {

    /** PMX with two uniform cut points. */
    public static Pmx of() {
        return new Pmx();
    }

    private Pmx() {}

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int[] cuts = Cuts.twoCuts(parent1.length, rng);
        int a = cuts[0];
        int b = cuts[1];
        map(parent1, parent2, a, b, child1);
        if (child2 != null) {
            map(parent2, parent1, a, b, child2);
        }
    }

    /** Child = {@code segment} on [a, b), {@code rest} elsewhere, conflicts resolved by the mapping. */
    private static void map(int[] segment, int[] rest, int a, int b, int[] child) {
        int n = segment.length;
        int[] where = new int[n]; // position of each value in the segment parent
        for (int i = 0; i < n; i++) {
            where[segment[i]] = i;
        }
        System.arraycopy(segment, a, child, a, b - a);
        for (int i = 0; i < n; i++) {
            if (i >= a && i < b) {
                continue;
            }
            int v = rest[i];
            // While v is already used by the copied segment, follow the mapping segment -> rest.
            while (where[v] >= a && where[v] < b) {
                v = rest[where[v]];
            }
            child[i] = v;
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION;
    }

    @Override
    public String toString() {
        return "pmx";
    }
}
