package io.nqueens.bench;

import io.nqueens.stats.Quartiles;

import java.util.Arrays;
import java.util.List;

/** Small order statistics for repeated measurements. O(k log k) for k values. */
final class Stats {
    private Stats() {}

    /** The median; the mean of the two middle values for an even count; NaN when empty. */
    static double median(double[] values) {
        return values.length == 0 ? Double.NaN : Quartiles.of(values).median();
    }

    static double median(List<Double> values) {
        return median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    static double min(double[] values) {
        return Arrays.stream(values).min().orElse(Double.NaN);
    }

    static double max(double[] values) {
        return Arrays.stream(values).max().orElse(Double.NaN);
    }
}
