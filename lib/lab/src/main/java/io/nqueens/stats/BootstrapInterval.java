package io.nqueens.stats;

import io.nqueens.Checks;

/**
 * A percentile bootstrap confidence interval, as {@link Bootstrap} makes it: the statistic on the
 * sample itself ({@code estimate}) and the interval's bounds, read from the sorted statistics of
 * {@code resamples} resamples. The bounds may be {@code +Infinity} (an expected running time whose
 * resamples had no success); they are never NaN. The estimate need not lie between the bounds:
 * the percentile method does not force it to.
 *
 * @param low the lower bound, at most {@code high}
 * @param estimate the statistic on the whole sample
 * @param high the upper bound
 * @param level the confidence level, in (0, 1), e.g. 0.95
 * @param resamples how many resamples the bounds come from, at least 1
 */
public record BootstrapInterval(double low, double estimate, double high, double level, int resamples) {
    /**
     * Rejects NaN, {@code low > high}, a level outside (0, 1) and fewer than one resample; use
     * {@link Bootstrap} to compute an interval.
     *
     * @param low the lower bound, not NaN, at most {@code high}
     * @param estimate the statistic on the whole sample, not NaN
     * @param high the upper bound, not NaN
     * @param level the confidence level, in (0, 1)
     * @param resamples the number of resamples, at least 1
     */
    public BootstrapInterval {
        if (Double.isNaN(low) || Double.isNaN(estimate) || Double.isNaN(high)) {
            throw new IllegalArgumentException("low, estimate and high must not be NaN, were " + low + ", "
                    + estimate + ", " + high);
        }
        if (low > high) {
            throw new IllegalArgumentException("low must be at most high, were low = " + low + ", high = " + high);
        }
        Bootstrap.checkLevel(level);
        Checks.atLeast("resamples", resamples, 1);
    }

    /**
     * Whether {@code value} lies in the closed interval [low, high].
     *
     * @param value the value; NaN is never contained
     * @return true when {@code low <= value <= high}
     */
    public boolean contains(double value) {
        return low <= value && value <= high;
    }

    /**
     * Whether the two closed intervals share a point (touching bounds count). O(1).
     *
     * @param other the other interval, not null
     * @return true when {@code low <= other.high && other.low <= high}
     */
    public boolean overlaps(BootstrapInterval other) {
        Checks.notNull("other", other);
        return low <= other.high && other.low <= high;
    }
}
