package io.nqueens.operators.selection;


import java.util.random.RandomGenerator;

/**
 * Truncation selection: parents drawn uniformly from the best {@code share} of the population
 * (document 004 lets the top 50% mate). O(μ log μ) to rank once per batch, O(1) per pick.
 */
public final class Truncation implements Selector {
    private final double share;

    private Truncation(double share) {
        this.share = share;
    }

    /**
     * Parents come from the best {@code share} of the population, share in (0, 1].
     *
     * @param share the fraction of the population, best first, that may become parents; at least
     *     one individual always qualifies
     * @return the selector
     * @throws IllegalArgumentException when {@code share} is NaN or outside (0, 1]
     */
    public static Truncation of(double share) {
        if (!(share > 0.0 && share <= 1.0)) {
            throw new IllegalArgumentException("truncation share must be in (0, 1], was " + share);
        }
        return new Truncation(share);
    }

    /** {@return the fraction of the population, best first, that may become parents} */
    public double share() {
        return share;
    }

    @Override
    public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        SelectionArgs.check(this, population, count, into, rng);
        int[] order = population.order();
        int top = Math.max(1, (int) (share * population.size()));
        for (int i = 0; i < count; i++) {
            into[i] = order[rng.nextInt(top)];
        }
    }

    @Override
    public String toString() {
        return "truncation(" + share + ")";
    }
}
