package io.nqueens.assignments;

import io.nqueens.Checks;

/**
 * The outcome of one rule of a check: its name, whether it held, what it is worth and what the
 * student should read (why it failed, or for some passing rules what was measured). A rule that
 * was never decided (the check stopped before it, or what it needs was missing) fails with a
 * message that begins with {@value #NOT_CHECKED}; {@link #checked()} tells it apart.
 *
 * @param rule the rule, e.g. "children are permutations"; not blank
 * @param passed whether the rule held
 * @param maxPoints what the rule is worth, at least 0
 * @param message the explanation, one paragraph (may be empty, never null)
 */
public record RuleResult(String rule, boolean passed, int maxPoints, String message) {

    /** What the message of a rule that was never decided begins with. */
    public static final String NOT_CHECKED = "not checked";

    /**
     * What the message of a rule begins with when the rule held but a failed gate scores the
     * answer 0: the report shows it as held ("held"), never as a mistake.
     */
    public static final String HELD_NOT_COUNTED = "held, but not counted";

    /**
     * Checks the fields.
     *
     * @param rule the rule's name, not blank
     * @param passed whether it held
     * @param maxPoints at least 0
     * @param message not null
     * @throws IllegalArgumentException naming the field at fault
     */
    public RuleResult {
        Checks.notBlank("rule", rule);
        Checks.atLeast("maxPoints", maxPoints, 0);
        Checks.notNull("message", message);
    }

    /** {@return the points earned: all of {@link #maxPoints()} when the rule held, else 0} */
    public int points() {
        return passed ? maxPoints : 0;
    }

    /** {@return whether the rule held but earns nothing, a later gate having failed ({@value #HELD_NOT_COUNTED})} */
    public boolean heldNotCounted() {
        return !passed && message.startsWith(HELD_NOT_COUNTED);
    }

    /** {@return whether the rule was decided: false when it failed as {@value #NOT_CHECKED}} */
    public boolean checked() {
        return passed || !message.startsWith(NOT_CHECKED);
    }
}
