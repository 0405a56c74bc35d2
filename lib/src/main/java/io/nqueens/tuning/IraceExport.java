package io.nqueens.tuning;

import io.nqueens.AtomicFiles;
import io.nqueens.Checks;

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
 * the Friedman test, deterministic instances, the race's seed) and {@code target-runner}, a
 * shell script that runs one configuration on one instance through the kit's command line
 * ({@code tune-run}) and prints its cost. The cost is the run's evaluations when solved, and
 * ten times the evaluation budget when not (PAR10): any value above every solved run ranks the
 * same under irace's Friedman test, which the scenario sets. Every file is written atomically.
 */
public final class IraceExport {
    private IraceExport() {}

    /**
     * {@return irace's parameters.txt for a space}
     *
     * @param space the space, not null
     */
    public static String parameters(Space space) {
        StringBuilder s = new StringBuilder("# name  switch  type  values  [| condition]\n");
        for (Parameter p : Checks.notNull("space", space).parameters()) {
            s.append(p.name()).append(" \"").append(p.name()).append("=\" ");
            s.append(switch (p.type()) {
                case CATEGORICAL -> "c (" + p.labels().stream().map(l -> "\"" + l + "\"")
                        .collect(Collectors.joining(", ")) + ")";
                case INTEGER -> (p.log() ? "i,log" : "i") + " (" + Parameter.num(p.low()) + ", "
                        + Parameter.num(p.high()) + ")";
                case REAL -> (p.log() ? "r,log" : "r") + " (" + Parameter.num(p.low()) + ", "
                        + Parameter.num(p.high()) + ")";
            });
            if (p.conditional()) {
                s.append(" | ").append(p.parent()).append(" %in% c(").append(p.when().stream()
                        .map(v -> "\"" + v + "\"").collect(Collectors.joining(", "))).append(")");
            }
            s.append('\n');
        }
        return s.toString();
    }

    /** {@return irace's scenario.txt for a race} */
    static String scenario(Race race, int parallel) {
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
                """, race.budget, race.firstTest, race.eachTest, 1 - race.alpha, race.seed, parallel);
    }

    /** {@return the target runner: irace passes id, instance id, seed, instance, then name=value pairs} */
    static String targetRunner(String classpath) {
        return """
                #!/bin/sh
                # irace target runner for the N-Queens kit: runs one configuration on one instance
                # (N:SEED) through the kit's command line and prints its cost (see IraceExport).
                # irace calls: CONFIG_ID INSTANCE_ID IRACE_SEED INSTANCE [BOUND] name=value ...
                # The instance holds its own seed, so irace's seed is not used; a folder irace may
                # put before it is dropped.
                set -e
                here=$(cd "$(dirname "$0")" && pwd)
                shift 2
                shift 1
                instance=${1##*/}
                shift 1
                case "$1" in *=*) ;; ?*) shift 1 ;; esac
                exec java -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -cp "${NQUEENS_CLASSPATH:-%s}" \\
                    io.nqueens.cli.Main tune-run "$here/race.json" --instance "$instance" "$@"
                """.formatted(classpath);
    }

    /**
     * Writes the scenario into a folder (created if missing).
     *
     * @param race the race whose space, instances, budget, tests and seed the scenario takes
     * @param folder the folder
     * @param classpath the kit's class path for the target runner (the environment variable
     *     NQUEENS_CLASSPATH overrides it when the runner runs)
     * @param parallel irace's parallel runs, 1 to 1,024
     * @return the files written
     */
    public static List<Path> write(Race race, Path folder, String classpath, int parallel) {
        Checks.notNull("race", race);
        Checks.notNull("classpath", classpath);
        Checks.inRange("parallel", parallel, 1, 1_024);
        try {
            Files.createDirectories(Checks.notNull("folder", folder));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create " + folder + ": " + e, e);
        }
        List<Path> out = new ArrayList<>();
        out.add(write(folder.resolve("parameters.txt"), parameters(race.space)));
        out.add(write(folder.resolve("instances.txt"), race.trainingInstances().stream().map(Instance::toString)
                .collect(Collectors.joining("\n", "", "\n"))));
        out.add(write(folder.resolve("scenario.txt"), scenario(race, parallel)));
        out.add(write(folder.resolve("race.json"), RaceSpec.write(race) + "\n"));
        Path runner = write(folder.resolve("target-runner"), targetRunner(classpath));
        try {
            Files.setPosixFilePermissions(runner, PosixFilePermissions.fromString("rwxr-xr-x"));
        } catch (IOException | UnsupportedOperationException e) {
            throw new IllegalStateException("cannot make " + runner + " executable: " + e, e);
        }
        out.add(runner);
        return out;
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
