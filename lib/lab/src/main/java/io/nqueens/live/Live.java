package io.nqueens.live;

import io.nqueens.Checks;
import io.nqueens.InterruptedCallException;
import io.nqueens.engine.Generation;
import io.nqueens.engine.Run;
import io.nqueens.engine.RunResult;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.RunningExperiment;
import io.nqueens.experiment.ScalingStudy;
import io.nqueens.live.frames.Frames;
import io.nqueens.plots.AxisCharts;
import io.nqueens.plots.FitnessChart;
import io.nqueens.stats.WilsonInterval;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Supplier;

import static io.nqueens.live.frames.ProgressText.MAX_LINE;
import static io.nqueens.live.frames.ProgressText.fit;
import static io.nqueens.live.frames.ProgressText.seconds;

/**
 * Long work that shows how it is going while it runs: one call in place of the usual one, with the
 * same result (the same seeds give the same outcome; only wall times differ).
 *
 * <pre>{@code
 * RunResult full = Live.toEnd(Presets.doc004().build().run(0));      // instead of runToEnd(0)
 * ExperimentResult grid = Live.run(Experiment.of(sweep).seeds(0, 30)); // instead of .run()
 * List<ScalingStudy.Row> rows = Live.runWhileSolved(ScalingStudy.of(LargeBoards::memetic).seeds(1, 2, 3), sizes);
 * }</pre>
 *
 * In a Java kernel with display updates (IJava, JJava, the bundled rapaio kernel; found by
 * reflection, so notebooks stay kernel-neutral) the view is a progress line (done and planned,
 * elapsed time, time left, the best so far), replaced in place at most four times a second, and,
 * for a run or an experiment, a chart redrawn at most once a second (fitness by generation; success
 * rate of the settings finished so far). Elsewhere (JShell, the command line, tests) it prints the
 * line at most every five seconds, and at the end. Every update is sent from the calling thread
 * while the call runs, so none outlives the cell, and the last one, which the saved notebook keeps,
 * shows the final state. Cost: each output is updated no more often than forty times what its last
 * update cost (drawing, the kernel's encoding and sending), so the view takes at most about 5% of
 * the calling thread (an experiment's runs use other threads); a run's chart draws at most about
 * 500 of its generations. A race's and an ablation's live views are in the tuning module, which
 * the student's class path does not carry ({@code io.nqueens.tuning.LiveRace}).
 */
public final class Live {
    /** Width of the live charts, in pixels. */
    static final int CHART_WIDTH = 640;
    /** Generations drawn at most in a run's live chart, about. */
    static final int CHART_POINTS = 500;
    /** Runs done before a time left is shown: the first are the quick ones (2 of 540 said "0.3 s left"). */
    static final int ETA_AFTER_STEPS = 5;
    /** Seconds before a time left is shown, for the same reason (in nanoseconds). */
    static final long ETA_AFTER_NANOS = 3_000_000_000L;

    private Live() {}

    /**
     * Steps the run to its end, as {@link Run#toEnd()} does, showing its progress and a chart of
     * the best and mean fitness by generation.
     *
     * @param run a run, not null, at any point (a finished one is shown and returned as it is)
     * @return the run's result, the same as {@code run.toEnd()} would give
     */
    public static RunResult toEnd(Run run) {
        return toEnd(Checks.notNull("run", run), Frames.here());
    }

    static RunResult toEnd(Run run, Frames frames) {
        long start = System.nanoTime();
        Supplier<BufferedImage> chart = () -> FitnessChart.ofHistory(run.engine().label(), sampled(run.history()))
                .best(true).size(CHART_WIDTH, 360).title(run.engine().label() + ", seed " + run.seed()).image();
        while (run.hasNext()) {
            run.next();
            frames.next(() -> runLine(run, System.nanoTime() - start), chart);
        }
        frames.last(runLine(run, System.nanoTime() - start), chart);
        return run.result();
    }

    /**
     * Runs the experiment, as {@link Experiment#run()} does, showing the runs done and a chart of
     * the success rate of each setting finished so far. It listens to the settings finishing, so a
     * listener set with {@link Experiment#onSettingDone} or {@link Experiment#printProgress()} is
     * replaced. An interrupt of the calling thread (Kernel &gt; Interrupt) cancels the experiment
     * within about a second: the last line says "interrupted after N of M runs", and the call
     * throws, so that no later cell takes the partial result for a whole one.
     *
     * @param experiment the experiment, not null
     * @return its result, the same as {@code experiment.run()} would give (wall times aside)
     * @throws IllegalStateException naming the setting and seed when a run failed
     * @throws InterruptedCallException when the calling thread is interrupted, after the last line
     */
    public static ExperimentResult run(Experiment experiment) {
        return run(Checks.notNull("experiment", experiment), Frames.here(), 100, true);
    }

