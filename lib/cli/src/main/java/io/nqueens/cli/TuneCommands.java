package io.nqueens.cli;

import io.nqueens.TerminalText;
import io.nqueens.AtomicFiles;
import io.nqueens.spec.EngineSpec;
import io.nqueens.stats.Tables;
import io.nqueens.plots.AblationChart;
import io.nqueens.plots.Charts;
import io.nqueens.tuning.Ablation;
import io.nqueens.tuning.Instance;
import io.nqueens.tuning.irace.IraceExport;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceReport;
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
        RaceResult r = runSayingIfInterrupted(race, folder);
        out.print(TerminalText.safeLines(RaceReport.text(r))); // labels come from the spec
        out.print(RaceReport.wrapped(String.format(Locale.ROOT, "%d runs loaded from %s, the rest run now; %.1f s",
                r.loadedRuns(), folder == null ? "no folder" : folder, (System.nanoTime() - start) / 1e9)));
        if (folder != null) {
            csv(r.log(), folder.resolve("race-log.csv"));
            csv(r.configurationTable(), folder.resolve("configurations.csv"));
            csv(r.heldOutTable(), folder.resolve("held-out.csv"));
            out.print(RaceReport.wrapped("tables written to " + folder + ": race-log.csv, configurations.csv,"
                    + " held-out.csv"));
            out.print(RaceReport.wrapped("the pick as engine specs (./kit cli run takes them as they are): "
                    + String.join(", ", pickSpecs(r, race.boardSizes(), folder))));
        }
        return 0;
    }

    /**
     * Runs the race; Ctrl-C (or a kill) ends the JVM mid-race, and then a shutdown hook says what
     * is kept and how to go on, since the same command resumes exactly and nothing else would tell
     * the tuner so.
     */
    private static RaceResult runSayingIfInterrupted(Race race, Path folder) {
        Thread interrupted = new Thread(() -> System.err.print(RaceReport.wrapped(interruptedText(folder))));
        Runtime.getRuntime().addShutdownHook(interrupted);
        try {
            return race.run();
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(interrupted);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs: the race was interrupted
            }
        }
    }

    /**
     * What an interrupted race keeps: the runs saved under its folder (run-NNNNNNNN.json files of
     * its batches and job arrays) and the command that resumes it, or that nothing is kept.
     */
    static String interruptedText(Path folder) {
        if (folder == null) {
            return "interrupted: no run was saved (no --out DIR); tune --out DIR saves each run, so that running the"
                    + " same command again resumes the race";
        }
        long saved = savedRuns(folder);
        return "interrupted: " + (saved < 0 ? "the runs finished so far are" : saved + " run" + (saved == 1 ? " is" : "s are"))
                + " saved in " + TerminalText.safe(folder.toString()) + "; the same command resumes the race, running"
                + " only the runs it lacks, and picks what an uninterrupted race would";
    }

    /**
     * Counts run-NNNNNNNN.json files up to four folders down, or -1 if the folder cannot be read. A file
     * that vanishes during the walk (a shard's temporary file renamed into place) is skipped, not an
     * error: the race is still writing while the interrupt is reported.
     */
    private static long savedRuns(Path folder) {
        long[] count = {0};
        try {
            java.nio.file.Files.walkFileTree(folder, java.util.Set.of(), 4, new java.nio.file.SimpleFileVisitor<>() {
                @Override
                public java.nio.file.FileVisitResult visitFile(Path f, java.nio.file.attribute.BasicFileAttributes a) {
                    if (a.isRegularFile() && f.getFileName().toString().matches("run-\\d{8}\\.json")) {
                        count[0]++;
                    }
                    return java.nio.file.FileVisitResult.CONTINUE;
                }

                @Override
                public java.nio.file.FileVisitResult visitFileFailed(Path f, java.io.IOException e) {
                    return java.nio.file.FileVisitResult.CONTINUE;
                }
            });
        } catch (java.io.IOException e) {
            return -1;
        }
        return count[0];
    }

    /** Writes pick-nN.json, the pick's engine spec with the race's limits, for each board size raced. */
    static List<String> pickSpecs(RaceResult r, List<Integer> sizes, Path folder) {
        List<String> names = new java.util.ArrayList<>();
        for (int n : sizes) {
            String name = "pick-n" + n + ".json";
            Map<String, Object> tree = new LinkedHashMap<>(r.spec(r.pick(), n).toTree());
            tree.put("label", "pick " + r.pick().label());
            AtomicFiles.write(folder.resolve(name), EngineSpec.fromTree(tree).toJson() + "\n");
            names.add(name);
        }
        return names;
    }

    private static void csv(Table t, Path file) {
        StringWriter w = new StringWriter();
        Tables.writeCsv(t, w);
        AtomicFiles.write(file, w.toString());
    }

    /** tune-ablate DIR [--reference NAME=VALUE,...]: the ablation path from a reference to a saved race's pick. */
    static int tuneAblate(Subcommands.TuneAblate o, PrintStream out) {
        Commands.init(o.init.className);
        Path spec = o.folder.resolve("race.json");
        if (!java.nio.file.Files.isDirectory(o.folder) || !java.nio.file.Files.isRegularFile(spec)) {
            throw new ParameterException(o.command.commandLine(), "DIR must be a race's folder holding race.json"
                    + " (tune SPEC --out DIR makes one), was \"" + o.folder + "\"");
        }
        Map<String, String> reference = values(o.command.commandLine(), "--reference", o.reference);
        Race race = RaceSpec.read(spec).saveTo(o.folder);
        if (o.threads != null) {
            race = race.threads(o.threads);
        }
        RaceResult r = race.run();
        Ablation a = reference.isEmpty() ? Ablation.of(r) : Ablation.of(r, reference);
        out.print(TerminalText.safeLines(a.text()));
        csv(a.table(), o.folder.resolve("ablation.csv"));
        Charts.save(AblationChart.of(a.table(), "Ablation: " + (reference.isEmpty() ? "the base spec" : "the"
                + " reference") + " to the pick " + r.pick().label(), 900, 500), o.folder.resolve("ablation.png"));
        out.print(RaceReport.wrapped("written to " + o.folder + ": ablation.csv, ablation.png"));
        return 0;
    }

    /** NAME=VALUE words as a map, refusing a word without '=' or a name given twice, naming the option. */
    private static Map<String, String> values(picocli.CommandLine cl, String option, List<String> words) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String w : words) {
            int eq = w.indexOf('=');
            if (eq <= 0) {
                throw new ParameterException(cl, option + " expects NAME=VALUE, was \"" + w + "\"");
            }
            if (values.put(w.substring(0, eq), w.substring(eq + 1)) != null) {
                throw new ParameterException(cl, option + ": parameter " + w.substring(0, eq) + " is given twice");
            }
        }
        return values;
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

    /** Largest batch file read: irace's batches are a few hundred lines. */
    static final long MAX_BATCH_BYTES = 16L << 20;

    /**
     * tune-batch SPEC --in FILE [--threads K]: runs every line's configuration on its instance
     * and prints the costs in the lines' order. Every line is read and checked before any run, a
     * mistake naming the file, the line and the parameter; the runs go on K threads, and an
     * interrupt stops them (none is printed then: irace gets all costs or an error).
     */
    static int tuneBatch(Subcommands.TuneBatch o, PrintStream out) {
        Commands.init(o.init.className);
        Race race = RaceSpec.read(o.spec);
        List<String> lines = batchLines(o.command.commandLine(), o.in);
        List<Map<String, String>> values = new java.util.ArrayList<>();
        List<Instance> instances = new java.util.ArrayList<>();
        for (int k = 0; k < lines.size(); k++) {
            String[] words = lines.get(k).trim().split("\\s+");
            try {
                String instance = words[0].substring(words[0].lastIndexOf('/') + 1); // irace may put a folder first
                instances.add(Instance.parse(instance));
                Map<String, String> v = values(o.command.commandLine(), "a run",
                        List.of(words).subList(1, words.length));
                race.space().configuration(v); // checked now, before any run
                values.add(v);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(o.command.commandLine(), o.in + " line " + (k + 1) + ": " + e.getMessage());
            }
        }
        out.print(costs(race, values, instances, o.threads != null ? o.threads : Runtime.getRuntime().availableProcessors()));
        return 0;
    }

    /** The runs' costs, one a line in their order, made on {@code threads} threads. */
    private static String costs(Race race, List<Map<String, String>> values, List<Instance> instances, int threads) {
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(
                Math.max(1, Math.min(threads, values.size())));
        try {
            List<java.util.concurrent.Future<Long>> costs = new java.util.ArrayList<>();
            for (int k = 0; k < values.size(); k++) {
                Map<String, String> v = values.get(k);
                Instance i = instances.get(k);
                costs.add(pool.submit(() -> IraceExport.cost(race.runOne(v, i), race.maxEvaluations())));
            }
            StringBuilder s = new StringBuilder();
            for (java.util.concurrent.Future<Long> c : costs) {
                s.append(c.get()).append('\n');
            }
            return s.toString();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("tune-batch interrupted: no cost printed", e);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The batch file's lines, blank ones dropped: a regular file of at most MAX_BATCH_BYTES. */
    private static List<String> batchLines(picocli.CommandLine cl, Path file) {
        try {
            if (!java.nio.file.Files.isRegularFile(file)) {
                throw new ParameterException(cl, "--in must be a file of runs (N:SEED NAME=VALUE... a line), was \""
                        + file + "\"");
            }
            long size = java.nio.file.Files.size(file);
            if (size > MAX_BATCH_BYTES) {
                throw new ParameterException(cl, "--in " + file + " holds " + size + " bytes, more than a batch of"
                        + " runs can (" + MAX_BATCH_BYTES + ")");
            }
            List<String> lines = java.nio.file.Files.readAllLines(file).stream().filter(l -> !l.isBlank()).toList();
            if (lines.isEmpty()) {
                throw new ParameterException(cl, "--in " + file + " holds no run");
            }
            return lines;
        } catch (java.io.IOException e) {
            throw new ParameterException(cl, "--in " + file + " cannot be read: " + e.getMessage());
        }
    }

    /** tune-irace SPEC --out DIR [--classpath CP] [--parallel K]: writes an irace scenario. */
    static int tuneIrace(Subcommands.TuneIrace o, PrintStream out) {
        Commands.init(o.init.className);
        int parallel = o.parallel == null ? Runtime.getRuntime().availableProcessors()
                : Subcommands.inRange(o.command, "--parallel", o.parallel, 1, 1_024);
        Race race = RaceSpec.read(o.spec);
        String cp = o.classPath != null ? o.classPath : System.getProperty("java.class.path");
        List<Path> files = IraceExport.write(race, o.out, cp, parallel);
        files.forEach(f -> out.println("wrote " + f));
        // Debian's r-cran-irace puts no irace on the PATH: R's own entry point works wherever irace is installed.
        out.println("run it with: cd " + shellWord(o.out.toString())
                + " && Rscript -e 'irace::irace.cmdline()' --scenario scenario.txt");
        out.println("(each batch of irace's runs goes to one JVM, " + parallel + " run" + (parallel == 1 ? "" : "s")
                + " at a time: --parallel K sets it)");
        return 0;
    }

    /** {@return text as one shell word: in single quotes, each single quote written '\''} */
    static String shellWord(String text) {
        return text.matches("[A-Za-z0-9_./:+-]+") ? text : "'" + text.replace("'", "'\\''") + "'";
    }
}
