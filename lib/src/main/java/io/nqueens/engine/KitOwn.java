package io.nqueens.engine;

import io.nqueens.fitness.KitFitness;
import io.nqueens.memetic.KitLocalSearch;
import io.nqueens.operators.crossover.KitCrossover;
import io.nqueens.operators.mutation.KitMutation;
import io.nqueens.operators.selection.KitSelector;

/**
 * Which plug-ins are the kit's own, tested operators and fitnesses: those that implement one of the
 * kit's sealed interfaces ({@link KitCrossover}, {@link KitMutation}, {@link KitLocalSearch},
 * {@link KitSelector}, {@link KitFitness}, and the engine's replacements). The engine does not check
 * their output; it checks everything else, every lambda, wrapper and class a user writes, since no
 * class outside the kit can implement a sealed interface of the kit. O(1).
 */
public final class KitOwn {
    private KitOwn() {}

    /**
     * Whether a plug-in is one of the kit's own.
     *
     * @param plugin a fitness, operator or replacement; null is not the kit's
     * @return true for the kit's own classes, false for every plug-in (named or not)
     */
    public static boolean is(Object plugin) {
        return plugin instanceof KitCrossover || plugin instanceof KitMutation || plugin instanceof KitLocalSearch
                || plugin instanceof KitSelector || plugin instanceof KitFitness || plugin instanceof KitReplacement;
    }
}
