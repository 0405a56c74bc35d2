package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.RunResult;
import io.nqueens.stats.CostSummary;
import io.nqueens.stats.FitnessBand;
import io.nqueens.stats.PairedComparison;
import io.nqueens.stats.Summary;
import io.nqueens.stats.Tables;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;
import tech.tablesaw.columns.Column;

import java.util.ArrayList;
import java.util.List;

/**
 * The finished runs of an {@link Experiment}, as a table with one row per run, and their
 * {@link Summary} per setting. Immutable; the tables are built on each call, O(runs × columns).
 *
 * <p>Runs table columns: {@code setting}, one column per sweep axis, then {@code seed, solved,
 * first_solution_generation} (missing when not solved){@code , generations, evaluations, wall_ms,
 * best_fitness, stop_reason, distinct_solutions, restarts}. Rows are ordered by setting, then seed; the
 * table's name says how many of the planned runs completed, e.g. {@code "runs: 30 of 90 completed"}.
 */
public final class ExperimentResult {
    private final Experiment experiment;
    private final RunRow[] rows;
    private final RunResult[] results; // null unless the experiment kept its runs
    private final int completed;
    private final int loaded;
    private final List<String> discarded;
    private final long overrunNanos; // -1: no time budget ran out
    private final int leftRunning;

    ExperimentResult(Experiment experiment, RunRow[] rows, RunResult[] results, int completed, int loaded,
            List<String> discarded) {
        this(experiment, rows, results, completed, loaded, discarded, -1, 0);
    }

    ExperimentResult(Experiment experiment, RunRow[] rows, RunResult[] results, int completed, int loaded,
            List<String> discarded, long overrunNanos, int leftRunning) {
        this.overrunNanos = overrunNanos;
        this.leftRunning = leftRunning;
        this.experiment = experiment;
        this.rows = rows;
        this.results = results;
        this.completed = completed;
        this.loaded = loaded;
        this.discarded = discarded;
    }

    /**
     * One row per finished run, ordered by setting, then seed.
     *
     * @return a new table
     */
    public Table runs() {
        StringColumn setting = StringColumn.create("setting");
        List<Column<?>> parameters = parameterColumns();
        MeasureColumns measures = new MeasureColumns();
        for (RunRow r : rows) {
            if (r == null) {
                continue; // a run that did not finish has no row
            }
            Setting s = experiment.settings.get(r.setting());
            setting.append(s.label());
            for (int a = 0; a < parameters.size(); a++) {
                appendValue(parameters.get(a), s.parameters().get(experiment.axes.get(a).name()));
            }
            measures.append(r);
        }
        List<Column<?>> columns = new ArrayList<>();
        columns.add(setting);
        columns.addAll(parameters);
        columns.addAll(measures.columns());
        return Table.create("runs: " + completed + " of " + rows.length + " completed"
                + (isComplete() ? "" : PARTIAL), columns);
    }

    /** One empty column per sweep axis, typed by the kind of the axis's values. */
    private List<Column<?>> parameterColumns() {
        List<Column<?>> parameters = new ArrayList<>();
        for (Axis<?> a : experiment.axes) {
            parameters.add(switch (a.columnKind()) {
                case "int" -> IntColumn.create(a.name());
                case "long" -> LongColumn.create(a.name());
                case "double" -> DoubleColumn.create(a.name());
                default -> StringColumn.create(a.name());
            });
        }
        return parameters;
    }

    private static void appendValue(Column<?> column, Object value) {
        if (column instanceof IntColumn c) {
            c.append(((Number) value).intValue());
        } else if (column instanceof LongColumn c) {
            c.append(((Number) value).longValue());
        } else if (column instanceof DoubleColumn c) {
            c.append(((Number) value).doubleValue());
        } else {
            ((StringColumn) column).append(String.valueOf(value));
        }
    }

