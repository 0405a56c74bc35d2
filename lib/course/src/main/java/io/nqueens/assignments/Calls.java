package io.nqueens.assignments;

import java.util.function.Supplier;

/**
 * Calls into student code for the checks: an exception it throws becomes a value to report,
 * except {@link NotWrittenYet} (anywhere in the cause chain), which stops the whole check, and
 * an interrupt from the runner's time limit, which stops it too, as does a JVM running the
 * student's code that stopped answering.
 */
final class Calls {
    private Calls() {}

    /** Student code that returns nothing. */
    @FunctionalInterface
    interface Action {
        void run() throws Throwable;
    }

    /**
     * Runs {@code action}; returns what it threw, or null.
     *
     * @throws NotWrittenYet when the action is (or calls) an exercise stub
     */
    static Throwable attempt(Action action) {
        CheckRunner.checkpoint();
        try {
            action.run();
            return null;
        } catch (Throwable t) {
            rethrowStub(t);
            return t;
        }
    }

    /**
     * Rethrows a stub's exception found anywhere in {@code t}'s cause chain, and the sign that
     * the JVM running the student's code stopped answering ({@link ThrownElsewhere#lost()}).
     */
    static void rethrowStub(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof NotWrittenYet stub) {
                throw stub;
            }
            if (c instanceof ThrownElsewhere e && e.lost()) {
                throw e;
            }
            if (c.getCause() == c) {
                break;
            }
        }
    }

    /**
     * A plug-in's {@code name()} as reports show it ({@link Text#shortName}: control characters
     * escaped, cut past {@value Text#MAX_NAME} characters), or a stand-in when that throws or is
     * blank.
     */
    static String name(Supplier<String> name) {
        try {
            String s = name.get();
            return s == null || s.isBlank() ? "unnamed" : Text.shortName(s);
        } catch (RuntimeException e) {
            rethrowStub(e);
            return "unnamed (its name() " + Text.thrown(e) + ")";
        }
    }
}
