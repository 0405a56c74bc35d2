package io.nqueens.stats;

/**
 * The standard normal upper tail {@code Q(z) = P(Z > z)}, to about 1e-14 relative error where it
 * is above the smallest double (z below about 38.4), 0 beyond. O(1): at most a few hundred terms.
 */
final class Normal {
    /** 1 / sqrt(2 pi). */
    private static final double INV_SQRT_2PI = 0.3989422804014327;
    /** Below this the series is used, above it the continued fraction (each converges fast there). */
    private static final double SWITCH = 3.0;
    private static final int MAX_TERMS = 500;

    private Normal() {}

    /** {@return P(Z > z) for a standard normal Z} NaN gives NaN. */
    static double upperTail(double z) {
        if (Double.isNaN(z)) {
            return Double.NaN;
        }
        if (z < 0) {
            return 1 - upperTail(-z);
        }
        double density = INV_SQRT_2PI * Math.exp(-0.5 * z * z);
        if (density == 0) {
            return 0;
        }
        return z < SWITCH ? 0.5 - density * series(z) : density * millsRatio(z);
    }

    /**
     * {@code Phi(z) - 1/2 = density(z) * (z + z^3/3 + z^5/(3*5) + ...)}: all terms are positive,
     * so no cancellation inside the sum; the subtraction from 1/2 loses at most a factor 400 at z = 3.
     */
    private static double series(double z) {
        double sum = z;
        double term = z;
        double q = z * z;
        for (int k = 3; k < 2 * MAX_TERMS; k += 2) {
            term *= q / k;
            double next = sum + term;
            if (next == sum) {
                break;
            }
            sum = next;
        }
        return sum;
    }

    /**
     * Mills' ratio {@code Q(z) / density(z) = 1/(z + 1/(z + 2/(z + 3/(z + ...))))}, evaluated by the
     * modified Lentz method (Numerical Recipes 5.2); it converges in a few dozen steps for z >= 3.
     */
    private static double millsRatio(double z) {
        double tiny = 1e-300;
        double f = z;
        double c = z;
        double d = 0;
        for (int k = 1; k <= MAX_TERMS; k++) {
            d = z + k * d;
            d = d == 0 ? tiny : d;
            c = z + k / c;
            c = c == 0 ? tiny : c;
            d = 1 / d;
            double delta = c * d;
            f *= delta;
            if (Math.abs(delta - 1) < 1e-16) {
                break;
            }
        }
        return 1 / f;
    }
}
