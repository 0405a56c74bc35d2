package io.nqueens.fitness;

/** Whether a fitness is to be made as large or as small as possible. */
public enum Direction {
    /** Larger scores are better. */
    MAXIMIZE,
    /** Smaller scores are better. */
    MINIMIZE;

    /**
     * True when {@code a} is strictly better than {@code b} in this direction.
     *
     * @param a a score
     * @param b another score
     * @return true when {@code a} is better; false for equal scores or when either is NaN
     */
    public boolean isBetter(double a, double b) {
        return this == MAXIMIZE ? a > b : a < b;
    }

    /**
     * The better of two values.
     *
     * @param a a score
     * @param b another score
     * @return the better score; {@code a} when they are equal
     */
    public double better(double a, double b) {
        return isBetter(b, a) ? b : a;
    }

    /**
     * The worse of two values.
     *
     * @param a a score
     * @param b another score
     * @return the worse score; {@code b} when they are equal
     */
    public double worse(double a, double b) {
        return isBetter(b, a) ? a : b;
    }
}
