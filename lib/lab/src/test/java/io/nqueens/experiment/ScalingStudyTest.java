package io.nqueens.experiment;

import io.nqueens.engine.StopReason;
import io.nqueens.presets.LargeBoards;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static io.nqueens.testing.Messages.assertMessage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ScalingStudyTest {

    private static final ScalingStudy MEMETIC = ScalingStudy.of(n -> LargeBoards.memetic(n).maxGenerations(5));

    @Test
    void runsEverySizeWithEverySeedInOrder() {
        List<ScalingStudy.Row> seen = new ArrayList<>();
        List<ScalingStudy.Row> rows = MEMETIC.seeds(2).onRow(seen::add).run(8, 1_000);
        assertEquals(4, rows.size());
        assertEquals(rows, seen);
        int[] sizes = rows.stream().mapToInt(ScalingStudy.Row::n).toArray();
        assertArrayEquals(new int[] {8, 8, 1_000, 1_000}, sizes);
        assertArrayEquals(new long[] {1, 2, 1, 2}, rows.stream().mapToLong(ScalingStudy.Row::seed).toArray());
        for (ScalingStudy.Row r : rows) {
            assertTrue(r.solved(), r.toString());
            assertEquals(StopReason.SOLVED, r.stopReason());
            assertEquals(0.0, r.bestFitness());
            assertTrue(r.evaluations() >= 4 && r.wallMillis() >= 0, r.toString());
        }
        assertEquals(1_000, ScalingStudy.largestSolved(rows));
    }

    @Test
    void stopsGrowingAtTheFirstFailure() {
        // Two and three queens have no solution: the study stops at the first seed of N = 2.
        List<ScalingStudy.Row> rows = MEMETIC.seeds(1, 2).runWhileSolved(1, 2, 3, 8);
        assertEquals(3, rows.size());
        assertEquals(2, rows.get(2).n());
        assertEquals(false, rows.get(2).solved());
        assertEquals(StopReason.MAX_GENERATIONS, rows.get(2).stopReason());
        assertEquals(1, ScalingStudy.largestSolved(rows));
        List<ScalingStudy.Summary> summary = ScalingStudy.summarize(rows);
        assertEquals(2, summary.size());
        assertEquals(new ScalingStudy.Summary(1, 2, 2, 1.0, 0.0, summary.get(0).medianWallMillis()), summary.get(0));
        assertEquals(0.0, summary.get(1).successRate());
    }

    @Test
    void doublings() {
        assertArrayEquals(new int[] {1_000, 2_000, 4_000, 8_000}, ScalingStudy.doublings(1_000, 8_000));
        assertArrayEquals(new int[] {1_000, 2_000, 4_000}, ScalingStudy.doublings(1_000, 7_999));
        assertArrayEquals(new int[] {3}, ScalingStudy.doublings(3, 3));
        assertEquals(24, ScalingStudy.doublings(1, 10_000_000).length);
    }

    @Test
    void median() {
        assertEquals(2.0, ScalingStudy.median(new double[] {3, 1, 2}));
        assertEquals(2.5, ScalingStudy.median(new double[] {4, 1, 3, 2}));
        assertTrue(Double.isNaN(ScalingStudy.median(new double[0])));
    }

    @Test
    void badArgumentsAreRejectedNamingThem() {
        assertMessage(() -> ScalingStudy.of(null), "engines must not be null");
        assertMessage(() -> MEMETIC.seeds(new long[0]), "number of seeds must be at least 1, was 0");
        assertMessage(() -> MEMETIC.seeds(0), "seed count must be in [1, 1000000], was 0");
        assertMessage(() -> MEMETIC.run(), "number of sizes must be at least 1, was 0");
        assertMessage(() -> MEMETIC.run(8, 0), "sizes[1] must be in [1, 10000000], was 0");
        assertMessage(() -> ScalingStudy.doublings(0, 8), "from must be in [1, 10000000], was 0");
        assertMessage(() -> ScalingStudy.doublings(8, 4), "to must be in [8, 10000000], was 4");
        assertMessage(() -> ScalingStudy.of(n -> LargeBoards.memetic(8)).run(10),
                "engines: the factory must build an engine for board size 10, built one for 8");
        assertMessage(() -> ScalingStudy.of(n -> null).run(10), "engines: the factory returned null for board size 10");
    }
}
