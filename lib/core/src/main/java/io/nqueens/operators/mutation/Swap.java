package io.nqueens.operators.mutation;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Swap mutation: exchanges the genes at two positions, so a permutation stays a permutation and
 * a 0/1 board keeps its number of queens. {@link #of()} swaps two distinct positions once.
 *
 * <p>{@link #pyevolve(double)} is pyevolve's G1DListMutatorSwap as document 002 ran it: with
 * rate p and L genes, if {@code p × L < 1} each position is swapped with a random one with
 * probability p; otherwise it makes {@code round(p × L)} swaps of two random (possibly equal)
 * positions. So 002's "mutation rate 0.02" on 64 genes means exactly one swap in every child.
 * O(1) or O(L).
 */
public final class Swap implements Mutation {
    private final double pyevolveRate; // NaN for the plain swap

    private Swap(double pyevolveRate) {
        this.pyevolveRate = pyevolveRate;
    }

    /** {@return a mutation swapping two distinct positions once} */
    public static Swap of() {
        return new Swap(Double.NaN);
    }

    /**
     * pyevolve's swap mutator with its rate (see above); the engine should call it on every child.
     *
     * @param rate pyevolve's mutation rate p, in [0, 1]
     * @return the mutation
     */
    public static Swap pyevolve(double rate) {
        return new Swap(Checks.probability("pyevolve swap rate", rate));
    }

    /** {@return pyevolve's rate p of {@link #pyevolve(double)}, or NaN for the plain swap of {@link #of()}} */
    public double pyevolveRate() {
        return pyevolveRate;
    }

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        int length = MutationArgs.check(this, genes, rng);
        if (length < 2) {
            return;
        }
        if (Double.isNaN(pyevolveRate)) {
            int i = rng.nextInt(length);
            Draws.swap(genes, i, Draws.otherThan(i, length, rng));
            return;
        }
        double expected = pyevolveRate * length;
        if (pyevolveRate <= 0) {
            return;
        }
        if (expected < 1.0) {
            for (int i = 0; i < length; i++) {
                if (rng.nextDouble() < pyevolveRate) {
                    Draws.swap(genes, i, rng.nextInt(length));
                }
            }
        } else {
            long swaps = Math.round(expected);
            for (long k = 0; k < swaps; k++) {
                Draws.swap(genes, rng.nextInt(length), rng.nextInt(length));
            }
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding != Encoding.ONE_HOT_ROWS; // a swap across rows would break one-hot groups
    }

    @Override
    public String toString() {
        return Double.isNaN(pyevolveRate) ? "swap" : "swap(pyevolve " + pyevolveRate + ")";
    }
}