    /**
     * Per setting: runs, successes, success rate with its 95% Wilson interval, quartiles; see
     * {@link Summary}.
     *
     * @return a new table
     */
    public Table summary() {
        return Summary.of(runs());
    }

    /**
     * Per setting, success and cost with 95% intervals: Wilson on the success rate, bootstrap on
     * the median evaluations of the solved runs and on the expected running time; see
     * {@link CostSummary}. For a ranking that reads them, see {@link SettingRanking}.
     *
     * @return a new table
     */
    public Table costs() {
        return CostSummary.of(runs());
    }

    /**
     * Two settings compared on the seeds both ran: McNemar's exact test on success, Wilcoxon's
     * signed-rank test on evaluations; see {@link PairedComparison}.
     *
     * @param first a setting's label
     * @param second another setting's label
     * @return the comparison; print it for a two-line verdict
     * @throws IllegalArgumentException for a label that is no setting's, listing the labels
     */
    public PairedComparison compare(String first, String second) {
        return PairedComparison.of(runs(), first, second);
    }

    /**
     * The finished runs of the setting with this label, whole, in seed order. Needs
     * {@link Experiment#keepRuns()} (runs read from a folder have no history, and are left out);
     * rejects a label that is not a setting's, listing the labels.
     *
     * @param setting a setting's label
     * @return the setting's finished runs; fewer than its seeds when the experiment was cut short
     * @throws IllegalStateException when the experiment did not keep its runs
     */
    public List<RunResult> runResults(String setting) {
        Checks.notNull("setting", setting);
        List<String> labels = experiment.settings.stream().map(Setting::label).toList();
        int s = labels.indexOf(setting);
        if (s < 0) {
            throw new IllegalArgumentException("setting must be one of " + labels + ", was \"" + setting + "\"");
        }
        return keptRuns(s);
    }

    private List<RunResult> keptRuns(int s) {
        if (results == null) {
            throw new IllegalStateException("the experiment did not keep its runs; start it with keepRuns(),"
                    + " e.g. Experiment.of(...).keepRuns().run()");
        }
        int seeds = experiment.seeds.length;
        List<RunResult> out = new ArrayList<>();
        for (int k = s * seeds; k < (s + 1) * seeds; k++) {
            if (results[k] != null) {
                out.add(results[k]);
            }
        }
        return out;
    }

    /**
     * Per setting with at least one finished run, the {@link FitnessBand} of the best fitness by
     * generation, labelled like the setting. Needs {@link Experiment#keepRuns()}.
     *
     * @return the bands, in table order
     * @throws IllegalStateException when the experiment did not keep its runs
     */
    public List<FitnessBand> bestBands() {
        return bands(true);
    }

    /**
     * As {@link #bestBands()}, for the mean fitness.
     *
     * @return the bands, in table order
     * @throws IllegalStateException when the experiment did not keep its runs
     */
    public List<FitnessBand> meanBands() {
        return bands(false);
    }

    private List<FitnessBand> bands(boolean best) {
        List<FitnessBand> out = new ArrayList<>();
        for (int s = 0; s < experiment.settings.size(); s++) {
            List<RunResult> runs = keptRuns(s);
            if (!runs.isEmpty()) {
                String label = experiment.settings.get(s).label();
                out.add(best ? FitnessBand.ofBest(label, runs) : FitnessBand.ofMean(label, runs));
            }
        }
        return out;
    }

    /** {@return the settings, in table order (all of them, finished or not)} */
    public List<Setting> settings() {
        return experiment.settings;
    }

    /**
     * {@return the names of the parameter columns (the sweep's axes), in order; empty when engines
     * were compared}
     */
    public List<String> parameterNames() {
        return experiment.axes.stream().map(Axis::name).toList();
    }

    /** {@return the number of runs that finished and are in the table} */
    public int completedRuns() {
        return completed;
    }

    /**
     * {@return how many of the finished runs were read from the experiment's folder (see
     * {@link Experiment#saveTo}) rather than run by this call}
     */
    public int loadedRuns() {
        return loaded;
    }

