package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;
import io.nqueens.engine.MemoryEstimate;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Repeats one or more engine configurations over many seeds, in parallel, and tabulates every run:
 *
 * <pre>{@code
 * ExperimentResult r = Experiment.of(Presets.doc003Fixed()).seeds(0, 30).run();
 * ExperimentResult s = Experiment.of(Sweep.over(Presets.doc001Fixed())
 *         .axis("pop", List.of(50, 100, 200), Engine.Builder::populationSize))
 *     .seeds(0, 30).printProgress().timeBudget(Duration.ofMinutes(5)).saveTo(Path.of("runs/pop")).run();
 * Table runs = s.runs();  Table summary = s.summary();  Table costs = s.costs();
 * }</pre>
 *
 * Each run has its own engine and seed, so the runs table is the same (wall time aside) with one
 * thread or many; its rows are ordered by setting, then seed. Every engine has a generation budget,
 * so every run ends; a time budget or {@link RunningExperiment#cancel()} cuts the experiment short,
 * keeping the runs that finished. Immutable: each option returns a new experiment. Cost: the sum of
 * the runs, divided among the threads; the table keeps one row per run, and only
 * {@link #keepRuns()} keeps their histories. {@link #saveTo} keeps every finished run in a folder
 * and resumes from it; {@link #shard} splits the runs among processes or machines, and
 * {@link #loadFrom} joins what they saved. Rejected at once, naming the value: no settings or
 * seeds, over {@value #MAX_RUNS} runs. How to run: the lines above in a notebook cell, or in
 * {@code jshell --class-path lib/target/classpath} (after {@code ./kit run}); a short session:
 * <pre>
 * jshell&gt; import io.nqueens.experiment.*; import io.nqueens.presets.*;
 * jshell&gt; Experiment.of(Presets.doc001Fixed(), Presets.doc003Fixed()).seeds(0, 10).run()
 * $3 ==&gt; 20 of 20 runs completed over 2 settings
 * jshell&gt; Experiment.of(Presets.doc001Fixed()).seeds(0, 0)
 * |  Exception java.lang.IllegalArgumentException: seed count must be at least 1, was 0
 * </pre>
 */
public final class Experiment {
    /** The columns of the runs table besides the parameter columns, which follow "setting". */
    public static final List<String> RUN_COLUMNS = List.of("setting", "seed", "solved", "first_solution_generation",
            "generations", "evaluations", "wall_ms", "best_fitness", "stop_reason", "distinct_solutions", "restarts");

    /** Seeds used when none are given: 0, 1, ..., 29. */
    public static final int DEFAULT_SEED_COUNT = 30;

    /** Most runs (settings × seeds) an experiment may plan: its table keeps a row for each. */
    public static final int MAX_RUNS = 10_000_000;

    final List<Setting> settings;
    final List<Axis<?>> axes;
    final long[] seeds;
    final Options options;

    private Experiment(List<Setting> settings, List<Axis<?>> axes, long[] seeds, Options options) {
        checkRuns(settings.size(), seeds.length);
        this.settings = settings;
        this.axes = axes;
        this.seeds = seeds;
        this.options = options;
    }

    private Experiment with(Options changed) {
        return new Experiment(settings, axes, seeds, changed);
    }

    /** Refuses more than {@link #MAX_RUNS} runs, naming both factors. */
    private static void checkRuns(long settings, long seeds) {
        if (settings * seeds > MAX_RUNS) {
            throw new IllegalArgumentException("settings × seeds must be at most " + MAX_RUNS + " runs, was "
                    + settings + " × " + seeds + " = " + settings * seeds + "; use fewer seeds or a smaller grid");
        }
    }

    /**
     * The settings with every label made unique: a label met before gets {@code " #2"}, {@code " #3"}...
     * (the first that no setting uses, as given or numbered), so that tables and look-ups by label never
     * merge two settings, and a numbered label never takes a user's: "a", "a", "a #2" become "a", "a #3", "a #2".
     */
    private static List<Setting> uniqueLabels(List<Setting> settings) {
        Set<String> taken = new HashSet<>();
        for (Setting s : settings) {
            taken.add(s.label()); // the labels as given are all reserved before any is numbered
        }
        Set<String> used = new HashSet<>();
        Map<String, Integer> nextNumber = new HashMap<>(); // so n copies of one label cost O(n), not O(n²)
        List<Setting> out = new ArrayList<>(settings.size());
        for (Setting s : settings) {
            String label = s.label();
            if (!used.add(label)) {
                int k = nextNumber.getOrDefault(s.label(), 2);
                while (taken.contains(s.label() + " #" + k)) {
                    k++;
                }
                nextNumber.put(s.label(), k + 1);
                label = s.label() + " #" + k;
                taken.add(label);
                used.add(label);
            }
            out.add(label.equals(s.label()) ? s : new Setting(s.index(), label, s.parameters(), s.engine()));
        }
        return out;
    }

    private static Experiment create(List<Setting> settings, List<Axis<?>> axes) {
        long[] seeds = new long[DEFAULT_SEED_COUNT];
        Arrays.setAll(seeds, i -> i);
        return new Experiment(List.copyOf(uniqueLabels(settings)), List.copyOf(axes), seeds, Options.defaults());
    }

    /**
     * An experiment comparing configurations, one setting each, labelled by their labels (a
     * repeated label gets {@code " #2"}, {@code " #3"}..., the first one that no setting's label
     * already is: labels "a", "a", "a #2" become settings "a", "a #3", "a #2"). Presets are
     * builders, so they fit as they are: {@code Experiment.of(Presets.doc001(), Presets.doc001Fixed())};
     * a ready engine fits as {@code engine.toBuilder()}. Builds the engines now. No parameter columns.
     *
     * @param builders the configurations, at least one, none null
     * @return the experiment, with seeds 0..29 and one thread per available processor
     */
    public static Experiment of(Engine.Builder... builders) {
        Checks.notNull("builders", builders);
        return of(Arrays.asList(builders));
    }

    /**
     * See {@link #of(Engine.Builder...)}.
     *
     * @param builders the configurations, at least one, none null
     * @return the experiment, with seeds 0..29 and one thread per available processor
     */
    public static Experiment of(List<Engine.Builder> builders) {
        Checks.notNull("builders", builders);
        if (builders.isEmpty()) {
            throw new IllegalArgumentException("builders must not be empty; give at least one configuration");
        }
        List<Setting> settings = new ArrayList<>();
        for (Engine.Builder b : builders) {
            Engine e = Checks.notNull("a builder", b).build();
            settings.add(new Setting(settings.size(), e.label(), Map.of(), e));
        }
        return create(settings, List.of()); // repeated labels are numbered there
    }

    /**
     * An experiment over every setting of a sweep grid, with one column per axis. Builds the
     * engines now, so an empty grid or an invalid combination fails here.
     *
     * @param sweep the grid, not null
     * @return the experiment, with seeds 0..29 and one thread per available processor
     */
    public static Experiment of(Sweep sweep) {
        Checks.notNull("sweep", sweep);
        return create(sweep.settings(), sweep.axes());
    }

    /**
     * The seeds {@code first, first + 1, ..., first + count - 1} for every setting.
     *
     * @param first the first seed
     * @param count the number of seeds, at least 1 (and at most {@link #MAX_RUNS} runs in all)
     * @return a new experiment; this one is unchanged
     */
    public Experiment seeds(long first, int count) {
        Checks.atLeast("seed count", count, 1);
        checkRuns(settings.size(), count); // before allocating the seeds
        // Long.MIN_VALUE is Tablesaw's missing value: a run with that seed would read back as seedless.
        Checks.inRange("first seed", first, Long.MIN_VALUE + 1, Long.MAX_VALUE - count + 1);
        long[] s = new long[count];
        Arrays.setAll(s, i -> first + i);
        return new Experiment(settings, axes, s, options);
    }

    /**
     * These seeds for every setting (distinct; rows come out in increasing seed order).
     *
     * @param seeds the seeds, at least one, none null
     * @return a new experiment; this one is unchanged
     */
    public Experiment seeds(Collection<Long> seeds) {
        Checks.notNull("seeds", seeds);
        if (seeds.isEmpty()) {
            throw new IllegalArgumentException("seeds must not be empty; give at least one seed");
        }
        checkRuns(settings.size(), seeds.size()); // before copying them
        long[] s = seeds.stream().mapToLong(v -> Checks.notNull("a seed", v)).sorted().toArray();
        if (s[0] == Long.MIN_VALUE) {
            throw new IllegalArgumentException("seed " + Long.MIN_VALUE + " is Tablesaw's missing value, which a"
                    + " runs table cannot hold; give seeds above it");
        }
        for (int i = 1; i < s.length; i++) {
            if (s[i] == s[i - 1]) {
                throw new IllegalArgumentException("seeds must be distinct; seed " + s[i] + " appears twice");
            }
        }
        return new Experiment(settings, axes, s, options);
    }

    /**
     * Number of worker threads (default: one per available processor).
     *
     * @param threads the number of threads, in [1, 4096]
     * @return a new experiment; this one is unchanged
     */
    public Experiment threads(int threads) {
        Checks.inRange("threads", threads, 1, 4096);
        return with(options.threads(threads));
    }

    /**
     * One worker thread: runs one after another, in table order.
     *
     * @return a new experiment; this one is unchanged
     */
    public Experiment sequential() {
        return threads(1);
    }

    /**
     * Stops the experiment once this much wall time has passed: runs under way are interrupted and
     * left out, runs not started skipped, finished runs kept. The budget is checked between
     * calls of the fitness or an operator, never inside one: {@link #run()} returns at most about a
     * second after it even when a call ignores its interrupt (that call runs on, on a daemon thread,
     * and its run is left out); the result says so ({@link ExperimentResult#budgetNote()}).
     *
     * @param budget a positive duration, counted from {@link #start()} (building the engines, in
     *     {@link #of}, scores a solution with each fitness before), whether or not anyone awaits
     * @return a new experiment; this one is unchanged
     */
    public Experiment timeBudget(Duration budget) {
        return with(options.timeBudget(Checks.positive("timeBudget", budget)));
    }

    /**
     * Calls {@code listener} each time every run of a setting has finished (one call at a time, on
     * a worker thread). {@link Progress#cancel()} stops the experiment from the listener.
     *
     * @param listener the listener, not null; it replaces any listener set before
     * @return a new experiment; this one is unchanged
     */
    public Experiment onSettingDone(Consumer<Progress> listener) {
        return with(options.onSettingDone(Checks.notNull("listener", listener)));
    }

    /**
     * Prints a line such as {@code setting 3/20 done: pop=200 (30 runs, 28 solved)} per finished setting.
     *
     * @return a new experiment with that listener; this one is unchanged
     */
    public Experiment printProgress() {
        return onSettingDone(p -> System.out.println(p));
    }

    /**
     * Keeps every finished run whole (its {@link io.nqueens.engine.RunResult}, history included),
     * so that {@link ExperimentResult#runResults(String)} gives them back and
     * {@link ExperimentResult#bestBands()} draws their spread by generation. Off by default: it costs
     * O(generations) memory per run, where the runs table keeps one row.
     *
     * @return a new experiment; this one is unchanged
     */
    public Experiment keepRuns() {
        return with(options.keepingRuns());
    }

    /**
     * Saves every finished run to a folder, and skips the runs the folder already holds: running
     * the same experiment into the same folder again (after a crash, a cancellation or a time
     * budget) does only the missing runs, and the result holds them all ({@link
     * ExperimentResult#loadedRuns()} says how many were read). The folder keeps
     * {@code experiment.json} (the kit's version, the seeds as ranges, every setting's label and
     * {@linkplain Setting#identity() identity}) and one small file per run, each written atomically
     * with a checksum, its setting's fingerprint and its seed, so a run killed in flight is lost,
     * never half-saved, and a damaged, foreign or inconsistent file is detected and its run done
     * again ({@link ExperimentResult#discardedFiles()}). Several processes may save shards of one
     * experiment into one folder ({@link #shard}); the manifest is created under a lock on the
     * folder, so of two different experiments started into one folder at once the second is
     * refused. A setting with a bare lambda plug-in cannot be saved (register it with a name and
     * version). Cost per run: one file of about 400 bytes.
     *
     * @param folder the folder, created if missing; it must not hold another experiment's runs
     *     (checked when the experiment starts, naming the first part that differs)
     * @return a new experiment; this one is unchanged
     */
    public Experiment saveTo(Path folder) {
        return with(options.folder(Checks.notNull("folder", folder)));
    }

    /**
     * Does only shard {@code index} of {@code count}: the runs whose number in table order
     * (setting × seeds + seed's position) leaves remainder {@code index} when divided by
     * {@code count}, so each shard gets a fair share of every setting. A run's seed depends on
     * its number only, never on the shard, so the shards of one experiment, saved to one or more
     * folders and loaded together ({@link #loadFrom}), give the table one process would.
     *
     * @param index the shard, in [0, count)
     * @param count the number of shards, in [1, 100,000]
     * @return a new experiment; this one is unchanged
     */
    public Experiment shard(int index, int count) {
        Checks.inRange("shard count", count, 1, 100_000);
        Checks.inRange("shard index", index, 0, count - 1);
        return with(options.shard(index, count));
    }

    /**
     * The runs saved in one or more folders by this experiment (all its shards, say), without
     * running anything. The folders must hold this experiment ({@code experiment.json}); a run
     * saved in several folders must be the same in each, wall time aside.
     *
     * @param folders the folders, at least one
     * @return the result: every trusted run found, {@link ExperimentResult#loadedRuns()} of them
     * @throws IllegalArgumentException when a folder holds no experiment or another one, or two
     *     folders disagree on a run
     * @throws java.io.UncheckedIOException when a folder cannot be read
     */
    public ExperimentResult loadFrom(Path... folders) {
        Checks.notNull("folders", folders);
        if (folders.length == 0) {
            throw new IllegalArgumentException("folders must name at least one folder");
        }
        RunRow[] rows = new RunRow[plannedRuns()];
        List<String> discarded = new ArrayList<>();
        int found = 0;
        for (Path f : folders) {
            RunStore.Loaded saved = RunStore.existing(Checks.notNull("a folder", f), this).load();
            saved.discarded().forEach(d -> discarded.add(f + ": " + d));
            for (Map.Entry<Integer, RunRow> e : saved.rows().entrySet()) {
                RunRow before = rows[e.getKey()];
                if (before == null) {
                    rows[e.getKey()] = e.getValue();
                    found++;
                } else if (!before.equalsButWallTime(e.getValue())) {
                    throw new IllegalArgumentException("run " + e.getKey() + " differs between the folders: "
                            + before + " and " + e.getValue() + " (" + f + ")");
                }
            }
        }
        return new ExperimentResult(this, rows, null, found, found, List.copyOf(discarded));
    }

    /**
     * Starts the runs in the background; the handle can cancel them and waits for the result.
     * First checks that as many runs as there are threads fit in the heap at once, for the largest
     * setting (see {@link MemoryEstimate}).
     *
     * @return the handle of the experiment under way
     * @throws IllegalArgumentException when the parallel runs would not fit in the heap, naming the
     *     setting, the figures and the heap
     */
    public RunningExperiment start() {
        int parallel = (int) Math.min(options.threads(), (long) settings.size() * seeds.length);
        for (Setting s : settings) {
            MemoryEstimate.check(s.engine().settings(), parallel, "experiment setting " + s.label());
        }
        return new RunningExperiment(this).submitAll();
    }

    /**
     * Runs everything and waits. If the calling thread is interrupted (a notebook cell stopped),
     * the experiment is cancelled, its finished runs returned and the interrupt flag kept.
     *
     * @return the finished runs
     * @throws IllegalStateException naming the setting and seed when a run failed with an exception
     */
    public ExperimentResult run() {
        return start().await();
    }

    /** {@return the settings, in table order} */
    public List<Setting> settings() {
        return settings;
    }

    /** {@return a copy of the seeds every setting runs, in increasing order} */
    public long[] seeds() {
        return seeds.clone();
    }

    /** {@return the number of runs planned: settings × seeds} */
    public int plannedRuns() {
        return settings.size() * seeds.length;
    }

    @Override
    public String toString() {
        return "experiment of " + settings.size() + " settings × " + seeds.length + " seeds on "
                + options.threads() + " threads" + (options.shardCount() > 1 ? ", shard " + options.shardIndex()
                + "/" + options.shardCount() : "") + (options.folder() == null ? "" : ", saved to " + options.folder());
    }
}
