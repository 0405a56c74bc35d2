package io.nqueens.cli;

import io.nqueens.presets.Preset;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * The commands of {@link Main} as picocli declares them: each command's options and parameters,
 * typed, with their help; {@link Commands} and {@link TuneCommands} do the work. picocli refuses
 * an unknown option, a missing one and a value of the wrong type, naming them; the ranges
 * ({@code --threads}, {@code --shard}) are checked here, before any work. Adding an option: a field
 * with {@code @Option(names = "--name", paramLabel = "VALUE", description = "...")} in its command,
 * read by the command's method; the usage follows (lib/cli-usage.txt is what {@code ./kit}
 * shows without a build: CliUsageTest says when it must be regenerated).
 */
final class Subcommands {
    private Subcommands() {}

    /** {@code --init CLASS}, shared by the commands that read specs. */
    static final class Init {
        @Option(names = "--init", paramLabel = "CLASS", description = {"load a class of yours (on the class path)"
                + " that registers plug-ins with io.nqueens.spec.Plugins, in its static initialiser, or in run() if"
                + " it is a Runnable"})
        String className;
    }

    /** Shard I of N: 0 &lt;= I &lt; N &lt;= 100000. */
    record Shard(int index, int count) {
        static final Shard ALL = new Shard(0, 1);

        /** "I/N", refused with the option, the value and the expected form named. */
        static Shard parse(String text) {
            String[] parts = text.split("/", -1);
            try {
                if (parts.length == 2) {
                    int i = Integer.parseInt(parts[0]);
                    int n = Integer.parseInt(parts[1]);
                    if (n >= 1 && n <= 100_000 && i >= 0 && i < n) {
                        return new Shard(i, n);
                    }
                }
            } catch (NumberFormatException ignored) {
                // reported below
            }
            throw new CommandLine.TypeConversionException("expected I/N with 0 <= I < N <= 100000, e.g. 3/16, was "
                    + text);
        }
    }

    /** {@code value} when it lies in [lo, hi], else a usage mistake naming the option and value. */
    static int inRange(CommandSpec spec, String option, int value, int lo, int hi) {
        if (value < lo || value > hi) {
            throw new ParameterException(spec.commandLine(), "option " + option + " must be an integer in [" + lo
                    + ", " + hi + "], was " + value);
        }
        return value;
    }

    /** Fields every command has: the parent for the output stream, its own spec for mistakes, --help. */
    abstract static class Base implements Callable<Integer> {
        @ParentCommand
        Main main;
        @CommandLine.Spec
        CommandSpec command;
        @Option(names = {"-h", "--help"}, usageHelp = true, description = "print this command's usage")
        boolean help;

        PrintStream out() {
            return main.out;
        }

        /** A --threads value checked before any work: null (not given) or in [1, hi]. */
        Integer threads(Integer threads, int hi) {
            return threads == null ? null : inRange(command, "--threads", threads, 1, hi);
        }
    }

