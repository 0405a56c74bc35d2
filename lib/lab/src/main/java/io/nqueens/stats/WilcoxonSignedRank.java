package io.nqueens.stats;

import io.nqueens.Checks;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Wilcoxon's signed-rank test for the costs of two settings run on the same seeds (for example the
 * evaluations each spent on seed i), two-sided. Zero differences are dropped (Wilcoxon's own
 * method, scipy's {@code zero_method="wilcox"}); the absolute values of the other {@code n}
 * differences are ranked from 1, tied values sharing their mean rank; {@code W+} and {@code W-} are
 * the rank sums of the positive and the negative differences.
 *
 * <ul>
 *   <li><b>Exact</b> when {@code n <= }{@link #EXACT_MAX_N} and no two absolute differences tie:
 *   {@code p = min(1, 2·P(W <= min(W+, W-)))} under the null distribution of the rank sum of a
 *   random subset of 1..n (counted, not approximated). Dropped zeros do not prevent it, since the
 *   signs of the non-zero differences are still fair coins under the null hypothesis; scipy and R
 *   switch to the normal approximation when there are zeros, so with zeros their p differs.</li>
 *   <li>Otherwise the <b>normal approximation</b> with the tie correction and the continuity
 *   correction, as scipy's {@code wilcoxon(method="approx", correction=True)}:
 *   {@code z = (T - n(n+1)/4 - 0.5·sign(T - n(n+1)/4)) / sd}, {@code T = min(W+, W-)},
 *   {@code sd² = n(n+1)(2n+1)/24 - sum(t³ - t)/48} over groups of t tied values,
 *   {@code p = min(1, 2·Q(|z|))}.</li>
 * </ul>
 * When every difference is zero, {@code n = 0} and {@code p = 1}: no evidence of a difference.
 * Cost: O(n log n) to rank, plus O(n³) (at most 50 × 1,275 steps) for the exact distribution.
 *
 * <p>Written here on purpose, unlike the kit's other tests and intervals, which come from Apache
 * Commons Math: Commons Math 3.6.1's {@code WilcoxonSignedRankTest} handles zeros and ties
 * differently from scipy. It keeps zero differences in the ranking, its exact p ignores ties, its
 * normal approximation has no tie correction, and it refuses an exact p above 30 pairs. On 12
 * paired costs with two zero differences and tied ones, it gives p = 0.034 (exact) or 0.031
 * (approximate) where scipy and this class give 0.025. The kit's p-values are checked against
 * scipy's (see the tests), so this class follows scipy.
 *
 * @param wPlus the rank sum of the positive differences (first minus second): large when the
 *     first setting costs more
 * @param wMinus the rank sum of the negative differences
 * @param n the number of non-zero differences the test used
 * @param zeros the number of zero differences dropped
 * @param p the two-sided p-value, in [0, 1]
 * @param exact whether p comes from the exact distribution (true) or the normal approximation
 */
public record WilcoxonSignedRank(double wPlus, double wMinus, int n, int zeros, double p, boolean exact) {
    /** The largest n for which the exact distribution is used (scipy's default since 1.9). */
    public static final int EXACT_MAX_N = 50;

    /**
     * Rejects negative counts, rank sums that do not add up to n(n+1)/2, and a p outside [0, 1];
     * use {@link #of} to run the test.
     *
     * @param wPlus the positive rank sum, {@code >= 0}
     * @param wMinus the negative rank sum, {@code >= 0}, with {@code wPlus + wMinus = n(n+1)/2}
     * @param n the non-zero differences, {@code >= 0}
     * @param zeros the zero differences, {@code >= 0}
     * @param p the p-value, in [0, 1]
     * @param exact whether p is exact
     */
    public WilcoxonSignedRank {
        Checks.atLeast("n", n, 0);
        Checks.atLeast("zeros", zeros, 0);
        Checks.probability("p", p);
        if (!(wPlus >= 0 && wMinus >= 0 && wPlus + wMinus == n * (n + 1.0) / 2)) {
            throw new IllegalArgumentException("wPlus and wMinus must be >= 0 and add up to n(n+1)/2 = "
                    + n * (n + 1.0) / 2 + ", were " + wPlus + " and " + wMinus);
        }
    }

    /**
     * The test on paired costs: entry i of each array is the same seed; the differences are
     * {@code first[i] - second[i]}.
     *
     * @param first the first setting's cost on each seed, finite, at least one seed
     * @param second the second setting's cost on each seed, finite, same length
     * @return the rank sums, the n used and the p-value
     * @throws IllegalArgumentException when an array is null or empty, the lengths differ, or a
     *     value (or a difference) is NaN or infinite; the message names the index
     */
    public static WilcoxonSignedRank of(double[] first, double[] second) {
        Samples.finite("first", first);
        Samples.finite("second", second);
        Samples.sameLength("first", first.length, "second", second.length, "seed");
        double[] d = new double[first.length];
        for (int i = 0; i < d.length; i++) {
            d[i] = first[i] - second[i];
        }
        return ofDifferences(d);
    }

    /**
     * The test on differences already taken (first minus second, one per seed).
     *
     * @param differences the differences, finite, at least one
     * @return the rank sums, the n used and the p-value
     * @throws IllegalArgumentException for a null or empty array, or a NaN or infinite value
     */
    public static WilcoxonSignedRank ofDifferences(double[] differences) {
        Samples.finite("differences", differences);
        double[] d = Arrays.stream(differences).filter(x -> x != 0).toArray();
        int n = d.length;
        int zeros = differences.length - n;
        if (n == 0) {
            return new WilcoxonSignedRank(0, 0, 0, zeros, 1.0, true);
        }
        int[] order = IntStream.range(0, n).boxed()
                .sorted(Comparator.comparingDouble(i -> Math.abs(d[i]))).mapToInt(Integer::intValue).toArray();
        double wPlus = 0;
        double tieTerm = 0; // sum of t³ - t over groups of t tied |d|
        for (int start = 0; start < n; ) {
            int end = start + 1;
            while (end < n && Math.abs(d[order[end]]) == Math.abs(d[order[start]])) {
                end++;
            }
            double meanRank = (start + 1 + end) / 2.0; // ranks start+1 .. end
            for (int j = start; j < end; j++) {
                wPlus += d[order[j]] > 0 ? meanRank : 0;
            }
            double t = end - start;
            tieTerm += t * t * t - t;
            start = end;
        }
        double wMinus = n * (n + 1.0) / 2 - wPlus;
        double smaller = Math.min(wPlus, wMinus);
        boolean exact = n <= EXACT_MAX_N && tieTerm == 0;
        double p = exact ? exactP(n, (int) smaller) : normalP(n, smaller, tieTerm);
        return new WilcoxonSignedRank(wPlus, wMinus, n, zeros, p, exact);
    }

    /** {@return min(W+, W-), the statistic scipy reports for the two-sided test} */
    public double w() {
        return Math.min(wPlus, wMinus);
    }

    /**
     * {@code min(1, 2·P(W <= t))}: {@code counts[s]} is the number of subsets of 1..n with sum s,
     * built one rank at a time; all fit a long (at most 2^50).
     */
    private static double exactP(int n, int t) {
        int max = n * (n + 1) / 2;
        long[] counts = new long[max + 1];
        counts[0] = 1;
        for (int k = 1; k <= n; k++) {
            for (int s = k * (k + 1) / 2; s >= k; s--) {
                counts[s] += counts[s - k];
            }
        }
        long tail = 0;
        for (int s = 0; s <= t; s++) {
            tail += counts[s];
        }
        return Math.min(1.0, 2 * (tail / Math.scalb(1.0, n)));
    }

    private static double normalP(int n, double t, double tieTerm) {
        double mean = n * (n + 1.0) / 4;
        double sd = Math.sqrt(n * (n + 1.0) * (2.0 * n + 1) / 24 - tieTerm / 48);
        double z = (t - mean - 0.5 * Math.signum(t - mean)) / sd;
        return Math.min(1.0, 2 * Normal.upperTail(Math.abs(z)));
    }
}
