package io.nqueens.operators.selection;

import java.util.random.RandomGenerator;

/**
 * The kit's own selectors, and only they: sealed, so a plug-in cannot claim to be one. The engine
 * trusts their output (their tests vouch for it) instead of checking each drawn index. Not for
 * students: a selector of theirs implements {@link Selector}, one method. A selector added to the
 * kit joins by implementing this interface and being named in {@code permits}; one that does not
 * is checked like a plug-in.
 */
public sealed interface KitSelector extends Selector
        permits BestTies, LinearRank, RouletteWheel, StochasticUniversalSampling, Tournament, Truncation {

    /**
     * Draws from one population whose scores do not change while it is in use: each call makes
     * the draws {@link Selector#select} would make on that population, with the same arguments.
     */
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
     * time when document 001's distinct parents need a second one redrawn. The default calls
     * {@link #select} every time; {@link RouletteWheel} builds its wheel once here, where a redraw
     * through {@code select} would build it again, O(μ), for one pick.
     *
     * @param population the population to draw from, not changed while the result is used
     * @return draws on that population
     */
    default Prepared prepare(ScoredPopulation population) {
        return (count, into, rng) -> select(population, count, into, rng);
    }
}