    /**
     * Runs the experiment as {@link #run(Experiment)} does, showing only the progress line: for a
     * cell whose own charts of the result come after, so that no chart is drawn twice.
     *
     * @param experiment the experiment, not null
     * @return its result, the same as {@code experiment.run()} would give (wall times aside)
     * @throws IllegalStateException naming the setting and seed when a run failed
     * @throws InterruptedCallException when the calling thread is interrupted, after the last line
     */
    public static ExperimentResult lineOnly(Experiment experiment) {
        return run(Checks.notNull("experiment", experiment), Frames.here(), 100, false);
    }

    static ExperimentResult run(Experiment experiment, Frames frames, long pollMillis) {
        return run(experiment, frames, pollMillis, true);
    }

    static ExperimentResult run(Experiment experiment, Frames frames, long pollMillis, boolean charted) {
        Map<Integer, WilsonInterval> done = new ConcurrentSkipListMap<>();
        List<String> labels = experiment.settings().stream().map(s -> s.label()).toList();
        List<String> compact = CompactLabels.of(labels); // the chart's axis: the line keeps the whole labels
        RunningExperiment running = experiment
                .onSettingDone(p -> done.put(p.setting().index(), WilsonInterval.of(p.solved(), p.runs())))
                .start();
        long start = System.nanoTime();
        // A chart once a setting is done, and never for lineOnly.
        Supplier<Supplier<BufferedImage>> chart = () -> done.isEmpty() || !charted ? null
                : () -> successChart(done, compact);
        boolean interrupted = false;
        boolean finished = false;
        try {
            interrupted = watch(running, frames, pollMillis, () -> experimentLine(running.completedRuns(),
                    running.plannedRuns(), System.nanoTime() - start, running.nanosLeft(), done, labels), chart);
            if (interrupted) { // where it stood, first: the kernel may stop listening at once
                frames.now(StoppedLines.partialLine("interrupted", running.completedRuns(), running.plannedRuns(),
                        System.nanoTime() - start));
                running.cancel();
            }
            // Awaited and shown with the flag clear: a kernel's display send on an interrupted
            // thread fails (rapaio: "ZMQException: Errno 4"), and the last frame must reach the cell.
            ExperimentResult result = running.await();
            frames.last(StoppedLines.endLine(result, interrupted, System.nanoTime() - start, done, labels), chart.get());
            finished = true;
            if (interrupted) { // the cell fails: nothing after it takes the partial result for a whole one
                throw new InterruptedCallException("the experiment", String.format(Locale.ROOT,
                        "after %,d of %,d runs", result.completedRuns(), result.plannedRuns()));
            }
            return result;
        } finally {
            if (!finished) { // stopped by an exception (JJava's stop, a failed run): no runs go on
                running.cancel();
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * Shows frames until the experiment ends or is cancelled; returns whether the calling thread
     * was interrupted meanwhile (Kernel &gt; Interrupt on rapaio, IJava and JJava), its flag cleared.
     */
    private static boolean watch(RunningExperiment running, Frames frames, long pollMillis, Supplier<String> line,
            Supplier<Supplier<BufferedImage>> chart) {
        try {
            while (!running.isDone() && !running.isCancelled()) {
                frames.next(line, chart.get());
                Thread.sleep(pollMillis);
            }
            return Thread.interrupted();
        } catch (InterruptedException stopped) {
            return true;
        }
    }

    /**
     * Runs the study over the sizes, as {@link ScalingStudy#run(int...)} does, showing each run as
     * it ends. It listens to the rows, so a listener set with {@link ScalingStudy#onRow} is replaced.
     *
     * @param study the study, not null
     * @param sizes the board sizes, as {@code run} takes them
     * @return the rows, the same as {@code study.run(sizes)} would give (wall times aside)
     */
    public static List<ScalingStudy.Row> run(ScalingStudy study, int... sizes) {
        Checks.notNull("study", study);
        return scaling(Frames.here(), listener -> study.onRow(listener).run(sizes));
    }

    /**
     * Runs the study while every seed solves, as {@link ScalingStudy#runWhileSolved(int...)}
     * does, showing each run as it ends (see {@link #run(ScalingStudy, int...)}).
     *
     * @param study the study, not null
     * @param sizes the board sizes, as {@code runWhileSolved} takes them
     * @return the rows, the same as {@code study.runWhileSolved(sizes)} would give (wall times aside)
     */
    public static List<ScalingStudy.Row> runWhileSolved(ScalingStudy study, int... sizes) {
        Checks.notNull("study", study);
        return scaling(Frames.here(), listener -> study.onRow(listener).runWhileSolved(sizes));
    }

    static List<ScalingStudy.Row> scaling(Frames frames,
            java.util.function.Function<java.util.function.Consumer<ScalingStudy.Row>, List<ScalingStudy.Row>> body) {
        long start = System.nanoTime();
        List<ScalingStudy.Row> seen = new ArrayList<>();
        List<ScalingStudy.Row> rows = body.apply(row -> {
            seen.add(row);
            frames.next(() -> scalingLine(seen, System.nanoTime() - start), null);
        });
        frames.last(scalingLine(seen, System.nanoTime() - start), null);
        return rows;
    }

    /**
     * At most about {@link #CHART_POINTS} generations, evenly spaced, the last included: a chart of
     * thousands of generations costs far more to draw and looks the same.
     */
    static List<Generation> sampled(List<Generation> history) {
        int step = Math.max(1, (history.size() + CHART_POINTS - 1) / CHART_POINTS);
        if (step == 1) {
            return history;
        }
        List<Generation> out = new ArrayList<>();
        for (int i = 0; i < history.size(); i += step) {
            out.add(history.get(i));
        }
        if (out.get(out.size() - 1) != history.get(history.size() - 1)) {
            out.add(history.get(history.size() - 1));
        }
        return out;
    }

    static String runLine(Run run, long elapsedNanos) {
        Generation g = run.latest();
        int max = run.engine().maxGenerations();
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "generation %,d of at most %,d | %s",
                g.index(), max, seconds(elapsedNanos)));
        if (run.hasNext() && estimable(g.index(), elapsedNanos)) {
            s.append(", at most ").append(seconds(elapsedNanos / g.index() * (max - g.index()))).append(" left");
        }
        s.append(" | best ").append(number(g.best()));
        long wanted = run.engine().solutionCount();
        if (wanted > 0) {
            s.append(String.format(Locale.ROOT, " | solutions %d/%d", g.distinctSolutions(), wanted));
        }
        if (!run.hasNext()) {
            s.append(" | ").append(run.stopReason());
        }
        return fit(s.toString());
    }

    static String experimentLine(int completed, int planned, long elapsedNanos, Map<Integer, WilsonInterval> done,
            List<String> labels) {
        return experimentLine(completed, planned, elapsedNanos, estimable(completed, elapsedNanos)
                ? elapsedNanos / completed * (planned - completed) : -1, done, labels);
    }

    /** The line with a time left estimated elsewhere ({@link RunningExperiment#nanosLeft()}; -1: none yet). */
    static String experimentLine(int completed, int planned, long elapsedNanos, long leftNanos,
            Map<Integer, WilsonInterval> done, List<String> labels) {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "runs %,d/%,d (%d%%) | %s", completed, planned,
                planned == 0 ? 100 : 100L * completed / planned, seconds(elapsedNanos)));
        if (completed < planned && leftNanos >= 0 && estimable(completed, elapsedNanos)) {
            s.append(", about ").append(seconds(leftNanos)).append(" left");
        }
        Map.Entry<Integer, WilsonInterval> best = null;
        for (Map.Entry<Integer, WilsonInterval> e : done.entrySet()) {
            if (best == null || e.getValue().rate() > best.getValue().rate()) {
                best = e;
            }
        }
        if (best == null) {
            return fit(s.toString());
        }
        String solved = best.getValue().successes() + "/" + best.getValue().trials() + " solved";
        String label = labels.get(best.getKey());
        String one = s + " | best so far: " + solved + ", " + label;
        if (one.length() <= MAX_LINE) {
            return one;
        }
        // The setting's name on a line of its own, cut (if at all) between words, never inside one.
        return fit(s + " | best so far: " + solved) + "\n" + fit("  " + label);
    }

    /** Whether a time left means something yet: a few steps done and a few seconds passed. */
    static boolean estimable(long done, long elapsedNanos) {
        return done >= ETA_AFTER_STEPS && elapsedNanos >= ETA_AFTER_NANOS;
    }

    static String scalingLine(List<ScalingStudy.Row> rows, long elapsedNanos) {
        if (rows.isEmpty()) {
            return "no run yet | " + seconds(elapsedNanos);
        }
        ScalingStudy.Row r = rows.get(rows.size() - 1);
        long solved = rows.stream().filter(ScalingStudy.Row::solved).count();
        return fit(String.format(Locale.ROOT, "runs %d (%d solved) | %s | last: N = %,d, seed %d, %s in %s",
                rows.size(), solved, seconds(elapsedNanos), r.n(), r.seed(), r.solved() ? "solved" : "not solved",
                seconds((long) (r.wallMillis() * 1e6))));
    }

    private static BufferedImage successChart(Map<Integer, WilsonInterval> done, List<String> labels) {
        StringColumn setting = StringColumn.create("setting");
        DoubleColumn rate = DoubleColumn.create("success_rate");
        DoubleColumn low = DoubleColumn.create("ci_low");
        DoubleColumn high = DoubleColumn.create("ci_high");
        for (Map.Entry<Integer, WilsonInterval> e : done.entrySet()) {
            setting.append(labels.get(e.getKey()));
            rate.append(e.getValue().rate());
            low.append(e.getValue().low());
            high.append(e.getValue().high());
        }
        Table summary = Table.create("settings done", setting, rate, low, high);
        return AxisCharts.success(summary, "setting", done.size() + " of " + labels.size() + " settings done",
                CHART_WIDTH);
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%.4g", v);
    }
}
