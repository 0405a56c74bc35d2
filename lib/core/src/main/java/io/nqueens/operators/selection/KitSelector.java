package io.nqueens.operators.selection;

/**
 * The kit's own selectors, and only they: sealed, so a plug-in cannot claim to be one. The engine
 * trusts their output (their tests vouch for it) instead of checking each drawn index. Not for
 * students: a selector of theirs implements {@link Selector}, one method. A selector added to the
 * kit joins by implementing this interface and being named in {@code permits}; one that does not
 * is checked like a plug-in.
 */
public sealed interface KitSelector extends Selector
        permits BestTies, LinearRank, RouletteWheel, StochasticUniversalSampling, Tournament, Truncation {
}