    @Command(name = "sweep", description = {"Run the runs of shard I of N of an experiment spec, saving each"
            + " finished run to DIR; runs already saved there are not run again (resume). A run's seed depends on"
            + " its index in the whole sweep, never on the shard, so merging the shards gives the table one"
            + " process would."})
    static final class Sweep extends Base {
        @Parameters(paramLabel = "SPEC", description = "an experiment spec (JSON), or an engine spec")
        Path spec;
        @Option(names = "--out", converter = OutConverter.class,
                paramLabel = "DIR", required = true, description = "the folder the runs are saved to")
        Path out;
        @Option(names = "--shard", paramLabel = "I/N", converter = ShardConverter.class,
                description = "which shard: 0 <= I < N <= 100000 (default: 0/1, all runs)")
        Shard shard = Shard.ALL;
        @Option(names = "--threads", paramLabel = "K", description = "runs at the same time, 1 to 4096")
        Integer threads;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            threads = threads(threads, 4096);
            return Commands.sweep(this, out());
        }
    }

    @Command(name = "merge", description = {"Join the runs saved in the folders (the shards of one spec) into one"
            + " CSV table, written atomically, and print the ranking; refuses missing runs unless --partial."})
    static final class Merge extends Base {
        @Parameters(paramLabel = "DIR", arity = "1..*", description = "folders a sweep saved runs to")
        List<Path> folders = new ArrayList<>();
        @Option(names = "--out", converter = OutConverter.class,
                paramLabel = "FILE", required = true, description = "the CSV table to write")
        Path out;
        @Option(names = "--partial", description = "merge even when runs are missing (exit status 1)")
        boolean partial;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            return Commands.merge(this, out());
        }
    }

    @Command(name = "run", description = {"Run a whole experiment (or an engine spec on seeds 0..29) and print the"
            + " ranking; with --out, save and resume as sweep does."})
    static final class Run extends Base {
        @Parameters(paramLabel = "SPEC", description = "an experiment spec (JSON), or an engine spec")
        Path spec;
        @Option(names = "--out", converter = OutConverter.class,
                paramLabel = "DIR", description = "save the runs there, and resume from it")
        Path out;
        @Option(names = "--threads", paramLabel = "K", description = "runs at the same time, 1 to 4096")
        Integer threads;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            threads = threads(threads, 4096);
            return Commands.run(this, out());
        }
    }

    @Command(name = "tune", description = {"Race the configurations of a race spec (io.nqueens.tuning.RaceSpec),"
            + " re-test every survivor on held-out seeds, and end with the pick, its held-out figures and a verdict"
            + " on how sure the race is; with --out, save every run there (a killed race resumes) and write"
            + " race-log.csv, configurations.csv, held-out.csv and the pick as engine specs, pick-nN.json for each"
            + " board size (./kit cli run pick-n8.json runs it)."},
            footer = {"", "A race spec (JSON): the base engine spec, the parameters that vary it (categorical: label ->"
                + " the form written at key; integer or real: low, high, log scale; \"parent\" and \"when\" make one"
                + " active only for some labels of an earlier categorical one), the board sizes, the training and"
                + " held-out seeds (disjoint), the budget in runs, each run's evaluation budget, the race's seed,"
                + " the blocks before the first test and between tests, and the tests' level. All but base and"
                + " parameters may be left out (defaults: boardSizes [8], trainingSeeds 1000 x 1000, heldOutSeeds"
                + " 0 x 30, budget 1000, maxEvaluations 10000, seed 1, firstTest 5, eachTest 1, alpha 0.05). For"
                + " example:",
                "{\"description\": \"selection and mutation rate of a permutation GA on 8 queens\",",
                " \"base\": {\"encoding\": \"PERMUTATION\", \"boardSize\": 8, \"populationSize\": 20},",
                " \"parameters\": [",
                "   {\"name\": \"selection\", \"key\": \"selector\", \"type\": \"categorical\",",
                "    \"values\": {\"tournament\": {\"op\": \"tournament\", \"k\": 2}, \"roulette\": {\"op\": \"roulette\"}}},",
                "   {\"name\": \"k\", \"key\": \"selector.k\", \"type\": \"integer\", \"low\": 2, \"high\": 6,",
                "    \"parent\": \"selection\", \"when\": [\"tournament\"]},",
                "   {\"name\": \"pm\", \"key\": \"mutationRate\", \"type\": \"real\", \"low\": 0.02, \"high\": 0.5,"
                + " \"log\": true}],",
                " \"boardSizes\": [8], \"trainingSeeds\": {\"first\": 1000, \"count\": 100},",
                " \"heldOutSeeds\": {\"first\": 0, \"count\": 10}, \"budget\": 100, \"maxEvaluations\": 2000,",
                " \"seed\": 1, \"firstTest\": 5, \"eachTest\": 1, \"alpha\": 0.05}"})
    static final class Tune extends Base {
        @Parameters(paramLabel = "SPEC", description = "a race spec (JSON)")
        Path spec;
        @Option(names = "--out", converter = OutConverter.class,
                paramLabel = "DIR", description = "save the runs and the tables there")
        Path out;
        @Option(names = "--threads", paramLabel = "K", description = "runs at the same time, 1 to 1024")
        Integer threads;
        @Option(names = "--slurm", paramLabel = "TASKS", description = {"make the runs in Slurm job arrays of at"
                + " most TASKS tasks (1 to 100000) instead of here: sbatch and squeue on PATH, --out on a file system"
                + " the nodes share; a killed task or driver costs only its runs: run the command again to resume"})
        Integer slurmTasks;
        @Option(names = "--sbatch", paramLabel = "OPTION", description = {"an option for sbatch, e.g."
                + " --sbatch=--partition=short (repeatable; with --slurm)"})
        List<String> sbatch = new ArrayList<>();
        @Mixin
        Init init;

        @Override
        public Integer call() {
            threads = threads(threads, 1_024);
            if (slurmTasks != null) {
                inRange(command, "--slurm", slurmTasks, 1, 100_000);
                if (out == null) {
                    throw new ParameterException(command.commandLine(), "--slurm needs --out DIR: the tasks save"
                            + " their runs there");
                }
            } else if (!sbatch.isEmpty()) {
                throw new ParameterException(command.commandLine(), "--sbatch goes with --slurm");
            }
            return TuneCommands.tune(this, out());
        }
    }

    @Command(name = "tune-task", description = {"Run task I of N of a race's job (tune --slurm submits it as a"
            + " Slurm array task): its share of the job's runs, saved into the job's folder; runs saved there"
            + " already are not run again."})
    static final class TuneTask extends Base {
        @Parameters(paramLabel = "JOB", description = "the job folder (RACE_DIR/arrays/job-NNNNN)")
        Path job;
        @Option(names = "--task", paramLabel = "I/N", required = true, converter = ShardConverter.class,
                description = "which task: 0 <= I < N <= 100000")
        Shard task;
        @Option(names = "--threads", paramLabel = "K", description = "runs at the same time, 1 to 1024 (default 1)")
        Integer threads;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            threads = threads(threads, 1_024);
            return SlurmArray.task(this, out());
        }
    }

    @Command(name = "tune-ablate", description = {"Ablation of a race saved with tune --out: from a reference"
            + " (the base spec, i.e. the kit's defaults, or the --reference configuration) to the race's pick, one"
            + " parameter change at a time, each step taking the change with the lowest held-out ERT, tested"
            + " against the step before (McNemar, Wilcoxon); writes ablation.csv and ablation.png to DIR."})
    static final class TuneAblate extends Base {
        @Parameters(paramLabel = "DIR", description = "a race's folder (tune --out DIR): its race.json and runs")
        Path folder;
        @Option(names = "--reference", paramLabel = "NAME=VALUE", split = ",",
                description = "the reference's parameters, every active one (e.g. selection=roulette,pm=0.1;"
                    + " default: the base spec)")
        List<String> reference = new ArrayList<>();
        @Option(names = "--threads", paramLabel = "K", description = "runs at the same time, 1 to 1024")
        Integer threads;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            threads = threads(threads, 1_024);
            return TuneCommands.tuneAblate(this, out());
        }
    }

    @Command(name = "tune-run", description = {"Run one configuration of a race spec on one instance and print its"
            + " cost (evaluations when solved, 10 x the evaluation budget when not): irace's target."})
    static final class TuneRun extends Base {
        @Parameters(index = "0", paramLabel = "SPEC", description = "a race spec (JSON)")
        Path spec;
        @Parameters(index = "1..*", paramLabel = "NAME=VALUE", description = "the configuration's parameters")
        List<String> values = new ArrayList<>();
        @Option(names = "--instance", paramLabel = "N:SEED", required = true,
                description = "the board size and the seed, e.g. 8:1017")
        String instance;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            return TuneCommands.tuneRun(this, out());
        }
    }

    @Command(name = "tune-batch", description = {"Run many configurations of a race spec, each on one instance,"
            + " in one process, and print their costs in order, one a line (as tune-run prints one): irace's"
            + " targetRunnerParallel calls it once per batch instead of starting a JVM per run."})
    static final class TuneBatch extends Base {
        @Parameters(index = "0", paramLabel = "SPEC", description = "a race spec (JSON)")
        Path spec;
        @Option(names = "--in", paramLabel = "FILE", required = true,
                description = "one run a line: N:SEED NAME=VALUE... (irace's instance and configuration)")
        Path in;
        @Option(names = "--threads", paramLabel = "K", description = "runs at the same time, 1 to 1024"
                + " (default: the machine's processors)")
        Integer threads;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            threads = threads(threads, 1_024);
            return TuneCommands.tuneBatch(this, out());
        }
    }

    @Command(name = "tune-irace", description = {"Write the race as an irace scenario (parameters.txt,"
            + " instances.txt, scenario.txt, race.json, target-runner) to run with irace --scenario."})
    static final class TuneIrace extends Base {
        @Parameters(paramLabel = "SPEC", description = "a race spec (JSON)")
        Path spec;
        @Option(names = "--out", converter = OutConverter.class,
                paramLabel = "DIR", required = true, description = "the scenario's folder")
        Path out;
        @Option(names = "--classpath", paramLabel = "CP",
                description = "the kit's class path for the target runner (default: this process's)")
        String classPath;
        @Option(names = "--parallel", paramLabel = "K", description = "runs at once, 1 to 1024 (default: the"
                + " machine's processors)")
        Integer parallel;
        @Mixin
        Init init;

        @Override
        public Integer call() {
            return TuneCommands.tuneIrace(this, out());
        }
    }

    @Command(name = "spec", description = {"Print the engine spec of a preset, a starting point for your own."})
    static final class PresetSpec extends Base {
        @Parameters(paramLabel = "PRESET", completionCandidates = PresetNames.class,
                description = "one of: ${COMPLETION-CANDIDATES}")
        String preset;
        @Option(names = "--size", paramLabel = "N", description = "the board size (default: the preset's)")
        Integer size;

        @Override
        public Integer call() {
            return Commands.spec(this, out());
        }
    }

    @Command(name = "version", description = {"Print the kit's version."})
    static final class Version extends Base {
        @Override
        public Integer call() {
            out().println(new Main.Version().getVersion()[0]);
            return 0;
        }
    }

    /** Converts {@code --shard I/N}. */
    /** An output path: not empty (an empty one would be the current folder). */
    static final class OutConverter implements CommandLine.ITypeConverter<Path> {
        @Override
        public Path convert(String value) {
            if (value.isBlank()) {
                throw new CommandLine.TypeConversionException("expected a file or folder name, was \"" + value
                        + "\" (to write here, say so: --out .)");
            }
            return Path.of(value);
        }
    }

    static final class ShardConverter implements CommandLine.ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            return Shard.parse(value);
        }
    }

    /** The preset names, for the usage of {@code spec}. */
    static final class PresetNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Preset.all().stream().map(Preset::name).iterator();
        }
    }
}
