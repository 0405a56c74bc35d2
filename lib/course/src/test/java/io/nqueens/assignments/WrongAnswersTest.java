package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.json.Json;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import jdk.jshell.JShell;
import jdk.jshell.Snippet;
import jdk.jshell.SnippetEvent;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The wrong answers of tools/testdata/assignments, run as a notebook runs them: in JShell, after
 * the exercise notebook's imports cell, followed by the notebook's own check cell. Each gets
 * exactly the points and the message an instructor would give; the solution cells get full
 * marks. Reading the check cells from the notebooks keeps these expectations in step with them.
 * Answers that call the kit's own implementation (kit-*.jsh, copied-solution-ga.jsh) are graded by
 * tools/tests/test_assignments.py, whose kernels load a student build without those classes.
 */
class WrongAnswersTest {
    private static final Path TESTDATA = Path.of("../../tools/testdata/assignments");
    private static final Pattern HEADER = Pattern.compile("^Check .*: (\\d+)/(\\d+) points", Pattern.MULTILINE);

    @ParameterizedTest(name = "{0} in {1}")
    @CsvSource(delimiter = '|', textBlock = """
            copies-crossover.jsh         | ex3-order-crossover           | ex3-ox            | 0  | 11 | children were copies of a parent
            short-cuts-crossover.jsh     | ex3-order-crossover           | ex3-ox            | 9  | 11 | never made the children of cuts lo = 2, hi = 5
            off-by-one-cut.jsh           | ex3-order-crossover           | ex3-ox            | 8  | 11 | threw ArrayIndexOutOfBoundsException
            repeated-gene.jsh            | ex3-order-crossover           | ex3-ox            | 5  | 11 | child 1 holds row 0 twice
            distinct-tournament.jsh      | ex2-roulette-and-tournament   | ex2-tournament    | 5  | 7  | the rule is contestants drawn with replacement
            zero-index-tournament.jsh    | ex2-roulette-and-tournament   | ex2-tournament    | 0  | 7  | was the same individual
            rank-roulette.jsh            | ex2-roulette-and-tournament   | ex2-roulette      | 0  | 7  | where roulette never picks it
            empty-mutation.jsh           | ex4-per-gene-mutation         | ex4-reset         | 0  | 8  | changed no genome in 1,000 mutations
            off-board-mutation.jsh       | ex4-per-gene-mutation         | ex4-reset         | 4  | 8  | genome [0, 0] became [-1, 0]
            math-random-mutation.jsh     | ex4-per-gene-mutation         | ex4-reset         | 7  | 8  | two calls with new SplittableRandom(
            zero-fitness.jsh             | ex1-attacking-pairs-fitness   | ex1-pairs         | 0  | 6  | scored every attacked board of 4 to 8 queens as it scores a solution
            one-diagonal-fitness.jsh     | ex1-attacking-pairs-fitness   | ex1-pairs         | 2  | 6  | right on 1,266 of 13,421 boards (9.4%)
            one-setting-ga.jsh           | ex5-tune-a-ga                 | ex5-tune          | 1  | 4  | solved 25 of 30 seeds
            contains-ox.jsh              | ex3-order-crossover           | ex3-ox            | 7  | 11 | on fresh zeroed child arrays (new int[N], as the engine and the notebook pass them)
            every-gene-mutation.jsh      | ex4-per-gene-mutation         | ex4-reset         | 0  | 8  | it moves every gene of a mutated genome: the rate is per gene
            swap-mutation.jsh            | ex4-per-gene-mutation         | ex4-reset         | 0  | 8  | it swaps two genes: the exercise asks for a reset to another row
            once-per-call-tournament.jsh | ex2-roulette-and-tournament   | ex2-tournament    | 0  | 7  | identical picks within a call
            count-plus-one-tournament.jsh| ex2-roulette-and-tournament   | ex2-tournament    | 2  | 7  | into an array of exactly 25 places (as the engine and the notebook call it)
            solver-mutation-ga.jsh       | ex5-tune-a-ga                 | ex5-tune          | 0  | 4  | that is a solver, not an operator
            stackwalker-planted-ga.jsh   | ex5-tune-a-ga                 | ex5-tune          | 0  | 4  | that is a solver, not an operator
            breeder-planted-ga.jsh       | ex5-tune-a-ga                 | ex5-tune          | 0  | 4  | so it came from a solver or was planted
            solution-board.jsh           | ex6-why-002-score-fails       | ex6-fool          | 0  | 3  | this board has no attack, and half a counterexample scores 0
            score-five-board.jsh         | ex6-why-002-score-fails       | ex6-fool          | 0  | 3  | rates it 5, not 0
            stateful-fitness.jsh         | ex1-attacking-pairs-fitness   | ex1-pairs         | 4  | 6  | your answer gave a different result when called again with the same input: it keeps state between calls
            """)
    void aWrongAnswerGetsWhatAnInstructorWouldGive(String answer, String notebook, String check, int points, int max,
            String message) throws IOException {
        String report = run(notebook, Files.readString(TESTDATA.resolve(answer)), check);
        Matcher m = HEADER.matcher(report);
        assertTrue(m.find(), report);
        assertEquals(points + "/" + max, m.group(1) + "/" + m.group(2), report);
        assertTrue(report.replaceAll("\\s+", " ").contains(message), report);
    }

