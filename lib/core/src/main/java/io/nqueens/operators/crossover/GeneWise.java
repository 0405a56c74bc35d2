package io.nqueens.operators.crossover;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Gene-wise crossover with a built-in mutation share (document 004): each gene of the child comes
 * from parent 1 with probability {@code p1}, from parent 2 with probability {@code p2}, and is a
 * fresh random row otherwise (45% / 45% / 10% in 004). O(L).
 */
public final class GeneWise implements Crossover {
    private final double fromFirst;
    private final double fromSecond;

    private GeneWise(double fromFirst, double fromSecond) {
        this.fromFirst = fromFirst;
        this.fromSecond = fromSecond;
    }

    /**
     * Shares for parent 1 and parent 2; the rest, {@code 1 - p1 - p2}, is the random-gene share.
     *
     * @param fromFirst the share p1 of genes taken from parent 1, in [0, 1]
     * @param fromSecond the share p2 of genes taken from parent 2, in [0, 1]; p1 + p2 at most 1
     * @return the crossover
     * @throws IllegalArgumentException when a share is outside [0, 1] or p1 + p2 exceeds 1
     */
    public static GeneWise of(double fromFirst, double fromSecond) {
        Checks.probability("share from parent 1", fromFirst);
        Checks.probability("share from parent 2", fromSecond);
        if (fromFirst + fromSecond > 1.0 + 1e-12) {
            throw new IllegalArgumentException("shares from parent 1 and parent 2 must add up to at most 1, were "
                    + fromFirst + " + " + fromSecond);
        }
        return new GeneWise(fromFirst, fromSecond);
    }

    /** {@return document 004's 45% / 45% / 10% gene-wise crossover} */
    public static GeneWise document004() {
        return of(0.45, 0.45);
    }

    /** {@return the share p1 of genes taken from parent 1} */
    public double fromFirst() {
        return fromFirst;
    }

    /** {@return the share p2 of genes taken from parent 2} */
    public double fromSecond() {
        return fromSecond;
    }

    /** {@return the share of genes drawn at random, {@code 1 - p1 - p2}} */
    public double mutationShare() {
        return Math.max(0.0, 1.0 - fromFirst - fromSecond);
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        mix(parent1, parent2, child1, rng);
        if (child2 != null) {
            mix(parent2, parent1, child2, rng);
        }
    }

    private void mix(int[] a, int[] b, int[] child, RandomGenerator rng) {
        int n = a.length;
        for (int i = 0; i < n; i++) {
            double r = rng.nextDouble();
            child[i] = r < fromFirst ? a[i] : r < fromFirst + fromSecond ? b[i] : rng.nextInt(n);
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.INTEGER;
    }

    @Override
    public String toString() {
        return "geneWise(" + fromFirst + "/" + fromSecond + "/" + (float) mutationShare() + ")";
    }
}
