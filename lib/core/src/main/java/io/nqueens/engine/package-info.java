/**
 * The generational loop. An {@link io.nqueens.engine.Engine} is an immutable GA configuration,
 * collected by its {@link io.nqueens.engine.Engine.Builder}: an encoding and board size, a fitness,
 * a selector, a crossover and a mutation with their probabilities (constant or decaying, see
 * {@link io.nqueens.engine.Rate}), a {@link io.nqueens.engine.Replacement} (generational, elitism,
 * steady state, (μ+λ) or pyevolve's conditional elitism) and stopping rules
 * ({@link io.nqueens.engine.StopReason}). {@code engine.run(seed)} starts a
 * {@link io.nqueens.engine.Run}, which yields one {@link io.nqueens.engine.Generation} record per
 * generation from a single seeded generator, and ends in a {@link io.nqueens.engine.RunResult}.
 * Selectors and replacements see the scored {@link io.nqueens.engine.Population}. The operators
 * come from {@link io.nqueens.operators.selection}, {@link io.nqueens.operators.crossover} and
 * {@link io.nqueens.operators.mutation}, ready-made configurations from
 * {@link io.nqueens.presets}; {@code io.nqueens.stats} and {@code io.nqueens.plots} turn the
 * records into tables and charts, and {@link io.nqueens.solver} supplies the number of solutions
 * when a run looks for all of them.
 */
package io.nqueens.engine;
