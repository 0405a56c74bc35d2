/**
 * Mutation: a random change of one genome, in place. The engine decides, with its mutation
 * probability, which children a {@link io.nqueens.operators.mutation.Mutation} changes; any
 * per-gene probability belongs to the operator. The implementations are
 * {@link io.nqueens.operators.mutation.RandomReset} (a queen to a random row, for integer vectors:
 * documents 000 and 001, and the default), {@link io.nqueens.operators.mutation.Swap} (the default
 * for permutations and 0/1 boards, and pyevolve's rate-based swap that 002 ran),
 * {@link io.nqueens.operators.mutation.Inversion} and
 * {@link io.nqueens.operators.mutation.ShuffleIndexes} (DEAP's), which only move genes and so keep
 * permutations valid, and {@link io.nqueens.operators.mutation.InRowMove} (003's one-hot rows, and
 * their default). Each says which {@link io.nqueens.board.Encoding}s it accepts. The local searches
 * of {@link io.nqueens.memetic} implement the same interface, which is how an engine becomes a
 * memetic algorithm.
 */
package io.nqueens.operators.mutation;
