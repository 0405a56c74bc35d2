package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.presets.Preset;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Diversity counted when read (DiversityLedger): on the live population, by a replay from the seed,
 * from another thread, after restarts and interrupts, every count equals the one a run counting
 * every generation makes; runs that cannot be replayed count as they go.
 */
class LazyDiversityTest {

    /** The counts of a run that counts every generation as it goes. */
    private static List<Integer> eager(Engine e, long seed) {
        Run r = new Run(e, seed, true);
        while (r.hasNext()) {
            r.next();
        }
        List<Integer> out = new ArrayList<>();
        for (Generation g : r.history()) {
            out.add(g.diversity());
        }
        return out;
    }

    private static List<Integer> read(List<Generation> history) {
        List<Integer> out = new ArrayList<>();
        for (Generation g : history) {
            out.add(g.diversity());
        }
        return out;
    }

    private static Engine deap(int generations) {
        return Preset.named("deap").builder(20).maxGenerations(generations).build();
    }

    @Test
    void readLiveEachGenerationOrAfterTheRunGivesTheEagerCounts() {
        Engine e = deap(60);
        for (long seed = 1; seed <= 3; seed++) {
            List<Integer> expected = eager(e, seed);
            assertTrue(expected.stream().distinct().count() > 5, "the counts vary: " + expected);
            List<Integer> live = new ArrayList<>();
            Run r = e.run(seed);
            live.add(r.latest().diversity());
            while (r.hasNext()) {
                live.add(r.next().diversity());
            }
            assertEquals(expected, live, "seed " + seed + ", read live");
            assertEquals(expected, read(e.runToEnd(seed).history()), "seed " + seed + ", read after the run");
        }
    }

    @Test
    void anOlderGenerationReadDuringTheRunReplaysOnceAndMatches() {
        Engine e = deap(40);
        List<Integer> expected = eager(e, 7);
        Run r = e.run(7);
        for (int i = 0; i < 25; i++) {
            r.next();
        }
        // Generation 10's population is gone: a replay counts 0..25 at once.
        assertEquals(expected.get(10), r.history().get(10).diversity());
        assertEquals(expected.subList(0, 26), read(r.history()));
        r.toEnd();
        assertEquals(expected, read(r.history()));
    }

    @Test
    void readFromAnotherThreadWhileTheRunGoesOnMatches() throws Exception {
        Engine e = deap(50);
        List<Integer> expected = eager(e, 3);
        Run r = e.run(3);
        for (int i = 0; i < 20; i++) {
            r.next();
        }
        Generation latest = r.latest();
        AtomicInteger seen = new AtomicInteger(-9);
        // Not the stepping thread: it must not count on the live population (the stepping thread
        // may be changing it), so it replays.
        Thread t = new Thread(() -> seen.set(latest.diversity()));
        t.start();
        t.join();
        assertEquals(expected.get(20), seen.get());
        r.toEnd();
        assertEquals(expected, read(r.history()));
    }

    @Test
    void restartsAndTheGenerationRecordedBeforeOneCountTheRecordedPopulation() {
        Engine e = Preset.named("deap").builder(8).populationSize(20).maxGenerations(120)
                .restartAfterStagnation(5).build();
        List<Integer> expected = eager(e, 11);
        RunResult res = e.runToEnd(11);
        assertTrue(res.restarts() > 0, "restarts " + res.restarts());
        assertEquals(expected, read(res.history()));
        // Live, on the generation a restart followed: its population was replaced, so it replays.
        Run r = e.run(11);
        List<Integer> live = new ArrayList<>();
        live.add(r.latest().diversity());
        while (r.hasNext()) {
            live.add(r.next().diversity());
        }
        assertEquals(expected, live);
    }

    @Test
    void anInterruptedReaderGetsTheCountAndKeepsItsFlag() {
        Engine e = deap(30);
        List<Integer> expected = eager(e, 5);
        RunResult res = e.runToEnd(5);
        Thread.currentThread().interrupt();
        try {
            assertEquals(expected.get(30), res.history().get(30).diversity());
            assertTrue(Thread.currentThread().isInterrupted(), "the flag is kept");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aPlugInFitnessIsCountedAsTheRunGoesNeverReplayed() {
        AtomicLong calls = new AtomicLong();
        Fitness pairs = AttackingPairs.of(Encoding.PERMUTATION);
        Fitness counting = new Fitness() {
            @Override
            public double evaluate(int[] genes, int n) {
                calls.incrementAndGet();
                return pairs.evaluate(genes, n);
            }

            @Override
            public Direction direction() {
                return pairs.direction();
            }

            @Override
            public double optimum(int n) {
                return pairs.optimum(n);
            }

            @Override
            public String name() {
                return "counting pairs";
            }
        };
        Engine e = Preset.named("deap").builder(20).maxGenerations(30).fitness(counting).build();
        assertFalse(DiversityLedger.replayable(e.settings()));
        RunResult res = e.runToEnd(2);
        long after = calls.get();
        List<Integer> counts = read(res.history());
        assertEquals(after, calls.get(), "reading the diversity called the plug-in again");
        assertEquals(eager(deap(30), 2), counts);
        assertTrue(DiversityLedger.replayable(deap(30).settings()));
    }

    @Test
    void untrackedIsMinusOneAndATimeLimitCountsAsItGoes() {
        Engine off = Preset.named("deap").builder(20).maxGenerations(10).trackDiversity(false).build();
        assertTrue(read(off.runToEnd(1).history()).stream().allMatch(d -> d == -1));
        Engine timed = Preset.named("deap").builder(20).maxGenerations(10)
                .limit(Limits.time(java.time.Duration.ofMinutes(10))).build();
        assertFalse(DiversityLedger.replayable(timed.settings()));
        assertEquals(eager(deap(10), 1), read(timed.runToEnd(1).history()));
    }
}
