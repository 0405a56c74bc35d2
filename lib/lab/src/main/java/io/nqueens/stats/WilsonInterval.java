package io.nqueens.stats;

import io.nqueens.Checks;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.apache.commons.math3.stat.interval.ConfidenceInterval;
import org.apache.commons.math3.stat.interval.WilsonScoreInterval;

/**
 * Wilson's score interval for a success probability from {@code s} successes in {@code n} trials:
 * with {@code p = s/n}, centre {@code (p + z²/2n) / (1 + z²/n)} and half-width
 * {@code z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n)}. Unlike {@code p ± z·sqrt(p(1-p)/n)} it stays
 * inside [0, 1] and is not empty at 0 or n successes. Computed by Apache Commons Math's
 * {@link WilsonScoreInterval}; the bounds at 0 and n successes are set to exactly 0 and 1, where
 * rounding would leave them 1e-17 off. O(1).
 *
 * @param successes s
 * @param trials n
 * @param low lower bound
 * @param high upper bound
 */
public record WilsonInterval(int successes, int trials, double low, double high) {
    /** z for a two-sided 95% interval, the 0.975 quantile of the standard normal. */
    public static final double Z95 = 1.959963984540054;

    /** No random generator: nothing is sampled (Commons Math's default one is seeded from the clock). */
    private static final NormalDistribution STANDARD = new NormalDistribution(null, 0, 1);
    private static final WilsonScoreInterval WILSON = new WilsonScoreInterval();

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
     * @param z the quantile, in [0.01, 6]
     * @return the interval
     */
    public static WilsonInterval of(int successes, int trials, double z) {
        Checks.atLeast("trials", trials, 1);
        Checks.inRange("successes", successes, 0, trials);
        if (!(z >= 0.01 && z <= 6)) {
            throw new IllegalArgumentException("z must be a number in [0.01, 6] (a confidence level from 0.8% to"
                    + " 1 - 2e-9; 95% is 1.96), was " + z);
        }
        // Commons Math takes the confidence level 1 - 2Q(z) and turns it back into z; Z95 and 0.95
        // give the same z to the last bit. The level is a double near 1, so the z it gives back
        // drifts as z grows: by 1e-8 at z = 6, by 0.01 at z = 8; hence the bound.
        double level = z == Z95 ? 0.95 : 1 - 2 * STANDARD.cumulativeProbability(-z);
        ConfidenceInterval ci = WILSON.createInterval(trials, successes, level);
        double low = successes == 0 ? 0.0 : Math.max(0.0, ci.getLowerBound());
        double high = successes == trials ? 1.0 : Math.min(1.0, ci.getUpperBound());
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
