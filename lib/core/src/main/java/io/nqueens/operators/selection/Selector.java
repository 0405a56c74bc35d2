package io.nqueens.operators.selection;

import io.nqueens.Checks;
import io.nqueens.PluginNames;


import java.util.random.RandomGenerator;

/**
 * Parent selection: draws {@code count} parent indices from a scored population. Drawing a whole
 * batch at once lets a selector prepare its wheel or ranking once per generation.
 */
@FunctionalInterface
public interface Selector {

    /**
     * Writes {@code count} indices into {@code into[0..count)}. The population, {@code into} and
     * {@code rng} must be non-null and {@code count} in [0, {@code into.length}]; the kit's
     * selectors check this in O(1) before they draw a random number.
     *
     * @param population the scored population to draw from, read only
     * @param count how many indices to draw
     * @param into receives the drawn indices (each in [0, μ)) in its first {@code count} places
     * @param rng the source of randomness
     * @throws IllegalArgumentException from the kit's selectors, naming the argument at fault
     */
    void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng);

    /**
     * Throws, naming the parameter, when this selector cannot work on a population of {@code mu};
     * the engine calls it when it is built. The default accepts every size.
     *
     * @param mu the population size μ
     * @throws IllegalArgumentException when this selector cannot draw from μ individuals
     */
    default void checkFits(int mu) {}

    /**
     * Draws from one population whose scores do not change while it is in use: each call makes
     * the draws {@link Selector#select} would make on that population, with the same arguments.
     */
    @FunctionalInterface
    interface Prepared {
        /**
         * Draws {@code count} parent indices into {@code into[0..count)}.
         *
         * @param count how many indices to draw, in [0, into.length]
         * @param into receives the indices
         * @param rng the source of randomness
         * @throws IllegalArgumentException naming the argument at fault, as {@link Selector#select} does
         */
        void select(int count, int[] into, RandomGenerator rng);
    }

    /**
     * The engine's entry for a generation's draws: its batch of parents, then one parent at a
     * time when document 001's distinct parents need a second one redrawn. The engine checks the
     * indices drawn through it as it checks {@link #select}'s. The default calls {@link #select}
     * every time, O(1) to make; {@link RouletteWheel} builds its wheel once here, where a redraw
     * through {@code select} would build it again, O(μ), for one pick. A selector need not
     * override it.
     *
     * @param population the population to draw from, not changed while the result is used
     * @return draws on that population
     */
    default Prepared prepare(ScoredPopulation population) {
        return (count, into, rng) -> select(population, count, into, rng);
    }

    /**
     * {@return the name shown in tables, legends and messages} The kit's operators name
     * themselves (their {@code toString()}); a lambda is "unnamed lambda selector" until given a
     * name with {@link #named}.
     */
    default String name() {
        return PluginNames.of(this, "selector");
    }

    /**
     * Gives a selector written as a lambda a name, e.g. {@code Selector.named("my roulette", (population, count, into, rng) -> ...)}. The engine checks
     * the output of such a selector where it acts, as it does every selector's.
     *
     * @param name the name shown in tables, legends and messages, not blank
     * @param selector the selector, not null
     * @return the named selector; it accepts every encoding
     * @throws IllegalArgumentException naming the parameter at fault
     */
    static Selector named(String name, Selector selector) {
        return new NamedSelector(Checks.notBlank("selector name", name), Checks.notNull("selector", selector));
    }
}
