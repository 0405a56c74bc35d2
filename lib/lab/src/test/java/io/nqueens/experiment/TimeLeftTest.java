package io.nqueens.experiment;

import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 45: no time left is shown before it is right within a factor of 2, measured against the real end. */
class TimeLeftTest {
    /** 2 ms a board scored, whatever the machine's load: a run's cost is its evaluations. */
    private static final Fitness SLOW = Fitness.of("2 ms a call", Direction.MINIMIZE, 0, (genes, n) -> {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return Conflicts.pairs(genes);
    });

    private static Engine.Builder setting(int generations) {
        return Engine.builder(Encoding.PERMUTATION, 40).fitness(SLOW).populationSize(10).maxGenerations(generations)
                .label(generations + " generations");
    }

    @Test
    void theEstimateComesOnceEverySettingHasRunsAndIsRightWithinAFactorOfTwo() throws Exception {
        // A cheap setting first, one 150 times the generations after it: as in notebook 06, where the runs
        // done first are the quick ones.
        RunningExperiment running = Experiment.of(setting(2), setting(300)).seeds(0, 10).threads(2).start();
        long start = System.nanoTime();
        List<long[]> samples = new ArrayList<>(); // {time, estimate, completed}
        while (!running.isDone()) {
            samples.add(new long[] {System.nanoTime(), running.nanosLeft(), running.completedRuns()});
            Thread.sleep(20);
        }
        long end = System.nanoTime();
        assertEquals(20, running.await().completedRuns());
        int shown = 0;
        boolean naiveWrong = false;
        for (long[] s : samples) {
            double real = (end - s[0]) / 1e9;
            if (s[1] < 0 || real < 0.5) { // the last half second: scheduling noise, not estimates
                if (s[1] < 0 && s[2] >= RunningExperiment.RUNS_TO_ESTIMATE + 10) {
                    throw new AssertionError("no estimate after " + s[2] + " runs");
                }
                continue;
            }
            shown++;
            double ratio = s[1] / 1e9 / real;
            assertTrue(ratio >= 0.5 && ratio <= 2, "estimated " + s[1] / 1e9 + " s left, really " + real + " s");
            // The old estimate, from every run finished so far spread over all runs left:
            double naive = s[2] == 0 ? 0 : (s[0] - start) / 1e9 / s[2] * (20 - s[2]);
            naiveWrong |= s[2] > 10 && naive / real > 2 || naive / real < 0.5;
        }
        assertTrue(shown >= 10, "estimates shown: " + shown);
        assertTrue(samples.stream().anyMatch(s -> s[2] >= 10 && s[1] < 0), "none while the dear setting had no run");
        assertTrue(naiveWrong, "the old estimate was within a factor of 2 here too: the test shows nothing");
    }
}
