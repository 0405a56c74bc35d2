package io.nqueens.engine;

import io.nqueens.fitness.Direction;

/**
 * One pass over a population's scores: best (and where), mean, worst, population standard
 * deviation, and whether any individual scores the optimum (so that solutions need looking for).
 * O(μ).
 *
 * @param best the best score
 * @param bestIndex the first individual with the best score
 * @param mean the mean score
 * @param worst the worst score
 * @param std the population standard deviation
 * @param anyOptimal whether some individual scores the optimum
 */
record PopulationStats(double best, int bestIndex, double mean, double worst, double std, boolean anyOptimal) {

    static PopulationStats of(Population p, double optimum) {
        int mu = p.size();
        Direction dir = p.direction();
        double best = p.fitness[0];
        double worst = p.fitness[0];
        double sum = 0;
        int bestIndex = 0;
        boolean anyOptimal = false;
        for (int i = 0; i < mu; i++) {
            double f = p.fitness[i];
            sum += f;
            anyOptimal |= f == optimum;
            if (dir.isBetter(f, best)) {
                best = f;
                bestIndex = i;
            }
            if (dir.isBetter(worst, f)) {
                worst = f;
            }
        }
        double mean = sum / mu;
        double squares = 0;
        for (int i = 0; i < mu; i++) {
            double d = p.fitness[i] - mean;
            squares += d * d;
        }
        return new PopulationStats(best, bestIndex, mean, worst, Math.sqrt(squares / mu), anyOptimal);
    }
}
