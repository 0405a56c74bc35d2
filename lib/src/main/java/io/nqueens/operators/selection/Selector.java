package io.nqueens.operators.selection;

import io.nqueens.engine.Population;

import java.util.random.RandomGenerator;

/**
 * Parent selection: draws {@code count} parent indices from a scored population. Drawing a whole
 * batch at once lets a selector prepare its wheel or ranking once per generation.
 */
@FunctionalInterface
public interface Selector {

    /** Writes {@code count} indices into {@code into[0..count)}. */
    void select(Population population, int count, int[] into, RandomGenerator rng);

    /** Throws, naming the parameter, when this selector cannot work on a population of {@code mu}. */
    default void checkFits(int mu) {}
}
