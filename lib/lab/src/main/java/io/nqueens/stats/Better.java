package io.nqueens.stats;

/** Which way a figure improves, for {@link IntervalRanking}. */
public enum Better {
    /** Larger is better: a success rate. */
    LARGER,
    /** Smaller is better: evaluations, expected running time, wall time. */
    SMALLER;

    /** {@return true when estimate {@code a} is strictly better than {@code b}} */
    boolean improves(double a, double b) {
        return this == LARGER ? a > b : a < b;
    }
}
