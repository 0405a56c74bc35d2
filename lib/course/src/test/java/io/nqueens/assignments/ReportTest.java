package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The report: its sums, its lookups, and the checklist students read (the grader reads the record, ReportSealTest). */
class ReportTest {

    static final String LONG = "child 2 holds row 1 twice (genes 0 and 1): parents [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]"
            + " and [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] gave [1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0] (N = 12, seed 3)";

    static final Report REPORT = new Report("crossover \"my OX\" (PERMUTATION)", List.of(
            new RuleResult("no exception on valid parents", true, 1, ""),
            new RuleResult("children are permutations", false, 2, LONG),
            new RuleResult("parents unchanged", true, 1, "a note on a passing rule")), "");

    @Test
    void pointsAndFailuresAddUpOverTheRules() {
        assertEquals(2, REPORT.points());
        assertEquals(4, REPORT.maxPoints());
        assertFalse(REPORT.passed());
        assertFalse(REPORT.notWrittenYet());
        assertFalse(REPORT.timedOut());
        assertEquals(List.of("children are permutations: " + LONG), REPORT.failures());
        assertEquals(2, REPORT.rule("children are permutations").maxPoints());
        assertEquals(0, REPORT.rule("children are permutations").points());
        assertEquals("no rule \"children\" in this report; its rules: [no exception on valid parents, children are"
                + " permutations, parents unchanged]",
                assertThrows(IllegalArgumentException.class, () -> REPORT.rule("children")).getMessage());
    }

    @Test
    void theChecklistWrapsMessagesUnderTheRuleAndNoLineIsWiderThanAHundredColumns() {
        assertEquals("""
                Check crossover "my OX" (PERMUTATION): 2/4 points
                  PASS  1/1  no exception on valid parents
                  FAIL  0/2  children are permutations
                             child 2 holds row 1 twice (genes 0 and 1): parents [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                             11] and [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0] gave [1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
                             0] (N = 12, seed 3)
                  PASS  1/1  parents unchanged
                             a note on a passing rule
                """, REPORT.toString());
        String unbroken = "x".repeat(150);
        String wrapped = new Report("t", List.of(new RuleResult("r", false, 1, unbroken)), "").toString();
        assertTrue(wrapped.lines().allMatch(l -> l.length() <= Report.WIDTH), wrapped);
        assertEquals(150, wrapped.lines().skip(2).mapToInt(l -> l.strip().length()).sum());
    }

    @Test
    void badFieldsAreRefusedByName() {
        assertEquals("rules must hold at least one rule, was empty",
                assertThrows(IllegalArgumentException.class, () -> new Report("t", List.of(), "")).getMessage());
        assertEquals("title must be a non-blank text, was \" \"",
                assertThrows(IllegalArgumentException.class, () -> new Report(" ", REPORT.rules(), "")).getMessage());
        assertEquals("maxPoints must be at least 0, was -1",
                assertThrows(IllegalArgumentException.class, () -> new RuleResult("r", true, -1, "")).getMessage());
        assertEquals("message must not be null",
                assertThrows(IllegalArgumentException.class, () -> new RuleResult("r", true, 1, null)).getMessage());
    }
}
