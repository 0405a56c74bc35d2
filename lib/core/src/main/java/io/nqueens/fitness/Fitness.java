package io.nqueens.fitness;

import io.nqueens.Checks;
import io.nqueens.PluginNames;
import io.nqueens.board.Encoding;

import java.util.function.IntToDoubleFunction;

/**
 * A fitness function: scores a genome of board size N, in a {@link Direction}, with a best
 * attainable value that every real solution reaches. A flawed score (document 002's) may reach
 * its optimum on boards that are not solutions; the engine therefore checks candidates with
 * {@link io.nqueens.board.Conflicts} before calling them solved.
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

    /**
     * {@return a short name for tables, legends and messages} The default is the class's
     * {@code toString()} when it has one of its own, else its simple name; a lambda or anonymous
     * class is "unnamed lambda fitness" (give it a name with {@link #of(String, Direction, double,
     * Score)}).
     */
    default String name() {
        return PluginNames.of(this, "fitness");
    }

    /**
     * The scoring rule of a fitness written as a lambda: {@code (genes, n) -> ...}.
     */
    @FunctionalInterface
    interface Score {
        /**
         * Scores a genome of board size {@code n}; must not modify the genes.
         *
         * @param genes the genome, read only
         * @param n the board size
         * @return the score, a finite number
         */
        double score(int[] genes, int n);
    }

    /**
     * A named fitness from a lambda, with the same optimum on every board size, e.g.
     * {@code Fitness.of("my pairs", Direction.MINIMIZE, 0, (genes, n) -> countPairs(genes))}.
     * The engine checks such a fitness where it acts: a score that is NaN or infinite, better than
     * the optimum, or a real solution scored other than the optimum fails the run at once, naming
     * the fitness.
     *
     * @param name the name shown in tables, charts and messages, not blank
     * @param direction whether larger or smaller scores are better, not null
     * @param optimum the score of every solution, a finite number
     * @param score the scoring rule, not null
     * @return the fitness; it accepts every encoding
     * @throws IllegalArgumentException naming the parameter at fault
     */
    static Fitness of(String name, Direction direction, double optimum, Score score) {
        if (!Double.isFinite(optimum)) {
            throw new IllegalArgumentException("fitness " + name + ": optimum must be a finite number, was " + optimum);
        }
        return of(name, direction, n -> optimum, score);
    }

    /**
     * A named fitness from a lambda whose optimum depends on the board size, e.g.
     * {@code Fitness.of("non-attacking", MAXIMIZE, n -> n * (n - 1) / 2.0, (genes, n) -> ...)}.
     *
     * @param name the name shown in tables, charts and messages, not blank
     * @param direction whether larger or smaller scores are better, not null
     * @param optimum the score of every solution of size n (must be finite; checked where used)
     * @param score the scoring rule, not null
     * @return the fitness; it accepts every encoding
     * @throws IllegalArgumentException naming the parameter at fault
     */
    static Fitness of(String name, Direction direction, IntToDoubleFunction optimum, Score score) {
        return new NamedFitness(Checks.notBlank("fitness name", name), Checks.notNull("direction", direction),
                Checks.notNull("optimum", optimum), Checks.notNull("score", score));
    }
}
