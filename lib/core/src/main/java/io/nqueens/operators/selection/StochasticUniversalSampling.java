package io.nqueens.operators.selection;

import java.util.random.RandomGenerator;

/**
 * Stochastic universal sampling (Baker): fitness-proportionate selection with the weights of
 * {@link RouletteWheel} ({@code f}, or {@code 1 / (1 + f)} under a minimised fitness; negative
 * scores weigh 0), but one spin places {@code count} evenly spaced pointers on the wheel, so an
 * individual of weight share w is picked either {@code floor(w × count)} or {@code ceil(w × count)}
 * times. The picks are then shuffled, so that neighbours on the wheel are not always paired. If
 * every weight is 0 the draw is uniform. O(μ + count) per batch.
 */
public final class StochasticUniversalSampling implements Selector {

    /** {@return stochastic universal sampling with roulette-wheel weights} */
    public static StochasticUniversalSampling of() {
        return new StochasticUniversalSampling();
    }

    private StochasticUniversalSampling() {}

    @Override
    public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        SelectionArgs.check(this, population, count, into, rng);
        if (count <= 0) {
            return;
        }
        int mu = population.size();
        double[] cumulative = RouletteWheel.cumulativeWeights(population);
        double total = cumulative[mu - 1];
        if (!(total > 0)) {
            for (int k = 0; k < count; k++) {
                into[k] = rng.nextInt(mu);
            }
            return;
        }
        int lastWeighted = mu - 1; // rounding must never push the last pointer onto a weight-0 tail
        while (lastWeighted > 0 && cumulative[lastWeighted - 1] == total) {
            lastWeighted--;
        }
        double spacing = total / count;
        double start = rng.nextDouble() * spacing;
        int i = 0;
        for (int k = 0; k < count; k++) {
            double pointer = start + k * spacing;
            while (i < lastWeighted && cumulative[i] <= pointer) {
                i++;
            }
            into[k] = i;
        }
        for (int k = count - 1; k > 0; k--) {
            int j = rng.nextInt(k + 1);
            int t = into[k];
            into[k] = into[j];
            into[j] = t;
        }
    }

    @Override
    public String toString() {
        return "sus";
    }
}
