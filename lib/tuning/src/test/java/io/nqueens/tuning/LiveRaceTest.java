package io.nqueens.tuning;

import io.nqueens.live.frames.Display;
import io.nqueens.live.frames.Frames;
import io.nqueens.live.frames.ProgressText;
import io.nqueens.spec.EngineSpec;
import org.junit.jupiter.api.Test;

import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The live view of a race: the same result as the race's own run, its line, its chart and its throttle. */
class LiveRaceTest {
    /**
     * A display that records every message, as a kernel would send them (the lab's tests have the
     * same, whose package the lab exports to this module alone, so its test jar's copy is out of reach).
     */
    static final class RecordedDisplay implements Display {
        final List<String> messages = new ArrayList<>(); // "show id" or "update id"
        final Map<String, Object> outputs = new LinkedHashMap<>(); // id -> what it shows now

        @Override
        public String show(Object content) {
            String id = "d" + outputs.size();
            outputs.put(id, content);
            messages.add("show " + id);
            return id;
        }

        @Override
        public void update(String id, Object content) {
            assertTrue(outputs.containsKey(id), "update of an output never shown: " + id);
            outputs.put(id, content);
            messages.add("update " + id);
        }
    }

    @Test
    void aViewWhoseThreadOnlyDrawsRedrawsASlowChartOnceASecond() {
        AtomicLong now = new AtomicLong();
        RecordedDisplay shown = new RecordedDisplay();
        Frames f = new Frames(shown, null, now::get).costFactor(LiveRace.IDLE_COST_FACTOR);
        java.util.function.Supplier<BufferedImage> slow = () -> {
            now.addAndGet(100_000_000L); // 100 ms a chart: ten times that is the one-second floor
            return new BufferedImage(10, 10, BufferedImage.TYPE_INT_RGB);
        };
        for (int k = 0; k < 60; k++) {
            int at = k;
            f.next(() -> "k " + at, slow);
            now.addAndGet(100_000_000L);
        }
        // 6.4 s in all: charts at 1.0, 2.1, 3.2, 4.3 and 5.4 s, each a second after the last ended
        // (at the usual forty times its cost, two: FramesTest.aSlowChartIsRedrawnLessOften).
        assertEquals(5, shown.messages.stream().filter(m -> m.endsWith("d1")).count(), shown.messages.toString());
    }

    @Test
    void theRacesHeldOutReTestHasALineOfItsOwn() {
        Race race = Race.over(Space.of(EngineSpec.parse("""
                {"encoding": "INTEGER", "boardSize": 8, "populationSize": 50, "crossoverRate": 0.8,
                 "mutation": {"op": "randomReset"}}"""), Parameter.categorical("pm", "mutationRate",
                Map.of("0.05", 0.05, "0.2", 0.2, "0.5", 0.5)))).budget(60).maxEvaluations(2_000)
                .trainingSeeds(1_000, 100).heldOutSeeds(0, 5).seed(3).threads(2);
        LiveRace view = new LiveRace();
        List<String> shown = new ArrayList<>(); // the view's line after each line the race told
        RaceResult r = race.onProgress(line -> {
            view.tested(line);
            shown.add(view.line(2_000_000_000L));
        }).run(view::stepped);
        int s = r.survivors().size();
        String tail = String.format(java.util.Locale.ROOT, " | 2.0 s | race: %d runs, %d survivors", r.runsUsed(), s);
        String of = " of " + 5 * s + " runs (" + s + " survivors × 5 instances)" + tail;
        int first = shown.indexOf("held-out re-test: 0" + of);
        assertTrue(first > 0, shown.toString());
        assertTrue(shown.subList(0, first).stream().allMatch(l -> l.startsWith("race: starting | ")
                || l.startsWith("iteration ")), shown.toString());
        assertEquals("held-out re-test: " + 5 * s + of, shown.get(shown.size() - 1));
        assertTrue(shown.subList(first, shown.size()).stream().allMatch(l -> l.startsWith("held-out re-test: ")
                && l.endsWith(of)), shown.toString());
    }

    @Test
    void aLiveRaceGivesTheSameResultAndShowsALineAndAChartOfItsSteps() {
        EngineSpec base = EngineSpec.parse("""
                {"encoding": "INTEGER", "boardSize": 8, "populationSize": 50, "crossoverRate": 0.8,
                 "mutation": {"op": "randomReset"}}""");
        Map<String, Object> pm = new java.util.LinkedHashMap<>();
        for (double v : new double[] {0.01, 0.05, 0.2, 0.5}) {
            pm.put(String.valueOf(v), v);
        }
        Race race = Race.over(Space.of(base, Parameter.categorical("pm", "mutationRate", pm))).budget(60)
                .maxEvaluations(2_000).trainingSeeds(1_000, 100).heldOutSeeds(0, 5).seed(3).threads(2);
        RecordedDisplay shown = new RecordedDisplay();
        RaceResult live = LiveRace.run(new Frames(shown, null, System::nanoTime), race, 100);
        RaceResult plain = race.run();
        assertEquals(plain.log().print(), live.log().print());
        assertEquals(plain.pick(), live.pick());
        assertEquals(List.of("show d0"), shown.messages.subList(0, 1), "the line first, shown once");
        assertTrue(shown.messages.stream().allMatch(m -> m.matches("(show|update) d[01]")), shown.messages.toString());
        assertEquals(1, shown.messages.stream().filter(m -> m.equals("show d1")).count(), "one chart, shown once");
        BufferedImage chart = (BufferedImage) shown.outputs.get("d1"); // the last frame: the race's end
        assertEquals(LiveRace.WIDTH, chart.getWidth());
        List<Race.Step> steps = new ArrayList<>();
        RaceResult told = race.run(steps::add);
        assertEquals(plain.log().print(), told.log().print());
        Race.Step end = steps.get(steps.size() - 1);
        assertEquals(plain.runsUsed(), end.runsUsed());
        assertEquals(plain.survivors().size(), end.alive());
        assertEquals(plain.pick(), end.leader(), "the leader at the end is the pick");
        for (int i = 1; i < steps.size(); i++) {
            assertTrue(steps.get(i).runsUsed() >= steps.get(i - 1).runsUsed(), steps.toString());
        }
        String last = (String) shown.outputs.get("d0");
        assertTrue(last.startsWith("race done: " + String.format(java.util.Locale.ROOT, "%,d", plain.runsUsed())
                + " runs, " + plain.survivors().size() + " of "), last);
        assertTrue(last.length() <= ProgressText.MAX_LINE, last);
    }
}
