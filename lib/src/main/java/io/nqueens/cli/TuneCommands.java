package io.nqueens.cli;

import io.nqueens.AtomicFiles;
import io.nqueens.stats.Tables;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.IraceExport;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceResult;
import io.nqueens.tuning.RaceSpec;
import tech.tablesaw.api.Table;

import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The tuning commands of {@link Main}: tune, tune-run, tune-irace. */
final class TuneCommands {
    private TuneCommands() {}

    /** tune SPEC [--out DIR] [--threads K]: runs (or resumes) a race and prints what it found. */
    static int tune(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--out", "--threads", "--init"), Set.of());
        Commands.init(a);
        Path spec = Path.of(a.exactly(1, "one race SPEC file").get(0));
        Race race = RaceSpec.read(spec);
        String folder = a.option("--out");
        if (folder != null) {
            race = race.saveTo(Path.of(folder));
        }
        if (a.option("--threads") != null) {
            race = race.threads(a.integer("--threads", 1, 1, 1_024));
        }
        long start = System.nanoTime();
        RaceResult r = race.run();
        out.print(r);
        out.printf(Locale.ROOT, "%d runs loaded from %s, the rest run now; %.1f s%n", r.loadedRuns(),
                folder == null ? "no folder" : folder, (System.nanoTime() - start) / 1e9);
        out.println(Tables.text(r.heldOutTable(), 20, 0));
        if (folder != null) {
            csv(r.log(), Path.of(folder, "race-log.csv"));
            csv(r.configurationTable(), Path.of(folder, "configurations.csv"));
            csv(r.heldOutTable(), Path.of(folder, "held-out.csv"));
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
    static int tuneRun(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--instance", "--init"), Set.of());
        Commands.init(a);
        List<String> rest = a.positional();
        if (rest.isEmpty()) {
            throw new Args.UsageException("expected a race SPEC file, then name=value pairs");
        }
        Race race = RaceSpec.read(Path.of(rest.get(0)));
        Map<String, String> values = new LinkedHashMap<>();
        for (String w : rest.subList(1, rest.size())) {
            int eq = w.indexOf('=');
            if (eq <= 0) {
                throw new Args.UsageException("expected name=value, was \"" + w + "\"");
            }
            if (values.put(w.substring(0, eq), w.substring(eq + 1)) != null) {
                throw new Args.UsageException("parameter " + w.substring(0, eq) + " is given twice");
            }
        }
        Instance instance = Instance.parse(a.required("--instance"));
        out.println(IraceExport.cost(race.runOne(values, instance), race.maxEvaluations()));
        return 0;
    }

    /** tune-irace SPEC --out DIR [--classpath CP] [--parallel K]: writes an irace scenario. */
    static int tuneIrace(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--out", "--classpath", "--parallel", "--init"), Set.of());
        Commands.init(a);
        Race race = RaceSpec.read(Path.of(a.exactly(1, "one race SPEC file").get(0)));
        String cp = a.option("--classpath") != null ? a.option("--classpath")
                : System.getProperty("java.class.path");
        int parallel = a.integer("--parallel", 1, 1, 1_024);
        List<Path> files = IraceExport.write(race, Path.of(a.required("--out")), cp, parallel);
        files.forEach(f -> out.println("wrote " + f));
        out.println("run it with: cd " + a.required("--out") + " && irace --scenario scenario.txt");
        return 0;
    }
}
