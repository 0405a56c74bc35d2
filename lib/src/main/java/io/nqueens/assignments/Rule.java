package io.nqueens.assignments;

/**
 * One rule of a check: its name as the report prints it, what it is worth, and the code that
 * decides it.
 *
 * @param name the rule, e.g. "parents unchanged"
 * @param points what it is worth
 * @param body decides it; may throw {@link NotWrittenYet} (the check then stops)
 */
record Rule(String name, int points, Body body) {

    /** Decides a rule. */
    @FunctionalInterface
    interface Body {
        /** The verdict; O(whatever the rule needs), checked by the runner's time limit. */
        Verdict decide();
    }

    /**
     * Whether a rule held, and what to tell the student.
     *
     * @param passed whether it held
     * @param message why it failed, or what was measured; never null
     */
    record Verdict(boolean passed, String message) {
        static Verdict pass() {
            return new Verdict(true, "");
        }

        static Verdict pass(String note) {
            return new Verdict(true, note);
        }

        static Verdict fail(String message) {
            return new Verdict(false, message);
        }

        /** Fails with {@code failure}, or passes when it is null. */
        static Verdict failIf(String failure) {
            return failure == null ? pass() : fail(failure);
        }
    }
}
