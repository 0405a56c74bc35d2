package io.nqueens.tuning;

import java.nio.file.Path;

/**
 * Somewhere else to run a race's runs: a job array of a cluster (Slurm's, say). The race writes a
 * job folder ({@code job.json} and one experiment folder per board size) and asks for {@code tasks}
 * tasks; task i of n runs {@link RaceTask#run(Path, int, int, int)} on that folder, which saves
 * each finished run into it. The call returns when every task has ended, however it ended; the
 * race then reads what the tasks saved and judges by that alone, so a task that failed or was
 * killed costs only its runs (the race stops, naming the job, and resumes when run again).
 */
@FunctionalInterface
public interface TaskArray {
    /**
     * Runs tasks 0..tasks-1 of a job folder and waits for all of them to end.
     *
     * @param job the job folder, inside the race's folder
     * @param tasks the number of tasks, at least 1
     * @throws RuntimeException when the array could not be submitted or waited for (the race stops;
     *     its saved runs stay)
     */
    void run(Path job, int tasks);
}
