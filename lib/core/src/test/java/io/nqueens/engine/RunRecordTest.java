package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.selection.Tournament;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What a run records: each generation's statistics, its times, and what it was started with. */
class RunRecordTest {

    private static final Engine ENGINE = Engine.builder(Encoding.INTEGER, 10).populationSize(30)
            .selector(Tournament.of(2)).stopWhenSolved(false).maxGenerations(20).build();

    @Test
    void eachGenerationsStatisticsAreThoseOfItsPopulation() {
        Run run = ENGINE.run(7);
        while (true) {
            Population p = run.population();
            double sum = 0;
            double best = p.fitness(0);
            double worst = p.fitness(0);
            for (int i = 0; i < p.size(); i++) {
                sum += p.fitness(i);
                best = Math.min(best, p.fitness(i)); // attacking pairs: minimised
                worst = Math.max(worst, p.fitness(i));
            }
            double mean = sum / p.size();
            double squares = 0;
            for (int i = 0; i < p.size(); i++) {
                squares += (p.fitness(i) - mean) * (p.fitness(i) - mean);
            }
            Generation g = run.latest();
            String at = "generation " + g.index();
            assertEquals(best, g.best(), at);
            assertEquals(worst, g.worst(), at);
            assertEquals(mean, g.mean(), 1e-9, at);
            assertEquals(Math.sqrt(squares / p.size()), g.std(), 1e-9, at + ": the population standard deviation");
            if (!run.hasNext()) {
                break;
            }
            run.next();
        }
        assertTrue(run.history().stream().anyMatch(g -> g.std() > 0), "scores vary");
    }

    @Test
    void theElapsedTimeIsTheRunsWallTime() {
        long before = System.nanoTime();
        RunResult r = ENGINE.runToEnd(3);
        double wallMillis = (System.nanoTime() - before) / 1e6;
        assertTrue(r.elapsedMillis() > 0 && r.elapsedMillis() <= wallMillis,
                r.elapsedMillis() + " ms within a wall time of " + wallMillis + " ms");
        Generation last = r.history().get(r.history().size() - 1);
        assertTrue(last.elapsedMillis() <= r.elapsedMillis());
    }

    @Test
    void aRunAndItsEngineSayWhatTheyWereGiven() {
        Pmx pmx = Pmx.of();
        Rate rate = Rate.decaying(0.9, 0.01);
        Tournament tournament = Tournament.of(3);
        Engine e = Engine.builder(Encoding.PERMUTATION, 4).populationSize(100).selector(tournament)
                .crossover(pmx, rate).minGenerations(4).maxGenerations(9).build();
        assertSame(tournament, e.settings().selector());
        assertSame(pmx, e.settings().crossover());
        assertSame(rate, e.settings().crossoverRate());
        assertEquals(4, e.settings().minGenerations());
        Run run = e.run(42);
        assertEquals(42, run.seed());
        assertSame(e, run.engine());
        run.toEnd();
        assertEquals(run.result().solutions(), run.solutions());
        assertTrue(run.solutions().size() > 0, "100 permutations of 4 hold one of the 2 solutions");
    }

    @Test
    void theBestGenomeIsKeptUpToTheLimitOfGenes() {
        // BINARY on 64 × 64 squares: exactly Engine.KEEP_GENES_UP_TO = 4096 genes, still kept.
        Generation kept = Engine.builder(Encoding.BINARY, 64).populationSize(2).build().run(1).latest();
        assertNotNull(kept.bestGenes());
        assertEquals(Engine.KEEP_GENES_UP_TO, kept.bestGenes().length);
        Generation dropped = Engine.builder(Encoding.INTEGER, Engine.KEEP_GENES_UP_TO + 1).populationSize(2)
                .build().run(1).latest();
        assertNull(dropped.bestGenes());
    }
}
