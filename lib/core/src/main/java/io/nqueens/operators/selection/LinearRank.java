package io.nqueens.operators.selection;


import java.util.random.RandomGenerator;

/**
 * Linear ranking selection (Baker): the individuals are ranked from worst (rank 0) to best (rank
 * μ-1) and rank r is picked with probability {@code (2 - s)/μ + 2r(s - 1)/(μ(μ - 1))}, where the
 * selection pressure s in [1, 2] is the expected number of picks of the best per μ picks
 * ({@code s = 1} is uniform, {@code s = 2} gives the worst nothing). Only the order of the scores
 * matters, not their size; tied individuals share the average probability of their ranks.
 * O(μ log μ) to rank once per batch, O(1) expected per pick ({@link WheelIndex}).
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
    public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        SelectionArgs.check(this, population, count, into, rng);
        int mu = population.size();
        if (mu == 1) {
            for (int k = 0; k < count; k++) {
                into[k] = 0;
            }
            return;
        }
        int[] order = population.order(); // best first
        double[] probability = rankProbabilities(mu);
        shareTies(population, order, probability);
        double[] cumulative = cumulative(probability);
        double total = cumulative[mu - 1];
        WheelIndex wheel = new WheelIndex(cumulative);
        for (int k = 0; k < count; k++) {
            into[k] = order[wheel.firstAbove(rng.nextDouble() * total)];
        }
    }

    /** Baker's probability of each position in the order, best first (rank μ-1 first); μ >= 2. */
    private double[] rankProbabilities(int mu) {
        double[] probability = new double[mu];
        for (int j = 0; j < mu; j++) {
            int rank = mu - 1 - j;
            probability[j] = (2.0 - pressure) / mu + 2.0 * rank * (pressure - 1.0) / ((double) mu * (mu - 1));
        }
        return probability;
    }

    /** Individuals with equal scores share their ranks' probabilities evenly (in place). */
    private static void shareTies(ScoredPopulation population, int[] order, double[] probability) {
        int mu = probability.length;
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
    }

    /** Running sums of the probabilities, for the roulette wheel; the last is their total. */
    private static double[] cumulative(double[] probability) {
        double[] cumulative = new double[probability.length];
        double total = 0;
        for (int j = 0; j < probability.length; j++) {
            total += probability[j];
            cumulative[j] = total;
        }
        return cumulative;
    }

    @Override
    public String toString() {
        return "linearRank(" + pressure + ")";
    }
}