    @Test
    void everySolutionGetsFullMarks() throws IOException {
        for (String[] c : List.of(new String[] {"ex1-attacking-pairs-fitness", "ex1-pairs-answer", "ex1-pairs"},
                new String[] {"ex1-attacking-pairs-fitness", "ex1-non-attacking-answer", "ex1-non-attacking"},
                new String[] {"ex2-roulette-and-tournament", "ex2-roulette-answer", "ex2-roulette"},
                new String[] {"ex2-roulette-and-tournament", "ex2-tournament-answer", "ex2-tournament"},
                new String[] {"ex3-order-crossover", "ex3-ox-answer", "ex3-ox"},
                new String[] {"ex4-per-gene-mutation", "ex4-reset-answer", "ex4-reset"},
                new String[] {"ex5-tune-a-ga", "ex5-tune-answer", "ex5-tune"})) {
            String answer = source(c[0], c[1]).replaceAll("(?m)^\\s*// (BEGIN|END) SOLUTION\\n", "");
            String report = run(c[0], answer, c[2]);
            Matcher m = HEADER.matcher(report);
            assertTrue(m.find(), report);
            assertEquals(m.group(2), m.group(1), report);
            assertEquals(points(c[0], c[2]), Integer.parseInt(m.group(2)), "the cell's points are the check's: " + c[2]);
        }
    }

    /** The report the notebook's check cell prints after {@code answer} in a fresh JShell. */
    private static String run(String notebook, String answer, String check) throws IOException {
        PrintStream out = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        try (JShell shell = JShell.builder().executionEngine("local").build()) {
            for (String module : List.of("core", "lab", "course")) { // the student's modules (this test runs in lib/course)
                shell.addToClasspath(Path.of("..", module, "target/classes").toAbsolutePath().toString());
            }
            eval(shell, source(notebook, notebook.substring(0, 3) + "-imports"));
            eval(shell, answer);
            System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
            String value = evalCheck(shell, source(notebook, check));
            // A check cell ends in score(): its value is the points, 0 included (nbgrader's form).
            Matcher m = HEADER.matcher(printed.toString(StandardCharsets.UTF_8));
            if (m.find() && !value.equals(m.group(1))) {
                throw new AssertionError("a report of " + m.group(1) + " points, and the cell's value " + value);
            }
        } finally {
            System.setOut(out);
        }
        return printed.toString(StandardCharsets.UTF_8);
    }

    /** Evaluates a check cell; its value, as JShell shows it (a check throws nothing, even at 0 points). */
    private static String evalCheck(JShell shell, String code) {
        String value = null;
        for (SnippetEvent e : shell.eval(code.strip())) {
            if (e.status() == Snippet.Status.REJECTED || e.exception() != null) {
                throw new AssertionError("JShell refused the check cell " + code + ": " + e.status() + " "
                        + shell.diagnostics(e.snippet()).map(d -> d.getMessage(null)).toList() + " " + e.exception());
            }
            value = e.value();
        }
        return value;
    }

    private static void eval(JShell shell, String code) {
        String rest = code;
        while (!rest.isBlank()) {
            var info = shell.sourceCodeAnalysis().analyzeCompletion(rest);
            for (SnippetEvent e : shell.eval(info.source())) {
                if (e.status() == Snippet.Status.REJECTED || e.exception() != null) {
                    throw new AssertionError("JShell refused " + info.source() + ": " + e.status() + " "
                            + shell.diagnostics(e.snippet()).map(d -> d.getMessage(null)).toList() + " " + e.exception());
                }
            }
            rest = info.remaining();
        }
    }

    /** The source of the cell {@code gradeId} of an exercise notebook, wherever the notebooks now live. */
    @SuppressWarnings("unchecked")
    private static String source(String notebook, String gradeId) throws IOException {
        for (Map<String, Object> c : cells(notebook)) {
            Map<String, Object> meta = (Map<String, Object>) ((Map<String, Object>) c.get("metadata")).get("nbgrader");
            if (meta != null && gradeId.equals(meta.get("grade_id"))) {
                return String.join("", (List<String>) c.get("source"));
            }
        }
        throw new AssertionError("no cell " + gradeId + " in " + notebook);
    }

    @SuppressWarnings("unchecked")
    private static int points(String notebook, String gradeId) throws IOException {
        for (Map<String, Object> c : cells(notebook)) {
            Map<String, Object> meta = (Map<String, Object>) ((Map<String, Object>) c.get("metadata")).get("nbgrader");
            if (meta != null && gradeId.equals(meta.get("grade_id"))) {
                return ((Number) meta.get("points")).intValue();
            }
        }
        throw new AssertionError("no cell " + gradeId + " in " + notebook);
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> cells(String notebook) throws IOException {
        // The instructor's source, with its solutions (tests run in lib/).
        Path source = Path.of("..", "..", "instructor", "exercises", notebook + ".ipynb");
        if (!Files.isRegularFile(source)) {
            throw new AssertionError("no notebook " + source.toAbsolutePath().normalize());
        }
        Map<String, Object> nb = (Map<String, Object>) Json.parse(Files.readString(source));
        return (List<Map<String, Object>>) nb.get("cells");
    }
}
