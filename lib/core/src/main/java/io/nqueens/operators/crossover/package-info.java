/**
 * Recombination: how two parent genomes make one or two children. A
 * {@link io.nqueens.operators.crossover.Crossover} writes the children into buffers the engine
 * reuses and says, through {@code accepts}, which {@link io.nqueens.board.Encoding}s it keeps
 * valid. For integer vectors: {@link io.nqueens.operators.crossover.SinglePoint} (the default, and
 * documents 000's and 001's cut ranges), {@link io.nqueens.operators.crossover.UniformCrossover}
 * and {@link io.nqueens.operators.crossover.GeneWise} (004's 45/45/10 genes, which mutates too).
 * For permutations: {@link io.nqueens.operators.crossover.Pmx} (the default),
 * {@link io.nqueens.operators.crossover.OrderCrossover},
 * {@link io.nqueens.operators.crossover.CycleCrossover} and pyevolve's
 * {@link io.nqueens.operators.crossover.CutAndCrossfill}, which document 002 also ran on its 0/1
 * board, where it can change the number of queens. For one-hot rows:
 * {@link io.nqueens.operators.crossover.RowBoundary} (003, and the default); the flat 0/1 board has
 * no default crossover. The operators are stateless and safe to share between threads, and cost
 * O(L) for genomes of L genes.
 */
package io.nqueens.operators.crossover;
