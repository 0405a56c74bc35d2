/**
 * Parent selection: which individuals of a scored {@link ScoredPopulation} become
 * parents. A {@link io.nqueens.operators.selection.Selector} draws a whole generation's parent
 * indices in one call, so it builds its wheel or ranking once per generation. The implementations
 * are {@link io.nqueens.operators.selection.Tournament} (with or without replacement; a tournament
 * of 3 is the engine's default), {@link io.nqueens.operators.selection.RouletteWheel}
 * (fitness-proportionate, as documents 000, 001 and 003 draw parents),
 * {@link io.nqueens.operators.selection.StochasticUniversalSampling},
 * {@link io.nqueens.operators.selection.LinearRank},
 * {@link io.nqueens.operators.selection.Truncation} (004's top half) and
 * {@link io.nqueens.operators.selection.BestTies} (pyevolve's rank selector, as 002 ran it). They
 * read only the scores and the {@link io.nqueens.fitness.Direction}, never the genes, so they work
 * with every encoding; {@code checkFits} lets the engine refuse, when it is built, a selector that
 * cannot draw from its population size.
 */
package io.nqueens.operators.selection;
