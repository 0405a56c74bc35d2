package io.nqueens.cli;

import io.nqueens.AtomicFiles;
import io.nqueens.tuning.RaceTask;
import io.nqueens.tuning.TaskArray;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A race's job array on Slurm ({@code tune --slurm TASKS}): {@code sbatch --array=0-(n-1)} of a
 * constant script ({@value #SCRIPT} in the race's {@code arrays/} folder) whose task i runs
 * {@code tune-task JOB --task i/n}; then {@code squeue} every quarter second to two seconds until the
 * job has left the queue. Nothing varying is pasted into the script: the job folder and the task
 * count are its arguments, the class path, the launcher and its options come in the environment
 * ({@code NQK_CLASSPATH}, {@code NQK_JAVA}, {@code NQK_JAVA_OPTS}), which sbatch hands to the job;
 * sbatch and squeue are started without a shell. Whether the tasks succeeded is judged by the runs
 * they saved ({@link TaskArray}), so the exit states Slurm may not keep (no accounting) are not
 * needed. Each task's output goes to {@code JOB/slurm-JOBID_TASK.out}.
 */
final class SlurmArray implements TaskArray {
    static final String SCRIPT = "race-array.sbatch";
    private static final String SCRIPT_TEXT = """
            #!/bin/sh
            #SBATCH --job-name=nqk-race
            #SBATCH --ntasks=1
            #SBATCH --cpus-per-task=1
            # One task of an N-Queens kit race's job array, written by `tune --slurm` (constant text:
            # the job folder and the task count are the arguments, the rest comes in the environment).
            # Task i runs: $NQK_JAVA $NQK_JAVA_OPTS -cp $NQK_CLASSPATH io.nqueens.cli.Main
            #              tune-task JOB --task i/COUNT --threads $SLURM_CPUS_PER_TASK
            set -eu
            set -f
            [ -n "${SLURM_ARRAY_TASK_ID:-}" ] || { echo "race-array: not an array task" >&2; exit 2; }
            # shellcheck disable=SC2086 # NQK_JAVA_OPTS holds several options
            exec "${NQK_JAVA:-java}" ${NQK_JAVA_OPTS:--Xmx1g} -cp "$NQK_CLASSPATH" io.nqueens.cli.Main \\
                tune-task "$1" --task "$SLURM_ARRAY_TASK_ID/$2" --threads "${SLURM_CPUS_PER_TASK:-1}"
            """;

    private final List<String> sbatchOptions;
    private final PrintStream out;
    private final String sbatch;
    private final String squeue;

    SlurmArray(List<String> sbatchOptions, PrintStream out) {
        this(sbatchOptions, out, "sbatch", "squeue");
    }

    /** With other sbatch and squeue programs (the tests' stand-ins). */
    SlurmArray(List<String> sbatchOptions, PrintStream out, String sbatch, String squeue) {
        this.sbatchOptions = List.copyOf(sbatchOptions);
        this.out = out;
        this.sbatch = sbatch;
        this.squeue = squeue;
    }

    @Override
    public void run(Path job, int tasks) {
        long start = System.nanoTime();
        Path script = job.toAbsolutePath().getParent().resolve(SCRIPT);
        if (!Files.exists(script)) {
            AtomicFiles.write(script, SCRIPT_TEXT);
            try {
                Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
            } catch (IOException | UnsupportedOperationException e) {
                throw new IllegalStateException("cannot make " + script + " executable: " + e, e);
            }
        }
        List<String> command = new ArrayList<>(List.of(sbatch, "--parsable", "--array=0-" + (tasks - 1),
                "--output=" + job.toAbsolutePath().resolve("slurm-%A_%a.out")));
        command.addAll(sbatchOptions);
        command.addAll(List.of(script.toString(), job.toAbsolutePath().toString(), String.valueOf(tasks)));
        String submitted = call(command, job);
        String id = submitted.strip().split(";", 2)[0];
        if (!id.matches("\\d+")) {
            throw new IllegalStateException("sbatch printed \"" + submitted.strip() + "\", not a job id");
        }
        out.printf(Locale.ROOT, "%s: Slurm job %s, %d tasks%n", job.getFileName(), id, tasks);
        waitFor(id, job);
        out.printf(Locale.ROOT, "%s: Slurm job %s left the queue after %.1f s%n", job.getFileName(), id,
                (System.nanoTime() - start) / 1e9);
    }

    /** Polls squeue until the job is no longer listed (or Slurm no longer knows it). */
    private void waitFor(String id, Path job) {
        long pause = 250;
        while (true) {
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for Slurm job " + id
                        + " (it keeps running; run the race again to resume)", e);
            }
            pause = Math.min(2_000, pause * 3 / 2);
            ProcessResult r = start(List.of(squeue, "-h", "-j", id, "-o", "%i"), job);
            if (r.status != 0 && r.text.contains("Invalid job id")) {
                return;
            }
            if (r.status != 0) {
                throw new IllegalStateException("squeue -j " + id + " failed (exit " + r.status + "): "
                        + r.text.strip());
            }
            if (r.text.isBlank()) {
                return;
            }
        }
    }

    private String call(List<String> command, Path job) {
        ProcessResult r = start(command, job);
        if (r.status != 0) {
            throw new IllegalStateException(String.join(" ", command.subList(0, 3)) + " ... failed (exit " + r.status
                    + "): " + r.text.strip());
        }
        return r.text;
    }

    private record ProcessResult(int status, String text) {}

    private static ProcessResult start(List<String> command, Path dir) {
        ProcessBuilder b = new ProcessBuilder(command).directory(dir.toAbsolutePath().toFile())
                .redirectErrorStream(true);
        Map<String, String> env = b.environment();
        env.put("NQK_CLASSPATH", absoluteClassPath());
        env.put("NQK_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        try {
            Process p = b.start();
            String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException(command.get(0) + " did not answer within 120 s");
            }
            return new ProcessResult(p.exitValue(), text);
        } catch (IOException e) {
            throw new UncheckedIOException(command.get(0) + " cannot be started (is Slurm installed and on PATH?): "
                    + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + command.get(0) + " ran", e);
        }
    }

    /** This JVM's class path with every entry absolute, for tasks started in the job's folder. */
    static String absoluteClassPath() {
        List<String> entries = new ArrayList<>();
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!e.isEmpty()) {
                entries.add(Path.of(e).toAbsolutePath().toString());
            }
        }
        return String.join(File.pathSeparator, entries);
    }

    /** tune-task JOB --task I/N [--threads K]: one task of a race's job array. */
    static int task(Subcommands.TuneTask o, PrintStream out) {
        Commands.init(o.init.className);
        long start = System.nanoTime();
        int done = RaceTask.run(o.job, o.task.index(), o.task.count(), o.threads == null ? 1 : o.threads);
        out.printf(Locale.ROOT, "%s task %d/%d: %d runs done now; %.1f s%n", o.job.getFileName(), o.task.index(),
                o.task.count(), done, (System.nanoTime() - start) / 1e9);
        return 0;
    }
}
