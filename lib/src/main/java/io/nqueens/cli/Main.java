package io.nqueens.cli;

import io.nqueens.KitVersion;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;

/**
 * The kit's command line, for experiments too big for one notebook: run a spec, split a sweep
 * into shards for a cluster's job array, merge the shards' runs into one table.
 *
 * <pre>
 * java -cp nqueens-kit-all.jar io.nqueens.cli.Main sweep spec.json --shard 3/16 --out runs/
 * java -cp nqueens-kit-all.jar io.nqueens.cli.Main merge runs/ --out runs.csv
 * </pre>
 *
 * Exit status: 0 done; 1 the work failed or is incomplete (a missing run, a run that threw);
 * 2 a mistake on the command line or in a spec, with a message naming it. See {@link #USAGE}.
 */
public final class Main {
    /** The help text that {@code help} prints. */
    public static final String USAGE = """
            Usage: java -cp nqueens-kit-all.jar io.nqueens.cli.Main COMMAND [ARGS]

            Commands:
              sweep SPEC --out DIR [--shard I/N] [--threads K] [--init CLASS]
                  run the runs of shard I of N (default 0/1: all) of an experiment spec, saving
                  each finished run to DIR; runs already saved there are not run again (resume)
              merge DIR... --out FILE [--partial] [--init CLASS]
                  join the runs saved in the folders (the shards of one spec) into one CSV table,
                  written atomically, and print the ranking; refuses missing runs unless --partial
              run SPEC [--out DIR] [--threads K] [--init CLASS]
                  run a whole experiment (or an engine spec on seeds 0..29), print the ranking;
                  with --out, save and resume as sweep does
              tune SPEC [--out DIR] [--threads K] [--init CLASS]
                  race the configurations of a race spec (io.nqueens.tuning.RaceSpec) and
                  re-test the survivors on held-out seeds; with --out, save every run there
                  (a killed race resumes) and write race-log.csv, configurations.csv and
                  held-out.csv
              tune-run SPEC --instance N:SEED NAME=VALUE... [--init CLASS]
                  run one configuration of a race spec on one instance and print its cost
                  (evaluations when solved, 10 x the evaluation budget when not): irace's target
              tune-irace SPEC --out DIR [--classpath CP] [--parallel K] [--init CLASS]
                  write the race as an irace scenario (parameters.txt, instances.txt,
                  scenario.txt, race.json, target-runner) to run with irace --scenario
              spec PRESET [--size N]
                  print the engine spec of a preset, a starting point for your own
              version    print the kit's version
              help       print this help

            SPEC is a JSON experiment spec ({"base": ..., "axes": [...], "seeds": ...} or
            {"settings": [...]}) or an engine spec (see the io.nqueens.spec package). A run's
            seed depends on its index in the whole sweep, never on the shard, so merging the
            shards gives the table one process would. --init CLASS loads a class of yours (on the
            class path) that registers plug-ins with io.nqueens.spec.Plugins, e.g. in its static
            initialiser, or in run() if it is a Runnable.
            Exit status: 0 done, 1 failed or incomplete, 2 a mistake in the command or the spec.
            """;

    private Main() {}

    /**
     * Runs a command and exits with its status.
     *
     * @param args the command and its arguments
     */
    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /**
     * Runs a command, printing to the given streams.
     *
     * @param args the command and its arguments
     * @param out where results go
     * @param err where errors go
     * @return the exit status: 0 done, 1 failed or incomplete, 2 a usage or spec mistake
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0) {
            err.print(USAGE);
            return 2;
        }
        List<String> rest = Arrays.asList(args).subList(1, args.length);
        try {
            return switch (args[0]) {
                case "sweep" -> Commands.sweep(rest, out);
                case "merge" -> Commands.merge(rest, out);
                case "run" -> Commands.run(rest, out);
                case "spec" -> Commands.spec(rest, out);
                case "tune" -> TuneCommands.tune(rest, out);
                case "tune-run" -> TuneCommands.tuneRun(rest, out);
                case "tune-irace" -> TuneCommands.tuneIrace(rest, out);
                case "version", "--version" -> {
                    out.println("nqueens-kit " + KitVersion.get());
                    yield 0;
                }
                case "help", "-h", "--help" -> {
                    out.print(USAGE);
                    yield 0;
                }
                default -> throw new Args.UsageException("unknown command \"" + args[0]
                        + "\"; the commands are sweep, merge, run, tune, tune-run, tune-irace, spec, version, help");
            };
        } catch (Args.UsageException | IllegalArgumentException e) {
            err.println("nqueens: " + e.getMessage());
            if (e instanceof Args.UsageException) {
                err.println("run `help` for the usage");
            }
            return 2;
        } catch (IllegalStateException | UncheckedIOException e) {
            err.println("nqueens: " + e.getMessage());
            return 1;
        }
    }
}
