package io.nqueens.engine;

/** Why a run ended. */
public enum StopReason {
    /** The population holds a board with no attacking queens. */
    SOLVED,
    /** The best fitness reached the configured target (it may not be a real solution). */
    FITNESS_TARGET,
    /** Every distinct solution of this board size has been seen (document 004's goal). */
    ALL_SOLUTIONS_FOUND,
    /** Asked to find all solutions of a board size that has none (N = 2 or 3). */
    NO_SOLUTION_EXISTS,
    /** The generation budget ran out. */
    MAX_GENERATIONS,
    /** The next generation could have passed the evaluation budget ({@link Limits#evaluations}). */
    MAX_EVALUATIONS,
    /** The best fitness did not improve for the configured number of generations. */
    STAGNATION,
    /** The time budget ran out. */
    TIME_LIMIT,
    /** The thread running the GA was interrupted (for example a notebook cell was stopped). */
    INTERRUPTED
}
