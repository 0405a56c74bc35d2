package io.nqueens.operators.mutation;

/**
 * The kit's own mutations in this package, and only they: sealed, so a plug-in cannot claim to be
 * one. The engine trusts their output (their tests vouch for it) instead of checking each mutated
 * genome. Not for students: a mutation of theirs implements {@link Mutation}, one method. An
 * operator added to the kit joins by implementing this interface and being named in
 * {@code permits}; one that does not is checked like a plug-in.
 */
public sealed interface KitMutation extends Mutation permits InRowMove, Inversion, RandomReset, ShuffleIndexes, Swap {
}
