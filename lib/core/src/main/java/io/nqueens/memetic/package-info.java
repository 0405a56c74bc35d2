/**
 * Local search for permutation genomes, and its use as a memetic GA on large boards.
 * {@link io.nqueens.memetic.DiagonalCounters} keeps the diagonal tallies of a permutation, so that
 * the change in attacking pairs made by swapping two queens is known in O(1);
 * {@link io.nqueens.memetic.Repair} (min-conflicts repair) and
 * {@link io.nqueens.memetic.ConflictDirectedSwap} build on it and implement
 * {@link io.nqueens.operators.mutation.Mutation}, so an engine that uses one of them as its
 * mutation with probability 1 improves every child before scoring it (see
 * {@link io.nqueens.presets.LargeBoards#memetic(int)}). {@code io.nqueens.experiment.ScalingStudy}
 * runs a configuration over growing board sizes; {@code io.nqueens.experiment.ScalingTable} and
 * {@code io.nqueens.plots.ScalingChart} show its rows.
 */
package io.nqueens.memetic;
