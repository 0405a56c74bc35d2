package io.nqueens.assignments;

/**
 * How far an observed share may stray from the expected one before a check calls it wrong.
 * Bernstein's inequality bounds the share of successes in D independent trials of probability p:
 * {@code P(|X/D - p| >= t) <= 2 exp(-D t² / (2 p (1 - p) + 2t/3))}. Solving for t at a chosen
 * false-alarm probability gives the tolerance. Unlike a chi-square or normal test it holds
 * exactly for every D and p, not only asymptotically, and it stays tight for small p (its
 * variance term), where Hoeffding's bound is several times too wide. O(1).
 */
final class Tolerance {
    private Tolerance() {}

    /** The chance that a correct operator fails one whole check: 1 in 10,000. */
    static final double FALSE_ALARM = 1e-4;

    /**
     * The t with {@code P(|X/D - p| >= t) <= alpha} for X ~ Binomial(D, p).
     *
     * @param p the expected share, in [0, 1]
     * @param trials D, at least 1
     * @param alpha the false-alarm probability for this one share, in (0, 1)
     */
    static double halfWidth(double p, long trials, double alpha) {
        double l = Math.log(2 / alpha);
        double a = 2 * l / 3;
        return (a + Math.sqrt(a * a + 8.0 * trials * l * p * (1 - p))) / (2.0 * trials);
    }

    /** A share as a percentage with the digits a tolerance of {@code t} needs: "38.20%". */
    static String percent(double share, double t) {
        int digits = t >= 0.01 ? 1 : t >= 0.001 ? 2 : 3;
        return String.format("%." + digits + "f%%", 100 * share);
    }
}
