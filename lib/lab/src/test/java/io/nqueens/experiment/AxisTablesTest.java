package io.nqueens.experiment;

import io.nqueens.engine.Engine;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AxisTablesTest {
    private static ExperimentResult budgets() {
        Sweep sweep = Sweep.over(Presets.doc001Fixed().maxGenerations(100))
                .axis("budget", List.of(1, 100, 30), Engine.Builder::maxGenerations);
        return Experiment.of(sweep).seeds(0, 6).run();
    }

    @Test
    void rankingPrintsSuccessBesideBothCosts() {
        ExperimentResult r = budgets();
        Table full = SettingRanking.table(r);
        Table t = AxisTables.ranking(r);
        assertEquals(List.of("rank", "budget", "solved", "wilson_95", "gens_med", "evals_med", "ert"), t.columnNames());
        assertEquals(full.intColumn("budget").asList(), t.intColumn("budget").asList());
        for (int i = 0; i < t.rowCount(); i++) {
            assertEquals(full.intColumn("successes").getInt(i) + "/6", t.stringColumn("solved").get(i));
            // ert = all evaluations of the setting over its successes
            Table mine = r.runs().where(r.runs().stringColumn("setting").isEqualTo(full.stringColumn("setting").get(i)));
            double sum = mine.numberColumn("evaluations").sum();
            int successes = full.intColumn("successes").getInt(i);
            double ert = successes == 0 ? Double.POSITIVE_INFINITY : sum / successes;
            assertEquals(ert, t.doubleColumn("ert").getDouble(i), 1e-9);
        }
        assertTrue(t.printAll().lines().allMatch(l -> l.length() <= 100), t.printAll());
    }

    @Test
    void bestOfAxesTakesEachRankingsFirstRow() {
        ExperimentResult r = budgets();
        Table best = AxisTables.bestOfAxes(List.of(r, r));
        assertEquals(2, best.rowCount());
        assertEquals("budget", best.stringColumn("axis").get(0));
        assertEquals(String.valueOf(SettingRanking.best(r).parameters().get("budget")), best.stringColumn("best").get(1));
        assertEquals(AxisTables.ranking(r).stringColumn("solved").get(0), best.stringColumn("solved").get(0));
        // An experiment of plain engines has no parameter: its settings are named by their labels.
        ExperimentResult plain = Experiment.of(Presets.doc000Fixed().label("a"), Presets.doc000().label("b"))
                .seeds(0, 2).run();
        assertEquals(List.of("rank", "setting", "solved", "wilson_95", "gens_med", "evals_med", "ert"),
                AxisTables.ranking(plain).columnNames());
        assertEquals("setting", AxisTables.bestOfAxes(List.of(plain)).stringColumn("axis").get(0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> AxisTables.bestOfAxes(List.of()));
        assertTrue(e.getMessage().contains("results"), e.getMessage());
    }
}
