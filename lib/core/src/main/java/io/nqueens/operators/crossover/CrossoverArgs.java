package io.nqueens.operators.crossover;

import java.util.random.RandomGenerator;

/**
 * The argument checks every crossover of this package makes before it reads a gene or draws a
 * random number, following the contract of {@link Crossover#cross}: both parents non-null and of
 * one length L, at least the length the operator needs; {@code child1} non-null and of length L;
 * {@code child2} either null or of length L; a non-null {@code rng}. O(1): a few comparisons, and
 * the message (naming the operator, the parameter, the value and the accepted range) is built
 * only when a check fails. Operators that index arrays by gene value also check the genes, in one
 * O(L) pass per parent that also builds the position table they need
 * ({@link #positionsOfPermutation}, {@link #badGene}).
 */
final class CrossoverArgs {
    private CrossoverArgs() {}

    /**
     * Checks the arguments of {@code operator.cross(parent1, parent2, child1, child2, rng)} and
     * returns the parents' length L, at least {@code minLength}.
     *
     * @throws IllegalArgumentException naming the first argument at fault
     */
    static int check(Crossover operator, int[] parent1, int[] parent2, int[] child1, int[] child2,
            RandomGenerator rng, int minLength) {
        if (parent1 == null || parent2 == null || child1 == null || rng == null) {
            throw nullArgument(operator, parent1 == null ? "parent1" : parent2 == null ? "parent2"
                    : child1 == null ? "child1" : "rng");
        }
        int length = parent1.length;
        if (length < minLength || parent2.length != length || child1.length != length
                || (child2 != null && child2.length != length)) {
            throw badLength(operator, parent1, parent2, child1, child2, minLength);
        }
        return length;
    }

    /**
     * The children of two equal parents, for a crossover whose children are then copies of them:
     * {@code child1} gets {@code parent1}, {@code child2} (when asked for) {@code parent2}. O(L).
     */
    static void copyParents(int[] parent1, int[] parent2, int[] child1, int[] child2) {
        System.arraycopy(parent1, 0, child1, 0, parent1.length);
        if (child2 != null) {
            System.arraycopy(parent2, 0, child2, 0, parent2.length);
        }
    }

    /**
     * Checks that {@code genes} is a permutation of 0..L-1 and writes each value's position into
     * {@code where} ({@code where[genes[i]] = i}), which the permutation operators need anyway: one
     * O(L) pass. Up to 64 genes the values seen are bits of one long kept in a register, a shift and
     * an OR per gene: the table of marks costs a load and a store more per gene, twice per PMX
     * (in DEAP's configuration this pass went from about 12% to 11% of the sampled generation).
     * Longer genomes, and any genome the bits find at fault, go through the thread's
     * {@link Scratch} table of marks, which names the first fault as it always has.
     *
     * @throws IllegalArgumentException naming the operator, the parent, the position and the value
     */
    static void positionsOfPermutation(Crossover operator, String parent, int[] genes, int[] where, Scratch s) {
        if (genes.length > Long.SIZE || !positionsInBits(genes, where)) {
            // Also where the bits saw a fault: this pass finds the first one, to name it.
            positionsMarked(operator, parent, genes, where, s);
        }
    }

    /**
     * {@link #positionsOfPermutation}'s pass up to 64 genes, the values seen kept as bits of one
     * long; false, with {@code where} part written, when a value is out of range or repeated.
     */
    private static boolean positionsInBits(int[] genes, int[] where) {
        int n = genes.length;
        long seen = 0;
        for (int i = 0; i < n; i++) {
            int v = genes[i];
            if (v < 0 || v >= n) {
                return false;
            }
            seen |= 1L << v;
            where[v] = i;
        }
        return Long.bitCount(seen) == n; // n values in [0, n) set n bits exactly when none repeats
    }

    /** {@link #positionsOfPermutation}'s pass with the table of marks: any length. */
    private static void positionsMarked(Crossover operator, String parent, int[] genes, int[] where, Scratch s) {
        int n = genes.length;
        int[] seen = s.marks;
        int stamp = s.newStamp();
        for (int i = 0; i < n; i++) {
            int v = genes[i];
            if (v < 0 || v >= n) {
                throw badGene(operator, parent, genes, i, "in [0, " + (n - 1) + "] (a permutation of 0.." + (n - 1)
                        + ")");
            }
            if (seen[v] == stamp) {
                throw repeated(operator, parent, genes, i);
            }
            seen[v] = stamp;
            where[v] = i;
        }
    }

    private static IllegalArgumentException repeated(Crossover operator, String parent, int[] genes, int i) {
        int first = 0;
        while (genes[first] != genes[i]) {
            first++;
        }
        return new IllegalArgumentException("crossover " + operator + ": " + parent + " must be a permutation of 0.."
                + (genes.length - 1) + ", but " + parent + "[" + first + "] = " + genes[i] + " repeats at " + parent
                + "[" + i + "]");
    }

    /** The error for {@code genes[i]}, which is not what {@code expected} says. */
    static IllegalArgumentException badGene(Crossover operator, String parent, int[] genes, int i, String expected) {
        return new IllegalArgumentException("crossover " + operator + ": " + parent + "[" + i + "] must be "
                + expected + ", was " + genes[i]);
    }

    private static IllegalArgumentException nullArgument(Crossover operator, String name) {
        return new IllegalArgumentException("crossover " + operator + ": " + name + " must not be null");
    }

    private static IllegalArgumentException badLength(Crossover operator, int[] parent1, int[] parent2,
            int[] child1, int[] child2, int minLength) {
        int length = parent1.length;
        String what;
        if (length < minLength) {
            what = "parent1.length must be at least " + minLength + ", was " + length;
        } else if (parent2.length != length) {
            what = "parent2.length must be " + length + " (parent1.length: parents must have the same length), was "
                    + parent2.length;
        } else if (child1.length != length) {
            what = "child1.length must be " + length + " (the parents' length), was " + child1.length;
        } else {
            what = "child2.length must be " + length + " (the parents' length), was " + child2.length;
        }
        return new IllegalArgumentException("crossover " + operator + ": " + what);
    }
}
