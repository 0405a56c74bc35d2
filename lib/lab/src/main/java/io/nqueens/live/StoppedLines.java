package io.nqueens.live;

import io.nqueens.experiment.ExperimentResult;
import io.nqueens.live.frames.ProgressText;
import io.nqueens.stats.WilsonInterval;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The last line of an experiment's live view: the usual line when every run finished, else why it
 * stopped and how far it got. Pure formatting, no state.
 */
final class StoppedLines {
    private StoppedLines() {}

    /**
     * The line an experiment's view ends on: the usual line when every run finished; else why it
     * stopped and how far it got, e.g. "interrupted after 139 of 270 runs".
     */
    static String endLine(ExperimentResult result, boolean interrupted, long elapsedNanos,
            Map<Integer, WilsonInterval> done, List<String> labels) {
        String line = Live.experimentLine(result.completedRuns(), result.plannedRuns(), elapsedNanos, done, labels);
        if (result.isComplete()) {
            return line;
        }
        String why = interrupted ? "interrupted" : result.overrunNanos() >= 0 ? "time budget ran out" : "cancelled";
        return partialLine(why, result.completedRuns(), result.plannedRuns(), elapsedNanos)
                + (result.overrunNanos() > 0 ? "\n" + ProgressText.fit("  " + result.budgetNote()) : "");
    }

    /** {@return the line of a run stopped part-way, e.g. "interrupted after 139 of 270 runs (a partial result) | 4.2 s"} */
    static String partialLine(String why, int completed, int planned, long elapsedNanos) {
        return ProgressText.fit(String.format(Locale.ROOT, "%s after %,d of %,d runs (a partial result) | %s", why,
                completed, planned, ProgressText.seconds(elapsedNanos)));
    }
}
