package io.nqueens.bench;

import io.nqueens.engine.Limits;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Setting;
import io.nqueens.experiment.SettingRanking;
import io.nqueens.spec.ExperimentSpec;
import io.nqueens.stats.PairedComparison;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceResult;
import io.nqueens.tuning.Space;
import tech.tablesaw.api.Table;

import java.io.PrintStream;

/**
 * Section 6: the kit's race against the full grid on notebook 06's space (the 4 × 4 × 5 grid at
 * N = 8, {@code tools/slurm/grid-2400.json}), the race on a quarter of the grid's runs, both
 * winners re-run on the same held-out seeds under one rule (an exact budget of 9,850 evaluations,
 * the most the grid's 200 generations of 50 boards can spend). Prints runs used, wall time,
 * held-out success and ERT with their intervals, and the paired tests between the two winners.
 * Not yet here: irace on the same budget, and a larger conditional space at N = 16 to 24. Needs
 * Tablesaw, which the runnable bench jar leaves out: run it with the kit's full jar on the class
 * path (the section says so and skips when it is missing).
 */
final class RacingComparison {
    /** The grid as tools/slurm/grid-2400.json writes it, seeds left to the section. */
    static final String GRID = """
            {"base": {"label": "grid", "encoding": "INTEGER", "boardSize": 8, "populationSize": 50,
                      "crossoverRate": 0.8, "mutation": {"op": "randomReset"},
                      "limits": [{"op": "generations", "max": 200}, {"op": "solved"}]},
             "axes": [
               {"name": "selection", "key": "selector", "values": [{"op": "tournament", "k": 2},
                 {"op": "tournament", "k": 3}, {"op": "roulette"}, {"op": "truncation", "share": 0.5}]},
               {"name": "crossover", "key": "crossover", "values": [{"op": "singlePoint", "cuts": "interior"},
                 {"op": "singlePoint", "cuts": "any"}, {"op": "singlePoint", "cuts": "belowLength"},
                 {"op": "geneWise", "fromFirst": 0.5, "fromSecond": 0.5}]},
               {"name": "pm", "key": "mutationRate", "values": [0.05, 0.1, 0.2, 0.3, 0.5]}]}""";
    static final long MAX_EVALUATIONS = 9_850;
    static final String SECTION = "racing";

    private RacingComparison() {}

    static void run(Options o, Results results, PrintStream out) {
        try {
            Class.forName("tech.tablesaw.api.Table");
        } catch (ClassNotFoundException e) {
            // The runnable jar leaves Tablesaw out (see bench/pom.xml); the race's experiments need it.
            out.printf("%n== 6. skipped: the race needs the kit's experiment tables (Tablesaw), which"
                    + " nqueens-bench.jar leaves out; run java -cp lib/target/nqueens-kit-all.jar:"
                    + "bench/target/nqueens-bench.jar io.nqueens.bench.Benchmark --sections 6 ==%n");
            return;
        }
        int seeds = o.pick(30, 10);
        int heldOut = o.pick(100, 30);
        ExperimentSpec spec = ExperimentSpec.parse(GRID).seeds(0, seeds);
        out.printf("%n== 6. Race vs grid on notebook 06's space (80 settings, N = 8): grid %d runs, race %d,"
                + " both winners on %d held-out seeds ==%n", 80 * seeds, 80 * seeds / 4, heldOut);
        out.printf("(%s)%n", Machine.loadLine());
        long t0 = System.nanoTime();
        ExperimentResult grid = spec.experiment().run();
        double gridS = (System.nanoTime() - t0) / 1e9;
        Setting best = SettingRanking.best(grid);
        t0 = System.nanoTime();
        RaceResult race = Race.over(Space.of(spec)).trainingSeeds(1_000, 1_000).heldOutSeeds(5_000, heldOut)
                .budget(80 * seeds / 4).maxEvaluations(MAX_EVALUATIONS).seed(1).run();
        double raceS = (System.nanoTime() - t0) / 1e9;
        out.printf("grid: %d runs in %.1f s, best %s%n", grid.completedRuns(), gridS, best.label());
        out.printf("race: %d runs (+%d held-out) in %.1f s, %d survivors, pick %s%n", race.runsUsed(),
                race.heldOut().stream().mapToInt(h -> h.runs()).sum(), raceS, race.survivors().size(),
                race.pick().describe());
        results.add(SECTION, "runs", "grid", "", grid.completedRuns(), "runs");
        results.add(SECTION, "runs", "race", "", race.runsUsed(), "runs");
        results.add(SECTION, "wall", "grid", "", gridS, "s");
        results.add(SECTION, "wall", "race", "with its held-out re-test", raceS, "s");
        duel(race, best, heldOut, results, out);
    }

    private static void duel(RaceResult race, Setting best, int heldOut, Results results, PrintStream out) {
        ExperimentResult duel = Experiment.of(race.spec(race.pick(), 8).toBuilder().label("race pick"),
                best.engine().toBuilder().limits(Limits.generations((int) MAX_EVALUATIONS),
                        Limits.evaluations(MAX_EVALUATIONS), Limits.solved()).label("grid best"))
                .seeds(5_000, heldOut).run();
        Table costs = duel.costs();
        for (int r = 0; r < costs.rowCount(); r++) {
            String who = costs.stringColumn("setting").get(r);
            out.printf("  %-9s held-out: solved %d/%d (Wilson %.2f-%.2f), ERT %.0f (bootstrap %.0f-%.0f)%n", who,
                    (int) costs.numberColumn("successes").getDouble(r), heldOut,
                    costs.doubleColumn("ci_low").get(r), costs.doubleColumn("ci_high").get(r),
                    costs.doubleColumn("ert").get(r), costs.doubleColumn("ert_low").get(r),
                    costs.doubleColumn("ert_high").get(r));
            results.add(SECTION, "held_out_success_rate", who, "", costs.doubleColumn("success_rate").get(r), "");
            results.add(SECTION, "held_out_ert", who, "", costs.doubleColumn("ert").get(r), "evaluations");
        }
        PairedComparison pc = duel.compare("race pick", "grid best");
        boolean same = pc.success().p() >= 0.05 && pc.cost().p() >= 0.05;
        out.printf("  paired on %d seeds: McNemar p = %.3f, Wilcoxon p = %.3f -> %s; target: indistinguishable"
                + " with at most a quarter of the grid's runs%n", pc.seeds(), pc.success().p(), pc.cost().p(),
                same ? "indistinguishable" : "the winners differ");
        out.println("  not measured here yet: irace on the same budget, a larger conditional space at N = 16-24");
        results.add(SECTION, "indistinguishable", "race pick vs grid best", "", same ? 1 : 0, "bool");
    }
}
