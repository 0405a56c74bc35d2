package io.nqueens.tuning;

import io.nqueens.engine.Engine;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.spec.EngineSpec;
import tech.tablesaw.api.Table;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs configurations on instances through the experiment machinery: each call is one batch, an
 * {@link Experiment} per board size (configurations × seeds, in parallel on the race's threads),
 * saved to its own numbered folder when the race has one. A race is deterministic, so after a
 * kill the same batches come again in the same order, and each finds its folder's finished runs
 * and does only the missing ones. Outcomes are kept by setting identity and instance.
 *
 * <p>With a {@link TaskArray} the runs are made elsewhere: a batch whose runs are not yet at hand
 * becomes a job ({@code arrays/job-NNNNN}, see {@link RaceTask}) of its configurations and of
 * those the race says it will want next ({@link #ahead}), on its instances and the next ones, run
 * as one array; the batch then takes its outcomes from what the tasks saved. Which runs the race
 * uses, and in what order, does not depend on where they were made, so the race is the one it
 * would be in one process; the runs made ahead and never used cost time only. A resumed race
 * writes the same jobs in the same order, finds their runs saved and submits only the jobs (and in
 * them the runs) still missing.
 */
final class RunBatches {
    private final Space space;
    private final List<Object> limits;
    private final int threads;
    private final Path folder;
    private final long maxEvaluations;
    private final Remote remote;
    private final Map<String, Outcome> outcomes = new HashMap<>();
    private final Map<String, Outcome> pool = new HashMap<>(); // runs the arrays saved, by key
    private final java.util.Set<String> pooledBefore = new java.util.HashSet<>(); // saved by an earlier process
    private List<Configuration> aheadConfigurations = List.of();
    private List<Instance> aheadInstances = List.of();
    private int jobs;
    private final Map<Long, String> identities = new HashMap<>(); // (configuration, n) -> identity
    private final Map<Long, Engine.Builder> builders = new HashMap<>(); // read once, labelled, reused
    private int batch;
    private int newRuns;
    private int loadedRuns;

    /** Where a race's runs are made when not in its own process: an array and its task count. */
    record Remote(TaskArray array, int tasks) {}

    RunBatches(Space space, long maxEvaluations, int threads, Path folder) {
        this(space, maxEvaluations, threads, folder, null);
    }

    RunBatches(Space space, long maxEvaluations, int threads, Path folder, Remote remote) {
        this.space = space;
        this.maxEvaluations = maxEvaluations;
        this.remote = remote;
        // At most one generation per evaluation, so the generation budget never binds first.
        this.limits = List.of(Map.of("op", "generations", "max", (int) Math.min(100_000_000L, maxEvaluations)),
                Map.of("op", "evaluations", "max", maxEvaluations), Map.of("op", "solved"));
        this.threads = threads;
        this.folder = folder;
    }

    /**
     * The one place a configuration's identity is decided: the engine's own identity (every
     * parameter of every part, board size and limits included, label left out; see {@link
     * io.nqueens.engine.Engine#identity()}), the one saved experiments check, so that two
     * configurations that would run alike share their runs, and a resumed race finds them.
     */
    String identity(Configuration c, int n) {
        return spec(c, n).build().identity();
    }

    EngineSpec spec(Configuration c, int n) {
        return space.engineSpec(c, n, limits);
    }

    /** Runs every configuration on every instance it has not run on yet. */
    void run(List<Configuration> configs, List<Instance> instances, String what) {
        run(configs, instances, what, null);
    }

    /**
     * Runs every configuration on every instance it has not run on yet, telling {@code done} (when
     * not null) the runs of this call finished so far, of configurations × instances, each time a
     * configuration's runs of a batch have all ended (runs already at hand count as done at once).
     * In job arrays it is told only when each array has ended.
     */
    void run(List<Configuration> configs, List<Instance> instances, String what, java.util.function.IntConsumer done) {
        Map<Integer, List<Instance>> bySize = new LinkedHashMap<>();
        for (Instance i : instances) {
            bySize.computeIfAbsent(i.n(), k -> new ArrayList<>()).add(i);
        }
        int before = 0;
        for (Map.Entry<Integer, List<Instance>> group : bySize.entrySet()) {
            List<Configuration> missing = configs.stream()
                    .filter(c -> group.getValue().stream().anyMatch(i -> !has(c, i))).toList();
            int size = group.getValue().size();
            int base = before + (configs.size() - missing.size()) * size;
            if (!missing.isEmpty()) {
                runBatch(missing, group.getKey(), group.getValue(), what,
                        done == null ? null : runs -> done.accept(base + runs));
            }
            before += configs.size() * size;
            if (done != null) {
                done.accept(before);
            }
        }
    }

    /**
     * Says which runs the race will want next, so that a job made for the next batch holds them
     * too; only a {@link TaskArray} uses it.
     */
    void ahead(List<Configuration> configs, List<Instance> instances) {
        aheadConfigurations = List.copyOf(configs);
        aheadInstances = List.copyOf(instances);
    }

    private void runBatch(List<Configuration> configs, int n, List<Instance> instances, String what,
            java.util.function.IntConsumer done) {
        if (remote != null) {
            fromArrays(configs, instances);
            return;
        }
        List<Engine.Builder> builders = new ArrayList<>();
        for (Configuration c : configs) {
            builders.add(this.builders.computeIfAbsent(pair(c, n), k -> spec(c, n).toBuilder().label(c.label())));
        }
        Experiment e = Experiment.of(builders).seeds(instances.stream().map(Instance::seed).toList())
                .threads(threads);
        if (folder != null) {
            e = e.saveTo(folder.resolve(String.format("%s-%05d", what, batch)));
        }
        if (done != null) {
            e = e.onSettingDone(p -> done.accept(p.completedRuns()));
        }
        batch++;
        ExperimentResult r = e.run();
        if (!r.isComplete()) {
            throw new IllegalStateException("batch " + (batch - 1) + " did not finish (" + r.completedRuns() + " of "
                    + r.plannedRuns() + " runs): interrupted or out of time; run the race again to resume");
        }
        newRuns += r.newRuns();
        loadedRuns += r.loadedRuns();
        Map<String, Configuration> byLabel = new HashMap<>();
        configs.forEach(c -> byLabel.put(c.label(), c));
        Table runs = r.runs();
        for (int row = 0; row < runs.rowCount(); row++) {
            Configuration c = byLabel.get(runs.stringColumn("setting").get(row));
            Instance i = new Instance(n, runs.longColumn("seed").get(row));
            outcomes.put(key(c, i), new Outcome(runs.booleanColumn("solved").get(row),
                    runs.longColumn("evaluations").get(row)));
        }
    }

    /** Takes a batch's outcomes from the arrays' runs, submitting a job for them when they are missing. */
    private void fromArrays(List<Configuration> configs, List<Instance> instances) {
        if (!pooled(configs, instances)) {
            java.util.LinkedHashSet<Configuration> cs = new java.util.LinkedHashSet<>(configs);
            cs.addAll(aheadConfigurations);
            java.util.LinkedHashSet<Instance> is = new java.util.LinkedHashSet<>(instances);
            is.addAll(aheadInstances);
            submit(List.copyOf(cs), List.copyOf(is));
        }
        for (Configuration c : configs) {
            for (Instance i : instances) {
                String k = key(c, i);
                outcomes.put(k, pool.get(k));
                if (pooledBefore.contains(k)) {
                    loadedRuns++;
                } else {
                    newRuns++;
                }
            }
        }
    }

    private boolean pooled(List<Configuration> configs, List<Instance> instances) {
        return configs.stream().allMatch(c -> instances.stream().allMatch(i -> pool.containsKey(key(c, i))));
    }

    /** Writes job number {@link #jobs} (or finds it written), runs the array for what it lacks, reads it. */
    private void submit(List<Configuration> configs, List<Instance> instances) {
        Map<Integer, List<Long>> seeds = new LinkedHashMap<>();
        instances.forEach(i -> seeds.computeIfAbsent(i.n(), k -> new ArrayList<>()).add(i.seed()));
        List<RaceTask.Part> parts = new ArrayList<>();
        seeds.forEach((n, s) -> parts.add(new RaceTask.Part("n" + n, n, configs.stream().map(Configuration::label)
                .toList(), configs.stream().map(RaceTask::texts).toList(), s)));
        Path job = folder.resolve("arrays").resolve(String.format("job-%05d", jobs++));
        RaceTask.write(job, parts);
        int planned = parts.stream().mapToInt(p -> p.labels().size() * p.seeds().size()).sum();
        int missing = load(job, parts, configs, true);
        if (missing > 0) {
            remote.array().run(job, Math.min(remote.tasks(), missing));
            missing = load(job, parts, configs, false);
        }
        if (missing > 0) {
            throw new IllegalStateException(job + ": " + missing + " of " + planned + " runs were not saved by the"
                    + " array's tasks (a task failed or was killed; see its output); run the race again to resume:"
                    + " it submits only the missing runs");
        }
    }

    /** Reads a job's saved runs into the pool; {@return how many of its runs are missing} */
    private int load(Path job, List<RaceTask.Part> parts, List<Configuration> configs, boolean before) {
        Map<String, Configuration> byLabel = new HashMap<>();
        configs.forEach(c -> byLabel.put(c.label(), c));
        int missing = 0;
        for (RaceTask.Part p : parts) {
            Path part = job.resolve(p.folder());
            Experiment e = p.experiment(space, maxEvaluations);
            if (!java.nio.file.Files.exists(part.resolve("experiment.json"))) {
                missing += e.plannedRuns();
                continue;
            }
            ExperimentResult r = e.loadFrom(part);
            missing += r.plannedRuns() - r.completedRuns();
            Table runs = r.runs();
            for (int row = 0; row < runs.rowCount(); row++) {
                String k = key(byLabel.get(runs.stringColumn("setting").get(row)),
                        new Instance(p.n(), runs.longColumn("seed").get(row)));
                if (pool.put(k, new Outcome(runs.booleanColumn("solved").get(row),
                        runs.longColumn("evaluations").get(row))) == null && before) {
                    pooledBefore.add(k);
                }
            }
        }
        return missing;
    }

    boolean has(Configuration c, Instance i) {
        return outcomes.containsKey(key(c, i));
    }

    /** {@return the outcome of a configuration's run on an instance, which must have run} */
    Outcome outcome(Configuration c, Instance i) {
        Outcome o = outcomes.get(key(c, i));
        if (o == null) {
            throw new IllegalStateException(c + " has not run on " + i);
        }
        return o;
    }

    private String key(Configuration c, Instance i) {
        return identities.computeIfAbsent(pair(c, i.n()), k -> identity(c, i.n())) + "@" + i.seed();
    }

    /** n &lt; 2^17, so a configuration and a board size pack into one long without collisions. */
    private static long pair(Configuration c, int n) {
        return ((long) c.id() << 20) | n;
    }

    int newRuns() {
        return newRuns;
    }

    int loadedRuns() {
        return loadedRuns;
    }
}
