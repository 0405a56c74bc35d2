package io.nqueens.stats;

import io.nqueens.Checks;
import org.apache.commons.math3.stat.descriptive.rank.Percentile;
import org.apache.commons.math3.stat.descriptive.rank.Percentile.EstimationType;

import java.util.Arrays;

/**
 * First quartile, median and third quartile of a sample, by linear interpolation between order
 * statistics (R's default type 7, NumPy's default): the q-quantile of sorted {@code x[0..n-1]} is
 * {@code x[h] + (h - floor h)(x[floor h + 1] - x[floor h])} with {@code h = (n-1)q}, computed by
 * Apache Commons Math's {@link Percentile} with {@link EstimationType#R_7}. O(n log n).
 *
 * <p>Infinite values are data: the kit's benchmarks count a run that never reached a solution as
 * taking {@code +Infinity}. A quantile that falls on an infinite order statistic, or between two
 * equal infinities, is that infinity; one between an infinity and a finite value is the infinity
 * (the limit of the interpolation). Only a quantile strictly between {@code -Infinity} and
 * {@code +Infinity} has no value, and is rejected. Finite samples get the plain formula above.
 *
 * @param q1 the 0.25 quantile
 * @param median the 0.5 quantile
 * @param q3 the 0.75 quantile
 */
public record Quartiles(double q1, double median, double q3) {

    /**
     * The quartiles of a non-empty sample without NaN; infinities are allowed (see above).
     *
     * @param sample the values, not changed
     * @return the quartiles
     * @throws IllegalArgumentException for an empty sample, a NaN, or a quartile that falls
     *     strictly between -Infinity and +Infinity
     */
    public static Quartiles of(double... sample) {
        Checks.notNull("sample", sample);
        if (sample.length == 0) {
            throw new IllegalArgumentException("sample must not be empty (length must be at least 1)");
        }
        double[] sorted = sample.clone();
        Arrays.sort(sorted);
        if (Double.isNaN(sorted[sorted.length - 1])) {
            throw new IllegalArgumentException("sample must not hold NaN (values must be numbers or infinities),"
                    + " held NaN");
        }
        return new Quartiles(quantileOfSorted(sorted, 0.25), quantileOfSorted(sorted, 0.5),
                quantileOfSorted(sorted, 0.75));
    }

    /**
     * The q-quantile (type 7) of an already sorted, non-empty array without NaN; infinities are
     * handled as described above. Checks the order rather than sorting a copy, so that a caller
     * who forgot to sort learns it: O(n) for the check, O(n) for the quantile (Commons Math selects
     * it in a working copy). ({@link #of} sorts its own copy.)
     *
     * @param sorted the values, in increasing order (equal values allowed)
     * @param q the quantile's level, in [0, 1]
     * @return the q-quantile
     * @throws IllegalArgumentException for an empty array, a q outside [0, 1], an array out of
     *     increasing order (naming the first two values out of order), a NaN anywhere, or a
     *     quantile strictly between -Infinity and +Infinity
     */
    public static double quantile(double[] sorted, double q) {
        Checks.notNull("sorted", sorted);
        if (sorted.length == 0) {
            throw new IllegalArgumentException("sorted must hold at least one value");
        }
        Checks.probability("q", q);
        checkSorted(sorted);
        return quantileOfSorted(sorted, q);
    }

    /** Refuses NaN and values out of increasing order; O(n). */
    private static void checkSorted(double[] sorted) {
        for (int i = 0; i < sorted.length; i++) {
            if (Double.isNaN(sorted[i])) {
                throw new IllegalArgumentException("sorted must not hold NaN (values must be numbers or infinities),"
                        + " held NaN at index " + i);
            }
            if (i > 0 && sorted[i - 1] > sorted[i]) {
                throw new IllegalArgumentException("sorted must be in increasing order, but sorted[" + (i - 1) + "] = "
                        + sorted[i - 1] + " > sorted[" + i + "] = " + sorted[i] + "; sort it first (Arrays.sort), or"
                        + " use Quartiles.of, which sorts a copy");
            }
        }
    }

    /**
     * The q-quantile of an array known to be sorted and free of NaN. Commons Math selects the
     * order statistics (cheap on a sorted array) and interpolates; q = 0, which it refuses, is
     * the smallest value. O(n) for its working copy.
     */
    private static double quantileOfSorted(double[] sorted, double q) {
        if (q == 0) {
            return sorted[0];
        }
        double x = new Percentile().withEstimationType(EstimationType.R_7).evaluate(sorted, 100 * q);
        if (!Double.isNaN(x)) {
            return x; // finite values keep Commons Math's result
        }
        // NaN only from an infinite neighbour: the same order statistics as R_7 uses.
        double h = (sorted.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return nonFinite(sorted, q, lo, hi, h - lo);
    }

    /** The quantile when the formula gave NaN: a neighbour is infinite (NaN was refused before). */
    private static double nonFinite(double[] sorted, double q, int lo, int hi, double fraction) {
        double a = sorted[lo];
        double b = sorted[hi];
        if (fraction == 0 || a == b) {
            return a; // on an order statistic, or between two equal infinities
        }
        if (a == Double.NEGATIVE_INFINITY && b == Double.POSITIVE_INFINITY) {
            throw new IllegalArgumentException("the quantile q = " + q + " falls strictly between -Infinity (sorted["
                    + lo + "]) and Infinity (sorted[" + hi + "]) and has no value; a sample may hold both infinities"
                    + " only where each quantile asked for lands on a value or between a value and an infinity");
        }
        return a == Double.NEGATIVE_INFINITY ? a : b; // between an infinity and a finite value
    }
}
