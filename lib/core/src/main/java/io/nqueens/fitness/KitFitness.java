package io.nqueens.fitness;

/**
 * The kit's own fitness functions, and only they: sealed, so a plug-in cannot claim to be one. The
 * engine trusts a board that reaches their optimum to be a solution instead of checking it with
 * {@link io.nqueens.board.Conflicts}. Not for students: a fitness of theirs is a {@link Fitness},
 * usually written with {@link Fitness#of}. A function added to the kit joins by implementing this
 * interface and being named in {@code permits}; one that does not is checked like a plug-in.
 */
public sealed interface KitFitness extends Fitness
        permits AdjacentRowScore, AttackingPairs, HalvedCostFitness, NonAttackingPairs, ThreatFitness {
}
