package io.nqueens.stats;

import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.Table;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EvaluationsToSolutionTest {
    private static Table runs() {
        return Table.create("runs", LongColumn.create("evaluations", 120, 5000, 340),
                BooleanColumn.create("solved", true, false, true));
    }

    @Test
    void keepsSolvedRunsEvaluationsAndLeavesTheRestMissing() {
        Table in = runs();
        Table out = EvaluationsToSolution.addTo(in);
        assertEquals(120.0, out.doubleColumn("evaluations_to_solution").getDouble(0));
        assertTrue(out.doubleColumn("evaluations_to_solution").isMissing(1));
        assertEquals(340.0, out.doubleColumn("evaluations_to_solution").getDouble(2));
        assertFalse(in.containsColumn("evaluations_to_solution"), "the input table is not changed");
    }

    @Test
    void rejectsTablesWithoutTheColumnsOrWithTheColumnAlready() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> EvaluationsToSolution.addTo(runs().removeColumns("solved")));
        assertTrue(e.getMessage().contains("[evaluations]"), e.getMessage());
        Table twice = EvaluationsToSolution.addTo(runs());
        e = assertThrows(IllegalArgumentException.class, () -> EvaluationsToSolution.addTo(twice));
        assertTrue(e.getMessage().contains("already"), e.getMessage());
    }
}
