package io.nqueens.operators.crossover;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * pyevolve's cut-and-crossfill, the crossover document 002 chose: cut at c in [1, L-1]; the child
 * keeps its first parent's head and fills the tail, in order, with the other parent's values that
 * do not already occur in that head. Meant for permutations, where it keeps them valid.
 *
 * <p>On 002's 0/1 board it misbehaves: once the head holds both a 0 and a 1 every value is skipped
 * and the child is a plain copy of its parent; a head of only 0s fills the tail's start with the
 * other parent's 1s and so adds queens, and a head of only 1s (a rare cut inside a run of 1s at the
 * very start) writes the other parent's 0s over the tail and so loses queens. O(L).
 */
public final class CutAndCrossfill implements Crossover {

    /** {@return pyevolve's G1DListCrossoverCutCrossfill} */
    public static CutAndCrossfill of() {
        return new CutAndCrossfill();
    }

    private CutAndCrossfill() {}

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int length = CrossoverArgs.check(this, parent1, parent2, child1, child2, 1);
        int cut = length == 1 ? 0 : 1 + rng.nextInt(length - 1);
        fill(parent1, parent2, cut, child1);
        if (child2 != null) {
            fill(parent2, parent1, cut, child2);
        }
    }

    private static void fill(int[] head, int[] donor, int cut, int[] child) {
        int length = head.length;
        System.arraycopy(head, 0, child, 0, length);
        int max = 0;
        for (int v : head) {
            max = Math.max(max, v);
        }
        for (int v : donor) {
            max = Math.max(max, v);
        }
        boolean[] inHead = new boolean[max + 1];
        for (int i = 0; i < cut; i++) {
            inHead[head[i]] = true;
        }
        int x = 0;
        for (int v : donor) {
            if (inHead[v]) {
                continue;
            }
            if (x >= length - cut) {
                break;
            }
            child[cut + x] = v;
            x++;
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        // Valid for permutations; allowed on BINARY only to reproduce document 002 (see above).
        return encoding == Encoding.PERMUTATION || encoding == Encoding.BINARY;
    }

    @Override
    public String toString() {
        return "cutAndCrossfill";
    }
}
