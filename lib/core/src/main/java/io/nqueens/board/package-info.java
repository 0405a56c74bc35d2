/**
 * Individuals and what they stand for. {@link io.nqueens.board.Board} is the phenotype: an
 * immutable N×N board with one queen per column, the form in which solutions, pictures and the
 * exact solver see a placement. {@link io.nqueens.board.Encoding} is the genotype: the four ways
 * the source documents write a genome as a raw {@code int[]} (integer vector, permutation, flat 0/1
 * board, one-hot rows), each with its length, validity check, uniform random genome and conversion
 * to and from a {@code Board}. The engine ({@link io.nqueens.engine}) breeds raw genomes for speed
 * and makes boards only of solutions and of the best genome; fitness functions and operators say
 * which encodings they accept, and the engine refuses a mismatch when it is built. Counting the
 * attacking pairs is left to {@link io.nqueens.board.Conflicts}.
 */
package io.nqueens.board;
