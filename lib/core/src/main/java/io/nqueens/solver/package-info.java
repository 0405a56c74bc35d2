/**
 * Exact answers to check GA results against. {@link io.nqueens.solver.Solutions} counts the
 * solutions of an N×N board, and those distinct up to symmetry, by bitmask backtracking, and lists
 * or streams them; {@link io.nqueens.solver.Symmetry} applies the eight symmetries of the square
 * and finds a board's canonical form; {@link io.nqueens.solver.SolutionCatalog} records which
 * distinct solutions a search has met, against the totals ("found 37 of 92"). They work on
 * {@link io.nqueens.board.Board}s rather than genomes; the engine uses
 * {@link io.nqueens.solver.Solutions#count(int)} when a run looks for all solutions (document 004),
 * and the notebooks use the rest as ground truth.
 */
package io.nqueens.solver;
