package io.nqueens.assignments;

import io.nqueens.CellValue;
import io.nqueens.Checks;
import io.nqueens.json.Json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a check found: one {@link RuleResult} per rule, the points earned and, when the check
 * could not run to its end, why (a {@link #note()}). It has two forms, both made from these
 * fields: the checklist a student reads ({@link #toString()}), and the machine-readable record
 * a program reads ({@link #toJson()}); the kit's grader reads only the second, never the text.
 * The checklist has no line longer than {@value #WIDTH} columns:
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
 * spaces. Every text in it is shown literally: control and format characters (ESC, carriage
 * return, a newline inside a message, bidirectional overrides) are written as their escapes, so
 * that no name or message a student's code chose can restyle the checklist or add a line to it.
 *
 * <p>A check cell ends in {@link #score()}, which prints the checklist and gives the points as
 * the cell's value, shown as {@code text/plain} on every kernel ({@link CellValue#text}): the form
 * nbgrader grades by (it reads a cell's points from that value, 0 included). A stub's checklist is
 * its header and one line saying what to do; no check throws, so a student's page never shows a
 * stack trace for an exercise not written yet or not passed. The kit's grader does not trust
 * anything the student's kernel prints or shows: it computes the check in a JVM of its own ({@code
 * io.nqueens.judge.Judge}) and reads the record of {@link #toJson()}, whose fields it reads by
 * name after checking {@link #FORMAT} and {@link #FORMAT_VERSION}.
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
    /** What the machine-readable form ({@link #toJson()}) is, its field {@code format}. */
    public static final String FORMAT = "nqk-check-report";
    /**
     * The version of the machine-readable form, its field {@code version}: raised whenever a
     * field is renamed, removed or changes meaning, so that a reader of another version refuses
     * the record instead of misreading it.
     */
    public static final int FORMAT_VERSION = 1;

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

    /**
     * Prints the checklist to {@code System.out} and gives the points: the last expression of a
     * check cell, so that the cell's value is its score, 0 included (nbgrader reads it as the
     * cell's points). Costs one {@link #toString()}.
     *
     * @return the points earned, as a value every Java kernel shows as {@code text/plain}: the
     *     kernel's display data in a kernel ({@link CellValue#text}), an {@code Integer} elsewhere;
     *     {@link #points()} gives the number itself
     */
    public Object score() {
        System.out.print(this);
        return CellValue.text(points());
    }

    /**
     * The report as one JSON object, the only form a program should read (the checklist of
     * {@link #toString()} is for people and may change its wording). Its fields, in this order:
     * <ul>
     * <li>{@code format}: {@value #FORMAT}; {@code version}: {@value #FORMAT_VERSION};
     * <li>{@code title}, {@code points}, {@code maxPoints}, {@code note}, {@code notWrittenYet},
     *     {@code timedOut}: as the methods of those names give them;
     * <li>{@code rules}: one object per rule, in order, with {@code rule}, {@code passed},
     *     {@code checked}, {@code points}, {@code maxPoints} and {@code message}, as the methods
     *     of {@link RuleResult} give them.
     * </ul>
     * Texts are JSON strings (quotes, backslashes and control characters escaped), numbers are
     * integers, flags are {@code true} or {@code false}. Costs O(length of the report).
     *
     * @return the JSON text, on one line
     */
    public String toJson() {
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("format", FORMAT);
        record.put("version", FORMAT_VERSION);
        record.put("title", title);
        record.put("points", points());
        record.put("maxPoints", maxPoints());
        record.put("note", note);
        record.put("notWrittenYet", notWrittenYet());
        record.put("timedOut", timedOut());
        List<Map<String, Object>> ruleRecords = new ArrayList<>();
        for (RuleResult r : rules) {
            Map<String, Object> rule = new LinkedHashMap<>();
            rule.put("rule", r.rule());
            rule.put("passed", r.passed());
            rule.put("checked", r.checked());
            rule.put("points", r.points());
            rule.put("maxPoints", r.maxPoints());
            rule.put("message", r.message());
            ruleRecords.add(rule);
        }
        record.put("rules", ruleRecords);
        return Json.writeLine(record); // the kit's one JSON writer (Jackson), as specs and identities
    }

    /** {@return the checklist described above} */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder();
        // Every text is shown literally (Text.literal): a student's name, exception message or
        // output can hold ESC, carriage returns or newlines that would restyle or forge lines.
        String head = "Check " + Text.literal(title) + ": " + points() + "/" + maxPoints() + " points"
                + (note.isEmpty() ? "" : " (" + Text.literal(note) + ")");
        for (String line : Text.wrap(head, WIDTH, "    ")) {
            out.append(line).append('\n');
        }
        if (notWrittenYet()) { // every rule is "not checked": the first rule's message says it all
            String what = rules.get(0).message().isEmpty() ? "replace the stub (throw new NotWrittenYet()) with"
                    + " your code" : Text.literal(rules.get(0).message());
            for (String part : Text.wrap("  " + what, WIDTH, "  ")) {
                out.append(part).append('\n');
            }
            return out.toString();
        }
        for (RuleResult r : rules) {
            for (String part : Text.wrap(ruleLine(r), WIDTH, " ".repeat(INDENT))) { // a long name goes on
                out.append(part).append('\n');
            }
            if (!r.message().isEmpty()) {
                for (String part : Text.wrap(" ".repeat(INDENT) + Text.literal(r.message()), WIDTH,
                        " ".repeat(INDENT))) {
                    out.append(part).append('\n');
                }
            }
        }
        return out.toString();
    }

    /**
     * One rule's line: PASS, FAIL or HELD (held, but a failed gate scores the answer 0), its
     * points, its name; a rule worth no points says so instead of "0/0" (a condition the other
     * rules need, such as "a genome of 6 queens", or a note on how the answer is graded).
     */
    private static String ruleLine(RuleResult r) {
        String verdict = r.passed() ? "PASS" : r.heldNotCounted() ? "HELD" : "FAIL";
        if (r.maxPoints() == 0) {
            return "  " + verdict + "  --   " + Text.literal(r.rule()) + " (no points)";
        }
        return "  " + verdict + "  " + r.points() + "/" + r.maxPoints() + "  " + Text.literal(r.rule());
    }
}
