package io.nqueens.stats;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;

/**
 * The generation in which each distinct solution of a run was first seen, in the order of
 * {@link RunResult#solutions()}, read from the history's {@link Generation#newSolutions()} counts
 * (the engine appends a generation's new solutions to the list in that generation). O(generations).
 */
public final class SolutionGenerations {
    private SolutionGenerations() {
    }

    /**
     * Entry i is the generation index in which {@code result.solutions().get(i)} first appeared.
     *
     * @param result a finished run, not null, whose history holds every generation
     * @return a new array with one generation index per distinct solution, non-decreasing
     * @throws IllegalArgumentException for a null run
     * @throws IllegalStateException when the history's new-solution counts do not add up to the
     *     number of solutions (a history that skipped generations)
     */
    public static int[] of(RunResult result) {
        Checks.notNull("result", result);
        int[] found = new int[result.solutions().size()];
        int k = 0;
        for (Generation g : result.history()) {
            for (int j = 0; j < g.newSolutions(); j++) {
                if (k == found.length) {
                    throw new IllegalStateException("history counts more new solutions than the run's "
                            + found.length + " solutions");
                }
                found[k++] = g.index();
            }
        }
        if (k != found.length) {
            throw new IllegalStateException("history counts " + k + " new solutions, the run found "
                    + found.length);
        }
        return found;
    }
}
