package io.nqueens.engine;

/**
 * The kit's own replacements, and only they: sealed (and not public), so a plug-in cannot claim to
 * be one. The engine trusts their next population instead of checking each individual.
 */
sealed interface KitReplacement extends Replacement
        permits Elitism, ElitismIfBetter, Generational, MuPlusLambda, SteadyState {
}
