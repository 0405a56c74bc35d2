package io.nqueens.memetic;

import io.nqueens.operators.mutation.Mutation;

/**
 * The kit's memetic mutations, and only they: sealed, so a plug-in cannot claim to be one. The
 * engine trusts their output (their tests vouch for it) instead of checking each mutated genome,
 * as it does for {@link io.nqueens.operators.mutation.KitMutation}; a sealed interface can only
 * name classes of its own package, hence a second one here.
 */
public sealed interface KitLocalSearch extends Mutation permits ConflictDirectedSwap, Repair {
}
