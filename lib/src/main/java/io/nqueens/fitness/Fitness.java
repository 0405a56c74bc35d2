package io.nqueens.fitness;

import io.nqueens.board.Encoding;

/**
 * A fitness function: scores a genome of board size N, in a {@link Direction}, with a best
 * attainable value that every real solution reaches. A flawed score (document 002's) may reach
 * its optimum on boards that are not solutions; the engine therefore checks candidates with
 * {@link Conflicts} before calling them solved.
 */
public interface Fitness {

    /**
     * The score of one genome: a function of its genes alone, since the engine gives a child equal
     * to a parent that parent's score instead of calling this again. Must not modify the genes.
     */
    double evaluate(int[] genes, int n);

    /** Whether larger or smaller scores are better. */
    Direction direction();

    /** The score of every solution of size {@code n}. */
    double optimum(int n);

    /** Whether this function can read genomes of the given encoding. */
    default boolean accepts(Encoding encoding) {
        return true;
    }

    /** A short name for tables and legends. */
    default String name() {
        return getClass().getSimpleName();
    }
}
