package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.experiment.ScalingStudy;
import io.nqueens.stats.Summary;
import io.nqueens.stats.Tables;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.List;

/**
 * The rows of a {@link ScalingStudy} as Tablesaw tables, labelled with the configuration that
 * made them, so the tables of several configurations can be appended into one
 * ({@code ScalingTable.summary("plain GA", a).append(ScalingTable.summary("memetic", b))}).
 * O(rows) time and memory.
 *
 * <p>{@link #runs} has one row per run: {@code config, n, seed, solved, generations, evaluations,
 * wall_ms, stop_reason, best}. {@link #summary} has one row per board size, in increasing size,
 * from {@link ScalingStudy#summarize}: {@code config, n, runs, solved, success_rate,
 * median_generations, median_wall_ms}. Printing rounds wall times to 1 decimal and the success
 * rate to 2; the values keep every digit.
 */
public final class ScalingTable {
    /** Column names of {@link #runs}, in table order. */
    public static final List<String> RUN_COLUMNS = List.of("config", "n", "seed", "solved", "generations",
            "evaluations", "wall_ms", "stop_reason", "best");
    /** Column names of {@link #summary}, in table order. */
    public static final List<String> SUMMARY_COLUMNS = List.of("config", "n", "runs", "solved",
            "success_rate", "median_generations", "median_wall_ms");

    private ScalingTable() {}

    /**
     * One row per run, in the study's order, every row labelled {@code config}.
     *
     * @param config the configuration's label, also the start of the table's name
     * @param rows the study's rows, none null
     * @return a new table
     */
    public static Table runs(String config, List<ScalingStudy.Row> rows) {
        Checks.notNull("config", config);
        Checks.notNull("rows", rows);
        StringColumn label = StringColumn.create("config");
        IntColumn n = IntColumn.create("n");
        LongColumn seed = LongColumn.create("seed");
        BooleanColumn solved = BooleanColumn.create("solved");
        IntColumn generations = IntColumn.create("generations");
        LongColumn evaluations = LongColumn.create("evaluations");
        DoubleColumn wall = DoubleColumn.create("wall_ms");
        StringColumn stop = StringColumn.create("stop_reason");
        DoubleColumn best = DoubleColumn.create("best");
        for (ScalingStudy.Row r : rows) {
            Checks.notNull("rows element", r);
            label.append(config);
            n.append(r.n());
            seed.append(r.seed());
            solved.append(r.solved());
            generations.append(r.generations());
            evaluations.append(r.evaluations());
            wall.append(r.wallMillis());
            stop.append(String.valueOf(r.stopReason()));
            best.append(r.bestFitness());
        }
        Tables.printDecimals(wall, 1);
        return Table.create(config + " runs", label, n, seed, solved, generations, evaluations, wall, stop, best);
    }

    /**
     * One row per board size ({@link ScalingStudy#summarize}), labelled {@code config}.
     *
     * @param config the configuration's label, also the start of the table's name
     * @param rows the study's rows, none null
     * @return a new table
     */
    public static Table summary(String config, List<ScalingStudy.Row> rows) {
        Checks.notNull("config", config);
        Checks.notNull("rows", rows);
        for (ScalingStudy.Row r : rows) {
            Checks.notNull("rows element", r);
        }
        StringColumn label = StringColumn.create("config");
        IntColumn n = IntColumn.create("n");
        IntColumn runs = IntColumn.create("runs");
        IntColumn solved = IntColumn.create("solved");
        DoubleColumn rate = DoubleColumn.create("success_rate");
        DoubleColumn generations = DoubleColumn.create("median_generations");
        DoubleColumn wall = DoubleColumn.create("median_wall_ms");
        for (ScalingStudy.Summary s : ScalingStudy.summarize(rows)) {
            label.append(config);
            n.append(s.n());
            runs.append(s.runs());
            solved.append(s.solved());
            rate.append(s.successRate());
            generations.append(s.medianGenerations());
            wall.append(s.medianWallMillis());
        }
        Tables.printDecimals(rate, 2);
        Tables.printDecimals(wall, 1);
        return Table.create(config + " by board size", label, n, runs, solved, rate, generations, wall);
    }
}
