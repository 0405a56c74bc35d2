package io.nqueens.experiment;

/**
 * News that every run of one setting has finished, given to an experiment's listener. Its
 * {@link #toString()} is the progress line, e.g. {@code setting 3/20 done: pop=200 (30 runs, 28 solved)}.
 */
public final class Progress {
    private final int settingsDone;
    private final int settingCount;
    private final Setting setting;
    private final int runs;
    private final int solved;
    private final int completedRuns;
    private final int plannedRuns;
    private final RunningExperiment experiment;

    Progress(int settingsDone, int settingCount, Setting setting, int runs, int solved, int completedRuns,
            int plannedRuns, RunningExperiment experiment) {
        this.settingsDone = settingsDone;
        this.settingCount = settingCount;
        this.setting = setting;
        this.runs = runs;
        this.solved = solved;
        this.completedRuns = completedRuns;
        this.plannedRuns = plannedRuns;
        this.experiment = experiment;
    }

    /** {@return the number of settings finished so far, this one included} */
    public int settingsDone() { return settingsDone; }
    /** {@return the number of settings in the experiment (with runs in the shard, when sharded)} */
    public int settingCount() { return settingCount; }
    /** {@return the setting that just finished} */
    public Setting setting() { return setting; }
    /** {@return the number of its runs (one per seed, or per seed of the shard when sharded)} */
    public int runs() { return runs; }
    /** {@return how many of its runs found a solution} */
    public int solved() { return solved; }
    /** {@return the number of runs finished so far in the whole experiment} */
    public int completedRuns() { return completedRuns; }
    /** {@return the number of runs the whole experiment (or its shard) plans} */
    public int plannedRuns() { return plannedRuns; }

    /** Stops the experiment: runs under way are interrupted and left out; finished runs are kept. */
    public void cancel() {
        experiment.cancel();
    }

    @Override
    public String toString() {
        // A label's control characters are escaped: this line goes to terminals.
        return "setting " + settingsDone + "/" + settingCount + " done: " + io.nqueens.TerminalText.safe(setting.label())
                + " (" + runs + " runs, " + solved + " solved)";
    }
}
