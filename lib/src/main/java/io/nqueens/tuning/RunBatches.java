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
 */
final class RunBatches {
    private final Space space;
    private final List<Object> limits;
    private final int threads;
    private final Path folder;
    private final Map<String, Outcome> outcomes = new HashMap<>();
    private final Map<Long, String> identities = new HashMap<>(); // (configuration, n) -> identity
    private final Map<Long, Engine.Builder> builders = new HashMap<>(); // read once, labelled, reused
    private int batch;
    private int newRuns;
    private int loadedRuns;

    RunBatches(Space space, long maxEvaluations, int threads, Path folder) {
        this.space = space;
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
        Map<Integer, List<Instance>> bySize = new LinkedHashMap<>();
        for (Instance i : instances) {
            bySize.computeIfAbsent(i.n(), k -> new ArrayList<>()).add(i);
        }
        for (Map.Entry<Integer, List<Instance>> group : bySize.entrySet()) {
            List<Configuration> missing = configs.stream()
                    .filter(c -> group.getValue().stream().anyMatch(i -> !has(c, i))).toList();
            if (!missing.isEmpty()) {
                runBatch(missing, group.getKey(), group.getValue(), what);
            }
        }
    }

    private void runBatch(List<Configuration> configs, int n, List<Instance> instances, String what) {
        List<Engine.Builder> builders = new ArrayList<>();
        for (Configuration c : configs) {
            builders.add(this.builders.computeIfAbsent(pair(c, n), k -> spec(c, n).toBuilder().label(c.label())));
        }
        Experiment e = Experiment.of(builders).seeds(instances.stream().map(Instance::seed).toList())
                .threads(threads);
        if (folder != null) {
            e = e.saveTo(folder.resolve(String.format("%s-%05d", what, batch)));
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
