package io.nqueens.stats;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NormalTest {
    /** scipy.stats.norm.sf(z) (scipy 1.10.1), one pair per row: z, P(Z > z). */
    private static final double[][] SCIPY_SF = {
        {0.5, 0.3085375387259869}, {1.0, 0.15865525393145707}, {1.96, 0.024997895148220435},
        {2.5, 0.006209665325776132}, {3.0, 0.0013498980316300933}, {4.0, 3.167124183311986e-05},
        {5.0, 2.866515718791933e-07}, {8.0, 6.22096057427174e-16}, {10.0, 7.61985302416047e-24},
        {20.0, 2.7536241186061556e-89}, {37.0, 5.7255712225239266e-300},
    };

    @Test
    void upperTailMatchesScipyToTwelveDigitsOnBothSidesOfTheSwitch() {
        for (double[] row : SCIPY_SF) {
            double q = Normal.upperTail(row[0]);
            assertEquals(row[1], q, 1e-12 * row[1], "Q(" + row[0] + ")");
            assertEquals(1 - row[1], Normal.upperTail(-row[0]), 1e-15, "Q(-" + row[0] + ")");
        }
    }

    @Test
    void centreSymmetryAndLimits() {
        assertEquals(0.5, Normal.upperTail(0.0));
        assertEquals(0.0, Normal.upperTail(40));
        assertEquals(0.0, Normal.upperTail(Double.POSITIVE_INFINITY));
        assertEquals(1.0, Normal.upperTail(Double.NEGATIVE_INFINITY));
        assertTrue(Double.isNaN(Normal.upperTail(Double.NaN)));
        double previous = 1;
        for (double z = -6; z <= 6; z += 0.01) {
            double q = Normal.upperTail(z);
            assertTrue(q <= previous, "Q must not increase, at z = " + z);
            assertEquals(1.0, q + Normal.upperTail(-z), 1e-15, "Q(z) + Q(-z) at z = " + z);
            previous = q;
        }
    }
}
