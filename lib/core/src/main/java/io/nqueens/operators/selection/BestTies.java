package io.nqueens.operators.selection;

import io.nqueens.fitness.Direction;

import java.util.random.RandomGenerator;

/**
 * pyevolve's default "rank selector", which document 002 used without choosing it: every pick is
 * drawn uniformly among the individuals that tie with the best one. The tie is judged on pyevolve's
 * linear scaling of the raw scores (multiplier 1.2, negative values clipped to 0), so under that
 * scaling a few near-best individuals can tie with the best too. This makes 002's GA close to a
 * hill climber. O(μ) per batch.
 */
public final class BestTies implements Selector {
    private static final double MULTIPLIER = 1.2;

    /** {@return pyevolve's GRankSelector with its default linear scaling} */
    public static BestTies of() {
        return new BestTies();
    }

    private BestTies() {}

    @Override
    public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        SelectionArgs.check(this, population, count, into, rng);
        int mu = population.size();
        double[] scaled = linearScaling(population);
        boolean maximize = population.direction() == Direction.MAXIMIZE;
        double best = scaled[0];
        for (double s : scaled) {
            best = maximize ? Math.max(best, s) : Math.min(best, s);
        }
        int[] ties = new int[mu];
        int t = 0;
        for (int i = 0; i < mu; i++) {
            if (scaled[i] == best) {
                ties[t++] = i;
            }
        }
        for (int k = 0; k < count; k++) {
            into[k] = ties[rng.nextInt(t)];
        }
    }

    /** pyevolve's LinearScaling of raw scores; scores are expected to be non-negative. */
    static double[] linearScaling(ScoredPopulation population) {
        int mu = population.size();
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        double sum = 0;
        for (int i = 0; i < mu; i++) {
            double f = population.fitness(i);
            min = Math.min(min, f);
            max = Math.max(max, f);
            sum += f;
        }
        double ave = sum / mu;
        double a;
        double b;
        if (ave == max) {
            a = 1.0;
            b = 0.0;
        } else if (min > MULTIPLIER * ave - max / MULTIPLIER - 1.0) {
            double delta = max - ave;
            a = (MULTIPLIER - 1.0) * ave / delta;
            b = ave * (max - MULTIPLIER * ave) / delta;
        } else {
            double delta = ave - min;
            a = ave / delta;
            b = -min * ave / delta;
        }
        double[] scaled = new double[mu];
        for (int i = 0; i < mu; i++) {
            scaled[i] = Math.max(0.0, population.fitness(i) * a + b);
        }
        return scaled;
    }

    @Override
    public String toString() {
        return "bestTies(pyevolve rank)";
    }
}
