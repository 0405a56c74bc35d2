package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Order crossover (OX, Davis) for permutations: the child takes parent 1's genes between two
 * cuts, then fills the other places, starting right after the segment and wrapping around, with
 * parent 2's remaining values in the order they appear in parent 2 counted from the same place.
 * The child keeps parent 1's segment in place and parent 2's relative order elsewhere, and is a
 * permutation again. O(L), checks included: parents that are not permutations of 0..L-1 are
 * refused, naming the parent, the position and the value.
 */
public final class OrderCrossover implements Crossover {

    /** {@return OX with two uniform cut points in [0, L]} An empty segment copies parent 2. */
    public static OrderCrossover of() {
        return new OrderCrossover();
    }

    private OrderCrossover() {}

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int length = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        Scratch s = Scratch.of(length); // the positions are not needed, only the checks
        CrossoverArgs.positionsOfPermutation(this, "parent1", parent1, s.first, s);
        if (!Arrays.equals(parent1, parent2)) {
            CrossoverArgs.positionsOfPermutation(this, "parent2", parent2, s.second, s);
            cross(parent1, parent2, child1, child2, rng, s);
            return;
        }
        // Equal parents give copies of the parent (the segment, then the parent's own order from
        // its end): one check and a copy, a converged population pairs many. The cuts are still
        // drawn, so a seeded run makes the same draws either way.
        Cuts.twoCuts(length, rng);
        CrossoverArgs.copyParents(parent1, parent2, child1, child2);
    }

    private void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng, Scratch s) {
        int length = parent1.length;
        int[] cuts = Cuts.twoCuts(length, rng);
        int a = cuts[0];
        int b = cuts[1];
        fill(parent1, parent2, a, b, child1, s);
        if (child2 != null) {
            fill(parent2, parent1, a, b, child2, s);
        }
    }

    /** Child = {@code segment} on [a, b); the rest in {@code order}'s order, from b on, wrapping. */
    private static void fill(int[] segment, int[] order, int a, int b, int[] child, Scratch s) {
        int n = segment.length;
        int[] inSegment = s.marks; // values in the segment: marks[v] == stamp
        int stamp = s.newStamp();
        for (int i = a; i < b; i++) {
            inSegment[segment[i]] = stamp;
            child[i] = segment[i];
        }
        // The free places b..n-1, 0..a-1 form one run around the ring: fill them in that order.
        // Both walks wrap by a comparison rather than %, which costs a division per gene.
        int start = b == n ? 0 : b;
        int place = start;
        for (int t = 0, k = start; t < n; t++, k = k + 1 == n ? 0 : k + 1) {
            int v = order[k];
            if (inSegment[v] != stamp) {
                child[place] = v;
                place = place + 1 == n ? 0 : place + 1;
            }
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION;
    }

    @Override
    public String toString() {
        return "ox";
    }
}
