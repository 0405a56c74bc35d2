package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;
import io.nqueens.engine.MemoryEstimate;

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
 * ExperimentResult r = Experiment.of(Presets.doc003Fixed().build()).seeds(0, 30).run();
 * ExperimentResult s = Experiment.of(Sweep.over(Presets::doc001Fixed)
 *         .axis("pop", List.of(50, 100, 200), Engine.Builder::populationSize))
 *     .seeds(0, 30).printProgress().timeBudget(Duration.ofMinutes(5)).run();
 * Table runs = s.runs();  Table summary = s.summary();
 * }</pre>
 *
 * Each run has its own engine and seed, so the runs table is the same (wall time aside) with one
 * thread or many; its rows are ordered by setting, then seed. Every engine has a generation budget,
 * so every run ends; a time budget or {@link RunningExperiment#cancel()} cuts the experiment short,
 * keeping the runs that finished. Immutable: each option returns a new experiment. Cost: the sum of
 * the runs, divided among the threads; the table keeps one row per run, and only
 * {@link #keepRuns()} keeps their histories.
 */
public final class Experiment {
    /** The columns of the runs table besides the parameter columns, which follow "setting". */
    public static final List<String> RUN_COLUMNS = List.of("setting", "seed", "solved",
            "first_solution_generation", "generations", "evaluations", "wall_ms", "best_fitness",
            "stop_reason", "distinct_solutions", "restarts");

    /** Seeds used when none are given: 0, 1, ..., 29. */
    public static final int DEFAULT_SEED_COUNT = 30;

    /** Most runs (settings × seeds) an experiment may plan: its table keeps a row for each. */
    public static final int MAX_RUNS = 10_000_000;

    final List<Setting> settings;
    final List<Axis<?>> axes;
    final long[] seeds;
    final int threads;
    final Duration timeBudget;
    final Consumer<Progress> onSettingDone;
    final boolean keepRuns;

    private Experiment(List<Setting> settings, List<Axis<?>> axes, long[] seeds, int threads,
            Duration timeBudget, Consumer<Progress> onSettingDone, boolean keepRuns) {
        checkRuns(settings.size(), seeds.length);
        this.settings = settings;
        this.axes = axes;
        this.seeds = seeds;
        this.threads = threads;
        this.timeBudget = timeBudget;
        this.onSettingDone = onSettingDone;
        this.keepRuns = keepRuns;
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
     * (the first that no setting uses, as given or numbered), so that tables and look-ups by label
     * never merge two settings, and a numbered label never takes a label given by the user: "a",
     * "a", "a #2" become "a", "a #3", "a #2".
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
        return new Experiment(List.copyOf(uniqueLabels(settings)), List.copyOf(axes), seeds,
                Runtime.getRuntime().availableProcessors(), null, null, false);
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
        Checks.inRange("first seed", first, Long.MIN_VALUE, Long.MAX_VALUE - count + 1);
        long[] s = new long[count];
        Arrays.setAll(s, i -> first + i);
        return new Experiment(settings, axes, s, threads, timeBudget, onSettingDone, keepRuns);
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
        long[] s = seeds.stream().mapToLong(v -> Checks.notNull("a seed", v)).sorted().toArray();
        for (int i = 1; i < s.length; i++) {
            if (s[i] == s[i - 1]) {
                throw new IllegalArgumentException("seeds must be distinct; seed " + s[i] + " appears twice");
            }
        }
        return new Experiment(settings, axes, s, threads, timeBudget, onSettingDone, keepRuns);
    }

    /**
     * Number of worker threads (default: one per available processor).
     *
     * @param threads the number of threads, in [1, 4096]
     * @return a new experiment; this one is unchanged
     */
    public Experiment threads(int threads) {
        Checks.inRange("threads", threads, 1, 4096);
        return new Experiment(settings, axes, seeds, threads, timeBudget, onSettingDone, keepRuns);
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
     * left out, runs not started are skipped, finished runs are kept.
     *
     * @param budget a positive duration, counted from {@link #start()}, whether or not anyone
     *     awaits the experiment
     * @return a new experiment; this one is unchanged
     */
    public Experiment timeBudget(Duration budget) {
        return new Experiment(settings, axes, seeds, threads, Checks.positive("timeBudget", budget), onSettingDone,
                keepRuns);
    }

    /**
     * Calls {@code listener} each time every run of a setting has finished (one call at a time, on
     * a worker thread). {@link Progress#cancel()} stops the experiment from the listener.
     *
     * @param listener the listener, not null; it replaces any listener set before
     * @return a new experiment; this one is unchanged
     */
    public Experiment onSettingDone(Consumer<Progress> listener) {
        return new Experiment(settings, axes, seeds, threads, timeBudget, Checks.notNull("listener", listener), keepRuns);
    }

    /**
     * Prints a line such as {@code setting 3/20 done: pop=200 (30 runs, 28 solved)} per finished
     * setting.
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
        return new Experiment(settings, axes, seeds, threads, timeBudget, onSettingDone, true);
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
        int parallel = (int) Math.min(threads, (long) settings.size() * seeds.length);
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
                + threads + " threads";
    }
}
