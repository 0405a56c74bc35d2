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
 * very start) writes the other parent's 0s over the tail and so loses queens. O(L), checks
 * included: a gene outside [0, max(1, L-1)] is refused, naming the parent, the position and the
 * value.
 */
public final class CutAndCrossfill implements Crossover {

    /** {@return pyevolve's G1DListCrossoverCutCrossfill} */
    public static CutAndCrossfill of() {
        return new CutAndCrossfill();
    }

    private CutAndCrossfill() {}

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int length = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        int top = Math.max(1, length - 1); // the largest value: L - 1 in a permutation, 1 on a 0/1 board
        checkGenes(parent1, "parent1", top);
        checkGenes(parent2, "parent2", top);
        int cut = length == 1 ? 0 : 1 + rng.nextInt(length - 1);
        fill(parent1, parent2, cut, child1, top);
        if (child2 != null) {
            fill(parent2, parent1, cut, child2, top);
        }
    }

    /** Genes index the table of values seen in the head, so each must lie in [0, top]. */
    private void checkGenes(int[] genes, String parent, int top) {
        for (int i = 0; i < genes.length; i++) {
            if (genes[i] < 0 || genes[i] > top) {
                throw CrossoverArgs.badGene(this, parent, genes, i, "in [0, " + top + "] (a permutation's values "
                        + "0..L-1, or 0 and 1 on a binary board)");
            }
        }
    }

    private static void fill(int[] head, int[] donor, int cut, int[] child, int top) {
        int length = head.length;
        System.arraycopy(head, 0, child, 0, length);
        Scratch s = Scratch.of(top + 1);
        int[] inHead = s.marks; // values in the head: marks[v] == stamp
        int stamp = s.newStamp();
        for (int i = 0; i < cut; i++) {
            inHead[head[i]] = stamp;
        }
        int x = 0;
        for (int v : donor) {
            if (inHead[v] == stamp) {
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
