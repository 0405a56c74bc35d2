package io.nqueens.stats;

import io.nqueens.Checks;

/**
 * Wilson's score interval for a success probability from {@code s} successes in {@code n} trials:
 * with {@code p = s/n}, centre {@code (p + z²/2n) / (1 + z²/n)} and half-width
 * {@code z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n)}. Unlike {@code p ± z·sqrt(p(1-p)/n)} it stays
 * inside [0, 1] and is not empty at 0 or n successes. O(1).
 *
 * @param successes s
 * @param trials n
 * @param low lower bound
 * @param high upper bound
 */
public record WilsonInterval(int successes, int trials, double low, double high) {
    /** z for a two-sided 95% interval, the 0.975 quantile of the standard normal. */
    public static final double Z95 = 1.959963984540054;

    /**
     * Rejects counts out of range and bounds that are not {@code 0 <= low <= high <= 1}; use
     * {@link #of(int, int)} to compute the bounds.
     *
     * @param successes s, in [0, trials]
     * @param trials n, at least 1
     * @param low lower bound, in [0, high]
     * @param high upper bound, in [low, 1]
     */
    public WilsonInterval {
        Checks.atLeast("trials", trials, 1);
        Checks.inRange("successes", successes, 0, trials);
        if (!(0 <= low && low <= high && high <= 1)) {
            throw new IllegalArgumentException("bounds must satisfy 0 <= low <= high <= 1, were low = " + low
                    + ", high = " + high);
        }
    }

    /**
     * The 95% interval.
     *
     * @param successes the number of successes, in [0, trials]
     * @param trials the number of trials, at least 1
     * @return the interval
     */
    public static WilsonInterval of(int successes, int trials) {
        return of(successes, trials, Z95);
    }

    /**
     * The interval for a normal quantile {@code z} (1.96 for 95%, 2.576 for 99%).
     *
     * @param successes the number of successes, in [0, trials]
     * @param trials the number of trials, at least 1
     * @param z the quantile, finite and positive
     * @return the interval
     */
    public static WilsonInterval of(int successes, int trials, double z) {
        Checks.atLeast("trials", trials, 1);
        Checks.inRange("successes", successes, 0, trials);
        if (!(z > 0) || Double.isInfinite(z)) {
            throw new IllegalArgumentException("z must be a finite number > 0, was " + z);
        }
        double n = trials;
        double p = successes / n;
        double z2 = z * z;
        double denominator = 1 + z2 / n;
        double centre = (p + z2 / (2 * n)) / denominator;
        double half = z * Math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
        // At 0 (or n) successes the bound is exactly 0 (or 1); rounding would leave 1e-17 off.
        double low = successes == 0 ? 0.0 : Math.max(0.0, centre - half);
        double high = successes == trials ? 1.0 : Math.min(1.0, centre + half);
        return new WilsonInterval(successes, trials, low, high);
    }

    /** {@return the observed success rate s/n} */
    public double rate() {
        return (double) successes / trials;
    }

    /** {@return the middle of the interval} Not the observed rate: it leans towards 1/2. */
    public double centre() {
        return (low + high) / 2;
    }
}
