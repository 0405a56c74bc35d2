package io.nqueens.cli;

import io.nqueens.AtomicFiles;
import io.nqueens.stats.Tables;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.IraceExport;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceResult;
import io.nqueens.tuning.RaceSpec;
import tech.tablesaw.api.Table;
import picocli.CommandLine.ParameterException;

import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The tuning commands of {@link Main}: tune, tune-run, tune-irace. */
final class TuneCommands {
    private TuneCommands() {}

    /** tune SPEC [--out DIR] [--threads K]: runs (or resumes) a race and prints what it found. */
    static int tune(Subcommands.Tune o, PrintStream out) {
        Commands.init(o.init.className);
        Race race = RaceSpec.read(o.spec);
        Path folder = o.out;
        if (folder != null) {
            race = race.saveTo(folder);
        }
        if (o.threads != null) {
            race = race.threads(o.threads);
        }
        if (o.slurmTasks != null) {
            race = race.inArrays(new SlurmArray(o.sbatch, out), o.slurmTasks);
        }
        long start = System.nanoTime();
        RaceResult r = race.run();
        out.print(r);
        out.printf(Locale.ROOT, "%d runs loaded from %s, the rest run now; %.1f s%n", r.loadedRuns(),
                folder == null ? "no folder" : folder, (System.nanoTime() - start) / 1e9);
        out.println(Tables.text(r.heldOutTable(), 20, 0));
        if (folder != null) {
            csv(r.log(), folder.resolve("race-log.csv"));
            csv(r.configurationTable(), folder.resolve("configurations.csv"));
            csv(r.heldOutTable(), folder.resolve("held-out.csv"));
            out.println("tables written to " + folder + ": race-log.csv, configurations.csv, held-out.csv");
        }
        return 0;
    }

    private static void csv(Table t, Path file) {
        StringWriter w = new StringWriter();
        Tables.writeCsv(t, w);
        AtomicFiles.write(file, w.toString());
    }

    /**
     * tune-run SPEC --instance N:SEED name=value...: runs one configuration on one instance and
     * prints its cost for irace (evaluations when solved, PAR10 otherwise).
     */
    static int tuneRun(Subcommands.TuneRun o, PrintStream out) {
        Commands.init(o.init.className);
        Race race = RaceSpec.read(o.spec);
        Map<String, String> values = new LinkedHashMap<>();
        for (String w : o.values) {
            int eq = w.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(o.command.commandLine(), "expected NAME=VALUE, was \"" + w + "\"");
            }
            if (values.put(w.substring(0, eq), w.substring(eq + 1)) != null) {
                throw new ParameterException(o.command.commandLine(), "parameter " + w.substring(0, eq)
                        + " is given twice");
            }
        }
        Instance instance = Instance.parse(o.instance);
        out.println(IraceExport.cost(race.runOne(values, instance), race.maxEvaluations()));
        return 0;
    }

    /** tune-irace SPEC --out DIR [--classpath CP] [--parallel K]: writes an irace scenario. */
    static int tuneIrace(Subcommands.TuneIrace o, PrintStream out) {
        Commands.init(o.init.className);
        int parallel = Subcommands.inRange(o.command, "--parallel", o.parallel, 1, 1_024);
        Race race = RaceSpec.read(o.spec);
        String cp = o.classPath != null ? o.classPath : System.getProperty("java.class.path");
        List<Path> files = IraceExport.write(race, o.out, cp, parallel);
        files.forEach(f -> out.println("wrote " + f));
        out.println("run it with: cd " + shellWord(o.out.toString()) + " && irace --scenario scenario.txt");
        return 0;
    }

    /** {@return text as one shell word: in single quotes, each single quote written '\''} */
    static String shellWord(String text) {
        return text.matches("[A-Za-z0-9_./:+-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
    }
}
