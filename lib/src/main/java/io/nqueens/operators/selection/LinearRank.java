package io.nqueens.operators.selection;

import io.nqueens.engine.Population;

import java.util.random.RandomGenerator;

/**
 * Linear ranking selection (Baker): the individuals are ranked from worst (rank 0) to best (rank
 * μ-1) and rank r is picked with probability {@code (2 - s)/μ + 2r(s - 1)/(μ(μ - 1))}, where the
 * selection pressure s in [1, 2] is the expected number of picks of the best per μ picks
 * ({@code s = 1} is uniform, {@code s = 2} gives the worst nothing). Only the order of the scores
 * matters, not their size; tied individuals share the average probability of their ranks.
 * O(μ log μ) to rank once per batch, O(log μ) per pick.
 */
public final class LinearRank implements Selector {
    private final double pressure;

    private LinearRank(double pressure) {
        this.pressure = pressure;
    }

    /**
     * Linear ranking with selection pressure {@code s} in [1, 2].
     *
     * @param pressure the selection pressure s
     * @return the selector
     * @throws IllegalArgumentException when {@code pressure} is NaN or outside [1, 2]
     */
    public static LinearRank of(double pressure) {
        if (!(pressure >= 1.0 && pressure <= 2.0)) {
            throw new IllegalArgumentException("selection pressure must be in [1.0, 2.0], was " + pressure);
        }
        return new LinearRank(pressure);
    }

    /** {@return the selection pressure s} */
    public double pressure() {
        return pressure;
    }

    @Override
    public void select(Population population, int count, int[] into, RandomGenerator rng) {
        SelectionArgs.check(this, population, count, into, rng);
        int mu = population.size();
        if (mu == 1) {
            for (int k = 0; k < count; k++) {
                into[k] = 0;
            }
            return;
        }
        int[] order = population.order(); // best first
        double[] probability = new double[mu]; // by position in the order
        for (int j = 0; j < mu; j++) {
            int rank = mu - 1 - j;
            probability[j] = (2.0 - pressure) / mu + 2.0 * rank * (pressure - 1.0) / ((double) mu * (mu - 1));
        }
        // Individuals with equal scores share their ranks' probabilities evenly.
        for (int j = 0; j < mu; ) {
            int end = j + 1;
            while (end < mu && population.fitness(order[end]) == population.fitness(order[j])) {
                end++;
            }
            if (end - j > 1) {
                double sum = 0;
                for (int t = j; t < end; t++) {
                    sum += probability[t];
                }
                for (int t = j; t < end; t++) {
                    probability[t] = sum / (end - j);
                }
            }
            j = end;
        }
        double[] cumulative = new double[mu];
        double total = 0;
        for (int j = 0; j < mu; j++) {
            total += probability[j];
            cumulative[j] = total;
        }
        for (int k = 0; k < count; k++) {
            into[k] = order[RouletteWheel.firstAbove(cumulative, rng.nextDouble() * total)];
        }
    }

    @Override
    public String toString() {
        return "linearRank(" + pressure + ")";
    }
}
