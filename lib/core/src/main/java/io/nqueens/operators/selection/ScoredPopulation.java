package io.nqueens.operators.selection;

import io.nqueens.Checks;
import io.nqueens.fitness.Direction;

/**
 * What a selector sees of a population: μ scored genomes, read only. The engine's own population
 * implements it over arrays it reuses between generations, so a selector must not keep or change
 * what it reads. {@link #of(Direction, double...)} makes one from scores alone, for checking a
 * selector outside an engine.
 */
public interface ScoredPopulation {

    /** {@return the number of individuals μ} */
    int size();

    /**
     * The genome of individual {@code i}; read it, do not keep or change it.
     *
     * @param i an index in [0, μ)
     * @return the genome (the owner's array, not a copy)
     */
    int[] genes(int i);

    /**
     * The fitness of individual {@code i}.
     *
     * @param i an index in [0, μ)
     * @return its score
     */
    double fitness(int i);

    /** {@return whether larger or smaller fitness is better} */
    Direction direction();

    /**
     * {@return the indices from best to worst, ties in index order} The default sorts on each
     * call, O(μ log μ); the engine's population caches it per generation. Do not change the array.
     */
    default int[] order() {
        return BestFirst.order(this);
    }

    /** {@return the index of a best individual (the first among equals)} O(μ). */
    default int bestIndex() {
        return BestFirst.bestIndex(this);
    }

    /**
     * A population of the given scores (genomes of length 0), e.g. to see how often a selector
     * picks each individual. O(μ) to copy the scores.
     *
     * @param direction whether larger or smaller scores are better, not null
     * @param fitness the scores, at least one, every one finite (an infinite score would take
     *     every roulette pick, as NaN would spoil it; the engine refuses both from a fitness too)
     * @return a read-only population
     * @throws IllegalArgumentException naming the parameter at fault
     */
    static ScoredPopulation of(Direction direction, double... fitness) {
        Checks.notNull("direction", direction);
        Checks.notNull("fitness", fitness);
        if (fitness.length == 0) {
            throw new IllegalArgumentException("fitness must hold at least one score, was empty");
        }
        for (int i = 0; i < fitness.length; i++) {
            if (!Double.isFinite(fitness[i])) {
                throw new IllegalArgumentException("fitness[" + i + "] must be a finite number, was " + fitness[i]);
            }
        }
        return new ScoreList(direction, fitness.clone());
    }
}
