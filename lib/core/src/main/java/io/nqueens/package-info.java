/**
 * The N-Queens genetic-algorithm kit. This root package holds what the whole kit shares:
 * {@link io.nqueens.Checks}, the argument checks, so that a bad argument fails at once with an
 * {@link IllegalArgumentException} naming the parameter, the value and the accepted range;
 * {@link io.nqueens.PluginNames}, how plug-ins are shown; {@link io.nqueens.AtomicFiles}, through
 * which every file is written whole or not at all; {@link io.nqueens.InterruptedCallException},
 * which long calls throw when their thread is interrupted; and {@link io.nqueens.KitVersion}. The GA
 * lives in the sub-packages: {@code board} (genomes and boards), {@code fitness} (scores),
 * {@code operators.selection}, {@code operators.crossover} and {@code operators.mutation},
 * {@code engine} (the generational loop), {@code presets} (the source documents' configurations),
 * {@code memetic} (local search for large boards) and {@code solver} (exact answers), with
 * {@code stats}, {@code plots} and {@code render} turning runs into tables, charts and pictures,
 * and {@code live} showing long work in a notebook while it runs.
 */
package io.nqueens;
