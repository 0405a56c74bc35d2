package io.nqueens.cli;

import io.nqueens.AtomicFiles;
import io.nqueens.TerminalText;
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
 * job has left the queue. A Slurm that does not answer (sbatch or squeue failing, as while its
 * controller restarts) is asked again with growing pauses (1 s doubling to 30 s) for up to ten
 * minutes, each failure said in a line; a status line every 15 s gives the job's tasks by state
 * and reason; a job whose tasks sit pending for a reason no wait cures (a drained or down node, a
 * held job, a partition down: any reason but Priority, Resources, BeginTime, Dependency, None or
 * a QOS or association limit) for two minutes stops the race with what to do. Nothing varying is pasted into the script: the job folder and the task
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

    /**
     * How long to wait for Slurm, in milliseconds: the first pause before asking again after a
     * failed sbatch or squeue, the longest pause, how long failures may go on, how long tasks may
     * sit pending for a reason no wait cures, and how often a status line is printed.
     */
    record Patience(long firstRetry, long longestRetry, long failingFor, long stuckFor, long statusEvery) {
        static final Patience DEFAULT = new Patience(1_000, 30_000, 600_000, 120_000, 15_000);
    }

    /** Pending reasons that a wait cures; any other keeps the tasks from starting until someone acts. */
    private static final java.util.regex.Pattern WAITING = java.util.regex.Pattern.compile(
            "None|Priority|Resources|BeginTime|Dependency|(QOS|Assoc)\\w*|\\(null\\)");

    /** Answers that asking again would not change (a bad option, partition or account). */
    private static final java.util.regex.Pattern PERMANENT = java.util.regex.Pattern.compile(
            "(?i)invalid|not available|not permitted|denied|unrecognized|usage:");

    private final List<String> sbatchOptions;
    private final PrintStream out;
    private final String sbatch;
    private final String squeue;
    private final Patience patience;

    SlurmArray(List<String> sbatchOptions, PrintStream out) {
        this(sbatchOptions, out, "sbatch", "squeue", Patience.DEFAULT);
    }

    /** With other sbatch and squeue programs (the tests' stand-ins) and patience. */
    SlurmArray(List<String> sbatchOptions, PrintStream out, String sbatch, String squeue, Patience patience) {
        this.sbatchOptions = List.copyOf(sbatchOptions);
        this.out = out;
        this.sbatch = sbatch;
        this.squeue = squeue;
        this.patience = patience;
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
        String submitted = retried(command, job, "submitting " + job.getFileName()).text;
        String id = submitted.strip().split(";", 2)[0];
        if (!id.matches("\\d+")) {
            throw new IllegalStateException("sbatch printed \"" + submitted.strip() + "\", not a job id");
        }
        out.printf(Locale.ROOT, "%s: Slurm job %s, %d tasks%n", job.getFileName(), id, tasks);
        waitFor(id, job);
        out.printf(Locale.ROOT, "%s: Slurm job %s left the queue after %.1f s%n", job.getFileName(), id,
                (System.nanoTime() - start) / 1e9);
    }

    /**
     * Polls squeue until the job is no longer listed (or Slurm no longer knows it), printing a
     * status line now and then, and giving up on tasks stuck pending for a reason no wait cures.
     */
    private void waitFor(String id, Path job) {
        long pause = 250;
        long start = System.nanoTime();
        long lastStatus = start;
        long stuckSince = 0;
        while (true) {
            sleep(pause, id);
            pause = Math.min(2_000, pause * 3 / 2);
            ProcessResult r = retried(List.of(squeue, "-h", "-r", "-j", id, "-o", "%i %T %r"), job,
                    "waiting for Slurm job " + id);
            if (r.status != 0 || r.text.isBlank()) { // "Invalid job id": Slurm has forgotten it, so it is done
                return;
            }
            Queue q = Queue.of(r.text);
            String stuck = q.stuck;
            boolean started = q.started;
            Map<String, Integer> states = q.states;
            long now = System.nanoTime();
            stuckSince = stuck == null || started ? 0 : stuckSince == 0 ? now : stuckSince;
            if (now - lastStatus >= patience.statusEvery() * 1_000_000L) {
                lastStatus = now;
                StringBuilder line = new StringBuilder();
                states.forEach((k, v) -> line.append(line.length() == 0 ? "" : ", ").append(v).append(' ').append(k));
                out.printf(Locale.ROOT, "%s: Slurm job %s after %.0f s: %s%n", job.getFileName(), id,
                        (now - start) / 1e9, TerminalText.safe(line.toString()));
            }
            if (stuckSince != 0 && now - stuckSince >= patience.stuckFor() * 1_000_000L) {
                throw new IllegalStateException(String.format(Locale.ROOT, "Slurm job %s: its tasks have been pending"
                        + " for %.0f s because of \"%s\", which waiting does not cure (a drained or down node, a held"
                        + " job, a partition down). See sinfo -R and scontrol show job %s; fix the cause, or scancel %s,"
                        + " then run the same command again: the race resumes from the runs saved so far.", id,
                        (now - stuckSince) / 1e9, TerminalText.safe(stuck), id, id));
            }
        }
    }

    /** What squeue -r -o "%i %T %r" says of a job's tasks: their count by state (and reason). */
    private record Queue(Map<String, Integer> states, String stuck, boolean started) {
        static Queue of(String text) {
            Map<String, Integer> states = new java.util.TreeMap<>();
            String stuck = null;
            boolean started = false;
            for (String line : text.strip().split("\n")) {
                String[] f = line.strip().split("\\s+", 3);
                String state = f.length > 1 ? f[1] : "?";
                String reason = f.length > 2 ? f[2] : "None";
                started |= !state.equals("PENDING");
                if (state.equals("PENDING") && !WAITING.matcher(reason).matches()) {
                    stuck = reason;
                }
                states.merge(state.equals("PENDING") ? "pending (" + reason + ")" : state.toLowerCase(Locale.ROOT),
                        1, Integer::sum);
            }
            return new Queue(states, stuck, started);
        }
    }

    /**
     * Runs an sbatch or squeue command, asking again after a failure with pauses from
     * {@code firstRetry} doubling to {@code longestRetry}, each failure said, until
     * {@code failingFor} has passed; squeue's "Invalid job id" is an answer, not a failure.
     */
    private ProcessResult retried(List<String> command, Path job, String doing) {
        long start = System.nanoTime();
        long pause = patience.firstRetry();
        for (int attempt = 1; ; attempt++) {
            ProcessResult r;
            try {
                r = start(command, job);
            } catch (IllegalStateException e) { // no answer within its time-out
                r = new ProcessResult(-1, e.getMessage());
            }
            if (r.status == 0 || r.text.contains("Invalid job id")) {
                return r;
            }
            String what = command.get(0) + " failed (exit " + r.status + "): " + r.text.strip();
            if (PERMANENT.matcher(r.text).find()) { // asking again would get the same answer
                throw new IllegalStateException(doing + ": " + TerminalText.safe(what));
            }
            long waited = (System.nanoTime() - start) / 1_000_000;
            if (waited + pause > patience.failingFor()) {
                throw new IllegalStateException(String.format(Locale.ROOT, "%s: Slurm did not answer for %.0f s (%d"
                        + " tries); last: %s. Check the controller (scontrol ping, sinfo), then run the same command"
                        + " again: the race resumes from the runs saved so far.", doing, waited / 1e3, attempt,
                        TerminalText.safe(what)));
            }
            out.printf(Locale.ROOT, "%s: %s; asking again in %.0f s%n", doing, TerminalText.safe(what), pause / 1e3);
            sleep(pause, command.get(0));
            pause = Math.min(patience.longestRetry(), pause * 2);
        }
    }

    private static void sleep(long millis, String what) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for Slurm (" + what + "); a submitted job"
                    + " keeps running: run the race again to resume", e);
        }
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
