package io.nqueens.stats;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FitnessBandTest {
    private static final Engine ENGINE = Engine.builder(Encoding.PERMUTATION, 8).build();

    /** A finished run whose generations have these best values (mean = best + 1). */
    private static RunResult run(long seed, double... best) {
        List<Generation> history = new ArrayList<>();
        for (int g = 0; g < best.length; g++) {
            history.add(new Generation(g, best[g], best[g] + 1, best[g] + 2, 0, -1, 0, 0, null, 0, 0, false));
        }
        return new RunResult(ENGINE, seed, StopReason.MAX_GENERATIONS, -1, best[best.length - 1], new int[8],
                List.of(), 0, 0, 0, history);
    }

    @Test
    void quartilesByGenerationWithFinishedRunsHoldingTheirLastValue() {
        List<RunResult> runs = List.of(run(0, 10, 8, 0), run(1, 12, 9, 7, 5, 4), run(2, 11, 11, 6, 6, 2));
        FitnessBand band = FitnessBand.ofBest("three", runs);
        assertEquals(4, band.generations());
        assertEquals(3, band.runs());
        // Generation 0: {10, 11, 12}.
        assertEquals(10.5, band.q1(0));
        assertEquals(11, band.median(0));
        assertEquals(11.5, band.q3(0));
        // Generation 3: seed 0 ended at 0, so {0, 5, 6}.
        assertEquals(2.5, band.q1(3));
        assertEquals(5, band.median(3));
        assertEquals(5.5, band.q3(3));
        // Generation 4: {0, 4, 2}.
        assertArrayEquals(new double[] {1, 2, 3}, new double[] {band.q1(4), band.median(4), band.q3(4)});
        assertArrayEquals(new int[] {3, 3, 3, 2, 2}, LongStream.range(0, 5).mapToInt(g -> band.running((int) g)).toArray());
        assertEquals(12, FitnessBand.ofMean("three", runs).median(0)); // means are best + 1

        Table t = band.table();
        assertEquals(List.of("generation", "running", "best_q1", "best_median", "best_q3"), t.columnNames());
        assertEquals(5, t.rowCount());
        assertEquals(5.0, t.doubleColumn("best_median").getDouble(3));
        assertEquals("three: best over 3 runs", t.name());
    }

    @Test
    void oneRunIsItsOwnBand() {
        FitnessBand band = FitnessBand.ofBest("one", List.of(run(4, 7, 3, 1)));
        for (int g = 0; g <= 2; g++) {
            assertEquals(band.median(g), band.q1(g));
            assertEquals(band.median(g), band.q3(g));
        }
        assertArrayEquals(new double[] {7, 3, 1}, band.curves()[1]);
    }

    @Test
    void elitistRunsGiveANonIncreasingBandOfTheirBestAttackingPairs() {
        Engine engine = Engine.builder(Encoding.INTEGER, 10).populationSize(40).maxGenerations(150).build();
        List<RunResult> runs = LongStream.range(0, 15).mapToObj(engine::runToEnd).toList();
        FitnessBand band = FitnessBand.ofBest("integer 10", runs);
        int longest = runs.stream().mapToInt(RunResult::generations).max().orElseThrow();
        assertEquals(longest, band.generations());
        assertEquals(15, band.running(0));
        for (int g = 0; g <= band.generations(); g++) {
            assertTrue(band.q1(g) <= band.median(g) && band.median(g) <= band.q3(g), "generation " + g);
            int gen = g;
            assertEquals(runs.stream().filter(r -> r.generations() >= gen).count(), band.running(g));
            if (g > 0) {
                // With an elite of one each run's best never gets worse, nor then do its quartiles.
                assertTrue(band.q1(g) <= band.q1(g - 1) && band.median(g) <= band.median(g - 1)
                        && band.q3(g) <= band.q3(g - 1), "generation " + g);
            }
        }
        // The last generation: the band is the runs' final best values.
        double[] last = runs.stream().mapToDouble(RunResult::bestFitness).toArray();
        assertEquals(Quartiles.of(last).median(), band.median(band.generations()));
    }

    @Test
    void badInputIsNamed() {
        var empty = assertThrows(IllegalArgumentException.class, () -> FitnessBand.ofBest("x", List.of()));
        assertTrue(empty.getMessage().contains("runs must not be empty"), empty.getMessage());
        FitnessBand band = FitnessBand.ofBest("x", List.of(run(0, 3, 2)));
        var g = assertThrows(IllegalArgumentException.class, () -> band.median(2));
        assertTrue(g.getMessage().contains("generation") && g.getMessage().contains("[0, 1]"), g.getMessage());
        var nan = assertThrows(IllegalArgumentException.class,
                () -> FitnessBand.of("x", "odd", List.of(run(5, 3, 2)), gen -> gen.index() == 1 ? Double.NaN : 0));
        assertTrue(nan.getMessage().contains("odd is NaN in generation 1 of seed 5"), nan.getMessage());
    }
}
