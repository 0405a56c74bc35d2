package io.nqueens.experiment;

import io.nqueens.engine.RunResult;

/** What the runs table keeps of one finished run. */
record RunRow(int setting, long seed, boolean solved, int firstSolvedGeneration, int generations,
        long evaluations, double wallMillis, double bestFitness, String stopReason, int distinctSolutions,
        int restarts) {

    /** Whether two rows hold the same run: every field but the wall time equal. */
    boolean equalsButWallTime(RunRow o) {
        return equals(new RunRow(o.setting, o.seed, o.solved, o.firstSolvedGeneration, o.generations, o.evaluations,
                wallMillis, o.bestFitness, o.stopReason, o.distinctSolutions, o.restarts));
    }

    static RunRow of(int setting, RunResult r) {
        return new RunRow(setting, r.seed(), r.solved(), r.firstSolvedGeneration(), r.generations(),
                r.evaluations(), r.elapsedMillis(), r.bestFitness(), String.valueOf(r.stopReason()),
                r.solutions().size(), r.restarts());
    }
}
