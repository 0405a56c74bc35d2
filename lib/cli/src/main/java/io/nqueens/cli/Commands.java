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

/** The work of {@link Main}'s commands (their options parsed by {@link Subcommands}), each returning its exit status. */
final class Commands {
    private Commands() {}

    static int sweep(Subcommands.Sweep o, PrintStream out) {
        init(o.init.className);
        Path spec = o.spec;
        Path folder = o.out;
        int[] shard = {o.shard.index(), o.shard.count()};
        ExperimentSpec s = readSpec(spec);
        Experiment e = threads(o.threads, s.saveTo(folder)).shard(shard[0], shard[1]);
        long start = System.nanoTime();
        ExperimentResult r = e.run();
        int planned = (e.plannedRuns() - shard[0] + shard[1] - 1) / shard[1];
        out.printf(Locale.ROOT, "shard %d/%d of %s: %d of %d runs done (%d loaded from %s, %d run now) in %.1f s%n",
                shard[0], shard[1], spec, r.completedRuns(), planned, r.loadedRuns(), folder, r.newRuns(),
                (System.nanoTime() - start) / 1e9);
        r.discardedFiles().forEach(d -> out.println("  not trusted, run again: " + d));
        return r.completedRuns() == planned ? 0 : 1;
    }

    static int merge(Subcommands.Merge o, PrintStream out) {
        init(o.init.className);
        List<Path> folders = o.folders;
        Path target = o.out;
        MergeTarget.check(target, folders);
        ExperimentResult r = ExperimentSpec.load(folders.toArray(Path[]::new));
        r.discardedFiles().forEach(d -> out.println("not trusted: " + d));
        if (!r.isComplete() && !o.partial) {
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

    static int run(Subcommands.Run o, PrintStream out) {
        init(o.init.className);
        Path spec = o.spec;
        ExperimentSpec s = readSpec(spec);
        Path folder = o.out;
        Experiment e = threads(o.threads, folder == null ? s.experiment() : s.saveTo(folder));
        ExperimentResult r = e.onSettingDone(out::println).run();
        out.println(r + (folder == null ? "" : " (" + r.loadedRuns() + " loaded from " + folder + ")"));
        out.println(RankingText.of(r));
        return r.isComplete() ? 0 : 1;
    }

    static int spec(Subcommands.PresetSpec o, PrintStream out) {
        Preset p = Preset.named(o.preset);
        int size = o.size == null ? p.defaultSize() : Subcommands.inRange(o.command, "--size", o.size, 1,
                Integer.MAX_VALUE);
        out.println(EngineSpec.of(p.builder(size)).toJson());
        return 0;
    }

    /** An experiment spec, or an engine spec made an experiment of one setting (read and parsed once). */
    static ExperimentSpec readSpec(Path file) {
        return ExperimentSpec.readAny(file);
    }

    /** Threads checked by {@link Subcommands}, or the experiment's default when not given. */
    private static Experiment threads(Integer threads, Experiment e) {
        return threads == null ? e : e.threads(threads);
    }

    /** Loads the --init class, whose static initialiser (or run()) registers the user's plug-ins. */
    static void init(String name) {
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
