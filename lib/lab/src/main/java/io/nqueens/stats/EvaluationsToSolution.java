package io.nqueens.stats;

import io.nqueens.Checks;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.Table;

/**
 * The {@code evaluations_to_solution} column of a runs table: a run's evaluations when it was
 * solved, missing otherwise. A solved run stops at its first solution, so its evaluation count is
 * exactly the boards scored to find it; an unsolved run's count is only its budget, and leaving it
 * out keeps box plots and quartiles of this column about solved runs alone. O(runs).
 */
public final class EvaluationsToSolution {
    /** The name of the column this class adds. */
    public static final String COLUMN = "evaluations_to_solution";

    private EvaluationsToSolution() {}

    /**
     * A copy of {@code runs} with the column {@link #COLUMN} added at the end.
     *
     * @param runs a runs table with a numeric column "evaluations" and a boolean column "solved"
     * @return a new table; {@code runs} is not changed
     * @throws IllegalArgumentException when a column is missing, naming the columns it has, or the
     *     table already has {@link #COLUMN}
     */
    public static Table addTo(Table runs) {
        Checks.notNull("runs", runs);
        if (!runs.containsColumn("evaluations") || !runs.containsColumn("solved")) {
            throw new IllegalArgumentException("runs must have columns \"evaluations\" and \"solved\"; it has "
                    + runs.columnNames());
        }
        if (runs.containsColumn(COLUMN)) {
            throw new IllegalArgumentException("runs already has a column \"" + COLUMN + "\"");
        }
        DoubleColumn out = DoubleColumn.create(COLUMN);
        for (int r = 0; r < runs.rowCount(); r++) {
            boolean solved = runs.booleanColumn("solved").get(r);
            out.append(solved ? runs.numberColumn("evaluations").getDouble(r) : Double.NaN);
        }
        Table copy = runs.copy();
        copy.addColumns(out);
        return copy;
    }
}
