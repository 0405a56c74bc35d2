package io.nqueens.tuning;

import io.nqueens.Checks;
import io.nqueens.live.frames.Frames;
import io.nqueens.live.frames.LiveLines;
import io.nqueens.live.frames.LiveWorker;
import io.nqueens.live.frames.ProgressText;
import io.nqueens.plots.Charts;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A race and its ablation that show how they are going while they run, as {@code
 * io.nqueens.live.Live} does for runs and experiments: one call in place of the usual one, with
 * the same result (wall times aside).
 *
 * <pre>{@code
 * RaceResult result = LiveRace.run(Race.over(space).budget(600)); // instead of .run()
 * Ablation ablation = LiveRace.ablation(result);                  // instead of Ablation.of(result)
 * }</pre>
 *
 * The race runs on a thread of its own while the calling thread, the cell's, shows a line (the
 * latest step, the test that last dropped configurations, the time so far; once the race is over,
 * the held-out re-test's runs done of its planned), replaced up to four times a second so its
 * clock never stands still, and a chart of the configurations alive against the runs used of the
 * budget, the leader in its legend, redrawn once a second while a chart costs under 0.1 s (ten
 * times its cost apart otherwise: a loaded machine slows it down). An interrupt of the calling
 * thread (a stopped cell) interrupts the race, which stops at its next batch of runs; its saved
 * runs stay, so it resumes. Outside a Java kernel (JShell, tests) the line is printed now and then.
 */
public final class LiveRace {
    /** Width and height of the race chart, in pixels. */
    static final int WIDTH = 640;
    static final int HEIGHT = 320;
    /** Updates at least this many times their cost apart: 10% of an otherwise idle thread. */
    static final int IDLE_COST_FACTOR = 10;
    /** Longest legend text: the leader's label, cut between words, within the chart's width. */
    static final int LEGEND = 80;

    private final List<Race.Step> steps = new ArrayList<>(); // guarded by this
    private String lastTest = "";                            // guarded by this
    private String heldOut = "";                             // guarded by this: the re-test's own line

    LiveRace() {}

    /**
     * Runs the race, as {@link Race#run()} does, showing where it stands: a line with its latest
     * step (iteration, block, configurations alive, runs used of the budget), the test that last
     * dropped configurations and the time so far, its clock moving while a block runs, and a chart
     * of the configurations alive against the runs used, the leader (the first of the alive in the
     * order the race picks by) in its legend, redrawn about once a second. It listens to the race's
     * progress, so a listener set with {@code onProgress} is replaced. An interrupt of the calling
     * thread (a stopped cell) stops the race at its next batch of runs.
     *
     * @param race the race, not null
     * @return its result, the same as {@code race.run()} would give (wall times aside)
     */
    public static RaceResult run(Race race) {
        return run(Frames.here(), Checks.notNull("race", race), 100);
    }

    /**
     * {@return {@link Ablation#of(RaceResult) Ablation.of(result)}, its own line (step, runs, time) shown meanwhile}
     *
     * @param result a race's result, not null
     */
    public static Ablation ablation(RaceResult result) {
        Checks.notNull("result", result);
        return LiveLines.run(Frames.here(), "the ablation", "ablation: starting", p -> Ablation.of(result, p),
                a -> "ablation done: " + (a.steps().size() - 1) + " steps to the pick", 100);
    }

    static RaceResult run(Frames frames, Race race, long pollMillis) {
        frames.costFactor(IDLE_COST_FACTOR); // this thread only draws: the race runs on others
        LiveRace view = new LiveRace();
        Race listening = race.onProgress(view::tested);
        long start = System.nanoTime();
        RaceResult result = LiveWorker.run("nqueens-live-race", () -> listening.run(view::stepped), pollMillis,
                elapsed -> frames.next(() -> view.line(elapsed), view.started() ? () -> view.chart(elapsed) : null),
                worker -> {
                    worker.interrupt();
                    joinQuietly(worker);
                    Thread.currentThread().interrupt();
                    return null; // the race stops at its batch's next check and throws, saying how to resume
                });
        long took = System.nanoTime() - start;
        frames.last(ProgressText.fit(String.format(Locale.ROOT, "race done: %,d runs, %d of %d configurations"
                + " alive, pick #%d | %s", result.runsUsed(), result.survivors().size(),
                result.configurations().size(), result.pick().id(), ProgressText.seconds(took))),
                () -> view.chart(took));
        return result;
    }

    private static void joinQuietly(Thread worker) {
        try {
            worker.join(60_000);
        } catch (InterruptedException again) {
            Thread.currentThread().interrupt();
        }
    }

    synchronized boolean started() {
        return !steps.isEmpty();
    }

    synchronized void stepped(Race.Step step) {
        steps.add(step);
    }

    /** The race's own lines: the one of a test that dropped configurations is kept for the view's line. */
    synchronized void tested(String line) {
        int at = line.indexOf(", ");
        if (line.contains(" dropped ") && at > 0) {
            int end = line.indexOf(';', at);
            lastTest = line.substring(at + 2, end < 0 ? line.length() : end);
        } else if (line.startsWith("held-out re-test:")) {
            heldOut = line;
        }
    }

    synchronized String line(long elapsedNanos) {
        if (steps.isEmpty()) {
            return "race: starting | " + ProgressText.seconds(elapsedNanos);
        }
        Race.Step s = steps.get(steps.size() - 1);
        if (!heldOut.isEmpty()) { // the race is over: its runs stand still while the re-test's move
            return ProgressText.fit(String.format(Locale.ROOT, "%s | %s | race: %,d runs, %d survivors", heldOut,
                    ProgressText.seconds(elapsedNanos), s.runsUsed(), s.alive()));
        }
        return ProgressText.fit(String.format(Locale.ROOT, "iteration %d, block %d: %d alive, %,d of %,d runs"
                + " | %s%s", s.iteration(), s.block(), s.alive(), s.runsUsed(), s.budget(),
                ProgressText.seconds(elapsedNanos), lastTest.isEmpty() ? "" : " | last: " + lastTest));
    }

    /** The chart; at least one step must have been told. */
    synchronized BufferedImage chart(long elapsedNanos) {
        Race.Step last = steps.get(steps.size() - 1);
        XYChart c = new XYChartBuilder().width(WIDTH).height(HEIGHT)
                .title(ProgressText.fit(String.format(Locale.ROOT, "race: %d alive after %,d of %,d runs (%s)",
                        last.alive(), last.runsUsed(), last.budget(), ProgressText.seconds(elapsedNanos))))
                .xAxisTitle("runs used").yAxisTitle("configurations alive").build();
        c.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        c.getStyler().setXAxisMin(0.0);
        c.getStyler().setXAxisMax((double) last.budget());
        c.getStyler().setYAxisMin(0.0);
        c.getStyler().setXAxisDecimalPattern("#,##0");
        c.getStyler().setYAxisDecimalPattern("#,##0");
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        for (Race.Step s : steps) {
            x.add((double) s.runsUsed());
            y.add((double) s.alive());
        }
        XYSeries alive = c.addSeries("alive", x, y);
        alive.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Step);
        alive.setMarker(org.knowm.xchart.style.markers.SeriesMarkers.NONE);
        XYSeries mark = c.addSeries(ProgressText.cut("leader #" + last.leader().id() + ": "
                + last.leader().describe(), LEGEND), new double[] {last.runsUsed()}, new double[] {last.alive()});
        mark.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        return Charts.image(c);
    }
}
