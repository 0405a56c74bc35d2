package io.nqueens.memetic;

import io.nqueens.Deadline;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Limits;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A run's time limit reaches into a repair: three queens have no solution, so one repair call of
 * Repair.ofSteps(MAX_STEPS) would spend hours; with a 1 s time limit the run ends with TIME_LIMIT
 * (the 60 s bounds only keep a regression from hanging the build: without the deadline both
 * calls run for hours).
 */
class RepairTimeLimitTest {
    @Test
    void aTimeLimitStopsARepairOnThreeQueens() {
        Engine engine = Engine.builder(Encoding.PERMUTATION, 3).populationSize(4)
                .mutation(Repair.ofSteps(Repair.MAX_STEPS), 1.0)
                .limits(Limits.generations(1_000_000), Limits.time(Duration.ofSeconds(1))).build();
        RunResult r = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            RunResult result = engine.runToEnd(1);
            assertEquals(Deadline.NONE, Deadline.set(Deadline.NONE), "the run's deadline does not outlive it");
            return result;
        });
        assertEquals(StopReason.TIME_LIMIT, r.stopReason());
        assertFalse(r.solved());
    }

    @Test
    void aPassedDeadlineEndsARepairCallEarlyWithoutAnInterrupt() {
        int[] three = {0, 1, 2};
        long left = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            long before = Deadline.set(System.nanoTime() - 1);
            try {
                return Repair.ofSteps(Repair.MAX_STEPS).repair(three, new SplittableRandom(1));
            } finally {
                Deadline.restore(before);
            }
        });
        assertTrue(left > 0, "three queens keep an attacking pair");
        assertTrue(io.nqueens.board.Board.of(three).isPermutation());
    }
}
