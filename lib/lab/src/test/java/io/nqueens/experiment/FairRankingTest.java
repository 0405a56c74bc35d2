package io.nqueens.experiment;

import io.nqueens.engine.Engine;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.presets.Presets;
import io.nqueens.stats.CostSummary;
import io.nqueens.stats.PairedComparison;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.BooleanColumn;
import tech.tablesaw.api.LongColumn;
import tech.tablesaw.api.StringColumn;
import tech.tablesaw.api.Table;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Rankings that do not read noise as an order, and paired comparisons on common seeds. */
class FairRankingTest {

    /** 30 runs: {@code solved} solved, their evaluations spread evenly around {@code median}; the rest at the budget. */
    static void add(Table t, String label, int solved, long median, long spread, long budget) {
        for (int seed = 0; seed < 30; seed++) {
            boolean won = seed < solved;
            t.stringColumn("setting").append(label);
            t.longColumn("seed").append(seed);
            t.booleanColumn("solved").append(won);
            t.longColumn("evaluations").append(won ? median + (2L * seed - (solved - 1)) * spread / 2 : budget);
        }
    }

    static Table runs() {
        return Table.create("runs", StringColumn.create("setting"), LongColumn.create("seed"),
                BooleanColumn.create("solved"), LongColumn.create("evaluations"));
    }

    @Test
    void theIssuesExampleRanksTheCheaperSettingFirstWhenSuccessCannotBeToldApart() {
        // The issue's case: linearRank(2.0) 30/30 at a median of 4,770 evaluations was ranked above
        // tournament(3) 29/30 at 1,975; their Wilson intervals overlap, their costs do not.
        Table t = runs();
        add(t, "linearRank(2.0)", 30, 4_770, 40, 0);
        add(t, "tournament(3)", 29, 1_975, 30, 10_050);
        add(t, "truncation(0.5)", 10, 900, 10, 10_050);
        Table ranked = SettingRanking.table(t);
        assertEquals(List.of("tournament(3)", "linearRank(2.0)", "truncation(0.5)"),
                ranked.stringColumn("setting").asList());
        assertEquals(List.of(1, 2, 3), ranked.intColumn("rank").asList());
        Table costs = CostSummary.of(t);
        assertEquals(4_770.0, costs.doubleColumn("evaluations_median").getDouble(0));
        assertEquals(1_975.0, costs.doubleColumn("evaluations_median").getDouble(1));
        double ert = (29 * 1_975.0 + 10_050) / 29; // the failed run's evaluations count too
        assertEquals(ert, costs.doubleColumn("ert").getDouble(1), 1e-9);
        assertTrue(costs.doubleColumn("ert_high").getDouble(1) < costs.doubleColumn("ert_low").getDouble(0),
                "the cost intervals do not overlap");
        assertTrue(costs.doubleColumn("ci_low").getDouble(1) < 1.0 && costs.doubleColumn("ci_high").getDouble(1)
                > costs.doubleColumn("ci_low").getDouble(0), "the success intervals overlap");
        assertEquals(List.of("rank", "setting", "runs", "successes", "success_rate", "ci_low", "ci_high",
                "evaluations_median", "ert", "ert_low", "ert_high"), ranked.columnNames());
    }

    @Test
    void settingsWhoseIntervalsOverlapShareARank() {
        Table t = runs();
        add(t, "a", 30, 2_000, 40, 0);
        add(t, "b", 30, 2_050, 40, 0);
        add(t, "c", 30, 9_000, 40, 0);
        add(t, "d", 0, 0, 0, 20_000);
        Table ranked = SettingRanking.table(t);
        assertEquals(List.of("a", "b", "c", "d"), ranked.stringColumn("setting").asList());
        assertEquals(List.of(1, 1, 3, 4), ranked.intColumn("rank").asList());
        Table costs = CostSummary.of(t);
        assertTrue(costs.doubleColumn("evaluations_median").isMissing(3), "no solved run, no median");
        assertEquals(Double.POSITIVE_INFINITY, costs.doubleColumn("ert").getDouble(3));
    }

    @Test
    void aPairedComparisonUsesTheCommonSeeds() {
        Table t = runs();
        add(t, "linearRank(2.0)", 30, 4_770, 40, 0);
        add(t, "tournament(3)", 29, 1_975, 30, 10_050);
        PairedComparison c = PairedComparison.of(t, "tournament(3)", "linearRank(2.0)");
        assertEquals(30, c.seeds());
        assertEquals(0, c.success().onlyFirst());
        assertEquals(1, c.success().onlySecond());
        assertEquals(1.0, c.success().p());
        assertEquals(29, c.firstCheaper());
        assertEquals(1, c.secondCheaper());
        assertTrue(c.cost().p() < 1e-5, "p = " + c.cost().p());
        assertEquals("tournament(3) vs linearRank(2.0) on 30 common seeds: solved 29 vs 30 (only first 0, only"
                + " second 1), McNemar exact p = 1.000", c.toString().lines().findFirst().orElseThrow());
        assertEquals("setting must be one of [linearRank(2.0), tournament(3)], was \"x\"",
                assertThrows(IllegalArgumentException.class, () -> PairedComparison.of(t, "x", "tournament(3)"))
                        .getMessage());
    }

    @Test
    void anExperimentResultRanksComparesAndNamesItsBestSetting() {
        Axis<Selector> selection = Axis.of("selection", List.of(Tournament.of(3), LinearRank.of(2.0)),
                Engine.Builder::selector);
        ExperimentResult r = Experiment.of(Sweep.over(Presets.doc001Fixed().populationSize(40).maxGenerations(80))
                .axis(selection)).seeds(0, 12).run();
        Table ranked = SettingRanking.table(r);
        assertEquals(ranked.stringColumn("setting").get(0), SettingRanking.best(r).label());
        assertEquals(ranked.stringColumn("selection").get(0), SettingRanking.best(r).value(selection).toString());
        PairedComparison c = r.compare("selection=tournament(3)", "selection=linearRank(2.0)");
        assertEquals(12, c.seeds());
        assertEquals(SettingRanking.STAT_COLUMNS, ranked.columnNames().subList(3, ranked.columnCount()));
        Table costs = r.costs();
        assertEquals(List.of("setting", "selection"), costs.columnNames().subList(0, 2));
        assertEquals(CostSummary.STAT_COLUMNS, costs.columnNames().subList(2, costs.columnCount()));
        assertEquals(costs.printAll(), r.costs().printAll(), "the bootstrap is seeded: same table twice");
    }
}
