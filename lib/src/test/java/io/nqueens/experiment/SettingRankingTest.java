package io.nqueens.experiment;

import io.nqueens.engine.Engine;
import io.nqueens.presets.Presets;
import io.nqueens.stats.SolvedQuartiles;
import org.junit.jupiter.api.Test;
import tech.tablesaw.api.Table;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SettingRankingTest {

    @Test
    void ranksBySuccessRateThenMedianEvaluations() {
        // A population of 1,000 for 2 generations rarely solves; tiny budgets fail outright.
        Sweep sweep = Sweep.over(Presets.doc001Fixed().maxGenerations(100))
                .axis("budget", List.of(1, 100, 30), Engine.Builder::maxGenerations);
        ExperimentResult r = Experiment.of(sweep).seeds(0, 6).run();
        Table ranked = SettingRanking.table(r);
        assertEquals(List.of("rank", "setting", "budget", "runs", "successes", "success_rate", "ci_low",
                "ci_high", "gens_median", "evaluations_median"), ranked.columnNames());
        assertEquals(List.of(1, 2, 3), ranked.intColumn("rank").asList());
        Table summary = r.summary();
        double[] rates = ranked.doubleColumn("success_rate").asDoubleArray();
        for (int i = 1; i < rates.length; i++) {
            assertTrue(rates[i - 1] >= rates[i], "success rates must not increase down the ranking");
            if (rates[i - 1] == rates[i] && !ranked.doubleColumn("evaluations_median").isMissing(i)) {
                assertTrue(ranked.doubleColumn("evaluations_median").getDouble(i - 1)
                        <= ranked.doubleColumn("evaluations_median").getDouble(i));
            }
        }
        assertEquals(summary.rowCount(), ranked.rowCount());
        Setting best = SettingRanking.best(r);
        assertEquals(ranked.stringColumn("setting").get(0), best.label());
        assertEquals(ranked.intColumn("budget").getInt(0), (Integer) best.parameters().get("budget"));
        // one generation from a random population of 1,000 is the weakest budget
        assertEquals(1, ranked.intColumn("budget").getInt(2));
    }

    @Test
    void equalRatesAreOrderedByMedianEvaluations() {
        // Both solve every seed; the bigger population spends more evaluations per generation.
        Sweep sweep = Sweep.over(Presets.doc000Fixed())
                .axis("pop", List.of(400, 50), Engine.Builder::populationSize);
        ExperimentResult r = Experiment.of(sweep).seeds(0, 5).run();
        Table ranked = SettingRanking.table(r);
        Table q = SolvedQuartiles.of(r.runs(), "evaluations");
        if (ranked.doubleColumn("success_rate").getDouble(0) == ranked.doubleColumn("success_rate").getDouble(1)) {
            int cheaper = q.doubleColumn("evaluations_median").getDouble(0)
                    <= q.doubleColumn("evaluations_median").getDouble(1) ? 400 : 50;
            assertEquals(cheaper, ranked.intColumn("pop").getInt(0));
        }
        assertEquals(ranked.intColumn("pop").getInt(0), (Integer) SettingRanking.best(r).parameters().get("pop"));
    }
}
