package io.nqueens.assignments;

/**
 * What an exercise stub throws until the student writes the code: {@code throw new
 * NotWrittenYet();}. Every check of this package stops at it and reports the exercise as "not
 * written yet" (zero points, no other message), instead of a failure the student did not cause.
 */
public final class NotWrittenYet extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The text every check shows for a stub. */
    public static final String MESSAGE = "not written yet";

    /** A stub's exception, with the message {@value #MESSAGE}. */
    public NotWrittenYet() {
        super(MESSAGE);
    }
}
