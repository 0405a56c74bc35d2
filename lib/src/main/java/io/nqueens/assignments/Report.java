package io.nqueens.assignments;

import io.nqueens.Checks;

import java.util.ArrayList;
import java.util.List;

/**
 * What a check found: one {@link RuleResult} per rule, the points earned and, when the check
 * could not run to its end, why (a {@link #note()}). It prints as a short checklist that a
 * student reads and the grader parses, no line longer than {@value #WIDTH} columns:
 *
 * <pre>
 * Check crossover "my OX" (PERMUTATION): 4/6 points
 *   PASS  1/1  no exception on valid parents
 *   FAIL  0/2  children are permutations
 *              child 2 holds row 1 twice: parents [0, 1, 2] and [2, 1, 0] gave [1, 1, 0]
 *              (N = 3, seed 0)
 * </pre>
 *
 * The first line is {@code Check TITLE: POINTS/MAX points}, followed by {@code  (NOTE)} when
 * there is a note; each rule line is two spaces, {@code PASS} or {@code FAIL}, two spaces,
 * {@code POINTS/MAX}, two spaces and the rule; message lines are indented by {@value #INDENT}
 * spaces.
 *
 * @param title what was checked, e.g. {@code crossover "my OX" (PERMUTATION)}; not blank
 * @param rules the rules in the order they were checked, not empty
 * @param note why the check stopped early ({@link NotWrittenYet#MESSAGE}, {@link #TIME_LIMIT}),
 *     or empty
 */
public record Report(String title, List<RuleResult> rules, String note) {
    /** The widest line {@link #toString()} prints. */
    public static final int WIDTH = 100;
    /** How far message lines are indented. */
    public static final int INDENT = 13;
    /** The note of a check stopped by its time limit. */
    public static final String TIME_LIMIT = "stopped at the time limit";

    /**
     * Checks and copies the fields.
     *
     * @param title not blank
     * @param rules not empty, no null
     * @param note not null
     * @throws IllegalArgumentException naming the field at fault
     */
    public Report {
        Checks.notBlank("title", title);
        Checks.notNull("rules", rules);
        Checks.notNull("note", note);
        if (rules.isEmpty()) {
            throw new IllegalArgumentException("rules must hold at least one rule, was empty");
        }
        rules = List.copyOf(rules);
    }

    /** {@return whether every rule held} */
    public boolean passed() {
        return rules.stream().allMatch(RuleResult::passed);
    }

    /** {@return the points earned, the sum over the rules} */
    public int points() {
        return rules.stream().mapToInt(RuleResult::points).sum();
    }

    /** {@return the points the check is worth, the sum over the rules} */
    public int maxPoints() {
        return rules.stream().mapToInt(RuleResult::maxPoints).sum();
    }

    /** {@return whether the code checked was still an exercise stub ({@link NotWrittenYet})} */
    public boolean notWrittenYet() {
        return note.equals(NotWrittenYet.MESSAGE);
    }

    /** {@return whether the check ran out of time before every rule was decided} */
    public boolean timedOut() {
        return note.equals(TIME_LIMIT);
    }

    /**
     * The result of one rule.
     *
     * @param rule the rule's name, as printed
     * @return its result
     * @throws IllegalArgumentException naming the rules there are, when none has that name
     */
    public RuleResult rule(String rule) {
        return rules.stream().filter(r -> r.rule().equals(rule)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no rule \"" + rule + "\" in this report; its rules: "
                        + rules.stream().map(RuleResult::rule).toList()));
    }

    /** {@return "rule: message" for every failed rule, in order} */
    public List<String> failures() {
        List<String> out = new ArrayList<>();
        for (RuleResult r : rules) {
            if (!r.passed()) {
                out.add(r.message().isEmpty() ? r.rule() : r.rule() + ": " + r.message());
            }
        }
        return out;
    }

    /** {@return the checklist described above} */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        String head = "Check " + title + ": " + points() + "/" + maxPoints() + " points"
                + (note.isEmpty() ? "" : " (" + note + ")");
        for (String line : Text.wrap(head, WIDTH, "    ")) {
            out.append(line).append('\n');
        }
        for (RuleResult r : rules) {
            String score = r.points() + "/" + r.maxPoints();
            String line = "  " + (r.passed() ? "PASS" : "FAIL") + "  " + score + "  " + r.rule();
            out.append(line).append('\n');
            if (!r.message().isEmpty()) {
                for (String part : Text.wrap(" ".repeat(INDENT) + r.message(), WIDTH, " ".repeat(INDENT))) {
                    out.append(part).append('\n');
                }
            }
        }
        return out.toString();
    }
}
