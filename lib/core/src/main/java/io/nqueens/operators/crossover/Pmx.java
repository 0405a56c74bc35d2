package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Partially mapped crossover (PMX) for permutations: the child takes parent 1's genes between two
 * cuts and parent 2's genes elsewhere, following the segment's value mapping wherever a value
 * would repeat, so the child is again a permutation. O(L), checks included: parents that are not
 * permutations of 0..L-1 are refused, naming the parent, the position and the value.
 */
public final class Pmx implements Crossover {

    private final boolean distinctCuts;

    /**
     * {@return PMX with two uniform cut points} Equal cuts make an empty segment, so the children
     * are copies of the parents.
     */
    public static Pmx of() {
        return new Pmx(false);
    }

    /**
     * DEAP's cxPartialyMatched: PMX whose two cut points always differ, so every crossover
     * exchanges at least one gene (see {@link Cuts#twoDistinctCuts}).
     *
     * @return PMX whose segment is never empty
     */
    public static Pmx withDistinctCuts() {
        return new Pmx(true);
    }

    private Pmx(boolean distinctCuts) {
        this.distinctCuts = distinctCuts;
    }

    /** {@return whether the two cuts always differ: the variant {@link #withDistinctCuts()} makes} */
    public boolean distinctCuts() {
        return distinctCuts;
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int length = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        Scratch s = Scratch.of(length); // first: positions in parent1; second: in parent2
        // Equal parents map every value to itself: both children are the parent, so one check of
        // it is all they need (a converged population pairs many equal parents). The cuts are
        // still drawn, so a seeded run makes the same draws either way.
        boolean equal = Arrays.equals(parent1, parent2);
        CrossoverArgs.positionsOfPermutation(this, "parent1", parent1, s.first, s);
        if (!equal) {
            CrossoverArgs.positionsOfPermutation(this, "parent2", parent2, s.second, s);
        }
        int[] cuts = distinctCuts ? Cuts.twoDistinctCuts(length, rng) : Cuts.twoCuts(length, rng);
        int a = cuts[0];
        int b = cuts[1];
        if (equal) {
            CrossoverArgs.copyParents(parent1, parent2, child1, child2);
            return;
        }
        map(parent1, parent2, a, b, child1, s.second);
        if (child2 != null) {
            map(parent2, parent1, a, b, child2, s.first);
        }
    }

    /**
     * Child = {@code segment} on [a, b), {@code rest} elsewhere, conflicts resolved by the mapping.
     * Goldberg's swap form: start from a copy of {@code rest}; for each segment position i, swap
     * the value segment[i] into place i. The value it displaces moves to where segment[i] was,
     * which is where the mapping chain would have sent it, so the child equals the chain
     * definition, without its data-dependent inner loop. {@code where} holds the positions of
     * {@code rest}'s values on entry and is changed.
     */
    private static void map(int[] segment, int[] rest, int a, int b, int[] child, int[] where) {
        int n = segment.length;
        System.arraycopy(rest, 0, child, 0, n);
        for (int i = a; i < b; i++) {
            int v = segment[i];
            int j = where[v];
            int displaced = child[i];
            child[j] = displaced;
            where[displaced] = j;
            child[i] = v;
            where[v] = i;
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION;
    }

    @Override
    public String toString() {
        return distinctCuts ? "pmx(distinct cuts)" : "pmx";
    }
}
