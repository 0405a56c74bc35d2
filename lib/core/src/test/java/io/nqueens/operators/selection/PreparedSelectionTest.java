package io.nqueens.operators.selection;

import io.nqueens.fitness.Direction;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * {@link Selector#prepare} must make the draws {@link Selector#select} makes: a batch, then one
 * pick at a time from the same generator (the engine's redraws of document 001's distinct
 * parents), for every kit selector, on maximised and minimised scores and on a wheel of zero
 * weights (uniform draws).
 */
class PreparedSelectionTest {
    private static final Selector[] SELECTORS = {RouletteWheel.of(), Tournament.of(3),
            Tournament.withoutReplacement(3), LinearRank.of(1.5), StochasticUniversalSampling.of(), Truncation.of(0.5), BestTies.of()};

    private static ScoredPopulation population(Direction direction, long seed, boolean zeros) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] scores = new double[200];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = zeros ? 0 : r.nextInt(29);
        }
        return ScoredPopulation.of(direction, scores);
    }

    @Test
    void preparedDrawsAreTheDrawsOfSelect() {
        for (Selector selector : SELECTORS) {
            for (Direction direction : Direction.values()) {
                for (boolean zeros : new boolean[] {false, true}) {
                    ScoredPopulation p = population(direction, 47, zeros);
                    SplittableRandom a = new SplittableRandom(1);
                    SplittableRandom b = new SplittableRandom(1);
                    int[] expected = new int[150];
                    int[] actual = new int[150];
                    selector.select(p, 100, expected, a);
                    Selector.Prepared prepared = selector.prepare(p);
                    prepared.select(100, actual, b);
                    int[] one = new int[1];
                    for (int k = 100; k < 150; k++) {
                        selector.select(p, 1, one, a);
                        expected[k] = one[0];
                        prepared.select(1, one, b);
                        actual[k] = one[0];
                    }
                    assertArrayEquals(expected, actual, selector + " " + direction + (zeros ? " zeros" : ""));
                    assertEquals(a.nextLong(), b.nextLong(), selector + ": the same number of draws");
                }
            }
        }
    }

    @Test
    void preparedDrawsCheckTheirArgumentsAsSelectDoes() {
        Selector.Prepared prepared = RouletteWheel.of().prepare(population(Direction.MAXIMIZE, 1, false));
        assertThrows(IllegalArgumentException.class, () -> prepared.select(2, new int[1], new SplittableRandom(1)));
        assertThrows(IllegalArgumentException.class, () -> prepared.select(1, new int[1], null));
        assertThrows(IllegalArgumentException.class, () -> RouletteWheel.of().prepare(null));
    }
}
