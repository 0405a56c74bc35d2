package io.nqueens.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class WilsonIntervalTest {
    @Test
    void zOutsideWhatCommonsMathCanTakeIsNamed() {
        for (double z : new double[] {0, 0.005, 6.01, 8.5, Double.POSITIVE_INFINITY, Double.NaN, -1}) {
            var e = assertThrows(IllegalArgumentException.class, () -> WilsonInterval.of(1, 2, z));
            assertEquals("z must be a number in [0.01, 6] (a confidence level from 0.8% to 1 - 2e-9; 95% is 1.96),"
                    + " was " + z, e.getMessage());
        }
    }

    @Test
    void theEndsOfTheRangeGiveIntervalsAroundTheRate() {
        WilsonInterval narrow = WilsonInterval.of(3, 10, 0.01);
        WilsonInterval wide = WilsonInterval.of(3, 10, 6);
        // z = 0.01: half-width 0.01·sqrt(0.021) = 0.00145 around (nearly) the rate.
        assertEquals(0.3 - 0.01 * Math.sqrt(0.021), narrow.low(), 1e-5);
        assertEquals(0.3 + 0.01 * Math.sqrt(0.021), narrow.high(), 1e-5);
        // z = 6: centre (0.3 + 1.8) / 4.6, half-width 6·sqrt(0.021 + 0.09) / 4.6.
        assertEquals((2.1 - 6 * Math.sqrt(0.111)) / 4.6, wide.low(), 1e-8);
        assertEquals((2.1 + 6 * Math.sqrt(0.111)) / 4.6, wide.high(), 1e-8);
    }

    @Test
    void the95PercentIntervalIsTheOneForZ95() {
        assertEquals(WilsonInterval.of(7, 30), WilsonInterval.of(7, 30, WilsonInterval.Z95));
        assertEquals(WilsonInterval.of(7, 30).low(), WilsonInterval.of(7, 30, 1.96).low(), 1e-4);
    }
}
