package io.nqueens.operators.selection;

import io.nqueens.engine.Population;
import io.nqueens.engine.TestPopulations;
import io.nqueens.testing.ScriptedRandom;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static io.nqueens.fitness.Direction.MAXIMIZE;
import static io.nqueens.fitness.Direction.MINIMIZE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Exact checks of the selectors at the edges of their draws, with scripted random numbers: the
 * spins of 0.0 and just below 1.0, empty batches, a population of one, the whole population as
 * the truncation share, and pyevolve's linear scaling worked out by hand.
 */
class SelectionEdgesTest {

    private static final double JUST_BELOW_ONE = Math.nextDown(1.0); // the largest nextDouble()

    private static int[] sorted(int[] a) {
        int[] s = a.clone();
        Arrays.sort(s);
        return s;
    }

    private static Selector[] everySelector() {
        return new Selector[] {RouletteWheel.of(), StochasticUniversalSampling.of(), Tournament.of(2),
            Tournament.withoutReplacement(2), Truncation.of(0.5), LinearRank.of(1.5), BestTies.of()};
    }

    @Test
    void anEmptyBatchIsAllowedAndDrawsNothing() {
        Population p = TestPopulations.of(MAXIMIZE, 3, 1, 2);
        for (Selector s : everySelector()) {
            int[] into = {-1, -1};
            ScriptedRandom none = ScriptedRandom.of(); // any draw fails the test
            s.select(p, 0, into, none);
            assertArrayEquals(new int[] {-1, -1}, into, s + " wrote into an empty batch");
        }
    }

    @Test
    void aSpinOfZeroNeverLandsOnAWeightlessIndividual() {
        // Weights 0, 1, 0, 1 (a negative score weighs 0 too): the wheel starts with a segment of width 0.
        Population p = TestPopulations.of(MAXIMIZE, 0, 1, -2, 1);
        int[] into = new int[1];
        RouletteWheel.of().select(p, 1, into, ScriptedRandom.of().doubles(0.0));
        assertEquals(1, into[0], "roulette: the spin 0.0 belongs to the first individual of positive weight");

        // SUS with two pointers at 0 and 2 (half the total apart): they hit individuals 1 and 3.
        into = new int[2];
        ScriptedRandom rng = ScriptedRandom.of(1).doubles(0.0); // one int: the shuffle of two picks
        StochasticUniversalSampling.of().select(p, 2, into, rng);
        assertArrayEquals(new int[] {1, 3}, sorted(into));
        assertTrue(rng.exhausted(), "SUS draws one double and count - 1 ints");
    }

    @Test
    void susNeverPlacesItsLastPointerOnAWeightlessTail() {
        // Weights 1, 1, 0 and two picks: spacing 1, start just below 1, so the last pointer
        // 1 + nextDown(1.0) rounds to 2.0, the full total, where only the weightless tail begins.
        Population p = TestPopulations.of(MAXIMIZE, 1, 1, 0);
        for (int shuffle = 0; shuffle < 2; shuffle++) {
            int[] into = new int[2];
            ScriptedRandom rng = ScriptedRandom.of(shuffle).doubles(JUST_BELOW_ONE);
            StochasticUniversalSampling.of().select(p, 2, into, rng);
            assertArrayEquals(new int[] {0, 1}, sorted(into), "each weight share 1/2 of 2 picks is exactly 1");
            assertTrue(rng.exhausted());
        }
    }

    @Test
    void linearRankOfAPopulationOfOnePicksItWithoutDrawing() {
        for (double s : new double[] {1.0, 1.5, 2.0}) {
            int[] into = {-1, -1, -1};
            LinearRank.of(s).select(TestPopulations.of(MINIMIZE, 4), 3, into, ScriptedRandom.of());
            assertArrayEquals(new int[] {0, 0, 0}, into, "pressure " + s);
            assertEquals(s, LinearRank.of(s).pressure());
        }
    }

    @Test
    void truncationWithShareOneDrawsFromTheWholePopulation() {
        Population p = TestPopulations.of(MINIMIZE, 4, 0, 3, 1);
        int[] into = new int[4];
        ScriptedRandom rng = ScriptedRandom.of(0, 1, 2, 3); // each a rank among the top 4
        Truncation.of(1.0).select(p, 4, into, rng);
        assertArrayEquals(new int[] {1, 3, 2, 0}, into, "ranks 0..3 are the individuals best first");
        assertTrue(rng.exhausted());
    }

    /** Scaled scores of a maximised population, as BestTies sees them. */
    private static double[] scaled(double... f) {
        return BestTies.linearScaling(TestPopulations.of(MAXIMIZE, f));
    }

    @Test
    void pyevolvesLinearScalingInEachOfItsBranches() {
        // All equal: the average is the maximum, scores are kept.
        assertArrayEquals(new double[] {3, 3, 3}, scaled(3, 3, 3), 0);
        // Min 0 above the threshold 1.2 × 4.5 - 7 / 1.2 - 1 = -1.43: the average 4.5 stays, the
        // maximum becomes 1.2 × 4.5 = 5.4; a = 0.2 × 4.5 / 2.5 = 0.36, b = 4.5 × 1.6 / 2.5 = 2.88.
        assertArrayEquals(new double[] {2.88, 4.68, 5.04, 5.4}, scaled(0, 5, 6, 7), 1e-12);
        // Min 1 below the threshold 1.2 × 28/3 - 11 / 1.2 - 1 = 1.03: the minimum becomes 0 and
        // the average 28/3 stays; a = (28/3) / (25/3) = 1.12 and b = -1.12.
        assertArrayEquals(new double[] {0, 11.2, 11.2, 11.2, 11.2, 11.2}, scaled(1, 11, 11, 11, 11, 11), 1e-12);
    }

    @Test
    void pyevolvesThresholdIsStrict() {
        // Scores 0, 15, 15, 15: average 11.25, and 1.2 × 11.25 - 15 / 1.2 - 1 = 13.5 - 12.5 - 1 is
        // exactly 0, the minimum. Not above it, so the second branch: a = 1, b = 0.
        assertArrayEquals(new double[] {0, 15, 15, 15}, scaled(0, 15, 15, 15), 0);
    }
}
