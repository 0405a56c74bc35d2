package io.nqueens.engine;

import io.nqueens.presets.Preset;
import io.nqueens.board.Encoding;
import io.nqueens.operators.selection.Tournament;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An engine is immutable once built and can be shared: several threads running one engine at
 * once, each with its own seeds, get exactly the runs a single thread gets, and nothing a caller
 * does to the builder afterwards reaches the engine.
 */
class SharedEngineTest {
    private static final int THREADS = 4;
    private static final long[] SEEDS = {0, 1, 2, 3, 4, 5, 6, 7, -1, 42, 1234567, Long.MIN_VALUE};

    private static List<Engine> engines() {
        List<Engine> engines = new ArrayList<>();
        for (Engine.Builder b : Preset.documents().stream().map(p -> p.builder(8)).toList()) {
            engines.add(b.populationSize(40).maxGenerations(25).build());
        }
        for (long choices = 0; choices < 6; choices++) {
            for (Encoding e : Encoding.values()) {
                engines.add(RandomConfigurations.config(e, 6, 20, choices).build());
            }
        }
        return engines;
    }

    @Test
    void fourThreadsSharingEachEngineGetTheSequentialRuns() throws Exception {
        List<Engine> engines = engines();
        List<List<RunResult>> sequential = new ArrayList<>();
        for (Engine engine : engines) {
            List<RunResult> runs = new ArrayList<>();
            for (long seed : SEEDS) {
                runs.add(engine.runToEnd(seed));
            }
            sequential.add(runs);
        }
        String[] before = engines.stream().map(Engine::toString).toArray(String[]::new);

        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            for (int k = 0; k < engines.size(); k++) {
                Engine engine = engines.get(k);
                CountDownLatch start = new CountDownLatch(1);
                List<Future<List<RunResult>>> parts = new ArrayList<>();
                for (int t = 0; t < THREADS; t++) {
                    int thread = t;
                    parts.add(pool.submit(() -> {
                        start.await(); // all threads start on the shared engine together
                        List<RunResult> mine = new ArrayList<>();
                        for (int i = thread; i < SEEDS.length; i += THREADS) {
                            mine.add(engine.runToEnd(SEEDS[i]));
                        }
                        return mine;
                    }));
                }
                start.countDown();
                for (int t = 0; t < THREADS; t++) {
                    List<RunResult> mine = parts.get(t).get(60, TimeUnit.SECONDS);
                    for (int j = 0; j < mine.size(); j++) {
                        int i = t + j * THREADS;
                        RunPropertiesTest.assertSameRun(sequential.get(k).get(i), mine.get(j),
                                engine + ", seed " + SEEDS[i] + " on thread " + t);
                    }
                }
                assertEquals(before[k], engine.toString(), "running must not change the engine");
            }
        } finally {
            pool.shutdownNow();
            assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
        }
    }

    @Test
    void changingTheBuilderOrTheCopyAfterBuildLeavesTheEngineAlone() {
        Engine.Builder builder = Engine.builder(Encoding.PERMUTATION, 8).populationSize(30).maxGenerations(20);
        Engine engine = builder.build();
        String description = engine.toString();
        RunResult before = engine.runToEnd(9);

        builder.populationSize(5).maxGenerations(2).selector(Tournament.of(5)).label("changed");
        engine.toBuilder().populationSize(7).maxGenerations(3).label("copy");

        assertEquals(description, engine.toString());
        assertEquals(30, engine.populationSize());
        assertEquals(20, engine.maxGenerations());
        assertEquals("custom", engine.label());
        RunPropertiesTest.assertSameRun(before, engine.runToEnd(9), "after changing the builders");
        assertEquals(5, builder.build().populationSize());
    }

    @Test
    void aRunsResultDoesNotShareItsGenomesWithTheRun() {
        Run run = Engine.builder(Encoding.INTEGER, 8).populationSize(10).maxGenerations(10).build().run(3);
        RunResult early = run.result();
        int[] best = early.bestGenes();
        int[] copy = best.clone();
        best[0] = (best[0] + 1) % 8; // a caller scribbling on its copy
        assertEquals(copy[0], run.bestGenes()[0]);
        assertEquals(copy[0], run.result().bestGenes()[0]);
        run.toEnd();
        assertEquals(1, early.history().size(), "an earlier result keeps the history it had");
    }
}
