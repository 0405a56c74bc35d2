package io.nqueens.engine;

import io.nqueens.fitness.KitFitness;
import io.nqueens.memetic.KitLocalSearch;
import io.nqueens.operators.crossover.KitCrossover;
import io.nqueens.operators.mutation.KitMutation;
import io.nqueens.operators.selection.KitSelector;

/**
 * Which parts of a setting are the kit's own: the tested operators and fitnesses that implement one
 * of the kit's sealed interfaces ({@link KitCrossover}, {@link KitMutation}, {@link KitLocalSearch},
 * {@link KitSelector}, {@link KitFitness}, and the engine's replacements), every {@link Limit} (a
 * sealed interface too) and every {@link Rate} (a record). The engine does not check the output of
 * the kit's own operators and fitnesses; it checks everything else, every lambda, wrapper and class
 * a user writes, since no class outside the kit can implement a sealed interface of the kit. A spec
 * writes the kit's own parts by their form and a setting's identity by their fields; a plug-in by
 * its registered name. O(1).
 */
public final class KitOwn {
    private KitOwn() {}

    /**
     * Whether a part is one of the kit's own.
     *
     * @param part a fitness, operator, replacement, limit or rate; null is not the kit's
     * @return true for the kit's own classes, false for every plug-in (named or not)
     */
    public static boolean is(Object part) {
        return part instanceof KitCrossover || part instanceof KitMutation || part instanceof KitLocalSearch
                || part instanceof KitSelector || part instanceof KitFitness || part instanceof KitReplacement
                || part instanceof Limit || part instanceof Rate;
    }
}
