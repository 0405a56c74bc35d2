package io.nqueens.operators.selection;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The guide-table lookup must pick exactly the index a plain search picks, for every point: on
 * wheels with zero weights (flat runs), one dominant weight, weights spanning many orders of
 * magnitude, and at the points where rounding in the bucket arithmetic could mislead the guide
 * (bucket edges, cumulative values themselves, 0, just below the total, the total and beyond).
 */
class WheelIndexTest {

    /** The reference: the first index whose cumulative weight exceeds r, else the last index. */
    private static int linearFirstAbove(double[] cumulative, double r) {
        for (int i = 0; i < cumulative.length; i++) {
            if (cumulative[i] > r) {
                return i;
            }
        }
        return cumulative.length - 1;
    }

    private static double[] cumulative(double[] weights) {
        double[] c = new double[weights.length];
        double total = 0;
        for (int i = 0; i < weights.length; i++) {
            total += weights[i];
            c[i] = total;
        }
        return c;
    }

    private static void assertSameAsReference(double[] weights, long seed) {
        double[] c = cumulative(weights);
        double total = c[c.length - 1];
        WheelIndex wheel = new WheelIndex(c);
        SplittableRandom rng = new SplittableRandom(seed);
        for (int k = 0; k < 200; k++) {
            double r = rng.nextDouble() * total;
            assertEquals(linearFirstAbove(c, r), wheel.firstAbove(r), "r = " + r);
        }
        for (int i = 0; i < c.length; i++) { // the cumulative values and their neighbours
            for (double r : new double[] {c[i], Math.nextDown(c[i]), Math.nextUp(c[i])}) {
                assertEquals(linearFirstAbove(c, r), wheel.firstAbove(r), "r = " + r + " (at index " + i + ")");
            }
        }
        int mu = c.length;
        for (int j = 0; j <= mu; j++) { // the bucket edges
            double edge = j * (total / mu);
            for (double r : new double[] {edge, Math.nextDown(edge), Math.nextUp(edge)}) {
                assertEquals(linearFirstAbove(c, r), wheel.firstAbove(r), "r = " + r + " (bucket edge " + j + ")");
            }
        }
        for (double r : new double[] {0.0, Math.nextDown(total), total, 2 * total}) {
            assertEquals(linearFirstAbove(c, r), wheel.firstAbove(r), "r = " + r);
        }
    }

    @Property(tries = 300)
    void picksTheSameIndexAsAPlainSearch(@ForAll("wheels") double[] weights, @ForAll long seed) {
        assertSameAsReference(weights, seed);
    }

    @Provide
    Arbitrary<double[]> wheels() {
        // Zero weights make flat runs; exponents from -12 to 6 make a few weights dominate.
        Arbitrary<Double> weight = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(2, Arbitraries.just(0.0)),
                net.jqwik.api.Tuple.of(5, Arbitraries.doubles().between(0.0, 1.0)),
                net.jqwik.api.Tuple.of(3, Arbitraries.integers().between(-12, 6).map(e -> Math.pow(10, e))));
        return weight.array(double[].class).ofMinSize(1).ofMaxSize(60)
                .filter(w -> cumulative(w)[w.length - 1] > 0);
    }

    @Test
    void anOverflowingTotalOrANaNPointPicksWhatAPlainSearchPicks() {
        double big = Double.MAX_VALUE / 2;
        double[] c = cumulative(new double[] {1, big, big, big, 1});
        WheelIndex wheel = new WheelIndex(c); // the total is infinite
        for (double r : new double[] {0.0, 0.5, 1.0, big, Double.POSITIVE_INFINITY, Double.NaN}) {
            assertEquals(linearFirstAbove(c, r), wheel.firstAbove(r), "r = " + r);
        }
        double[] finite = cumulative(new double[] {1, 2, 3});
        assertEquals(2, new WheelIndex(finite).firstAbove(Double.NaN));
    }

    @Test
    void aWheelOfOneWeightAlwaysPicksIt() {
        WheelIndex wheel = new WheelIndex(new double[] {3.5});
        assertEquals(0, wheel.firstAbove(0.0));
        assertEquals(0, wheel.firstAbove(3.4));
        assertEquals(0, wheel.firstAbove(3.5));
    }

    @Test
    void zeroWeightsAreNeverPickedAndEqualWeightsSplitTheWheelEvenly() {
        double[] c = cumulative(new double[] {0, 1, 0, 0, 1, 0});
        WheelIndex wheel = new WheelIndex(c);
        assertEquals(1, wheel.firstAbove(0.0));
        assertEquals(1, wheel.firstAbove(0.999));
        assertEquals(4, wheel.firstAbove(1.0));
        assertEquals(4, wheel.firstAbove(1.999));
    }

    @Test
    void documentOneShapedWheelsOfAThousandMatchTheReferenceEverywhere() {
        // Non-attacking pairs of random 8-queen boards: scores 14..28, as in document 001's runs.
        SplittableRandom rng = new SplittableRandom(1);
        double[] weights = new double[1_000];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = 14 + rng.nextInt(15);
        }
        assertSameAsReference(weights, 7);
    }
}
