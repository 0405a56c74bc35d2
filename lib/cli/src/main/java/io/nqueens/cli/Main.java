package io.nqueens.cli;

import io.nqueens.KitVersion;
import io.nqueens.TerminalText;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Spec;
import picocli.CommandLine.UnmatchedArgumentException;

import java.io.File;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;

/**
 * The kit's command line, for experiments too big for one notebook: run a spec, split a sweep
 * into shards for a cluster's job array, merge the shards' runs into one table, race
 * configurations (or export the race to irace), print a preset's spec. The options are declared
 * for picocli in {@link Subcommands}; every command answers {@code --help}.
 *
 * <p>How to run, from the repository (the kit builds the jar when the sources changed):
 * <pre>
 * ./kit cli COMMAND [ARGS]          (all but run also as ./kit COMMAND: ./kit run runs notebooks)
 * ./kit cli COMMAND --help          one command's usage, answered without a build
 * java -cp lib/target/nqueens-kit-all.jar io.nqueens.cli.Main COMMAND [ARGS]
 * </pre>
 *
 * <p>A short session: a two-setting sweep of a preset run as two shards (as two tasks of a job
 * array would), then merged and ranked, and a mistake:
 * <pre>
 * $ ./kit spec doc000Fixed &gt; base.json        (a preset's engine spec, to start your own from)
 * $ cat spec.json
 * {"base": {"preset": "doc000Fixed"}, "axes": [{"name": "pm", "key": "mutationRate",
 *   "values": [0.2, 0.8]}], "seeds": {"first": 0, "count": 10}}
 * $ ./kit sweep spec.json --shard 0/2 --out runs/
 * shard 0/2 of spec.json: 10 of 10 runs done (0 loaded from runs, 10 run now) in 1.8 s
 * $ ./kit sweep spec.json --shard 1/2 --out runs/
 * shard 1/2 of spec.json: 10 of 10 runs done (0 loaded from runs, 10 run now) in 3.3 s
 * $ ./kit merge runs/ --out runs.csv
 * merged 20 of 20 runs from 1 folder(s) into runs.csv
 *                        settings ranked by success, then cost (first 2 of 2)
 *  rank  |  setting  |  success_rate  |   ert    |  runs  |  successes  |  gens_median  |  ci_low  |
 * --------------------------------------------------------------------------------------------------
 *     1  |   pm=0.8  |             1  |  3023.6  |    10  |         10  |         18.5  |   0.722  |
 *     2  |   pm=0.2  |           0.5  |   46039  |    10  |          5  |           45  |   0.237  |
 * $ ./kit sweep spec.json --out runs/ --shard 2/2
 * nqueens: Invalid value for option '--shard': expected I/N with 0 &lt;= I &lt; N &lt;= 100000, e.g. 3/16, was 2/2
 * run `./kit cli sweep --help` for the usage
 * </pre>
 *
 * <p>Cost: the parsing is linear in the arguments; a command costs what its runs cost. Exit
 * status: 0 done; 1 the work failed or is incomplete (a missing run, a run that threw, a file
 * that cannot be written); 2 a mistake on the command line (an unknown option, a missing or
 * malformed value: the message names the option and the value) or in a spec. The program name
 * in the usage and the hints is the command that started it when the class path is one jar
 * ({@code java -cp JAR io.nqueens.cli.Main}), else {@code java io.nqueens.cli.Main}, or the
 * system property {@code nqueens.cli.name} ({@code ./kit} sets it to {@code ./kit cli}).
 */
@Command(name = Main.NAME, synopsisSubcommandLabel = "COMMAND",
        versionProvider = Main.Version.class,
        description = {"The kit's command line: experiments too big for one notebook (a sweep over a cluster's"
                + " job array, a race of configurations), run from specs (see the io.nqueens.spec package).",
            "Run with the kit on the class path (java -cp lib/target/nqueens-kit-all.jar io.nqueens.cli.Main),"
                + " or from the repository as ./kit cli COMMAND.", ""},
        subcommands = {Subcommands.Sweep.class, Subcommands.Merge.class, Subcommands.Run.class,
            Subcommands.Tune.class, Subcommands.TuneAblate.class, Subcommands.TuneRun.class, Subcommands.TuneBatch.class,
            Subcommands.TuneIrace.class, Subcommands.TuneTask.class, Subcommands.PresetSpec.class,
            Subcommands.Version.class, CommandLine.HelpCommand.class},
        commandListHeading = "%nCommands (COMMAND --help: its options):%n",
        footer = {"", "Exit status: 0 done, 1 failed or incomplete, 2 a mistake in the command or the spec."})
public final class Main implements Callable<Integer> {
    /** The program's name in the usage and the hints when the class path is not one jar (see {@link #name()}). */
    static final String NAME = "java io.nqueens.cli.Main";
    /** Columns of the usage text. */
    static final int WIDTH = 100;

    @Spec
    private CommandSpec spec;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "print this usage")
    private boolean help;

    @Option(names = "--version", versionHelp = true, description = "print the kit's version")
    private boolean version;

    /** Where the commands print their results (the command objects reach it as their parent). */
    final PrintStream out;

    private Main(PrintStream out) {
        this.out = out;
    }

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
     * @param out where results and requested help go
     * @param err where errors go
     * @return the exit status: 0 done, 1 failed or incomplete, 2 a usage or spec mistake
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        CommandLine cl = commandLine(System.getProperty("nqueens.cli.name", name()), out, err);
        int status = cl.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    /**
     * The program's name: with the class path one jar, the command that runs it (so that a hint
     * such as "run `java -cp kit.jar io.nqueens.cli.Main sweep --help`" works as printed), else NAME.
     */
    static String name() {
        String cp = System.getProperty("java.class.path", "");
        boolean oneJar = cp.endsWith(".jar") && !cp.contains(File.pathSeparator) && !cp.matches(".*[\\s'\"$`].*");
        return oneJar ? "java -cp " + cp + " " + Main.class.getName() : NAME;
    }

    /** The command line under a program name, printing to the given streams. */
    static CommandLine commandLine(String name, PrintStream out, PrintStream err) {
        CommandLine cl = new CommandLine(new Main(out));
        cl.setCommandName(name);
        cl.setUsageHelpWidth(WIDTH);
        cl.setExpandAtFiles(false); // "@name" is a file name here, never a file of more arguments
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        cl.setParameterExceptionHandler(Main::usageMistake);
        cl.setExecutionExceptionHandler(Main::failure);
        return cl;
    }

    /** No command given: the usage on the error stream, status 2. */
    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }

    /** A mistake on the command line: the message naming the option and value, a hint, status 2. */
    private static int usageMistake(ParameterException e, String[] args) {
        CommandLine c = e.getCommandLine();
        PrintWriter err = c.getErr();
        err.println("nqueens: " + TerminalText.safeLines(String.valueOf(e.getMessage())));
        UnmatchedArgumentException.printSuggestions(e, err);
        err.println("run `" + c.getCommandSpec().qualifiedName() + " --help` for the usage");
        return 2;
    }

    /** A refused spec or value (2), work that failed (1); anything else is a bug and propagates. */
    private static int failure(Exception e, CommandLine c, ParseResult parsed) throws Exception {
        if (e instanceof IllegalArgumentException || e instanceof IllegalStateException
                || e instanceof UncheckedIOException) {
            c.getErr().println("nqueens: " + TerminalText.safeLines(String.valueOf(e.getMessage())));
            return e instanceof IllegalArgumentException ? 2 : 1;
        }
        throw e;
    }

    /** The kit's version, as {@code version} and {@code --version} print it. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"nqueens-kit " + KitVersion.get()};
        }
    }
}
