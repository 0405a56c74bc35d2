package io.nqueens.cli;

import io.nqueens.AtomicFiles;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.presets.Preset;
import io.nqueens.spec.EngineSpec;
import io.nqueens.spec.ExperimentSpec;
import io.nqueens.stats.Tables;

import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The commands of {@link Main}, each returning its exit status. */
final class Commands {
    private Commands() {}

    static int sweep(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--out", "--shard", "--threads", "--init"), Set.of());
        init(a);
        Path spec = Path.of(a.exactly(1, "one SPEC file").get(0));
        Path folder = Path.of(a.required("--out"));
        int[] shard = shard(a.option("--shard"));
        ExperimentSpec s = readSpec(spec);
        Experiment e = threads(a, s.saveTo(folder)).shard(shard[0], shard[1]);
        long start = System.nanoTime();
        ExperimentResult r = e.run();
        int planned = (e.plannedRuns() - shard[0] + shard[1] - 1) / shard[1];
        out.printf(Locale.ROOT, "shard %d/%d of %s: %d of %d runs done (%d loaded from %s, %d run now) in %.1f s%n",
                shard[0], shard[1], spec, r.completedRuns(), planned, r.loadedRuns(), folder, r.newRuns(),
                (System.nanoTime() - start) / 1e9);
        r.discardedFiles().forEach(d -> out.println("  not trusted, run again: " + d));
        return r.completedRuns() == planned ? 0 : 1;
    }

    static int merge(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--out", "--init"), Set.of("--partial"));
        init(a);
        if (a.positional().isEmpty()) {
            throw new Args.UsageException("expected one or more folders to merge");
        }
        List<Path> folders = a.positional().stream().map(Path::of).toList();
        Path target = Path.of(a.required("--out"));
        MergeTarget.check(target, folders);
        ExperimentResult r = ExperimentSpec.load(folders.toArray(Path[]::new));
        r.discardedFiles().forEach(d -> out.println("not trusted: " + d));
        if (!r.isComplete() && !a.flag("--partial")) {
            throw new IllegalStateException("the folders hold " + r.completedRuns() + " of " + r.plannedRuns()
                    + " runs; run the missing shards (sweep resumes), or merge with --partial");
        }
        StringWriter csv = new StringWriter();
        Tables.writeCsv(r.runs(), csv);
        AtomicFiles.write(target, csv.toString());
        out.println("merged " + r.completedRuns() + " of " + r.plannedRuns() + " runs from " + folders.size()
                + " folder(s) into " + target);
        out.println(RankingText.of(r));
        return r.isComplete() ? 0 : 1;
    }

    static int run(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--out", "--threads", "--init"), Set.of());
        init(a);
        Path spec = Path.of(a.exactly(1, "one SPEC file").get(0));
        ExperimentSpec s = readSpec(spec);
        String folder = a.option("--out");
        Experiment e = threads(a, folder == null ? s.experiment() : s.saveTo(Path.of(folder)));
        ExperimentResult r = e.onSettingDone(out::println).run();
        out.println(r + (folder == null ? "" : " (" + r.loadedRuns() + " loaded from " + folder + ")"));
        out.println(RankingText.of(r));
        return r.isComplete() ? 0 : 1;
    }

    static int spec(List<String> words, PrintStream out) {
        Args a = new Args(words, Set.of("--size"), Set.of());
        Preset p = Preset.named(a.exactly(1, "one PRESET name, one of " + Preset.all().stream().map(Preset::name)
                .toList()).get(0));
        int size = a.integer("--size", p.defaultSize(), 1, Integer.MAX_VALUE);
        out.println(EngineSpec.of(p.builder(size)).toJson());
        return 0;
    }

    /** An experiment spec, or an engine spec made an experiment of one setting (read and parsed once). */
    static ExperimentSpec readSpec(Path file) {
        return ExperimentSpec.readAny(file);
    }

    private static Experiment threads(Args a, Experiment e) {
        String t = a.option("--threads");
        return t == null ? e : e.threads(a.integer("--threads", 1, 1, 4096));
    }

    /** "I/N" with 0 &lt;= I &lt; N, or 0/1 when not given. */
    static int[] shard(String text) {
        if (text == null) {
            return new int[] {0, 1};
        }
        String[] parts = text.split("/", -1);
        try {
            if (parts.length == 2) {
                int i = Integer.parseInt(parts[0]);
                int n = Integer.parseInt(parts[1]);
                if (n >= 1 && n <= 100_000 && i >= 0 && i < n) {
                    return new int[] {i, n};
                }
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new Args.UsageException("option --shard must be I/N with 0 <= I < N <= 100000, e.g. 3/16, was " + text);
    }

    /** Loads the --init class, whose static initialiser (or run()) registers the user's plug-ins. */
    static void init(Args a) {
        String name = a.option("--init");
        if (name == null) {
            return;
        }
        try {
            Class<?> c = Class.forName(name, true, Thread.currentThread().getContextClassLoader());
            if (Runnable.class.isAssignableFrom(c)) {
                ((Runnable) c.getDeclaredConstructor().newInstance()).run();
            }
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new IllegalArgumentException("--init " + name + " could not be loaded: " + e, e);
        }
    }
}
