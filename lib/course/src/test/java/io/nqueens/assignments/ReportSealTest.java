package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The two forms of a report: the score nbgrader reads, and the record the kit's grader reads from its judge. */
class ReportSealTest {

    private final ByteArrayOutputStream printed = new ByteArrayOutputStream();
    private PrintStream saved;

    @BeforeEach
    void capture() {
        saved = System.out;
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setOut(saved);
    }

    @Test
    void scorePrintsTheChecklistAndGivesThePointsZeroIncluded() {
        assertEquals(2, ReportTest.REPORT.score());
        assertEquals(ReportTest.REPORT.toString(), printed.toString(StandardCharsets.UTF_8));
        Report none = new Report("t", List.of(new RuleResult("r", false, 3, "wrong on [0]")), "");
        assertEquals(0, none.score());
        // A stub's checklist: its header and what to do, not a line per rule left unchecked.
        Report stub = new Report("crossover \"my OX\" (PERMUTATION)", List.of(
                new RuleResult("a", false, 3, "\"my OX\" is not written yet: replace the stub"),
                new RuleResult("b", false, 2, RuleResult.NOT_CHECKED)), NotWrittenYet.MESSAGE);
        printed.reset();
        assertEquals(0, stub.score());
        assertEquals("Check crossover \"my OX\" (PERMUTATION): 0/5 points (not written yet)\n"
                + "  \"my OX\" is not written yet: replace the stub\n", printed.toString(StandardCharsets.UTF_8));
    }

    /**
     * The report the machine-readable form is pinned on: every kind of field, text that needs
     * escaping, a rule not checked. Python's grader reads the same file (tools/tests/test_assignments.py),
     * so that both sides agree on one record.
     */
    static final Report SAMPLE = new Report("crossover \"my OX\" (PERMUTATION)", List.of(
            new RuleResult("a \"quoted\" rule", true, 1, ""),
            new RuleResult("b", false, 2, "line\\ and\ttab, caf\u00e9"),
            new RuleResult("c", false, 3, RuleResult.NOT_CHECKED + ": the time limit ran out")), Report.TIME_LIMIT);

    /** The pinned record, a test resource (lib/course/src/test/resources/check-report/). */
    static final String SAMPLE_FILE = "/check-report/sample-v" + Report.FORMAT_VERSION + ".json";

    @Test
    void theMachineReadableFormIsThePinnedRecordWithEveryFieldOfTheReport() throws Exception {
        String pinned;
        try (InputStream in = ReportSealTest.class.getResourceAsStream(SAMPLE_FILE)) {
            assertNotNull(in, SAMPLE_FILE + " is missing");
            pinned = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(pinned, SAMPLE.toJson() + "\n", "the machine-readable form changed: raise"
                + " Report.FORMAT_VERSION, write lib/course/src/test/resources" + SAMPLE_FILE
                + " anew and teach tools/nqkit/grade_merge.py the new version");
        assertEquals(List.of(true, true, false), SAMPLE.rules().stream().map(RuleResult::checked).toList());
        assertTrue(SAMPLE.timedOut());
        assertFalse(SAMPLE.notWrittenYet());
    }

}
