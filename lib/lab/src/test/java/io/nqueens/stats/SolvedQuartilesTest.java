package io.nqueens.stats;

import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.DoubleColumn;
import tech.tablesaw.api.IntColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SolvedQuartilesTest {

    private static Table handMadeRuns() {
        return Table.create("runs",
                StringColumn.create("setting", "A", "A", "A", "A", "B", "B"),
                IntColumn.create("pop", 50, 50, 50, 50, 100, 100),
                LongColumn.create("seed", 0, 1, 2, 3, 0, 1),
                BooleanColumn.create("solved", true, false, true, true, false, false),
                LongColumn.create("evaluations", 400, 99_999, 100, 200, 5_000, 6_000),
                DoubleColumn.create("wall_ms", 4, 1000, 2, 3, 10, 20));
    }

    @Test
    void quartilesCoverOnlyTheSolvedRunsOfEachSetting() {
        Table q = SolvedQuartiles.of(handMadeRuns(), "evaluations", "wall_ms");
        assertEquals(List.of("setting", "pop", "solved",
                "evaluations_q1", "evaluations_median", "evaluations_q3",
                "wall_ms_q1", "wall_ms_median", "wall_ms_q3"), q.columnNames());
        assertEquals(List.of("A", "B"), q.stringColumn("setting").asList());
        assertEquals(List.of(50, 100), q.intColumn("pop").asList());
        assertEquals(List.of(3, 0), q.intColumn("solved").asList());
        // solved runs of A: evaluations 100, 200, 400 (the unsolved 99,999 is left out)
        assertEquals(150.0, q.doubleColumn("evaluations_q1").getDouble(0));
        assertEquals(200.0, q.doubleColumn("evaluations_median").getDouble(0));
        assertEquals(300.0, q.doubleColumn("evaluations_q3").getDouble(0));
        assertEquals(3.0, q.doubleColumn("wall_ms_median").getDouble(0));
        assertTrue(q.doubleColumn("evaluations_median").isMissing(1));
        assertTrue(q.doubleColumn("wall_ms_q3").isMissing(1));
    }

    @Test
    void rejectsMissingOrNonNumericColumns() {
        Table runs = handMadeRuns();
        var e = assertThrows(IllegalArgumentException.class, () -> SolvedQuartiles.of(runs, "setting"));
        assertTrue(e.getMessage().startsWith("column must be a numeric column of"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SolvedQuartiles.of(runs, "nope"));
        assertThrows(IllegalArgumentException.class, () -> SolvedQuartiles.of(runs));
        assertThrows(IllegalArgumentException.class,
                () -> SolvedQuartiles.of(runs.removeColumns("solved"), "evaluations"));
    }

    @Test
    void agreesWithTheRunsOfARealExperiment() {
        ExperimentResult r = Experiment.of(Presets.doc001Fixed()).seeds(0, 5).run();
        Table runs = r.runs();
        Table q = SolvedQuartiles.of(runs, "evaluations", "first_solution_generation");
        Table s = r.summary();
        assertEquals(s.intColumn("successes").getInt(0), q.intColumn("solved").getInt(0));
        // generations to solution: the same quartiles as the summary's
        assertEquals(s.doubleColumn("gens_median").getDouble(0),
                q.doubleColumn("first_solution_generation_median").getDouble(0));
        double[] evals = runs.where(runs.booleanColumn("solved").isTrue())
                .longColumn("evaluations").asDoubleArray();
        assertEquals(Quartiles.of(evals).median(), q.doubleColumn("evaluations_median").getDouble(0));
    }
}
