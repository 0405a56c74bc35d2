/**
 * Ready-made engine configurations, each returned as a fresh
 * {@link io.nqueens.engine.Engine.Builder} so that a notebook can change one parameter and build.
 * {@link io.nqueens.presets.Presets} reproduces each source document (000 to 004) as written,
 * quirks included, next to a fixed variant (and, for 003, the tuning its text recommends), for 8
 * queens or any N. {@link io.nqueens.presets.LargeBoards} holds a memetic GA, whose mutation is the
 * {@link io.nqueens.memetic.Repair} local search, for up to ten million queens, and the best plain
 * GA the kit found, for comparison. The presets only combine the engine, fitness and operator
 * packages; the figures quoted in their comments were measured by the tests and the benchmark.
 */
package io.nqueens.presets;
