package io.nqueens.stats;

import io.nqueens.Checks;

/**
 * McNemar's exact test for two settings run on the same seeds, on success and failure: the seeds
 * both solved or both missed say nothing about which setting is better; of the {@code b + c}
 * discordant seeds (solved by only one), each is under the null hypothesis the first's with
 * probability 1/2. The two-sided p-value is {@code min(1, 2·P(X <= min(b, c)))} for X binomial
 * (b + c, 1/2), the same as scipy's {@code binomtest(b, b + c).pvalue} and statsmodels'
 * {@code mcnemar(exact=True)}; it is 1 when no seed is discordant. O(n) for n seeds.
 *
 * <pre>{@code
 * McNemar m = McNemar.of(solvedByTournament, solvedByLinearRank);  // same seeds, same order
 * System.out.println(m.onlyFirst() + " vs " + m.onlySecond() + ", p = " + m.p());
 * }</pre>
 *
 * @param bothSolved seeds solved by both settings
 * @param onlyFirst seeds solved by the first setting only (b)
 * @param onlySecond seeds solved by the second setting only (c)
 * @param neither seeds solved by neither
 * @param p the two-sided exact p-value, in [0, 1]
 */
public record McNemar(int bothSolved, int onlyFirst, int onlySecond, int neither, double p) {
    /** The most discordant seeds summed directly from {@code 2^-n}, well above 2^-1022. */
    public static final int DIRECT_MAX = 1_000;

    /**
     * Rejects negative counts and a p outside [0, 1]; use {@link #of} to run the test.
     *
     * @param bothSolved seeds solved by both, {@code >= 0}
     * @param onlyFirst seeds solved by the first only, {@code >= 0}
     * @param onlySecond seeds solved by the second only, {@code >= 0}
     * @param neither seeds solved by neither, {@code >= 0}
     * @param p the p-value, in [0, 1]
     */
    public McNemar {
        Checks.atLeast("bothSolved", bothSolved, 0);
        Checks.atLeast("onlyFirst", onlyFirst, 0);
        Checks.atLeast("onlySecond", onlySecond, 0);
        Checks.atLeast("neither", neither, 0);
        Checks.probability("p", p);
    }

    /**
     * The test on paired outcomes: entry i of each array is the same seed.
     *
     * @param first whether the first setting solved each seed, at least one seed
     * @param second whether the second setting solved each seed, same length
     * @return the counts and the p-value
     * @throws IllegalArgumentException when an array is null or empty, or the lengths differ
     */
    public static McNemar of(boolean[] first, boolean[] second) {
        Samples.notEmpty("first", first);
        Samples.notEmpty("second", second);
        Samples.sameLength("first", first.length, "second", second.length, "seed");
        int[] counts = new int[4];
        for (int i = 0; i < first.length; i++) {
            counts[(first[i] ? 2 : 0) + (second[i] ? 1 : 0)]++;
        }
        return new McNemar(counts[3], counts[2], counts[1], counts[0], exactP(counts[2], counts[1]));
    }

    /**
     * The two-sided exact p-value from the discordant counts alone. Up to {@link #DIRECT_MAX}
     * discordant seeds the binomial terms are summed upwards from {@code 2^-n} (exact for small
     * counts, as the terms are then dyadic); beyond, from the largest term down, scaled by it
     * (computed in logarithms), so that nothing underflows. O(min(b, c) + 1).
     *
     * @param onlyFirst b, {@code >= 0}
     * @param onlySecond c, {@code >= 0}
     * @return {@code min(1, 2·P(X <= min(b, c)))}, X binomial (b + c, 1/2); 1 when b + c = 0
     */
    public static double exactP(int onlyFirst, int onlySecond) {
        Checks.atLeast("onlyFirst", onlyFirst, 0);
        Checks.atLeast("onlySecond", onlySecond, 0);
        long n = (long) onlyFirst + onlySecond;
        int m = Math.min(onlyFirst, onlySecond);
        if (2L * m >= n) {
            return 1.0; // b = c (b = c = 0 included): the tail holds at least half the mass
        }
        return Math.min(1.0, 2 * (n <= DIRECT_MAX ? lowerTail((int) n, m) : scaledLowerTail(n, m)));
    }

    /** {@code P(X <= m)} from {@code P(X = 0) = 2^-n} upwards; needs {@code 2^-n} to be a normal double. */
    private static double lowerTail(int n, int m) {
        double term = Math.scalb(1.0, -n);
        double sum = term;
        for (int k = 0; k < m; k++) {
            term *= (double) (n - k) / (k + 1); // C(n, k+1) / C(n, k)
            sum += term;
        }
        return sum;
    }

    /** {@code P(X <= m)} for {@code m < n/2}: the largest term, {@code C(n, m) 2^-n}, times a sum of ratios. */
    private static double scaledLowerTail(long n, int m) {
        double logTerm = -n * Math.log(2);
        for (int i = 0; i < m; i++) {
            logTerm += Math.log((double) (n - i) / (i + 1));
        }
        double sum = 1;
        double term = 1;
        for (int k = m; k > 0; k--) {
            term *= k / (double) (n - k + 1); // C(n, k-1) / C(n, k)
            sum += term;
            if (term < 1e-17 * sum) {
                break;
            }
        }
        return Math.exp(logTerm) * sum;
    }

    /** {@return the number of discordant seeds, b + c} */
    public int discordant() {
        return onlyFirst + onlySecond;
    }

    /** {@return the number of seeds, the four counts' sum} */
    public int seeds() {
        return bothSolved + onlyFirst + onlySecond + neither;
    }
}
