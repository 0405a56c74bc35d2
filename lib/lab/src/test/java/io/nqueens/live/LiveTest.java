package io.nqueens.live;

import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.ScalingStudy;
import io.nqueens.experiment.Sweep;
import io.nqueens.live.frames.Display;
import io.nqueens.live.frames.Frames;
import io.nqueens.live.frames.ProgressText;
import io.nqueens.live.frames.RecordedDisplay;
import io.nqueens.presets.LargeBoards;
import io.nqueens.presets.Presets;
import io.nqueens.render.WholePng;
import io.nqueens.stats.WilsonInterval;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LiveTest {
    @Test
    void aLiveRunEndsAsRunToEndDoesAndTheLastFrameShowsTheEnd() {
        Engine e = Presets.doc004().maxGenerations(400).build();
        RecordedDisplay shown = new RecordedDisplay();
        RunResult live = Live.toEnd(e.run(0), new Frames(shown, null, System::nanoTime));
        RunResult plain = e.runToEnd(0);
        assertEquals(plain.stopReason(), live.stopReason());
        assertEquals(plain.generations(), live.generations());
        assertEquals(plain.evaluations(), live.evaluations());
        assertEquals(plain.solutions(), live.solutions());
        assertEquals(plain.history().stream().map(g -> g.mean()).toList(),
                live.history().stream().map(g -> g.mean()).toList());
        assertEquals(List.of("d0", "d1"), List.copyOf(shown.outputs.keySet()), "a line and a chart");
        String last = (String) shown.outputs.get("d0");
        assertTrue(last.startsWith("generation " + live.generations() + " of at most 400 | "), last);
        assertTrue(last.endsWith(live.stopReason().toString()), last);
        assertEquals(live.history(), Live.sampled(live.history()), "a short run is drawn whole");
        List<io.nqueens.engine.Generation> thrice = new ArrayList<>(live.history());
        thrice.addAll(live.history());
        thrice.addAll(live.history());
        List<io.nqueens.engine.Generation> few = Live.sampled(thrice);
        assertTrue(few.size() <= Live.CHART_POINTS + 1 && few.size() >= Live.CHART_POINTS / 2, "sampled: " + few.size());
        assertEquals(thrice.get(thrice.size() - 1), few.get(few.size() - 1), "the last generation is drawn");
        BufferedImage chart = assertInstanceOf(BufferedImage.class, shown.outputs.get("d1"));
        assertEquals(0, WholePng.pngLength(chart) % 3, "the chart arrives whole");
    }

    @Test
    void aLiveExperimentGivesTheSameTableAndEndsAtEveryRun() {
        Experiment x = Experiment.of(Sweep.over(Presets.doc000Fixed().maxGenerations(30))
                .axis("pop", List.of(20, 40, 60), Engine.Builder::populationSize)).seeds(0, 6).threads(2);
        RecordedDisplay shown = new RecordedDisplay();
        ExperimentResult live = Live.run(x, new Frames(shown, null, System::nanoTime), 1);
        ExperimentResult plain = x.run();
        assertEquals(plain.runs().removeColumns("wall_ms").print(), live.runs().removeColumns("wall_ms").print());
        String last = (String) shown.outputs.get("d0");
        assertTrue(last.startsWith("runs 18/18 (100%) | "), last);
        assertTrue(last.contains("| best so far: "), last);
        assertInstanceOf(BufferedImage.class, shown.outputs.get("d1"), "the success chart of the settings done");
        RecordedDisplay lineOnly = new RecordedDisplay();
        ExperimentResult quiet = Live.run(x, new Frames(lineOnly, null, System::nanoTime), 1, false);
        assertEquals(plain.runs().removeColumns("wall_ms").print(), quiet.runs().removeColumns("wall_ms").print());
        assertEquals(List.of("d0"), List.copyOf(lineOnly.outputs.keySet()), "the line only, no chart");
    }

    @Test
    void aLiveScalingStudyGivesTheSameRows() {
        ScalingStudy study = ScalingStudy.of(LargeBoards::memetic).seeds(1, 2);
        RecordedDisplay shown = new RecordedDisplay();
        List<ScalingStudy.Row> live = Live.scaling(new Frames(shown, null, System::nanoTime),
                l -> study.onRow(l).runWhileSolved(8, 16));
        List<ScalingStudy.Row> plain = study.runWhileSolved(8, 16);
        assertEquals(plain.stream().map(r -> r.n() + "/" + r.seed() + "/" + r.generations() + "/" + r.evaluations()).toList(),
                live.stream().map(r -> r.n() + "/" + r.seed() + "/" + r.generations() + "/" + r.evaluations()).toList());
        String last = (String) shown.outputs.get("d0");
        assertTrue(last.startsWith("runs 4 (4 solved) | "), last);
        assertTrue(last.contains("last: N = 16, seed 2, solved in "), last);
    }

    @Test
    void aDisplayThatFailsLeavesTheRunToEndAndPrintsLinesInstead() {
        Engine e = Presets.doc004().maxGenerations(300).build();
        Display broken = new Display() {
            @Override
            public String show(Object content) {
                return "d";
            }

            @Override
            public void update(String id, Object content) {
                throw new IllegalStateException("no cell to update");
            }
        };
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        AtomicLong now = new AtomicLong();
        Frames f = new Frames(broken, new PrintStream(bytes, true, StandardCharsets.UTF_8), () -> now.addAndGet(100_000_000L));
        RunResult live = Live.toEnd(e.run(0), f);
        assertEquals(e.runToEnd(0).evaluations(), live.evaluations());
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals("live view: the kernel's display failed (no cell to update); progress as lines", lines.get(0));
        assertTrue(lines.get(lines.size() - 1).startsWith("generation " + live.generations() + " of at most 300"),
                lines.toString());
    }

    @Test
    void linesStayUnderOneHundredColumnsAndNamesAreCutOnlyBetweenWords() {
        String label = "x".repeat(300);
        String[] lines = Live.experimentLine(5, 10, 3_000_000_000L, Map.of(0, WilsonInterval.of(3, 3)),
                List.of(label)).split("\n");
        assertEquals("runs 5/10 (50%) | 3.0 s, about 3.0 s left | best so far: 3/3 solved", lines[0]);
        assertEquals("  " + "x".repeat(ProgressText.MAX_LINE - 6) + " ...", lines[1]); // one word: cut where it must be
        String name = "selection=roulette, population=100, crossover=pmx, mutation=swap, rate=0.05, elitism=2";
        String[] two = Live.experimentLine(12, 540, 9_000_000_000L, Map.of(3, WilsonInterval.of(28, 30)),
                List.of("a", "b", "c", name)).split("\n");
        assertEquals("runs 12/540 (2%) | 9.0 s, about 6 min 36 s left | best so far: 28/30 solved", two[0]);
        assertEquals("  " + name, two[1]); // the whole name, on its own line
        String longer = name + ", restarts after 50 generations without progress, tournament of three";
        assertEquals("  selection=roulette, population=100, crossover=pmx, mutation=swap, rate=0.05, elitism=2"
                + " ...", ProgressText.fit("  " + longer)); // "restarts" would end past column 95: cut before it
        assertEquals("1 min 05 s", ProgressText.seconds(65_000_000_000L));
        assertEquals("2.5 s", ProgressText.seconds(2_500_000_000L));
    }

    @Test
    void noTimeLeftBeforeAFewRunsAndAFewSeconds() {
        Map<Integer, WilsonInterval> none = Map.of();
        // The case: 2 quick runs of 540 said "about 0.3 s left".
        assertEquals("runs 2/540 (0%) | 0.0 s", Live.experimentLine(2, 540, 1_000_000L, none, List.of()));
        assertEquals("runs 40/540 (7%) | 2.9 s", Live.experimentLine(40, 540, 2_900_000_000L, none, List.of()));
        assertEquals("runs 4/540 (0%) | 30.0 s", Live.experimentLine(4, 540, 30_000_000_000L, none, List.of()));
        assertEquals("runs 5/540 (0%) | 3.0 s, about 5 min 21 s left",
                Live.experimentLine(5, 540, 3_000_000_000L, none, List.of()));
        assertEquals("runs 540/540 (100%) | 1 min 40 s", Live.experimentLine(540, 540, 100_000_000_000L, none,
                List.of()));
        assertTrue(!Live.estimable(4, Long.MAX_VALUE) && !Live.estimable(1_000, 2_999_999_999L)
                && Live.estimable(5, 3_000_000_000L));
    }

    @Test
    void aLabelsTerminalCodesAreEscapedInTheLine() {
        String line = ProgressText.fit("best so far: my\u001b[2J GA\u009b");
        assertEquals("best so far: my\\x1b[2J GA\\x9b", line);
    }

    /**
     * Kernel &gt; Interrupt on rapaio, IJava and JJava interrupts the cell's thread: the view ends
     * within about a second, its last line says how far it got, and the call throws, so that no
     * later cell takes the partial result for a whole one.
     */
    @Test
    void anInterruptEndsTheViewWithALineSayingHowFarItGotAndThrows() throws Exception {
        Experiment x = Experiment.of(Presets.doc000(), Presets.doc001()).seeds(0, 200).threads(2);
        RecordedDisplay shown = new RecordedDisplay();
        java.util.concurrent.atomic.AtomicReference<Throwable> thrown = new java.util.concurrent.atomic.AtomicReference<>();
        java.util.concurrent.atomic.AtomicBoolean flagKept = new java.util.concurrent.atomic.AtomicBoolean();
        Thread cell = new Thread(() -> {
            try {
                Live.run(x, new Frames(shown, null, System::nanoTime), 20, false);
            } catch (Throwable t) {
                thrown.set(t);
                flagKept.set(Thread.currentThread().isInterrupted());
            }
        });
        cell.start();
        long deadline = System.nanoTime() + 60_000_000_000L;
        while (!(shown.outputs.get("d0") instanceof String s && !s.startsWith("runs 0/")) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        long t0 = System.nanoTime();
        cell.interrupt();
        cell.join(5_000);
        double seconds = (System.nanoTime() - t0) / 1e9;
        assertTrue(!cell.isAlive() && seconds < 2, "the view ended " + seconds + " s after the interrupt");
        assertInstanceOf(io.nqueens.InterruptedCallException.class, thrown.get());
        assertTrue(flagKept.get(), "the interrupt flag stays set");
        String last = (String) shown.outputs.get("d0");
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("interrupted after (\\d+) of 400 runs \\(a partial result\\) \\| [0-9.]+ s").matcher(last);
        assertTrue(m.matches(), last);
        assertTrue(thrown.get().getMessage().startsWith("the experiment was interrupted after " + m.group(1)
                + " of 400 runs"), thrown.get().getMessage());
        // Said twice: at once (JJava and IJava stop listening to the cell when they answer the
        // interrupt, without waiting for it), and again with the final count once the runs stopped.
        assertEquals(2, shown.contents.stream().filter(c -> c instanceof String t
                && t.startsWith("interrupted after ")).count(), shown.contents.toString());
    }
}
