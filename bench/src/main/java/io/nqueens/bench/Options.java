package io.nqueens.bench;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The benchmark's settings: {@code --quick} for a smoke run (fewer repetitions and seeds),
 * {@code --out DIR} for the results folder (default {@code build/bench}), {@code --sections 1,3}
 * to run only some sections (default: 1 to 5; 6, the race against the grid and irace, and 7, the
 * grader's time, only when asked).
 * Parsed by picocli from the declarations in {@link Declared}: an unknown option, a missing value
 * or a section outside 1-7 is refused with a message naming it and exit status 2.
 *
 * <p>Adding an option: a field in {@link Declared} with
 * {@code @Option(names = "--name", paramLabel = "VALUE", description = "...")}, a component of this
 * record, and the field passed to it in {@link Declared#options()}; the sections read the record.
 * {@code --help} lists it from then on.
 *
 * @param quick fewer repetitions, seeds and sizes
 * @param outDir where results.csv (and grid-runs.csv) go
 * @param sections the sections to run, 1 to 7
 * @param tunerSeeds section 6's seeds of each tuner (the race and irace with seeds 1 to this), 1 to
 *     {@value #MAX_TUNER_SEEDS}; default 3, 2 with {@code --quick}
 */
record Options(boolean quick, Path outDir, Set<Integer> sections, int tunerSeeds) {
    /** The most tuner seeds section 6 takes: each is a race and an irace run per space. */
    static final int MAX_TUNER_SEEDS = 20;

    /** The name in the usage and hints; ./kit sets it to ./kit bench. */
    static final String NAME = System.getProperty("nqueens.bench.name", "java -Xmx1g -jar nqueens-bench.jar");

    /** The options as picocli declares them, and what to run once they are parsed. */
    @Command(name = "nqueens-bench", usageHelpWidth = 100, sortOptions = false,
            description = {"The kit's benchmark: side-by-side figures and ratios measured in one run, written to"
                    + " DIR/results.csv (see bench/README.md). Sections: 1 fitness evaluation throughput; 2 the kit"
                    + " vs Jenetics on DEAP's N-Queens GA; 3 the document presets; 4 a parameter grid, sequential vs"
                    + " parallel; 5 the large-board targets; 6 (only when asked) a race against the full grid and"
                    + " irace; 7 (only when asked) the grader's time on the held-out submissions."})
    static final class Declared implements Callable<Integer> {
        @Option(names = "--quick", description = "a smoke run: fewer repetitions, seeds and sizes")
        boolean quick;
        @Option(names = "--out", paramLabel = "DIR", description = "the results folder (default: build/bench)")
        Path out = Path.of("build", "bench");
        @Option(names = "--sections", paramLabel = "N", split = ",", converter = Section.class,
                description = "the sections to run, numbers 1 to 7 separated by commas (default: 1,2,3,4,5)")
        Set<Integer> sections;
        @Option(names = "--tuner-seeds", paramLabel = "K", converter = TunerSeeds.class,
                description = "section 6: race and irace each with seeds 1 to K (default 3; 2 with --quick)")
        Integer tunerSeeds;
        @Option(names = {"-h", "--help"}, usageHelp = true, description = "print this usage")
        boolean help;

        private final Consumer<Options> benchmark;

        Declared(Consumer<Options> benchmark) {
            this.benchmark = benchmark;
        }

        Options options() {
            return new Options(quick, out, new TreeSet<>(sections == null ? Set.of(1, 2, 3, 4, 5) : sections),
                    tunerSeeds != null ? tunerSeeds : quick ? 2 : 3);
        }

        @Override
        public Integer call() {
            benchmark.accept(options());
            return 0;
        }
    }

    /** A section number, 1 to 7. */
    static final class Section implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            String v = value.trim();
            if (!v.matches("[1-7]")) {
                throw new CommandLine.TypeConversionException("expected section numbers 1 to 7 separated by commas,"
                        + " e.g. 2,3, was " + value);
            }
            return Integer.parseInt(v);
        }
    }

    /** Section 6's number of tuner seeds, 1 to {@value Options#MAX_TUNER_SEEDS}. */
    static final class TunerSeeds implements CommandLine.ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            String v = value.trim();
            if (!v.matches("[0-9]{1,3}") || Integer.parseInt(v) < 1 || Integer.parseInt(v) > MAX_TUNER_SEEDS) {
                throw new CommandLine.TypeConversionException("expected a whole number of seeds from 1 to "
                        + MAX_TUNER_SEEDS + ", was " + value);
            }
            return Integer.parseInt(v);
        }
    }

    /**
     * Parses the arguments; for tests.
     *
     * @throws ParameterException naming the option and value on a mistake
     */
    static Options parse(String... args) {
        Declared d = new Declared(o -> {});
        new CommandLine(d).setExpandAtFiles(false).parseArgs(args);
        return d.options();
    }

    /**
     * Parses the arguments and runs {@code benchmark} with them, or prints the usage for
     * {@code --help}, or the mistake and a hint.
     *
     * @return the exit status: 0 done, 2 a mistake on the command line
     */
    static int run(String[] args, Consumer<Options> benchmark, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new Declared(benchmark));
        cl.setCommandName(NAME);
        cl.setExpandAtFiles(false); // "@name" is a folder name for --out, never a file of more arguments
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setParameterExceptionHandler((e, a) -> {
            cl.getErr().println("bench: " + e.getMessage());
            cl.getErr().println("run `" + NAME + " --help` for the usage");
            return 2;
        });
        return cl.execute(args);
    }

    /** Picks the full-run or the quick-run value. */
    int pick(int full, int quickValue) {
        return quick ? quickValue : full;
    }

    String mode() {
        return quick ? "quick" : "full";
    }
}
