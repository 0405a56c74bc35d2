package io.nqueens.stats;

import io.nqueens.Checks;

/**
 * Checks on the plain arrays that the bootstrap and the paired tests take. Each message names the
 * array, the index and the value, so that a caller sees which run was bad. Each check is O(n).
 */
final class Samples {
    private Samples() {}

    /** A non-null, non-empty array without NaN (infinities allowed); returned as given, not copied. */
    static double[] notNaN(String name, double[] values) {
        present(name, values);
        for (int i = 0; i < values.length; i++) {
            if (Double.isNaN(values[i])) {
                throw new IllegalArgumentException(name + "[" + i + "] must not be NaN");
            }
        }
        return values;
    }

    /** A non-null, non-empty array of finite numbers; returned as given, not copied. */
    static double[] finite(String name, double[] values) {
        present(name, values);
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException(name + "[" + i + "] must be a finite number, was " + values[i]);
            }
        }
        return values;
    }

    /** A non-null, non-empty array of finite numbers that are all {@code >= 0}. */
    static double[] nonNegative(String name, double[] values) {
        finite(name, values);
        for (int i = 0; i < values.length; i++) {
            if (values[i] < 0) {
                throw new IllegalArgumentException(name + "[" + i + "] must be >= 0, was " + values[i]);
            }
        }
        return values;
    }

    private static void present(String name, double[] values) {
        Checks.notNull(name, values);
        if (values.length == 0) {
            throw new IllegalArgumentException(name + " must not be empty (length must be at least 1)");
        }
    }

    /** A non-null, non-empty boolean array. */
    static boolean[] notEmpty(String name, boolean[] values) {
        Checks.notNull(name, values);
        if (values.length == 0) {
            throw new IllegalArgumentException(name + " must not be empty (length must be at least 1)");
        }
        return values;
    }

    /** Paired arrays: one entry per {@code entry} (run, seed, setting) in each. */
    static void sameLength(String first, int firstLength, String second, int secondLength, String entry) {
        if (firstLength != secondLength) {
            throw new IllegalArgumentException(first + " and " + second + " must have the same length (one entry"
                    + " per " + entry + "), were " + firstLength + " and " + secondLength);
        }
    }
}
