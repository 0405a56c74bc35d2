package io.nqueens.stats;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;

import static io.nqueens.stats.McNemarTest.assertMessage;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BootstrapTest {
    private static final double INF = Double.POSITIVE_INFINITY;
    /** Enough resamples that each bound sits many standard errors from the next possible value. */
    private static final int MANY = 100_000;

    @Test
    void medianBoundsAreTheExactBootstrapQuantilesFromTheBinomial() {
        // For n distinct values (n odd), the resample's median is at most the k-th smallest exactly
        // when at least (n+1)/2 of the n draws fall among the k smallest: P = P(Bin(n, k/n) >= (n+1)/2).
        for (int n : new int[] {11, 13}) {
            double[] sample = new double[n];
            for (int i = 0; i < n; i++) {
                sample[i] = 1000 + 37.0 * ((i * 5) % n); // distinct, not in order
            }
            double[] sorted = sample.clone();
            Arrays.sort(sorted);
            TreeMap<Double, Double> cdf = new TreeMap<>();
            for (int k = 1; k <= n; k++) {
                cdf.put(sorted[k - 1], atLeast(n, (n + 1) / 2, (double) k / n));
            }
            for (long seed = 1; seed <= 3; seed++) {
                BootstrapInterval b = Bootstrap.median(sample, new SplittableRandom(seed), MANY, 0.95);
                assertEquals(sorted[n / 2], b.estimate(), 0.0);
                assertEquals(quantile(cdf, 2_500.0 / MANY), b.low(), 0.0, "n = " + n + ", seed " + seed);
                assertEquals(quantile(cdf, (MANY - 2_500 + 1.0) / MANY), b.high(), 0.0, "n = " + n);
            }
        }
    }

    @Test
    void ertBoundsAreTheExactBootstrapQuantilesByEnumeration() {
        double[][] evaluations = {{100, 300, 500, 700}, {120, 80, 300, 260, 90}};
        boolean[][] solved = {{true, true, true, false}, {true, true, true, true, true}};
        for (int c = 0; c < evaluations.length; c++) {
            Map<Double, Double> pmf = ertDistribution(evaluations[c], solved[c]);
            TreeMap<Double, Double> cdf = cumulative(pmf);
            int resamples = 2 * MANY;
            int k = 5_000; // floor(200,001 × 0.025)
            BootstrapInterval b = Bootstrap.ert(evaluations[c], solved[c], new SplittableRandom(7), resamples, 0.95);
            assertEquals(quantile(cdf, (double) k / resamples), b.low(), 0.0, "case " + c);
            assertEquals(quantile(cdf, (resamples - k + 1.0) / resamples), b.high(), 0.0, "case " + c);
            assertEquals(ExpectedRunningTime.of(evaluations[c], solved[c]), b.estimate(), 0.0);
        }
    }

    @Test
    void ertWithFewSuccessesHasAnInfiniteUpperBound() {
        // Two runs: resamples {a,a} 100, {a,b} and {b,a} 400, {b,b} no success: infinite.
        BootstrapInterval two = Bootstrap.ert(new double[] {100, 300}, new boolean[] {true, false},
                new SplittableRandom(3));
        assertEquals(new BootstrapInterval(100, 400, INF, 0.95, 10_000), two);
        // One success in 30 runs: (29/30)^30 = 36% of the resamples have none.
        double[] evaluations = new double[30];
        Arrays.fill(evaluations, 3_000);
        boolean[] solved = new boolean[30];
        solved[4] = true;
        BootstrapInterval one = Bootstrap.ert(evaluations, solved, new SplittableRandom(3));
        assertEquals(90_000, one.estimate(), 0.0);
        assertEquals(INF, one.high());
        // Every resample spends 90,000; with s copies of the solved run its ERT is 90,000/s, and
        // P(s >= 4) = 1.7% < 2.5% <= P(s >= 3) = 7.7% for s binomial (30, 1/30): low = 90,000/3.
        assertEquals(30_000, one.low(), 0.0);
        BootstrapInterval none = Bootstrap.ert(evaluations, new boolean[30], new SplittableRandom(3));
        assertEquals(new BootstrapInterval(INF, INF, INF, 0.95, 10_000), none);
    }

    @Test
    void expectedRunningTimeCountsEveryRunOverTheSuccesses() {
        assertEquals(500, ExpectedRunningTime.of(new double[] {100, 200, 300, 400},
                new boolean[] {true, false, true, false}), 0.0);
        assertEquals(INF, ExpectedRunningTime.of(new double[] {100}, new boolean[] {false}));
    }

    @Test
    void aConstantSampleHasAPointInterval() {
        double[] same = new double[30];
        Arrays.fill(same, 4_770);
        assertEquals(new BootstrapInterval(4_770, 4_770, 4_770, 0.95, 10_000),
                Bootstrap.median(same, new SplittableRandom(1)));
        assertEquals(new BootstrapInterval(2.5, 2.5, 2.5, 0.9, 500),
                Bootstrap.median(new double[] {2.5}, new SplittableRandom(1), 500, 0.9));
    }

    @Test
    void theSeedFixesTheInterval() {
        double[] sample = new double[30];
        SplittableRandom data = new SplittableRandom(99);
        for (int i = 0; i < sample.length; i++) {
            sample[i] = 300 * (1 + data.nextInt(40));
        }
        BootstrapInterval a = Bootstrap.median(sample, new SplittableRandom(5), 2_000, 0.95);
        assertEquals(a, Bootstrap.median(sample, new SplittableRandom(5), 2_000, 0.95));
        assertNotEquals(a, Bootstrap.median(sample, new SplittableRandom(6), 2_000, 0.95));
        // The caller's generator is advanced: B·n draws, as documented.
        SplittableRandom used = new SplittableRandom(5);
        Bootstrap.median(sample, used, 2_000, 0.95);
        SplittableRandom skipped = new SplittableRandom(5);
        for (int i = 0; i < 2_000 * 30; i++) {
            skipped.nextInt(30);
        }
        assertEquals(skipped.nextLong(), used.nextLong());
    }

    @Property(tries = 60)
    void boundsLieWithinTheSampleAndInOrder(
            @ForAll @Size(min = 1, max = 40) List<@IntRange(min = 0, max = 5_000) Integer> values,
            @ForAll @IntRange(min = 1, max = 300) int resamples) {
        double[] sample = values.stream().mapToDouble(Integer::doubleValue).toArray();
        BootstrapInterval b = Bootstrap.median(sample, new SplittableRandom(values.size()), resamples, 0.9);
        double min = Arrays.stream(sample).min().orElseThrow();
        double max = Arrays.stream(sample).max().orElseThrow();
        assertTrue(min <= b.low() && b.low() <= b.high() && b.high() <= max, b.toString());
        assertTrue(min <= b.estimate() && b.estimate() <= max, b.toString());
        assertEquals(resamples, b.resamples());
    }

    @Test
    void anInterruptedThreadStopsTheResampling() {
        Thread.currentThread().interrupt();
        try {
            var e = assertThrows(CancellationException.class,
                    () -> Bootstrap.median(new double[] {1, 2, 3}, new SplittableRandom(1)));
            assertEquals("bootstrap interrupted after 0 of 10000 resamples", e.getMessage());
            assertTrue(Thread.currentThread().isInterrupted(), "the flag stays set");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void badInputIsNamed() {
        SplittableRandom r = new SplittableRandom(1);
        assertMessage("sample[2] must be a finite number, was NaN",
                () -> Bootstrap.median(new double[] {1, 2, Double.NaN}, r));
        assertMessage("sample must not be empty (length must be at least 1)", () -> Bootstrap.median(new double[0], r));
        assertMessage("random must not be null", () -> Bootstrap.median(new double[] {1}, null));
        assertMessage("resamples must be in [1, 1000000], was 0", () -> Bootstrap.median(new double[] {1}, r, 0, 0.95));
        assertMessage("level must be in (0, 1), e.g. 0.95, was 1.0", () -> Bootstrap.median(new double[] {1}, r, 10, 1.0));
        assertMessage("resamples × sample size must be at most 2000000000 draws, was 1000000 × 2001;"
                + " use fewer resamples", () -> Bootstrap.median(new double[2_001], r, 1_000_000, 0.95));
        assertMessage("evaluations and solved must have the same length (one entry per run), were 2 and 1",
                () -> Bootstrap.ert(new double[] {1, 2}, new boolean[] {true}, r));
        assertMessage("evaluations[1] must be >= 0, was -5.0",
                () -> Bootstrap.ert(new double[] {1, -5}, new boolean[] {true, true}, r));
        assertMessage("solved must not be empty (length must be at least 1)",
                () -> ExpectedRunningTime.of(new double[] {1}, new boolean[0]));
        assertMessage("low must be at most high, were low = 2.0, high = 1.0",
                () -> new BootstrapInterval(2, 1.5, 1, 0.95, 10));
    }

    /** P(X >= m) for X binomial (n, p), summed term by term. */
    private static double atLeast(int n, int m, double p) {
        double sum = 0;
        for (int j = m; j <= n; j++) {
            double c = 1;
            for (int i = 0; i < j; i++) {
                c = c * (n - i) / (i + 1);
            }
            sum += c * Math.pow(p, j) * Math.pow(1 - p, n - j);
        }
        return sum;
    }

    /** Every one of the n^n resamples of the runs, with its ERT. */
    private static Map<Double, Double> ertDistribution(double[] evaluations, boolean[] solved) {
        int n = evaluations.length;
        int total = (int) Math.pow(n, n);
        Map<Double, Double> pmf = new TreeMap<>();
        for (int code = 0; code < total; code++) {
            double sum = 0;
            int successes = 0;
            for (int i = 0, c = code; i < n; i++, c /= n) {
                sum += evaluations[c % n];
                successes += solved[c % n] ? 1 : 0;
            }
            pmf.merge(successes == 0 ? INF : sum / successes, 1.0 / total, Double::sum);
        }
        return pmf;
    }

    private static TreeMap<Double, Double> cumulative(Map<Double, Double> pmf) {
        TreeMap<Double, Double> cdf = new TreeMap<>();
        double acc = 0;
        for (var e : new TreeMap<>(pmf).entrySet()) {
            acc += e.getValue();
            cdf.put(e.getKey(), acc);
        }
        return cdf;
    }

    /** The smallest value whose CDF reaches q (less a rounding allowance). */
    private static double quantile(TreeMap<Double, Double> cdf, double q) {
        return cdf.entrySet().stream().filter(e -> e.getValue() >= q - 1e-12).findFirst().orElseThrow().getKey();
    }
}
