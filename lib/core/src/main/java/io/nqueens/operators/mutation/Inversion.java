package io.nqueens.operators.mutation;

import io.nqueens.board.Encoding;

import java.util.random.RandomGenerator;

/**
 * Inversion mutation: reverses the genes between two distinct uniformly drawn positions (both
 * included), so the segment is at least two genes long. Genes only move, so a permutation stays a
 * permutation (and, having distinct genes, always changes) and a 0/1 board keeps its number of
 * queens. O(L).
 */
public final class Inversion implements Mutation {

    /** {@return inversion of one random segment of at least two genes} */
    public static Inversion of() {
        return new Inversion();
    }

    private Inversion() {}

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        int length = MutationArgs.check(this, genes, rng);
        if (length < 2) {
            return;
        }
        int i = rng.nextInt(length);
        int j = Draws.otherThan(i, length, rng);
        int lo = Math.min(i, j);
        int hi = Math.max(i, j);
        while (lo < hi) {
            Draws.swap(genes, lo++, hi--);
        }
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding != Encoding.ONE_HOT_ROWS; // reversing across rows would break one-hot groups
    }

    @Override
    public String toString() {
        return "inversion";
    }
}
