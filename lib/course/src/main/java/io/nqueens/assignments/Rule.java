package io.nqueens.assignments;

/**
 * One rule of a check: its name as the report prints it, what it is worth, whether it is a gate,
 * and the code that decides it. A gate is the rule that the answer does the asked thing at all
 * (makes new children, changes genomes, selects by fitness, ...): when it fails, the check
 * scores 0 and the later rules are not run, so an empty answer earns nothing from the rules it
 * passes by doing nothing.
 *
 * @param name the rule, e.g. "parents unchanged"
 * @param points what it is worth
 * @param gate whether every point of the check depends on it
 * @param body decides it; may throw {@link NotWrittenYet} (the check then stops)
 */
record Rule(String name, int points, boolean gate, Body body) {

    /** A rule that is not a gate. */
    Rule(String name, int points, Body body) {
        this(name, points, false, body);
    }

    /** A gate: when it fails, the whole check scores 0. */
    static Rule gate(String name, int points, Body body) {
        return new Rule(name, points, true, body);
    }

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

        /** Fails as undecided ({@link RuleResult#checked()} false), saying why, e.g. "no gene changed". */
        static Verdict notChecked(String why) {
            return fail(RuleResult.NOT_CHECKED + ": " + why);
        }

        /** Fails with {@code failure}, or passes when it is null. */
        static Verdict failIf(String failure) {
            return failure == null ? pass() : fail(failure);
        }
    }
}
