package io.nqueens.engine;

import java.time.Duration;

/**
 * The stopping and restarting rules there are, as values to give
 * {@link Engine.Builder#limits(Limit...)}, e.g.
 * {@code .limits(Limits.generations(500), Limits.solved(), Limits.time(Duration.ofSeconds(5)))}.
 * Every run needs a generation budget; an engine built without one stops at 1,000 generations.
 */
public final class Limits {
    private Limits() {}

    /**
     * {@return stop at generation {@code max}}
     *
     * @param max 1 to 100 million
     */
    public static Limit generations(int max) {
        return new Limit.Generations(max);
    }

    /**
     * {@return stop before any generation that could take the run past {@code max} fitness
     * evaluations} No generation starts that could pass the budget, so settings with different
     * population sizes compare on equal spending; see {@link Limit.Evaluations} for the bound a
     * generation is charged.
     *
     * @param max 1 to 10^15, and at least the population size when the engine is built
     */
    public static Limit evaluations(long max) {
        return new Limit.Evaluations(max);
    }

    /**
     * {@return let no success (solved, fitness target, all solutions) stop the run before
     * generation {@code min}}
     *
     * @param min 0 to 100 million, and at most the generation budget when the engine is built
     */
    public static Limit minGenerations(int min) {
        return new Limit.MinGenerations(min);
    }

    /** {@return stop as soon as the population holds a real solution} */
    public static Limit solved() {
        return new Limit.Solved();
    }

    /**
     * {@return stop when the best fitness is at least as good as {@code target}}
     *
     * @param target a finite score
     */
    public static Limit fitnessTarget(double target) {
        return new Limit.FitnessTarget(target);
    }

    /**
     * {@return stop after {@code generations} generations in a row without a better best fitness}
     *
     * @param generations 1 to 100 million
     */
    public static Limit stagnation(int generations) {
        return new Limit.Stagnation(generations);
    }

    /**
     * {@return stop once {@code budget} of wall time has passed} Checked between generations; not
     * reproducible.
     *
     * @param budget a positive duration
     */
    public static Limit time(Duration budget) {
        return new Limit.TimeBudget(budget);
    }

    /** {@return run until every distinct solution has been seen (N ≤ 14)} */
    public static Limit allSolutions() {
        return new Limit.AllSolutions();
    }

    /** {@return draw a fresh random population after each generation that holds a real solution} */
    public static Limit restartOnSolution() {
        return new Limit.RestartOnSolution();
    }

    /**
     * {@return draw a fresh random population after {@code generations} generations in a row whose
     * best is no better than the best since the last (re)start}
     *
     * @param generations 1 to 100 million
     */
    public static Limit restartAfterStagnation(int generations) {
        return new Limit.RestartAfterStagnation(generations);
    }
}
