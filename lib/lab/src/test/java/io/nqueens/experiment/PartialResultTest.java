package io.nqueens.experiment;

import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A result built from part of the planned runs says so: its text, its tables' names, its budget note. */
class PartialResultTest {
    /**
     * Issue 45: timeBudget(1 s) with a fitness that spins 10 s a call, deaf to interrupts. The
     * budget cannot cut a call short; run() still returns about a second after it, and the result
     * says it overran, by how much, and how many runs were left running.
     */
    @Test
    void aBudgetThatCannotStopACallReturnsSoonAndSaysItOverran() {
        AtomicBoolean spin = new AtomicBoolean(); // off while the engine is built (it scores a solution)
        Fitness deaf = Fitness.of("deaf", Direction.MINIMIZE, 0, (genes, n) -> {
            long end = System.nanoTime() + 4_000_000_000L;
            while (spin.get() && System.nanoTime() < end) {
                Thread.onSpinWait(); // ignores the interrupt on purpose
            }
            return Conflicts.pairs(genes);
        });
        Experiment x = Experiment.of(Engine.builder(Encoding.PERMUTATION, 8).fitness(deaf)).seeds(0, 4).threads(2)
                .timeBudget(Duration.ofMillis(500));
        spin.set(true);
        long t0 = System.nanoTime();
        ExperimentResult r = x.run();
        double seconds = (System.nanoTime() - t0) / 1e9;
        spin.set(false); // the two calls left spinning end at their next loop
        assertTrue(seconds < 2.5, "returned after " + seconds + " s, budget 0.5 s");
        assertEquals(0, r.completedRuns());
        assertTrue(r.overrunNanos() >= 0 && r.overrunNanos() < 2_000_000_000L, "overrun " + r.overrunNanos());
        assertTrue(r.budgetNote().startsWith("the time budget ran out; the result came "), r.budgetNote());
        assertTrue(r.budgetNote().endsWith(", and 2 runs whose calls ignore their interrupt still run on their"
                + " threads, left out"), r.budgetNote());
        assertTrue(r.toString().startsWith("0 of 4 runs completed over 1 settings, a partial result (every table"
                + " and chart of it counts only these runs); the time budget ran out"), r.toString());
        assertTrue(r.summary().name().endsWith(ExperimentResult.PARTIAL), r.summary().name());
    }

    @Test
    void aCompleteResultSaysNothingMoreAndACancelledOneIsMarkedEverywhere() {
        Experiment x = Experiment.of(io.nqueens.presets.Presets.doc001Fixed()).seeds(0, 3);
        ExperimentResult whole = x.run();
        assertEquals("3 of 3 runs completed over 1 settings", whole.toString());
        assertEquals("", whole.budgetNote());
        assertEquals(-1, whole.overrunNanos());
        assertEquals("runs: 3 of 3 completed", whole.runs().name());

        // Cancelled once its first setting is done: 3 of 6 runs.
        ExperimentResult part = Experiment.of(io.nqueens.presets.Presets.doc001Fixed(),
                io.nqueens.presets.Presets.doc000Fixed()).seeds(0, 3).threads(1).onSettingDone(Progress::cancel).run();
        String counts = "3 of 6 completed";
        assertEquals("runs: " + counts + ExperimentResult.PARTIAL, part.runs().name());
        assertTrue(part.costs().name().endsWith(ExperimentResult.PARTIAL), part.costs().name());
        assertTrue(SettingRanking.table(part).name().endsWith("; runs: " + counts + ExperimentResult.PARTIAL),
                SettingRanking.table(part).name());
        assertEquals(-1, part.overrunNanos(), "cancelled by hand, not by the budget");
    }
}
