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
     *
     * @param genes the genome to score, read only
     * @param n the board size
     * @return the score; not NaN (the engine fails a run with an IllegalStateException on a NaN)
     */
    double evaluate(int[] genes, int n);

    /** {@return whether larger or smaller scores are better} */
    Direction direction();

    /**
     * The score of every solution of size {@code n}.
     *
     * @param n the board size
     * @return the best attainable score for that size
     */
    double optimum(int n);

    /**
     * Whether this function can read genomes of the given encoding; the default accepts every one.
     *
     * @param encoding an encoding
     * @return true when genomes of {@code encoding} can be scored
     */
    default boolean accepts(Encoding encoding) {
        return true;
    }

    /** {@return a short name for tables and legends} The default is the class's simple name. */
    default String name() {
        return getClass().getSimpleName();
    }
}
