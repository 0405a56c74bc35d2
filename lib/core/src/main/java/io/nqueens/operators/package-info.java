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
 *
 * <p>A new operator of the kit is its class plus one entry in
 * {@code io.nqueens.spec.OperatorCatalogue} (its spec name, encodings, one line of documentation,
 * parameters with their ranges and examples, factory, and the accessors that read the parameters
 * back); from that entry it gets its spec form, its row in the spec package's table and the
 * contract tests of its kind. A test fails while a public operator class is missing there.
 */
package io.nqueens.operators;
