package io.nqueens.engine;

import io.nqueens.board.Board;

import java.util.List;

/**
 * The summary of a finished (or paused) run.
 *
 * @param engine the configuration that ran
 * @param seed the seed it ran from
 * @param stopReason why it ended (null if it was still running)
 * @param firstSolvedGeneration the first generation that held a real solution, or -1
 * @param bestFitness the best fitness seen
 * @param bestGenes a best genome seen (a real solution when one was found)
 * @param solutions the distinct real solutions seen, in order of discovery
 * @param evaluations fitness evaluations in all
 * @param restarts how many times the run started again from a fresh random population
 *     ({@link Engine.Builder#restartOnSolution}, {@link Engine.Builder#restartAfterStagnation})
 * @param elapsedNanos wall time of the run
 * @param history every generation, from generation 0
 */
public record RunResult(
        Engine engine,
        long seed,
        StopReason stopReason,
        int firstSolvedGeneration,
        double bestFitness,
        int[] bestGenes,
        List<Board> solutions,
        long evaluations,
        int restarts,
        long elapsedNanos,
        List<Generation> history) {

    /**
     * Copies the best genome and freezes the lists, so that nothing done to a result reaches the
     * run or another result.
     *
     * @param engine the configuration that ran
     * @param seed the seed it ran from
     * @param stopReason why it ended (null if it was still running)
     * @param firstSolvedGeneration the first generation that held a real solution, or -1
     * @param bestFitness the best fitness seen
     * @param bestGenes a best genome seen (a real solution when one was found)
     * @param solutions the distinct real solutions seen, in order of discovery
     * @param evaluations fitness evaluations in all
     * @param restarts how many times the run started again from a fresh random population ({@link
     *     Engine.Builder#restartOnSolution}, {@link Engine.Builder#restartAfterStagnation})
     * @param elapsedNanos wall time of the run
     * @param history every generation, from generation 0
     */
    public RunResult {
        bestGenes = bestGenes.clone();
        solutions = List.copyOf(solutions);
        history = List.copyOf(history);
    }

    /** {@return a copy of a best genome seen (a real solution when one was found)} */
    @Override
    public int[] bestGenes() {
        return bestGenes.clone();
    }

    /**
     * {@return a few lines: the engine's label, seed, stop reason, generations, best fitness,
     * evaluations, solutions and restarts} Not the history: see {@link #history()}.
     */
    @Override
    public String toString() {
        // A result taken before the run ended has no stop reason yet: it says so rather than "null".
        return "run of " + engine.label() + " from seed " + seed + ": " + (stopReason == null
                ? "still running" : stopReason) + " at generation "
                + generations() + (solved() ? ", first solved at " + firstSolvedGeneration : ", not solved")
                + "\n  best fitness " + bestFitness + ", " + evaluations + " evaluations, " + solutions.size()
                + (solutions.size() == 1 ? " solution" : " solutions") + ", " + restarts
                + (restarts == 1 ? " restart" : " restarts") + "\n  best genome " + PluginFit.shown(bestGenes);
    }

    /** {@return whether a real solution was seen} */
    public boolean solved() {
        return firstSolvedGeneration >= 0;
    }

    /** {@return the last generation's number} 0 when the run stopped at its initial population. */
    public int generations() {
        return history.get(history.size() - 1).index();
    }

    /**
     * {@return the best genome as a board, or null when it is not one (a binary genome with a
     * crowded or empty column)}
     */
    public Board bestBoard() {
        try {
            return engine.encoding().toBoard(bestGenes, engine.boardSize());
        } catch (IllegalArgumentException notABoard) {
            return null;
        }
    }

    /** {@return the wall time in milliseconds} */
    public double elapsedMillis() {
        return elapsedNanos / 1e6;
    }
}
