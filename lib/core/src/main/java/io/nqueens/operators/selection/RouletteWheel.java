package io.nqueens.operators.selection;

import io.nqueens.fitness.Direction;

import java.util.random.RandomGenerator;

/**
 * Fitness-proportionate ("roulette wheel") selection, as documents 000, 001 and 003 draw parents:
 * an individual is picked with probability {@code f / Σf}. Under a minimised fitness the weight is
 * {@code 1 / (1 + f)}. Negative scores weigh 0; if every weight is 0 the draw is uniform.
 * O(μ) to build the wheel per batch, O(1) expected per pick ({@link WheelIndex}).
 */
public final class RouletteWheel implements Selector {

    /** {@return fitness-proportionate selection} */
    public static RouletteWheel of() {
        return new RouletteWheel();
    }

    private RouletteWheel() {}

    @Override
    public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        SelectionArgs.check(this, population, count, into, rng);
        prepare(population).select(count, into, rng);
    }

    /**
     * The wheel of {@code population}, built once (O(μ)) for every draw made through it: the
     * engine redraws a parent from it one at a time when parents must be distinct.
     */
    @Override
    public Prepared prepare(ScoredPopulation population) {
        if (population == null) {
            throw new IllegalArgumentException("selector " + this + ": population must not be null");
        }
        int mu = population.size();
        double[] cumulative = cumulativeWeights(population);
        double total = cumulative[mu - 1];
        if (total <= 0) {
            return (count, into, rng) -> {
                SelectionArgs.check(this, population, count, into, rng);
                for (int k = 0; k < count; k++) {
                    into[k] = rng.nextInt(mu);
                }
            };
        }
        WheelIndex wheel = new WheelIndex(cumulative);
        return (count, into, rng) -> {
            SelectionArgs.check(this, population, count, into, rng);
            for (int k = 0; k < count; k++) {
                into[k] = wheel.firstAbove(rng.nextDouble() * total);
            }
        };
    }

    /**
     * Running sums of the selection weights: {@code f} (negative scores weigh 0), or
     * {@code 1 / (1 + f)} under a minimised fitness. O(μ).
     */
    static double[] cumulativeWeights(ScoredPopulation population) {
        int mu = population.size();
        double[] cumulative = new double[mu];
        double total = 0;
        boolean maximize = population.direction() == Direction.MAXIMIZE;
        for (int i = 0; i < mu; i++) {
            double f = population.fitness(i);
            double w = maximize ? Math.max(0.0, f) : 1.0 / (1.0 + Math.max(0.0, f));
            total += w;
            cumulative[i] = total;
        }
        return cumulative;
    }

    @Override
    public String toString() {
        return "roulette";
    }
}
