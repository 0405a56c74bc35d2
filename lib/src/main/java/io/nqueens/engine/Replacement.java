package io.nqueens.engine;

import io.nqueens.Checks;

/**
 * How the next population is formed from the parents and their evaluated offspring (the
 * survival step). Each strategy says how many offspring it needs per generation.
 */
public interface Replacement {

    /** Offspring needed per generation for a population of {@code mu}. */
    int offspringCount(int mu);

    /** Fills {@code next} (size μ) from the parents and the evaluated offspring. O(μ·L). */
    void replace(Population parents, Population offspring, Population next);

    /** Throws when this strategy cannot work with a population of {@code mu}. */
    default void checkFits(int mu) {}

    /** Offspring replace the parents entirely (documents 000, 001, 003). */
    static Replacement generational() {
        return new Generational();
    }

    /** The {@code count} best parents survive; offspring fill the rest. */
    static Replacement elitism(int count) {
        return new Elitism(Checks.atLeast("elite count", count, 0), Double.NaN);
    }

    /** The best {@code floor(share × μ)} parents survive (document 004 keeps 10%). */
    static Replacement elitismShare(double share) {
        return new Elitism(-1, Checks.inHalfOpen("elite share", share, 0.0, 1.0));
    }

    /**
     * pyevolve's elitism (document 002): μ offspring are bred; then, for i &lt; count, when the
     * i-th best parent is strictly better than the i-th best child it replaces a worst child.
     */
    static Replacement elitismIfBetter(int count) {
        return new ElitismIfBetter(Checks.atLeast("elite count", count, 1));
    }

    /** Each generation breeds {@code count} offspring that replace the {@code count} worst parents. */
    static Replacement steadyState(int count) {
        return new SteadyState(Checks.atLeast("steady-state offspring count", count, 1));
    }

    /** (μ+λ): λ offspring (1 to 10 million, like μ) compete with the μ parents; the best μ of all survive. */
    static Replacement muPlusLambda(int lambda) {
        return new MuPlusLambda(Checks.inRange("lambda (offspring count)", lambda, 1, 10_000_000));
    }

    /** Copies individual {@code i} of {@code from} into slot {@code j} of {@code to}. O(L). */
    static void copy(Population from, int i, Population to, int j) {
        System.arraycopy(from.genes[i], 0, to.genes[j], 0, from.genes[i].length);
        to.fitness[j] = from.fitness[i];
        to.tags[j] = from.tags[i];
    }

    /**
     * Moves offspring {@code i} into slot {@code j} of {@code to} by exchanging the two genome
     * arrays instead of copying: O(1). Afterwards slot i of {@code offspring} holds to's old genome
     * (its fitness is kept, its tag goes with it), so use it only for offspring, which the engine overwrites next
     * generation, and at most once per offspring.
     */
    static void move(Population offspring, int i, Population to, int j) {
        int[] moved = offspring.genes[i];
        offspring.genes[i] = to.genes[j];
        to.genes[j] = moved;
        to.fitness[j] = offspring.fitness[i];
        long tag = offspring.tags[i];
        offspring.tags[i] = to.tags[j];
        to.tags[j] = tag;
    }
}
