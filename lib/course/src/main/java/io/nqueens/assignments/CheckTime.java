package io.nqueens.assignments;

/**
 * How much longer than written the checks of this JVM may take. A judge ({@code
 * io.nqueens.judge.Judge}) drives the student's code in another JVM, one round trip per call
 * and per draw, and raises every check's time limit by this factor so that a correct answer is
 * not stopped by the crossing; in a notebook it stays 1.
 */
public final class CheckTime {
    private static volatile int scale = 1;

    private CheckTime() {}

    /**
     * Multiplies every check's time limit from now on.
     *
     * @param factor at least 1
     * @throws IllegalArgumentException when factor is below 1
     */
    public static void scaleLimits(int factor) {
        if (factor < 1) {
            throw new IllegalArgumentException("time-limit factor must be at least 1, was " + factor);
        }
        scale = factor;
    }

    /** {@return the factor every check's time limit is multiplied by} */
    public static int scale() {
        return scale;
    }
}
