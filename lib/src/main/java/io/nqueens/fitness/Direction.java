package io.nqueens.fitness;

/** Whether a fitness is to be made as large or as small as possible. */
public enum Direction {
    MAXIMIZE,
    MINIMIZE;

    /** True when {@code a} is strictly better than {@code b} in this direction. */
    public boolean isBetter(double a, double b) {
        return this == MAXIMIZE ? a > b : a < b;
    }

    /** The better of two values. */
    public double better(double a, double b) {
        return isBetter(b, a) ? b : a;
    }

    /** The worse of two values. */
    public double worse(double a, double b) {
        return isBetter(b, a) ? a : b;
    }
}
