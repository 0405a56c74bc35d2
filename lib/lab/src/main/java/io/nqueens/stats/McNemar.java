package io.nqueens.stats;

import io.nqueens.Checks;
import org.apache.commons.math3.distribution.BinomialDistribution;

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
     * The two-sided exact p-value from the discordant counts alone: twice the lower tail of the
     * binomial (b + c, 1/2), summed over the probabilities of Apache Commons Math's
     * {@link BinomialDistribution} (a saddle-point formula, accurate to about 1e-15 of each term,
     * so that tiny tails keep their digits). O(min(b, c) + 1), and at most about 5·sqrt(b + c)
     * terms.
     *
     * <p>Not Commons Math's {@code BinomialTest} nor its {@code cumulativeProbability}: the
     * former walks in from both ends comparing the two tails' probabilities for equality, and at
     * p = 1/2 they differ in the last bit, so it drops terms (it gives 1.5 for b = c = 1 and half
     * the p-value for b = 1, c = 395); the latter is {@code 1 - } a regularised beta function, which
     * leaves nothing of a tail below 1e-16 (0 for b = 0, c = 54, where p = 1.1e-16).
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
        if (n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("onlyFirst + onlySecond must be at most " + Integer.MAX_VALUE
                    + " (the binomial's number of trials is an int), was " + n);
        }
        BinomialDistribution discordant = new BinomialDistribution(null, (int) n, 0.5);
        // From the largest term down: below m the terms fall at least geometrically, so the sum
        // stops once they no longer change it.
        double tail = 0;
        for (int k = m; k >= 0; k--) {
            double term = discordant.probability(k);
            tail += term;
            if (term < 1e-17 * tail) {
                break;
            }
        }
        return Math.min(1.0, 2 * tail);
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
