package io.nqueens.stats;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.IntStream;

import static io.nqueens.stats.McNemarTest.assertMessage;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WilcoxonSignedRankTest {
    /** Darwin's cross- minus self-fertilised corn heights (Fisher 1935), scipy's wilcoxon example. */
    private static final double[] CORN = {6, 8, 14, 16, 23, 24, 28, 29, 41, -48, 49, 56, 60, -67, 75};

    @Test
    void exactOnDarwinsCorn() {
        WilcoxonSignedRank w = WilcoxonSignedRank.ofDifferences(CORN);
        // By hand: -48 and -67 have ranks 10 and 14, so W- = 24 and W+ = 120 - 24 = 96.
        assertEquals(new WilcoxonSignedRank(96, 24, 15, 0, w.p(), true), w);
        assertEquals(24, w.w(), 0.0);
        // scipy.stats.wilcoxon(d): 2 · 676 / 2^15, exactly.
        assertEquals(0.041259765625, w.p(), 0.0);
    }

    @Test
    void allOneSignIsTwoOverTwoToTheN() {
        double[] d = IntStream.rangeClosed(1, 10).asDoubleStream().toArray();
        WilcoxonSignedRank w = WilcoxonSignedRank.ofDifferences(d);
        assertEquals(55, w.wPlus(), 0.0);
        assertEquals(2.0 / 1024, w.p(), 0.0); // only the empty subset has sum 0
    }

    @Test
    void zerosAreDroppedAndTheExactTestStillApplies() {
        double[] withZeros = new double[CORN.length + 3];
        System.arraycopy(CORN, 0, withZeros, 2, CORN.length);
        WilcoxonSignedRank w = WilcoxonSignedRank.ofDifferences(withZeros);
        assertEquals(15, w.n());
        assertEquals(3, w.zeros());
        assertTrue(w.exact());
        assertEquals(0.041259765625, w.p(), 0.0);
    }

    @Test
    void normalApproximationWithTiesZerosAndContinuityCorrection() {
        double[] x = {125, 115, 130, 140, 140, 115, 140, 125, 140, 135};
        double[] y = {110, 122, 125, 120, 140, 124, 123, 137, 135, 145};
        WilcoxonSignedRank w = WilcoxonSignedRank.of(x, y);
        // By hand: d = 15 -7 5 20 0 -9 17 -12 5 -10; the two 5s share rank 1.5, so W- = 3+4+6+5 = 18;
        // sd² = 9·10·19/24 - (2³-2)/48 = 71.125, z = (18 - 22.5 + 0.5)/sqrt(71.125).
        assertEquals(new WilcoxonSignedRank(27, 18, 9, 1, w.p(), false), w);
        // scipy.stats.wilcoxon(x, y, method="approx", correction=True) (scipy 1.10.1)
        assertEquals(0.6352893188352069, w.p(), 1e-12);
    }

    @Test
    void normalApproximationAboveFiftyAndExactUpToIt() {
        double[] d60 = IntStream.rangeClosed(1, 60).mapToDouble(i -> i % 3 == 0 ? -i : i).toArray();
        WilcoxonSignedRank w60 = WilcoxonSignedRank.ofDifferences(d60);
        assertFalse(w60.exact());
        assertEquals(630, w60.w(), 0.0); // 3 + 6 + ... + 60
        assertEquals(0.03622649417878663, w60.p(), 1e-12); // scipy, method="approx", correction=True
        double[] d50 = IntStream.rangeClosed(1, 50).mapToDouble(i -> i % 4 == 0 ? -i : i).toArray();
        WilcoxonSignedRank w50 = WilcoxonSignedRank.ofDifferences(d50);
        assertTrue(w50.exact());
        assertEquals(312, w50.w(), 0.0);
        assertEquals(0.0013303578723942167, w50.p(), 1e-15); // scipy, exact
    }

    @Test
    void costsInMultiplesOfThePopulationTieAndUseTheApproximation() {
        // Evaluation counts of 40 seeds (multiples of 300, drawn with numpy): many ties, 2 zero differences.
        double[] x = {2700, 3000, 4500, 5700, 300, 900, 4800, 5700, 1500, 1800, 5100, 2700, 1800, 4800, 1500,
            2400, 3900, 3300, 600, 300, 5100, 4500, 4800, 3300, 4800, 2100, 2700, 4500, 900, 1800, 900, 2700,
            5700, 900, 2400, 2400, 5400, 1200, 3000, 1500};
        double[] y = {900, 4500, 1200, 1800, 3600, 3000, 1500, 5700, 5100, 5700, 1200, 4200, 2400, 3300, 6000,
            1800, 4800, 1200, 2700, 5700, 3300, 3000, 2400, 900, 3300, 3600, 3300, 4500, 2700, 3600, 5100, 5400,
            3300, 300, 4800, 3300, 5700, 2700, 2700, 600};
        WilcoxonSignedRank w = WilcoxonSignedRank.of(x, y);
        assertEquals(38, w.n());
        assertEquals(2, w.zeros());
        assertFalse(w.exact());
        assertEquals(321, w.w(), 0.0);
        // scipy.stats.wilcoxon(x, y, method="approx", correction=True), scipy 1.10.1
        assertEquals(0.4767276395325225, w.p(), 1e-12);
    }

    @Test
    void allZeroDifferencesGivePOne() {
        double[] same = {100, 250, 300};
        WilcoxonSignedRank w = WilcoxonSignedRank.of(same, same.clone());
        assertEquals(new WilcoxonSignedRank(0, 0, 0, 3, 1.0, true), w);
    }

    @Property(tries = 200)
    void swappingTheSettingsSwapsTheRankSumsAndKeepsP(
            @ForAll @Size(min = 1, max = 70) List<@IntRange(min = -40, max = 40) Integer> diffs) {
        double[] d = diffs.stream().mapToDouble(Integer::doubleValue).toArray();
        double[] minus = diffs.stream().mapToDouble(i -> -i.doubleValue()).toArray();
        WilcoxonSignedRank w = WilcoxonSignedRank.ofDifferences(d);
        WilcoxonSignedRank v = WilcoxonSignedRank.ofDifferences(minus);
        assertEquals(w.wPlus(), v.wMinus(), 0.0);
        assertEquals(w.wMinus(), v.wPlus(), 0.0);
        assertEquals(w.p(), v.p(), 0.0);
        assertTrue(w.p() >= 0 && w.p() <= 1);
        assertEquals(d.length, w.n() + w.zeros());
    }

    @Test
    void badInputIsNamed() {
        assertMessage("first and second must have the same length (one entry per seed), were 3 and 2",
                () -> WilcoxonSignedRank.of(new double[3], new double[2]));
        assertMessage("second[1] must be a finite number, was NaN",
                () -> WilcoxonSignedRank.of(new double[] {1, 2}, new double[] {1, Double.NaN}));
        assertMessage("differences must not be empty (length must be at least 1)",
                () -> WilcoxonSignedRank.ofDifferences(new double[0]));
        assertMessage("differences[0] must be a finite number, was Infinity",
                () -> WilcoxonSignedRank.of(new double[] {Double.MAX_VALUE}, new double[] {-Double.MAX_VALUE}));
    }
}
