package io.nqueens.stats;

import org.junit.jupiter.api.Test;

import java.util.List;

import static io.nqueens.stats.McNemarTest.assertMessage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

class IntervalRankingTest {
    private static final double INF = Double.POSITIVE_INFINITY;

    @Test
    void issue21sExampleTiesTheSettingsTheIntervalsCannotSeparate() {
        // Success: linearRank 30/30 and tournament 29/30 (Wilson intervals), and a weak third at 12/30.
        WilsonInterval a = WilsonInterval.of(30, 30);
        WilsonInterval b = WilsonInterval.of(29, 30);
        WilsonInterval c = WilsonInterval.of(12, 30);
        int[] bySuccess = IntervalRanking.ranks(new double[] {a.low(), b.low(), c.low()},
                new double[] {a.rate(), b.rate(), c.rate()}, new double[] {a.high(), b.high(), c.high()},
                Better.LARGER);
        assertArrayEquals(new int[] {1, 1, 3}, bySuccess);
    }

    @Test
    void tiersAreRankedTheSameWayWithCompetitionRanks() {
        // Smaller is better. Best estimate 10 at index 2: [8, 12] overlaps [11, 15] and touches [12, 20].
        double[] low = {11, 30, 8, 12, 13, 40};
        double[] est = {13, 35, 10, 16, 31, 45};
        double[] high = {15, 38, 12, 20, 33, 50};
        // Tier 1: 0, 2, 3. Among 1, 4, 5 the best is 4 (31) [13, 33], overlapping 1 [30, 38]: rank 4.
        // Then 5 alone: rank 6.
        assertArrayEquals(new int[] {1, 4, 1, 1, 4, 6},
                IntervalRanking.ranks(low, est, high, Better.SMALLER));
        // Overlap is with the tier's best only: 3 [12, 20] overlaps 4 [13, 33] but 4 stays out of tier 1.
    }

    @Test
    void largerIsBetterMirrorsSmallerIsBetter() {
        double[] low = {11, 30, 8, 12, 13, 40};
        double[] est = {13, 35, 10, 16, 31, 45};
        double[] high = {15, 38, 12, 20, 33, 50};
        double[] nLow = new double[6];
        double[] nEst = new double[6];
        double[] nHigh = new double[6];
        for (int i = 0; i < 6; i++) {
            nLow[i] = -high[i];
            nEst[i] = -est[i];
            nHigh[i] = -low[i];
        }
        assertArrayEquals(IntervalRanking.ranks(low, est, high, Better.SMALLER),
                IntervalRanking.ranks(nLow, nEst, nHigh, Better.LARGER));
        // Larger is better on the original numbers: 5 [40, 50] alone, then 1 [30, 38] with 4 [13, 33],
        // then 3 [12, 20] with 0 [11, 15] and 2 [8, 12] (touching).
        assertArrayEquals(new int[] {4, 2, 4, 4, 2, 1}, IntervalRanking.ranks(low, est, high, Better.LARGER));
    }

    @Test
    void infiniteExpectedRunningTimesAndEqualEstimates() {
        // ERT: a setting with no success is [inf, inf]. A best whose upper bound is inf (some of its
        // resamples had no success) ties with every setting, that one included: the data cannot tell.
        assertArrayEquals(new int[] {1, 1, 1}, IntervalRanking.ranks(
                new double[] {400, INF, 500}, new double[] {700, INF, 900}, new double[] {INF, INF, 1200},
                Better.SMALLER));
        // A finite best leaves the no-success setting and a clearly costlier one below it.
        assertArrayEquals(new int[] {1, 3, 2}, IntervalRanking.ranks(
                new double[] {400, INF, 1300}, new double[] {700, INF, 1500}, new double[] {1200, INF, 1800},
                Better.SMALLER));
        assertArrayEquals(new int[] {1, 2}, IntervalRanking.ranks(
                new double[] {100, INF}, new double[] {150, INF}, new double[] {200, INF}, Better.SMALLER));
        // Equal best estimates: the first given sets the tier. A [4, 5] first keeps C [5.5, 8] out;
        // B [5, 9] first lets it in.
        assertArrayEquals(new int[] {1, 1, 3}, IntervalRanking.ranks(
                new double[] {4, 5, 5.5}, new double[] {5, 5, 6}, new double[] {5, 9, 8}, Better.SMALLER));
        assertArrayEquals(new int[] {1, 1, 1}, IntervalRanking.ranks(
                new double[] {5, 4, 5.5}, new double[] {5, 5, 6}, new double[] {9, 5, 8}, Better.SMALLER));
        assertArrayEquals(new int[] {1}, IntervalRanking.ranks(List.of(
                new BootstrapInterval(1, 2, 3, 0.95, 10)), Better.SMALLER));
    }

    @Test
    void bootstrapIntervalsRankByTheirBounds() {
        List<BootstrapInterval> ert = List.of(new BootstrapInterval(900, 1100, 1400, 0.95, 10_000),
                new BootstrapInterval(500, 600, 800, 0.95, 10_000),
                new BootstrapInterval(780, 1000, 1300, 0.95, 10_000));
        // 1 [500, 800] is best and overlaps 2 [780, 1300]; 0 [900, 1400] comes after two settings.
        assertArrayEquals(new int[] {3, 1, 1}, IntervalRanking.ranks(ert, Better.SMALLER));
    }

    @Test
    void badInputIsNamed() {
        double[] one = {1};
        assertMessage("low and high must have the same length (one entry per setting), were 1 and 2",
                () -> IntervalRanking.ranks(one, one, new double[] {1, 2}, Better.LARGER));
        assertMessage("estimate[0] must not be NaN",
                () -> IntervalRanking.ranks(one, new double[] {Double.NaN}, one, Better.LARGER));
        assertMessage("low[1] must be at most high[1], were 3.0 and 2.0",
                () -> IntervalRanking.ranks(new double[] {1, 3}, new double[] {1, 2}, new double[] {1, 2},
                        Better.SMALLER));
        assertMessage("low must not be empty (length must be at least 1)",
                () -> IntervalRanking.ranks(new double[0], new double[0], new double[0], Better.SMALLER));
        assertMessage("intervals must not be empty (one interval per setting)",
                () -> IntervalRanking.ranks(List.of(), Better.SMALLER));
        assertMessage("better must not be null", () -> IntervalRanking.ranks(one, one, one, null));
    }
}
