/**
 * The GA's operators, one sub-package per step of a generation:
 * {@link io.nqueens.operators.selection} picks parents from the scored population,
 * {@link io.nqueens.operators.crossover} recombines two parents into children and
 * {@link io.nqueens.operators.mutation} changes a child in place. Each operator is a small,
 * stateless class behind a one-method interface, checks its arguments before it draws a random
 * number, and (for crossover and mutation) says which {@link io.nqueens.board.Encoding}s it keeps
 * valid; the {@link io.nqueens.engine.Engine} applies them with its probabilities and refuses a
 * misfit when it is built. This package itself holds {@link io.nqueens.operators.Defaults}, the usual operators of each
 * encoding.
 */
package io.nqueens.operators;
