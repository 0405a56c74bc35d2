package io.nqueens.engine;

/**
 * What a {@link Limit} reads of a run after each generation: where it stands, how long it has
 * gone without progress and what it has found. {@link Run} implements it; every method is O(1).
 */
public interface RunStatus {

    /** {@return the number of the latest generation (0 for the initial population)} */
    int generation();

    /** {@return the latest generation's record} */
    Generation latest();

    /** {@return the engine's settings} */
    Settings settings();

    /** {@return generations in a row whose best fitness was no better than the best of the run} */
    int stagnantGenerations();

    /**
     * {@return generations in a row whose best fitness was no better than the best since the
     * population was last drawn at random}
     */
    int stagnantSinceRestart();

    /** {@return distinct real solutions seen so far} */
    int distinctSolutions();

    /**
     * {@return the number of distinct solutions of the board, or -1 when the run does not look for
     * all of them}
     */
    long solutionCount();

    /** {@return wall time since the run started, in nanoseconds} */
    long elapsedNanos();
}