    /** {@return how many runs this call ran: {@link #completedRuns()} less {@link #loadedRuns()}} */
    public int newRuns() {
        return completed - loaded;
    }

    /**
     * {@return the files of the experiment's folder that were not trusted, each with the reason
     * (a temporary file left by a killed process, a damaged or foreign run file); their runs, if
     * any, were run again}
     */
    public List<String> discardedFiles() {
        return discarded;
    }

    /** {@return the number of runs the experiment planned: settings × seeds} */
    public int plannedRuns() {
        return rows.length;
    }

    /**
     * {@return whether every planned run finished (false after a cancellation or an exhausted time
     * budget)}
     */
    public boolean isComplete() {
        return completed == rows.length;
    }

    /**
     * {@return how long after the time budget the result came, in nanoseconds: -1 when no time
     * budget ran out; about a second or less when every run answered its interrupt; more when a
     * fitness or operator call ignored it (see {@link #budgetNote()})}
     */
    public long overrunNanos() {
        return overrunNanos;
    }

    /**
     * {@return a sentence on the time budget when it ran out, e.g. "the time budget ran out; the
     * result came 1.2 s after it, and 2 runs whose calls ignore their interrupt still run on their
     * threads"; empty otherwise}
     */
    public String budgetNote() {
        if (overrunNanos < 0) {
            return "";
        }
        return String.format(java.util.Locale.ROOT, "the time budget ran out; the result came %.1f s after it", overrunNanos / 1e9)
                + (leftRunning == 0 ? "" : leftRunning == 1
                        ? ", and 1 run whose call ignores its interrupt still runs on its thread, left out"
                        : ", and " + leftRunning + " runs whose calls ignore their interrupt still run on their"
                                + " threads, left out");
    }

    /** What the names of a partial result's tables end with (and its charts' titles, by them). */
    public static final String PARTIAL = ", a partial result";

    @Override
    public String toString() {
        String s = completed + " of " + rows.length + " runs completed over " + experiment.settings.size() + " settings";
        if (isComplete()) {
            return s;
        }
        return s + PARTIAL + " (every table and chart of it counts only these runs)"
                + (overrunNanos < 0 ? "" : "; " + budgetNote());
    }

    /** The runs table's columns from {@code seed} on, filled one finished run at a time. */
    private static final class MeasureColumns {
        private final LongColumn seed = LongColumn.create("seed");
        private final BooleanColumn solved = BooleanColumn.create("solved");
        private final IntColumn first = IntColumn.create("first_solution_generation");
        private final IntColumn generations = IntColumn.create("generations");
        private final LongColumn evaluations = LongColumn.create("evaluations");
        private final DoubleColumn wall = DoubleColumn.create("wall_ms");
        private final DoubleColumn best = DoubleColumn.create("best_fitness");
        private final StringColumn stop = StringColumn.create("stop_reason");
        private final IntColumn distinct = IntColumn.create("distinct_solutions");
        private final IntColumn restarts = IntColumn.create("restarts");

        void append(RunRow r) {
            seed.append(r.seed());
            solved.append(r.solved());
            if (r.firstSolvedGeneration() >= 0) {
                first.append(r.firstSolvedGeneration());
            } else {
                first.appendMissing(); // never solved: no first solution generation
            }
            generations.append(r.generations());
            evaluations.append(r.evaluations());
            wall.append(r.wallMillis());
            best.append(r.bestFitness());
            stop.append(r.stopReason());
            distinct.append(r.distinctSolutions());
            restarts.append(r.restarts());
        }

        /** The columns in table order; wall_ms prints 2 decimals (its values keep every digit). */
        List<Column<?>> columns() {
            Tables.printDecimals(wall, 2);
            return List.of(seed, solved, first, generations, evaluations, wall, best, stop, distinct, restarts);
        }
    }
}
