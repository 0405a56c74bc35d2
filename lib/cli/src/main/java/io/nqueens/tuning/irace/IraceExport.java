package io.nqueens.tuning.irace;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.Outcome;
import io.nqueens.tuning.Parameter;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceSettings;
import io.nqueens.tuning.RaceSpec;
import io.nqueens.tuning.Space;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A race's space and instances as an irace scenario (irace 3.x, the R package), so that a user
 * of irace tunes the kit's GA with irace's own parallel and cluster modes: {@code parameters.txt}
 * (each parameter with the switch {@code name=}, its type, domain, log scale and condition),
 * {@code instances.txt} (one {@code N:SEED} a line, the race's training instances in its order),
 * the race's spec as {@code race.json}, {@code scenario.txt} (the budget, first and each test,
 * the Friedman test, deterministic instances, the race's seed, and a {@code targetRunnerParallel}
 * that hands each batch of runs to one JVM), {@code target-runner-batch}, the shell script that
 * hook calls (the kit's {@code tune-batch}: every run of a batch in one process, on
 * {@code parallel} threads), and {@code target-runner}, a shell script that runs one
 * configuration on one instance through the kit's command line ({@code tune-run}) and prints its
 * cost, for a run by hand or an irace told to use it. Nothing a user typed is pasted into code: every label in
 * parameters.txt is an R string literal with its quotes, backslashes and control characters
 * escaped ({@link #rString}); the class path reaches the runner as a data file it reads
 * ({@code classpath}, one line) and the java launcher through the environment
 * ({@code NQUEENS_JAVA}), never in the script's text. irace's reader of parameters.txt cannot take
 * a quote or {@code |} in a label even escaped, and irace hands a configuration's values to the
 * runner on a shell command line, so a label that is not a plain word ({@value #SAFE_LABEL}) is
 * refused, naming the parameter and the label. The cost is the run's evaluations when solved, and
 * ten times the evaluation budget when not (PAR10): any value above every solved run ranks the
 * same under irace's Friedman test, which the scenario sets. Every file is written atomically.
 */
public final class IraceExport {
    private IraceExport() {}

    /** The labels irace can pass to the target runner unharmed: its command line goes through a shell. */
    public static final String SAFE_LABEL = "[A-Za-z0-9_.+-]+";

    /**
     * {@return text as an R string literal: in double quotes, with backslash, double quote and
     * every control or non-ASCII character escaped ({@code \\}, {@code \"}, {@code \n},
     * <code>&#92;u{hhhh}</code>), so that R reads back exactly the text and nothing runs}
     *
     * @param text the text, not null
     */
    public static String rString(String text) {
        StringBuilder s = new StringBuilder("\"");
        text.codePoints().forEach(c -> {
            switch (c) {
                case '\\' -> s.append("\\\\");
                case '"' -> s.append("\\\"");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (c < 0x20 || c >= 0x7F) {
                        s.append(String.format(Locale.ROOT, "\\u{%x}", c));
                    } else {
                        s.appendCodePoint(c);
                    }
                }
            }
        });
        return s.append('"').toString();
    }

    /**
     * {@return irace's parameters.txt for a space}
     *
     * @param space the space, not null
     * @throws IllegalArgumentException naming the parameter and the label when a categorical label
     *     is not a plain word ({@value #SAFE_LABEL})
     */
    public static String parameters(Space space) {
        StringBuilder s = new StringBuilder("# name  switch  type  values  [| condition]\n");
        checkLabels(Checks.notNull("space", space));
        for (Parameter p : space.parameters()) {
            s.append(p.name()).append(" \"").append(p.name()).append("=\" ");
            s.append(switch (p.type()) {
                case CATEGORICAL -> "c (" + p.labels().stream().map(IraceExport::rString)
                        .collect(Collectors.joining(", ")) + ")";
                case INTEGER -> (p.log() ? "i,log" : "i") + " (" + Parameter.num(p.low()) + ", "
                        + Parameter.num(p.high()) + ")";
                case REAL -> (p.log() ? "r,log" : "r") + " (" + Parameter.num(p.low()) + ", "
                        + Parameter.num(p.high()) + ")";
            });
            if (p.conditional()) {
                s.append(" | ").append(condition(p.parent(), p.when()));
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** {@return irace's condition that a parent parameter has one of some labels, each an R string} */
    static String condition(String parent, List<String> labels) {
        return parent + " %in% c(" + labels.stream().map(IraceExport::rString).collect(Collectors.joining(", ")) + ")";
    }

    /**
     * Refuses a label irace cannot take: its reader of parameters.txt splits a domain at a
     * {@code |} or quote even inside an escaped string, and it hands values to the target runner
     * on a shell command line.
     */
    private static void checkLabels(Space space) {
        for (Parameter p : space.parameters()) {
            for (String label : p.labels()) {
                if (!label.matches(SAFE_LABEL)) {
                    throw new IllegalArgumentException("parameter " + p.name() + ": the label " + rString(label)
                            + " cannot go to irace, whose parameter reader splits at a quote or | and which passes"
                            + " values to the target runner through a shell; use letters, digits and _ . + - only ("
                            + SAFE_LABEL + ")");
                }
            }
        }
    }

    /** {@return irace's scenario.txt for a race} */
    static String scenario(Race race, int parallel) {
        RaceSettings r = RaceSettings.of(race);
        return String.format(Locale.ROOT, """
                ## irace scenario written by the N-Queens kit for a race of its own (race.json)
                parameterFile = "./parameters.txt"
                trainInstancesDir = ""
                trainInstancesFile = "./instances.txt"
                targetRunner = "./target-runner"
                maxExperiments = %d
                firstTest = %d
                eachTest = %d
                testType = "F-test"
                confidence = %s
                deterministic = 1
                digits = 4
                seed = %d
                parallel = %d
                """, r.budget(), r.firstTest(), r.eachTest(), 1 - r.alpha(), r.seed(), parallel)
                + TARGET_RUNNER_PARALLEL.replace("@THREADS@", Integer.toString(parallel));
    }

    /**
     * irace's batch hook: each batch of runs irace asks for goes to one JVM (the kit's tune-batch,
     * through target-runner-batch), not one JVM a run, which cost about 25 times the runs' own
     * time on 8 queens. Nothing a user typed is in it: the runs reach the JVM as a data file, one
     * line each (the instance and irace's own name=value words for the configuration), and the
     * file's name as one shell-quoted word. The costs come back one a line, in order; any other
     * answer stops irace with the runner's own message.
     */
    static final String TARGET_RUNNER_PARALLEL = """
                ## One JVM a batch of runs (the kit's tune-batch), not one a run: see target-runner-batch.
                targetRunnerParallel <- function(experiments, exec.target.runner, scenario, target.runner) {
                  runs <- vapply(experiments, function(e) paste(basename(e$instance),
                                 irace::buildCommandLine(e$configuration, e$switches)), character(1))
                  batch <- tempfile("nqueens-batch-")
                  on.exit(unlink(batch), add = TRUE)
                  writeLines(runs, batch)
                  out <- suppressWarnings(system2(file.path(scenario$execDir, "target-runner-batch"),
                                                  c(shQuote(batch), "@THREADS@"), stdout = TRUE, stderr = TRUE))
                  costs <- suppressWarnings(as.numeric(out))
                  if (!is.null(attr(out, "status")) || length(costs) != length(runs) || anyNA(costs)) {
                    stop("target-runner-batch failed on ", length(runs), " runs: ", paste(out, collapse = "\\n"))
                  }
                  lapply(costs, function(cost) list(cost = cost, time = NA, error = NULL))
                }
                """;

    /** Both runners' start: the class path from NQUEENS_CLASSPATH, else the file beside them. */
    private static final String CLASSPATH = """
                set -e
                here=$(cd "$(dirname "$0")" && pwd)
                if [ -n "${NQUEENS_CLASSPATH:-}" ]; then
                    cp=$NQUEENS_CLASSPATH
                else
                    IFS= read -r cp < "$here/classpath"
                fi
                """;

    /**
     * The target runner: irace passes id, instance id, seed, instance, then name=value pairs. A
     * constant text: the class path comes from the file {@code classpath} beside it (or
     * NQUEENS_CLASSPATH), the launcher from NQUEENS_JAVA (default {@code java}).
     */
    static final String TARGET_RUNNER = """
                #!/bin/sh
                # irace target runner for the N-Queens kit: runs one configuration on one instance
                # (N:SEED) through the kit's command line and prints its cost (see IraceExport).
                # irace calls: CONFIG_ID INSTANCE_ID IRACE_SEED INSTANCE [BOUND] name=value ...
                # The instance holds its own seed, so irace's seed is not used; a folder irace may
                # put before it is dropped.
                """ + CLASSPATH + """
                shift 2
                shift 1
                instance=${1##*/}
                shift 1
                case "$1" in *=*) ;; ?*) shift 1 ;; esac
                exec "${NQUEENS_JAVA:-java}" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "$cp" \\
                    io.nqueens.cli.Main tune-run "$here/race.json" --instance "$instance" "$@"
                """;

    /**
     * The batch runner targetRunnerParallel calls: BATCH_FILE THREADS. Constant text, like the
     * target runner; the JVM runs with its full compiler, since it runs a whole batch.
     */
    static final String TARGET_RUNNER_BATCH = """
                #!/bin/sh
                # irace's batch runner for the N-Queens kit: runs every line of BATCH_FILE (N:SEED
                # name=value ...) in one JVM on THREADS threads and prints the costs in order.
                # Called by the scenario's targetRunnerParallel: BATCH_FILE THREADS
                """ + CLASSPATH + """
                exec "${NQUEENS_JAVA:-java}" -cp "$cp" io.nqueens.cli.Main tune-batch "$here/race.json" \\
                    --in "$1" --threads "$2"
                """;

    /**
     * Writes the scenario into a folder (created if missing).
     *
     * @param race the race whose space, instances, budget, tests and seed the scenario takes
     * @param folder the folder
     * @param classpath the kit's class path for the target runner, written to the file
     *     {@code classpath} (the environment variable NQUEENS_CLASSPATH overrides it when the runner
     *     runs); one line, not empty
     * @param parallel runs at once: the batch runner's threads (and irace's own {@code parallel},
     *     used when the batch hook is removed), 1 to 1,024
     * @return the files written
     * @throws IllegalArgumentException naming the parameter and the label when a categorical label
     *     is not a plain word ({@value #SAFE_LABEL}), or when the class path is empty or holds a
     *     line break
     */
    public static List<Path> write(Race race, Path folder, String classpath, int parallel) {
        Checks.notNull("race", race);
        Checks.notNull("classpath", classpath);
        Checks.inRange("parallel", parallel, 1, 1_024);
        if (classpath.isEmpty() || classpath.indexOf('\n') >= 0 || classpath.indexOf('\r') >= 0
                || classpath.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("classpath must be one line, not empty, was "
                    + rString(classpath));
        }
        checkLabels(race.space());
        AtomicFiles.createFolder(Checks.notNull("folder", folder), "scenario folder");
        List<Path> out = new ArrayList<>();
        out.add(write(folder.resolve("parameters.txt"), parameters(race.space())));
        out.add(write(folder.resolve("instances.txt"), RaceSettings.of(race).trainingInstances().stream().map(Instance::toString)
                .collect(Collectors.joining("\n", "", "\n"))));
        out.add(write(folder.resolve("scenario.txt"), scenario(race, parallel)));
        out.add(write(folder.resolve("race.json"), RaceSpec.write(race) + "\n"));
        out.add(write(folder.resolve("classpath"), classpath + "\n"));
        out.add(executable(write(folder.resolve("target-runner"), TARGET_RUNNER)));
        out.add(executable(write(folder.resolve("target-runner-batch"), TARGET_RUNNER_BATCH)));
        return out;
    }

    private static Path executable(Path runner) {
        try {
            Files.setPosixFilePermissions(runner, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException | UnsupportedOperationException e) {
            throw new IllegalStateException("cannot make " + runner + " executable: " + e, e);
        }
        return runner;
    }

    private static Path write(Path file, String text) {
        AtomicFiles.write(file, text);
        return file;
    }

    /**
     * {@return the cost irace reads for one run: its evaluations when solved, ten times the
     * budget (PAR10) when not}
     *
     * @param o the run's outcome
     * @param maxEvaluations the run's evaluation budget
     */
    public static long cost(Outcome o, long maxEvaluations) {
        return o.solved() ? o.evaluations() : 10 * maxEvaluations;
    }
}
