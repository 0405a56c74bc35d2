package io.nqueens;

import java.time.Duration;

/**
 * Argument checks shared by the whole kit. Every failure names the parameter, the value given
 * and the accepted range, so a student sees at once what to change. Each check is O(1).
 */
public final class Checks {
    private Checks() {}

    /**
     * Requires {@code lo <= value <= hi}.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @param lo the smallest accepted value
     * @param hi the largest accepted value
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value} is outside [lo, hi]
     */
    public static int inRange(String name, int value, int lo, int hi) {
        if (value < lo || value > hi) {
            throw new IllegalArgumentException(
                    name + " must be in [" + lo + ", " + hi + "], was " + value);
        }
        return value;
    }

    /**
     * Requires {@code lo <= value <= hi}.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @param lo the smallest accepted value
     * @param hi the largest accepted value
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value} is outside [lo, hi]
     */
    public static long inRange(String name, long value, long lo, long hi) {
        if (value < lo || value > hi) {
            throw new IllegalArgumentException(
                    name + " must be in [" + lo + ", " + hi + "], was " + value);
        }
        return value;
    }

    /**
     * Requires {@code value >= lo}.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @param lo the smallest accepted value
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value < lo}
     */
    public static int atLeast(String name, int value, int lo) {
        if (value < lo) {
            throw new IllegalArgumentException(name + " must be at least " + lo + ", was " + value);
        }
        return value;
    }

    /**
     * Requires {@code value >= lo}.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @param lo the smallest accepted value
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value < lo}
     */
    public static long atLeast(String name, long value, long lo) {
        if (value < lo) {
            throw new IllegalArgumentException(name + " must be at least " + lo + ", was " + value);
        }
        return value;
    }

    /**
     * Requires a probability in [0, 1]; NaN is rejected.
     *
     * @param name the parameter's name, for the message
     * @param p the value to check
     * @return {@code p}
     * @throws IllegalArgumentException when {@code p} is NaN or outside [0, 1]
     */
    public static double probability(String name, double p) {
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException(name + " must be a probability in [0, 1], was " + p);
        }
        return p;
    }

    /**
     * Requires {@code lo <= value < hi} (half-open); NaN is rejected.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @param lo the smallest accepted value
     * @param hi the bound, itself excluded
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value} is NaN or outside [lo, hi)
     */
    public static double inHalfOpen(String name, double value, double lo, double hi) {
        if (!(value >= lo && value < hi)) {
            throw new IllegalArgumentException(
                    name + " must be in [" + lo + ", " + hi + "), was " + value);
        }
        return value;
    }

    /**
     * Requires a finite, non-negative number.
     *
     * @param name the parameter's name, for the message
     * @param value the value to check
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value} is negative, NaN or infinite
     */
    public static double nonNegative(String name, double value) {
        if (!(value >= 0.0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(name + " must be a finite number >= 0, was " + value);
        }
        return value;
    }

    /**
     * A positive duration, for a time limit or budget. One longer than about 292 years (the most a
     * {@code long} of nanoseconds holds) is taken as that long, so it never overflows when compared
     * with {@link System#nanoTime()} differences; it means "no practical limit" either way.
     *
     * @param name the parameter's name, for the message
     * @param value the duration to check
     * @return {@code value}, or {@code Long.MAX_VALUE} nanoseconds when it is longer
     * @throws IllegalArgumentException when {@code value} is null, zero or negative
     */
    public static Duration positive(String name, Duration value) {
        notNull(name, value);
        if (value.isNegative() || value.isZero()) {
            throw new IllegalArgumentException(name + " must be positive, was " + value);
        }
        Duration longest = Duration.ofNanos(Long.MAX_VALUE);
        return value.compareTo(longest) > 0 ? longest : value;
    }

    /**
     * Requires a non-null reference.
     *
     * @param <T> the type of the reference
     * @param name the parameter's name, for the message
     * @param value the reference to check
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value} is null (not a NullPointerException, so
     *     that every bad argument of the kit fails the same way)
     */
    public static <T> T notNull(String name, T value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        return value;
    }

    /**
     * Requires a non-null, non-empty int array.
     *
     * @param name the parameter's name, for the message
     * @param values the array to check
     * @return {@code values}, not copied
     * @throws IllegalArgumentException when {@code values} is null or empty
     */
    public static int[] notEmpty(String name, int[] values) {
        if (values == null) {
            throw new IllegalArgumentException(name + " must not be null");
        }
        if (values.length == 0) {
            throw new IllegalArgumentException(name + " must not be empty (length must be at least 1)");
        }
        return values;
    }

    /**
     * Requires a name that is not null and not blank.
     *
     * @param name the parameter's name, for the message
     * @param value the string to check
     * @return {@code value}
     * @throws IllegalArgumentException when {@code value} is null or blank
     */
    public static String notBlank(String name, String value) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(name + " must be a non-blank text, was "
                    + (value == null ? "null" : "\"" + value + "\""));
        }
        return value;
    }

    /**
     * A text cut to at most {@code max} characters for a message, saying how long it was: a 5 MB
     * name is shown as its first characters and {@code "... (5242880 characters)"}. O(max).
     *
     * @param text the text, not null
     * @param max the most characters kept, at least 1
     * @return the text itself when short enough, else its start and its length
     */
    public static String shorten(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        return text.substring(0, max) + "... (" + text.length() + " characters)";
    }

    /**
     * The exception with its stack trace dropped, for a message that says all a user needs: a
     * plug-in misuse names the plug-in, the value and what was expected. A notebook kernel prints
     * an exception's frames after its message, and the kit's frames and the kernel's own would
     * bury the message (IJava and the bundled kernel then print the message alone; JJava still
     * adds the frames of its own wrapper). Not for errors of the kit itself, whose frames matter.
     *
     * @param <T> the exception's type
     * @param e the exception, not yet thrown
     * @return {@code e}, with no stack trace
     */
    public static <T extends RuntimeException> T brief(T e) {
        e.setStackTrace(new StackTraceElement[0]);
        return e;
    }
}
