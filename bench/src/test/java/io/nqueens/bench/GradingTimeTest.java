package io.nqueens.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.nqueens.json.Json;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Section 7's plumbing: reading grade_timing's figures, the line against the target, and skipping. */
class GradingTimeTest {
    private static final String TIMING = "{\"kit\": \"abc1234\", \"notebooks\": 36, \"jobs\": 3, \"wall_seconds\": 90.0,"
            + " \"cpu_seconds\": 171.0, \"machine_cpu_seconds\": 200.0, \"cores\": 2, \"load_start\": 0.5,"
            + " \"load_end\": 2.25, \"cells\": 48, \"cells_graded\": 47}";

    @Test
    void theFiguresAreReadFromTimingJsonAndSetAgainstTheTarget() {
        GradingTime.Timing t = GradingTime.Timing.of(Json.parseObject(TIMING, "timing.json"));
        assertEquals(new GradingTime.Timing("abc1234", 36, 3, 90.0, 171.0, true, 47, 48, 0.5, 2.25), t);
        Results results = new Results();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GradingTime.report(t, results, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String printed = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(printed.contains("grading / target = 2.00 (wall; CPU: the grading's own, counted in a cgroup"),
                printed); // 90 s against 45 s
        assertTrue(printed.contains("36 notebooks (47 of 48 cells graded), --jobs 3, checkout abc1234"), printed);
        assertTrue(printed.lines().anyMatch(l -> l.matches(" +grading \\(kernel, sandbox, judge\\) +90\\.0 +171\\.0 +2\\.50"
                + " +4\\.75")), printed);
        assertEquals(2.0, results.rows().stream().filter(r -> r.metric().equals("wall_over_target")).findFirst()
                .orElseThrow().value(), 1e-12);
    }

    @Test
    void aSmokeRunIsSetAgainstItsShareOfTheTarget() {
        GradingTime.Timing t = new GradingTime.Timing("k", 4, 3, 10.0, 18.0, true, 6, 6, 0, 0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GradingTime.report(t, new Results(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("grading / target = 2.00"), // 45 * 4 / 36 = 5 s
                bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void withoutACgroupTheMachinesCpuIsShownAndSaidToBeIt() {
        GradingTime.Timing t = GradingTime.Timing.of(Json.parseObject(TIMING.replace("\"cpu_seconds\": 171.0",
                "\"cpu_seconds\": null"), "timing.json"));
        assertEquals(200.0, t.cpuSeconds());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Results results = new Results();
        GradingTime.report(t, results, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("CPU: the machine's, other load included"),
                bytes.toString(StandardCharsets.UTF_8));
        assertTrue(results.rows().stream()
                .anyMatch(r -> r.metric().equals("machine_cpu_seconds") && r.value() == 200.0));
    }

    @Test
    void aFigureThatIsNoNumberIsRefusedByItsName() {
        var e = assertThrows(IllegalStateException.class, () -> GradingTime.Timing.of(
                Json.parseObject(TIMING.replace("\"wall_seconds\": 90.0", "\"wall_seconds\": \"90\""), "timing.json")));
        assertEquals("timing.json: wall_seconds is 90, expected a number", e.getMessage());
    }

    @Test
    void aFolderThatIsNoCheckoutIsAReasonToSkip(@TempDir Path dir) throws Exception {
        assumeTrue(Files.isExecutable(DeapPython.PYTHON), "no " + DeapPython.PYTHON + ": checked first");
        assertEquals("no kit checkout at " + dir + " (run from the repository root, as ./kit bench does)",
                GradingTime.unavailable(dir));
        Path root = Path.of("").toAbsolutePath().getParent(); // the tests run in bench/
        assumeTrue(Files.isExecutable(root.resolve("kit")), "not run inside a checkout");
        assertNull(GradingTime.unavailable(root));
    }
}
