package io.nqueens.stats;

import io.nqueens.Checks;

import java.util.List;

/**
 * Ranks settings by interval estimates so that differences the data cannot tell apart are not
 * read as a ranking. The setting with the best estimate is found, and every setting whose interval
 * overlaps the best's (closed intervals; touching bounds count) shares rank 1 with it. The rest are
 * ranked the same way among themselves: the best estimate among them and every setting overlapping
 * its interval share the next rank, and so on. Ranks count the settings placed before (competition
 * ranking): a first tier of three is followed by rank 4. Equal best estimates go to the setting
 * given first. Overlap of 95% intervals is a conservative criterion, not a test: two settings
 * whose intervals overlap may still differ at 5% in a paired test ({@link McNemar},
 * {@link WilcoxonSignedRank}).
 *
 * <pre>{@code
 * // success: Wilson intervals, larger is better
 * int[] bySuccess = IntervalRanking.ranks(ciLow, rate, ciHigh, Better.LARGER);
 * // cost: bootstrap intervals on the expected running time, smaller is better
 * int[] byCost = IntervalRanking.ranks(List.of(ertA, ertB, ertC), Better.SMALLER);
 * }</pre>
 *
 * O(k · tiers) for k settings, at most O(k²).
 */
public final class IntervalRanking {
    private IntervalRanking() {}

    /**
     * Ranks from the three bounds of each setting; entry i of each array is setting i.
     *
     * @param low the lower bounds, not NaN (infinite allowed)
     * @param estimate the point estimates, not NaN (infinite allowed), used to pick each tier's best
     * @param high the upper bounds, not NaN, {@code high[i] >= low[i]}
     * @param better which way the figure improves
     * @return the rank of each setting, from 1, in input order
     * @throws IllegalArgumentException when an array is null or empty, the lengths differ, a value
     *     is NaN, or {@code low[i] > high[i]} (the message names i)
     */
    public static int[] ranks(double[] low, double[] estimate, double[] high, Better better) {
        check(low, estimate, high, better);
        int k = low.length;
        int[] rank = new int[k];
        int placed = 0;
        while (placed < k) {
            int best = -1;
            for (int i = 0; i < k; i++) {
                if (rank[i] == 0 && (best < 0 || better.improves(estimate[i], estimate[best]))) {
                    best = i;
                }
            }
            int tier = placed + 1;
            for (int i = 0; i < k; i++) {
                if (rank[i] == 0 && low[i] <= high[best] && low[best] <= high[i]) {
                    rank[i] = tier;
                    placed++;
                }
            }
        }
        return rank;
    }

    /**
     * Ranks from bootstrap intervals, one per setting.
     *
     * @param intervals the intervals, at least one, no null entry
     * @param better which way the figure improves
     * @return the rank of each setting, from 1, in list order
     * @throws IllegalArgumentException when the list is null or empty or holds a null
     */
    public static int[] ranks(List<BootstrapInterval> intervals, Better better) {
        Checks.notNull("intervals", intervals);
        if (intervals.isEmpty()) {
            throw new IllegalArgumentException("intervals must not be empty (one interval per setting)");
        }
        int k = intervals.size();
        double[] low = new double[k];
        double[] estimate = new double[k];
        double[] high = new double[k];
        for (int i = 0; i < k; i++) {
            BootstrapInterval b = Checks.notNull("intervals[" + i + "]", intervals.get(i));
            low[i] = b.low();
            estimate[i] = b.estimate();
            high[i] = b.high();
        }
        return ranks(low, estimate, high, better);
    }

    private static void check(double[] low, double[] estimate, double[] high, Better better) {
        Checks.notNull("better", better);
        Samples.notNaN("low", low);
        Samples.notNaN("estimate", estimate);
        Samples.notNaN("high", high);
        Samples.sameLength("low", low.length, "estimate", estimate.length, "setting");
        Samples.sameLength("low", low.length, "high", high.length, "setting");
        for (int i = 0; i < low.length; i++) {
            if (low[i] > high[i]) {
                throw new IllegalArgumentException("low[" + i + "] must be at most high[" + i + "], were "
                        + low[i] + " and " + high[i]);
            }
        }
    }
}
