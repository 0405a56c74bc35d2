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
     * {@return the name shown in tables, legends and messages} The kit's operators name
     * themselves (their {@code toString()}); a lambda is "unnamed lambda selector" until given a
     * name with {@link #named}.
     */
    default String name() {
        return PluginNames.of(this, "selector");
    }

    /**
     * Gives a selector written as a lambda a name, e.g. {@code Selector.named("my roulette", (population, count, into, rng) -> ...)}. The engine always checks
     * the output of such a selector where it acts, as it does for every selector but the kit's own
     * ({@link KitSelector}).
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
