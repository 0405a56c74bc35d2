package io.nqueens.engine;

import io.nqueens.Checks;

/**
 * How the next population is formed from the parents and their evaluated offspring (the
 * survival step). Each strategy says how many offspring it needs per generation.
 */
public interface Replacement {

    /**
     * Offspring needed per generation for a population of {@code mu}.
     *
     * @param mu the population size μ
     * @return the number λ of offspring to breed per generation
     */
    int offspringCount(int mu);

    /**
     * Fills {@code next} (size μ) from the parents and the evaluated offspring. O(μ·L).
     *
     * @param parents the current population, read only
     * @param offspring the evaluated offspring, λ of them; their genome arrays may be exchanged
     *     with those of {@code next}
     * @param next receives the next population; its previous contents are overwritten
     */
    void replace(Population parents, Population offspring, Population next);

    /**
     * Throws when this strategy cannot work with a population of {@code mu}; the engine calls it
     * when it is built. The default accepts every size.
     *
     * @param mu the population size μ
     * @throws IllegalArgumentException naming the parameter that does not fit
     */
    default void checkFits(int mu) {}

    /**
     * {@return generational replacement: the offspring replace the parents entirely} As in
     * documents 000, 001 and 003; O(1) per generation, the two buffers being exchanged.
     */
    static Replacement generational() {
        return new Generational();
    }

    /**
     * The {@code count} best parents survive; offspring fill the rest.
     *
     * @param count the number of elites, at least 0 and, when the engine is built, below μ
     * @return the strategy; it breeds μ - count offspring
     */
    static Replacement elitism(int count) {
        return new Elitism(Checks.atLeast("elite count", count, 0), Double.NaN);
    }

    /**
     * The best {@code floor(share × μ)} parents survive (document 004 keeps 10%).
     *
     * @param share the elite share of μ, in [0, 1)
     * @return the strategy; it breeds μ - floor(share × μ) offspring
     */
    static Replacement elitismShare(double share) {
        return new Elitism(-1, Checks.inHalfOpen("elite share", share, 0.0, 1.0));
    }

    /**
     * pyevolve's elitism (document 002): μ offspring are bred; then, for i &lt; count, when the
     * i-th best parent is strictly better than the i-th best child it replaces a worst child.
     *
     * @param count the number of parents that may survive, at least 1 and, when the engine is
     *     built, below μ
     * @return the strategy; it breeds μ offspring
     */
    static Replacement elitismIfBetter(int count) {
        return new ElitismIfBetter(Checks.atLeast("elite count", count, 1));
    }

    /**
     * Each generation breeds {@code count} offspring that replace the {@code count} worst parents.
     *
     * @param count the offspring per generation: at least 1, and at most μ when the engine is built
     * @return the strategy
     */
    static Replacement steadyState(int count) {
        return new SteadyState(Checks.atLeast("steady-state offspring count", count, 1));
    }

    /**
     * (μ+λ): λ offspring (1 to 10 million, like μ) compete with the μ parents; the best μ of all
     * survive.
     *
     * @param lambda the offspring per generation
     * @return the strategy
     */
    static Replacement muPlusLambda(int lambda) {
        return new MuPlusLambda(Checks.inRange("lambda (offspring count)", lambda, 1, 10_000_000));
    }

    /**
     * Copies individual {@code i} of {@code from} into slot {@code j} of {@code to}, with its
     * score. O(L). A helper for replacement strategies; it overwrites slot {@code j}.
     *
     * @param from the population to copy from
     * @param i the index of the individual in {@code from}
     * @param to the population to write into, with genomes of the same length
     * @param j the slot of {@code to} to overwrite
     */
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
     *
     * @param offspring the offspring the individual comes from
     * @param i its index in {@code offspring}
     * @param to the population to move it into
     * @param j the slot of {@code to} it takes
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
