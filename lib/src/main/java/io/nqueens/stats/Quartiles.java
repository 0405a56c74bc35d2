package io.nqueens.stats;

import io.nqueens.Checks;

import java.util.Arrays;

/**
 * First quartile, median and third quartile of a sample, by linear interpolation between order
 * statistics (R's default type 7, NumPy's default): the q-quantile of sorted {@code x[0..n-1]} is
 * {@code x[h] + (h - floor h)(x[floor h + 1] - x[floor h])} with {@code h = (n-1)q}. O(n log n).
 *
 * @param q1 the 0.25 quantile
 * @param median the 0.5 quantile
 * @param q3 the 0.75 quantile
 */
public record Quartiles(double q1, double median, double q3) {

    /** The quartiles of a non-empty sample without NaN. */
    public static Quartiles of(double... sample) {
        Checks.notNull("sample", sample);
        if (sample.length == 0) {
            throw new IllegalArgumentException("sample must not be empty (length must be at least 1)");
        }
        double[] sorted = sample.clone();
        Arrays.sort(sorted);
        if (Double.isNaN(sorted[sorted.length - 1])) {
            throw new IllegalArgumentException("sample must not hold NaN");
        }
        return new Quartiles(quantile(sorted, 0.25), quantile(sorted, 0.5), quantile(sorted, 0.75));
    }

    /** The q-quantile (type 7) of an already sorted, non-empty array. O(1). */
    public static double quantile(double[] sorted, double q) {
        Checks.notNull("sorted", sorted);
        if (sorted.length == 0) {
            throw new IllegalArgumentException("sorted must hold at least one value");
        }
        Checks.probability("q", q);
        double h = (sorted.length - 1) * q;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}
