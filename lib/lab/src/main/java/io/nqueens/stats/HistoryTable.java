package io.nqueens.stats;

import io.nqueens.Checks;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.Table;

import java.util.List;

/**
 * A run's history as a Tablesaw {@link Table} with one row per generation, the values copied
 * unchanged from the engine's {@link Generation} records. O(G) time and memory for G generations.
 *
 * <p>Columns: {@code generation, best, mean, worst, std, diversity, evaluations, elapsed_ms,
 * new_solutions, distinct_solutions, solved}. {@code diversity} is missing when the engine did not
 * track it (the record's -1); {@code elapsed_ms} is {@link Generation#elapsedMillis()}. Printing
 * rounds mean and std to 4 decimals and elapsed_ms to 3; the values and CSV keep every digit.
 */
public final class HistoryTable {
    /** Column names, in table order. */
    public static final List<String> COLUMNS = List.of("generation", "best", "mean", "worst", "std",
            "diversity", "evaluations", "elapsed_ms", "new_solutions", "distinct_solutions", "solved");

    private HistoryTable() {}

    /**
     * The history of a run, named after its engine label and seed, e.g.
     * {@code "003 fixed, seed 7"}.
     *
     * @param result the run's summary, not null
     * @return a new table
     */
    public static Table of(RunResult result) {
        Checks.notNull("result", result);
        return of(result.engine().label() + ", seed " + result.seed(), result.history());
    }

    /**
     * A table of generation records (for example {@code run.history()} of a run under way).
     *
     * @param name the table's name
     * @param history the records, in order, none null
     * @return a new table
     */
    public static Table of(String name, List<Generation> history) {
        Checks.notNull("name", name);
        Checks.notNull("history", history);
        IntColumn generation = IntColumn.create("generation");
        DoubleColumn best = DoubleColumn.create("best");
        DoubleColumn mean = DoubleColumn.create("mean");
        DoubleColumn worst = DoubleColumn.create("worst");
        DoubleColumn std = DoubleColumn.create("std");
        IntColumn diversity = IntColumn.create("diversity");
        LongColumn evaluations = LongColumn.create("evaluations");
        DoubleColumn elapsed = DoubleColumn.create("elapsed_ms");
        IntColumn newSolutions = IntColumn.create("new_solutions");
        IntColumn distinct = IntColumn.create("distinct_solutions");
        BooleanColumn solved = BooleanColumn.create("solved");
        for (Generation g : history) {
            Checks.notNull("history element", g);
            generation.append(g.index());
            best.append(g.best());
            mean.append(g.mean());
            worst.append(g.worst());
            std.append(g.std());
            if (g.diversity() < 0) {
                diversity.appendMissing();
            } else {
                diversity.append(g.diversity());
            }
            evaluations.append(g.evaluations());
            elapsed.append(g.elapsedMillis());
            newSolutions.append(g.newSolutions());
            distinct.append(g.distinctSolutions());
            solved.append(g.solved());
        }
        Tables.printDecimals(mean, 4);
        Tables.printDecimals(std, 4);
        Tables.printDecimals(elapsed, 3);
        return Table.create(name, generation, best, mean, worst, std, diversity, evaluations, elapsed,
                newSolutions, distinct, solved);
    }
}
