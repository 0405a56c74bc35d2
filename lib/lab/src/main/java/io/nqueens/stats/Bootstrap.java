package io.nqueens.stats;

import io.nqueens.Checks;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * Percentile bootstrap confidence intervals (Efron's percentile method) for the cost of a setting:
 * on the median of a sample (for example the evaluations of the solved runs) and on the
 * {@linkplain ExpectedRunningTime expected running time} of a set of runs.
 *
 * <p>Each of {@code B} resamples draws {@code n} values with replacement from the {@code n} given,
 * by {@code random.nextInt(n)} in order, resample after resample, from the caller's
 * {@link SplittableRandom}: the same seed gives the same interval. The statistic of every resample
 * is sorted and the bounds are the {@code k}-th smallest and the {@code k}-th largest, with
 * {@code k = max(1, floor((B + 1)(1 - level) / 2))}: for B = 10,000 at 95%, the 250th of each end.
 * No interpolation, so an infinite statistic stays infinite rather than becoming NaN.
 *
 * <p>Cost: {@code B·n} draws and O(B log B) for the sort, O(B + n) memory. At the default 10,000
 * resamples, a sample of 30 runs took 2 to 4 ms and one of 1,000 runs about 0.1 s on the kit's
 * 2-core build machine (best of a few calls; more when the cores are shared).
 * Calls over {@link #MAX_DRAWS} draws are refused before they start, and an interrupted thread stops
 * the resampling with a {@link CancellationException} (the interrupt flag stays set).
 */
public final class Bootstrap {
    /** The number of resamples when none is given. */
    public static final int DEFAULT_RESAMPLES = 10_000;
    /** The confidence level when none is given. */
    public static final double DEFAULT_LEVEL = 0.95;
    /** The largest number of resamples accepted: its statistics take 8 MB. */
    public static final int MAX_RESAMPLES = 1_000_000;
    /** The largest {@code resamples × sample size} accepted: some ten seconds of draws. */
    public static final long MAX_DRAWS = 2_000_000_000L;
    /** How many resamples run between two looks at the thread's interrupt flag. */
    private static final int CHECK_EVERY = 1_024;

    private Bootstrap() {}

    /**
     * The 95% interval on the median from {@link #DEFAULT_RESAMPLES} resamples.
     *
     * @param sample the values, finite, at least one; not changed
     * @param random the source of the resampling draws, not null; it is advanced
     * @return the interval; its estimate is the sample's median (the mean of the two middle values
     *     when n is even, as {@link Quartiles})
     * @throws IllegalArgumentException for a null or empty sample, or a NaN or infinite value (the
     *     message names its index)
     */
    public static BootstrapInterval median(double[] sample, SplittableRandom random) {
        return median(sample, random, DEFAULT_RESAMPLES, DEFAULT_LEVEL);
    }

    /**
     * The interval on the median, with a chosen number of resamples and level.
     *
     * @param sample the values, finite, at least one; not changed
     * @param random the source of the resampling draws, not null; it is advanced
     * @param resamples B, in [1, {@link #MAX_RESAMPLES}], with {@code B·n <= MAX_DRAWS}
     * @param level the confidence level, in (0, 1)
     * @return the interval
     * @throws IllegalArgumentException for a bad sample, resamples or level (named in the message)
     */
    public static BootstrapInterval median(double[] sample, SplittableRandom random, int resamples, double level) {
        Samples.finite("sample", sample);
        checkRun(random, resamples, level, sample.length);
        int n = sample.length;
        double[] sorted = sample.clone();
        Arrays.sort(sorted);
        int[] counts = new int[n];
        double[] statistics = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            checkInterrupt(b, resamples);
            Arrays.fill(counts, 0);
            for (int i = 0; i < n; i++) {
                counts[random.nextInt(n)]++;
            }
            statistics[b] = medianOfCounts(sorted, counts);
        }
        return percentile(statistics, Quartiles.quantile(sorted, 0.5), level);
    }

    /**
     * The 95% interval on the expected running time from {@link #DEFAULT_RESAMPLES} resamples of the
     * runs (each resampled run brings its evaluations and its success together).
     *
     * @param evaluations the evaluations each run spent, finite and {@code >= 0}
     * @param solved whether each run was solved, one entry per run
     * @param random the source of the resampling draws, not null; it is advanced
     * @return the interval; a resample without a solved run has an ERT of {@code +Infinity}, so the
     *     upper bound is {@code +Infinity} when more than about (1 - level)/2 of the resamples had
     *     none, and all three values are {@code +Infinity} when no run was solved
     * @throws IllegalArgumentException for bad arrays (see {@link ExpectedRunningTime#of})
     */
    public static BootstrapInterval ert(double[] evaluations, boolean[] solved, SplittableRandom random) {
        return ert(evaluations, solved, random, DEFAULT_RESAMPLES, DEFAULT_LEVEL);
    }

    /**
     * The interval on the expected running time, with a chosen number of resamples and level.
     *
     * @param evaluations the evaluations each run spent, finite and {@code >= 0}
     * @param solved whether each run was solved, one entry per run
     * @param random the source of the resampling draws, not null; it is advanced
     * @param resamples B, in [1, {@link #MAX_RESAMPLES}], with {@code B·n <= MAX_DRAWS}
     * @param level the confidence level, in (0, 1)
     * @return the interval (see {@link #ert(double[], boolean[], SplittableRandom)})
     * @throws IllegalArgumentException for bad arrays, resamples or level (named in the message)
     */
    public static BootstrapInterval ert(double[] evaluations, boolean[] solved, SplittableRandom random,
            int resamples, double level) {
        double estimate = ExpectedRunningTime.of(evaluations, solved);
        int n = evaluations.length;
        checkRun(random, resamples, level, n);
        double[] statistics = new double[resamples];
        for (int b = 0; b < resamples; b++) {
            checkInterrupt(b, resamples);
            double sum = 0;
            int successes = 0;
            for (int i = 0; i < n; i++) {
                int j = random.nextInt(n);
                sum += evaluations[j];
                successes += solved[j] ? 1 : 0;
            }
            statistics[b] = successes == 0 ? Double.POSITIVE_INFINITY : sum / successes;
        }
        return percentile(statistics, estimate, level);
    }

    /** Rejects a level outside (0, 1), NaN included. */
    static double checkLevel(double level) {
        if (!(level > 0 && level < 1)) {
            throw new IllegalArgumentException("level must be in (0, 1), e.g. 0.95, was " + level);
        }
        return level;
    }

    private static void checkRun(SplittableRandom random, int resamples, double level, int n) {
        Checks.notNull("random", random);
        Checks.inRange("resamples", resamples, 1, MAX_RESAMPLES);
        checkLevel(level);
        if ((long) resamples * n > MAX_DRAWS) {
            throw new IllegalArgumentException("resamples × sample size must be at most " + MAX_DRAWS
                    + " draws, was " + resamples + " × " + n + "; use fewer resamples");
        }
    }

    private static void checkInterrupt(int done, int resamples) {
        if (done % CHECK_EVERY == 0 && Thread.currentThread().isInterrupted()) {
            throw new CancellationException("bootstrap interrupted after " + done + " of " + resamples
                    + " resamples");
        }
    }

    /**
     * The median of the resample that holds {@code counts[j]} copies of {@code sorted[j]}: the value
     * at the middle rank (the two middle ranks when n is even), found by walking the counts. O(n),
     * where sorting the resample would be O(n log n).
     */
    private static double medianOfCounts(double[] sorted, int[] counts) {
        int n = sorted.length;
        int lowRank = (n - 1) / 2;
        int highRank = n / 2;
        int seen = 0;
        int lowIndex = -1;
        for (int j = 0; j < n; j++) {
            seen += counts[j];
            if (lowIndex < 0 && seen > lowRank) {
                lowIndex = j;
            }
            if (seen > highRank) {
                // Written as Quartiles writes it, so a constant sample gives exactly its value.
                return sorted[lowIndex] + 0.5 * (sorted[j] - sorted[lowIndex]);
            }
        }
        throw new IllegalStateException("counts hold fewer than " + n + " draws");
    }

    /** The percentile interval of the statistics (sorted in place); see the class comment. */
    private static BootstrapInterval percentile(double[] statistics, double estimate, double level) {
        Arrays.sort(statistics);
        int b = statistics.length;
        // The 1e-9 keeps 40 × (1 - 0.9) / 2 at 2 rather than 1.9999999999999996.
        int k = Math.max(1, (int) Math.floor((b + 1) * (1 - level) / 2 + 1e-9));
        return new BootstrapInterval(statistics[k - 1], estimate, statistics[b - k], level, b);
    }
}
