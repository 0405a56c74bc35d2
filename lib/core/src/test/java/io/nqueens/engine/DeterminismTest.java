package io.nqueens.engine;

import io.nqueens.presets.Preset;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The same engine and seed give the same run, generation by generation; other seeds differ. */
class DeterminismTest {

    /** Every field but the wall-clock time, genomes compared by content. */
    static boolean same(Generation a, Generation b) {
        return a.index() == b.index()
                && Double.compare(a.best(), b.best()) == 0
                && Double.compare(a.mean(), b.mean()) == 0
                && Double.compare(a.worst(), b.worst()) == 0
                && Double.compare(a.std(), b.std()) == 0
                && a.diversity() == b.diversity()
                && a.evaluations() == b.evaluations()
                && Arrays.equals(a.bestGenes(), b.bestGenes())
                && a.newSolutions() == b.newSolutions()
                && a.distinctSolutions() == b.distinctSolutions()
                && a.solved() == b.solved();
    }

    private static void assertSameRun(RunResult a, RunResult b) {
        String label = a.engine().label();
        assertEquals(a.history().size(), b.history().size(), label + ": generations");
        for (int g = 0; g < a.history().size(); g++) {
            Generation x = a.history().get(g);
            Generation y = b.history().get(g);
            assertEquals(x.index(), y.index(), label);
            assertEquals(x.best(), y.best(), label + " gen " + g + " best");
            assertEquals(x.mean(), y.mean(), label + " gen " + g + " mean");
            assertEquals(x.worst(), y.worst(), label + " gen " + g + " worst");
            assertEquals(x.std(), y.std(), label + " gen " + g + " std");
            assertEquals(x.diversity(), y.diversity(), label + " gen " + g + " diversity");
            assertEquals(x.evaluations(), y.evaluations(), label + " gen " + g + " evaluations");
            assertArrayEquals(x.bestGenes(), y.bestGenes(), label + " gen " + g + " bestGenes");
            assertEquals(x.newSolutions(), y.newSolutions(), label + " gen " + g + " newSolutions");
            assertEquals(x.distinctSolutions(), y.distinctSolutions(), label + " gen " + g + " distinctSolutions");
            assertEquals(x.solved(), y.solved(), label + " gen " + g + " solved");
        }
        assertEquals(a.stopReason(), b.stopReason(), label);
        assertEquals(a.firstSolvedGeneration(), b.firstSolvedGeneration(), label);
        assertEquals(a.bestFitness(), b.bestFitness(), label);
        assertArrayEquals(a.bestGenes(), b.bestGenes(), label);
        assertEquals(a.solutions(), b.solutions(), label);
        assertEquals(a.evaluations(), b.evaluations(), label);
    }

    @Test
    void sameSeedSameRunForEveryPreset() {
        for (Engine.Builder b : Preset.documents().stream().map(p -> p.builder(8)).toList()) {
            Engine engine = b.maxGenerations(8).build();
            for (long seed : new long[] {0, 42, -7}) {
                RunResult first = engine.runToEnd(seed);
                RunResult second = engine.runToEnd(seed);
                assertSameRun(first, second);
                // Streaming the run lazily gives the same generations as running it to the end.
                List<Generation> streamed = engine.run(seed).stream().toList();
                assertEquals(first.history().size(), streamed.size());
                for (int g = 0; g < streamed.size(); g++) {
                    assertEquals(true, same(first.history().get(g), streamed.get(g)), engine.label() + " gen " + g);
                }
            }
        }
    }

    @Test
    void aRebuiltEngineGivesTheSameRun() {
        for (Engine.Builder b : Preset.documents().stream().map(p -> p.builder(6)).toList()) {
            Engine engine = b.maxGenerations(5).build();
            assertSameRun(engine.runToEnd(3), engine.toBuilder().build().runToEnd(3));
        }
    }

    @Test
    void differentSeedsGiveDifferentRuns() {
        for (Engine.Builder b : Preset.documents().stream().map(p -> p.builder(8)).toList()) {
            Engine engine = b.maxGenerations(8).build();
            RunResult x = engine.runToEnd(1);
            RunResult y = engine.runToEnd(2);
            boolean allSame = x.history().size() == y.history().size();
            for (int g = 0; allSame && g < x.history().size(); g++) {
                allSame = same(x.history().get(g), y.history().get(g));
            }
            assertFalse(allSame, engine.label() + ": seeds 1 and 2 gave the same run");
        }
    }
}
