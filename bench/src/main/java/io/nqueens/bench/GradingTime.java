package io.nqueens.bench;

import io.nqueens.json.Json;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Section 7 (only when asked, {@code --sections 7}): the grader's cost, the held-out submissions
 * ({@code tools/testdata/heldout/cases.json}, 36 notebooks) graded by {@code ./kit grade} in its
 * sandbox, each verdict by the judge outside the student's kernel, as an instructor grades a
 * class. {@code tools/nqkit/grade_timing.py} builds the submissions from this checkout's exercise
 * notebooks, times the grading run and writes its figures to {@code OUT/grade-timing/timing.json},
 * which this section reads (never the grader's printout). Wall time, CPU time (the grading's
 * own, counted in a cgroup, where one can be made; else the machine's) and both per notebook are
 * printed beside the target (45 s wall on a quiet 2-core machine).
 * Costs about 3 minutes on 2 cores ({@code --quick}: the first 4 cases). Skipped with one line
 * when the grader cannot run here (no Debian python, no checkout around the working directory).
 */
final class GradingTime {
    static final String SECTION = "grading";
    /** The target for the held-out set, seconds of wall time on a quiet 2-core machine (issue 47). */
    static final double TARGET_WALL_SECONDS = 45;
    /** The grading run is stopped after this long: ten times its usual time on 2 cores. */
    private static final long TIMEOUT_MINUTES = 30;

    private GradingTime() {}

    /**
     * The grading run's figures, as grade_timing wrote them. {@code ownCpu}: the CPU time is the
     * grading's own (counted in a cgroup of its own); else, where no cgroup could be made, the
     * machine's, other load included.
     */
    record Timing(String kit, int notebooks, int jobs, double wallSeconds, double cpuSeconds, boolean ownCpu,
            int cellsGraded, int cells, double loadStart, double loadEnd) {
        static Timing of(Map<String, Object> json) {
            boolean own = json.get("cpu_seconds") != null;
            return new Timing(String.valueOf(json.get("kit")), whole(json, "notebooks"), whole(json, "jobs"),
                    number(json, "wall_seconds"), number(json, own ? "cpu_seconds" : "machine_cpu_seconds"), own,
                    whole(json, "cells_graded"), whole(json, "cells"), number(json, "load_start"),
                    number(json, "load_end"));
        }

        private static double number(Map<String, Object> json, String key) {
            if (!(json.get(key) instanceof Number n)) {
                throw new IllegalStateException("timing.json: " + key + " is " + json.get(key) + ", expected a number");
            }
            return n.doubleValue();
        }

        private static int whole(Map<String, Object> json, String key) {
            return (int) number(json, key);
        }
    }

    static void run(Options o, Results results, PrintStream out) {
        out.printf("%n== 7. Grading time: the held-out submissions through ./kit grade (sandbox, judge) ==%n(%s)%n",
                Machine.loadLine());
        Path root = Path.of("").toAbsolutePath();
        String why = unavailable(root);
        if (why != null) {
            out.printf("skipped (%s)%n", why);
            results.add(SECTION, "skipped", "", why, 1, "bool");
            return;
        }
        Timing t;
        try {
            t = grade(root, o, out);
        } catch (IOException | IllegalStateException | IllegalArgumentException e) {
            out.printf("skipped (%s)%n", e.getMessage());
            results.add(SECTION, "skipped", "", String.valueOf(e.getMessage()), 1, "bool");
            return;
        }
        report(t, results, out);
    }

    /** Null when this checkout's grader can run, else why not. */
    static String unavailable(Path root) {
        if (!Files.isExecutable(DeapPython.PYTHON)) {
            return DeapPython.PYTHON + " not found";
        }
        if (!Files.isExecutable(root.resolve("kit")) || !Files.isRegularFile(root.resolve("tools/nqkit/grade_timing.py"))) {
            return "no kit checkout at " + root + " (run from the repository root, as ./kit bench does)";
        }
        return null;
    }

    /** Runs grade_timing into OUT/grade-timing (its log beside it) and reads its timing.json. */
    static Timing grade(Path root, Options o, PrintStream out) throws IOException {
        Path work = o.outDir().toAbsolutePath().resolve("grade-timing");
        Path log = o.outDir().toAbsolutePath().resolve("grade-timing.log");
        Files.createDirectories(log.getParent());
        List<String> command = new ArrayList<>(List.of(DeapPython.PYTHON.toString(), "-m", "nqkit.grade_timing",
                "--kit", root.toString(), "--out", work.toString(), "--jobs", "3"));
        if (o.quick()) {
            command.addAll(List.of("--limit", "4"));
        }
        ProcessBuilder pb = new ProcessBuilder(command).directory(root.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("PYTHONPATH", root.resolve("tools").toString());
        Process p = pb.start();
        try {
            if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
                kill(p);
                throw new IllegalStateException("the grading run took over " + TIMEOUT_MINUTES + " minutes; see " + log);
            }
        } catch (InterruptedException e) {
            kill(p);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while grading; see " + log);
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException("the grading run failed (exit status " + p.exitValue() + "); see " + log);
        }
        return Timing.of(Json.parseObject(Files.readString(work.resolve("timing.json")), "timing.json"));
    }

    /** Kills the grading run and everything it started (the grader, its judge and kernels). */
    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
    }

    static void report(Timing t, Results results, PrintStream out) {
        out.printf("%d notebooks (%d of %d cells graded), --jobs %d, checkout %s; load average %.2f at the start,"
                + " %.2f at the end%n", t.notebooks(), t.cellsGraded(), t.cells(), t.jobs(), t.kit(), t.loadStart(),
                t.loadEnd());
        out.printf("  %-34s %9s %9s %12s %12s%n", "", "wall s", "CPU s", "wall/nb s", "CPU/nb s");
        out.printf("  %-34s %9.1f %9.1f %12.2f %12.2f%n", "grading (kernel, sandbox, judge)", t.wallSeconds(),
                t.cpuSeconds(), t.wallSeconds() / t.notebooks(), t.cpuSeconds() / t.notebooks());
        double target = TARGET_WALL_SECONDS * t.notebooks() / 36;
        out.printf("  %-34s %9.1f %9s %12.2f %12s%n", "target (45 s for 36 on 2 cores)", target, "", target
                / t.notebooks(), "");
        out.printf("  grading / target = %.2f (wall; CPU: %s)%n", t.wallSeconds() / target, t.ownCpu()
                ? "the grading's own, counted in a cgroup of its own" : "the machine's, other load included (no cgroup"
                + " could be made here)");
        results.add(SECTION, "wall_seconds", "grading", t.notebooks() + " notebooks", t.wallSeconds(), "s");
        results.add(SECTION, t.ownCpu() ? "cpu_seconds" : "machine_cpu_seconds", "grading", t.notebooks()
                + " notebooks", t.cpuSeconds(), "s");
        results.add(SECTION, "wall_over_target", "grading", "target " + TARGET_WALL_SECONDS + " s per 36",
                t.wallSeconds() / target, "ratio");
    }
}
