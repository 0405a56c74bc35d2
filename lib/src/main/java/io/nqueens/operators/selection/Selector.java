package io.nqueens.operators.selection;

import io.nqueens.engine.Population;

import java.util.random.RandomGenerator;

/**
 * Parent selection: draws {@code count} parent indices from a scored population. Drawing a whole
 * batch at once lets a selector prepare its wheel or ranking once per generation.
 */
@FunctionalInterface
public interface Selector {

    /**
     * Writes {@code count} indices into {@code into[0..count)}. The population and {@code into}
     * must be non-null and {@code count} in [0, {@code into.length}]; the kit's selectors check
     * this in O(1) before they draw a random number.
     *
     * @throws IllegalArgumentException from the kit's selectors, naming the argument at fault
     */
    void select(Population population, int count, int[] into, RandomGenerator rng);

    /** Throws, naming the parameter, when this selector cannot work on a population of {@code mu}. */
    default void checkFits(int mu) {}
}
