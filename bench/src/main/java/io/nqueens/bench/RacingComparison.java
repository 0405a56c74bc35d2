package io.nqueens.bench;

import io.nqueens.engine.Limits;
import io.nqueens.experiment.Experiment;
import io.nqueens.experiment.ExperimentResult;
import io.nqueens.experiment.Setting;
import io.nqueens.experiment.SettingRanking;
import io.nqueens.spec.ExperimentSpec;
import io.nqueens.tuning.Configuration;
import io.nqueens.tuning.Race;
import io.nqueens.tuning.RaceResult;
import io.nqueens.tuning.Space;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Section 6: tuners side by side, on two spaces. (a) Notebook 06's space, the 4 × 4 × 5 grid at
 * N = 8 ({@code tools/slurm/grid-2400.json}): the full grid (every setting on every seed), the
 * kit's race on a quarter of the grid's runs, and irace (R) with maxExperiments = the race's runs.
 * (b) A larger conditional space of a permutation GA at N = 16, 20 and 24 ({@link RacingSpaces}):
 * a coarse grid of 192 configurations (a full grid of a space with continuous ranges does not
 * exist), the race on a quarter of the coarse grid's runs, irace on the race's runs. The race
 * and irace run once per tuner seed, 1 to {@link Options#tunerSeeds()} (irace gets the race's
 * seed through the export and the runs that seed's race used). Every contender's pick is then
 * re-run on the same held-out seeds under one rule, an exact evaluation budget ({@link
 * HeldOutRetest}). Prints runs used, wall time, held-out success (Wilson) and ERT (bootstrap)
 * per contender, the grid's target per race seed, and the race against irace per seed and pooled
 * over the seeds ({@link RacingSeeds}). irace is skipped with one line when R or its irace package is missing. Needs Tablesaw,
 * which the runnable bench jar leaves out: run it with the kit's full jar on the class path (the
 * section says so and skips when it is missing). Costs, per space, the grid's runs, per tuner
 * seed a race (with its own re-test of its survivors) and an irace run, and one held-out run per
 * pick and instance; bench/README.md gives measured times.
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
    /** The most the grid's 200 generations of 50 boards can spend: 50 + 200 × 49 (elites kept). */
    static final long MAX_EVALUATIONS = 9_850;
    static final String SECTION = "racing";
    static final long HELD_OUT_FIRST = 5_000;
    static final double ALPHA = 0.05;

    private RacingComparison() {}

    /**
     * One tuner's part: its runs, wall time, pick (as words and as engines), or why it was skipped.
     * {@code seed} is the tuner's seed (the race's, which irace gets too), 0 for the grid.
     */
    record Contender(String name, long seed, int runs, double wallSeconds, String pick,
            HeldOutRetest.Pick engines, String skipped) {
        static Contender skipped(String name, long seed, String why) {
            return new Contender(name, seed, 0, Double.NaN, "", null, why);
        }

        /** {@return the name with the seed, "race s2"; the grid's is its name} */
        String label() {
            return seed == 0 ? name : name + " s" + seed;
        }
    }

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
        long t0 = System.nanoTime();
        String noIrace = IraceContender.missing();
        out.printf("%n== 6. Tuners side by side: the kit's race, the grid, irace; each pick re-run on the same"
                + " held-out seeds ==%n(%s; irace: %s)%n", Machine.loadLine(), noIrace == null ? "R's irace package"
                : "missing, each space says so once");
        Path work = o.outDir().resolve("racing");
        notebook06(o, results, out, noIrace, work.resolve("grid06"));
        large(o, results, out, noIrace, work.resolve("conditional"));
        double wall = (System.nanoTime() - t0) / 1e9;
        out.printf("section 6 took %.1f s (%s)%n", wall, Machine.loadLine());
        results.add(SECTION, "section_wall", "", o.mode(), wall, "s");
    }

    /** (a): notebook 06's grid, the race on a quarter of its runs, irace on the race's runs. */
    private static void notebook06(Options o, Results results, PrintStream out, String noIrace, Path work) {
        int seeds = o.pick(30, 10);
        int heldOut = o.pick(100, 30);
        ExperimentSpec spec = ExperimentSpec.parse(GRID).seeds(0, seeds);
        Space space = Space.of(spec);
        out.printf("%n-- (a) notebook 06's space: 80 settings at N = 8, %d seeds each; runs of at most %,d"
                + " evaluations; held-out seeds %d..%d --%n", seeds, MAX_EVALUATIONS, HELD_OUT_FIRST,
                HELD_OUT_FIRST + heldOut - 1);
        long t0 = System.nanoTime();
        ExperimentResult grid = spec.experiment().run();
        double gridS = (System.nanoTime() - t0) / 1e9;
        Setting best = SettingRanking.best(grid);
        Contender g = new Contender("grid", 0, grid.completedRuns(), gridS, best.label(), new HeldOutRetest.Pick("grid",
                n -> best.engine().toBuilder().limits(Limits.generations((int) MAX_EVALUATIONS),
                        Limits.evaluations(MAX_EVALUATIONS), Limits.solved())), null);
        Race race = Race.over(space).boardSizes(8).trainingSeeds(1_000, 1_000).heldOutSeeds(HELD_OUT_FIRST, heldOut)
                .budget(grid.completedRuns() / 4).maxEvaluations(MAX_EVALUATIONS);
        compare("06", List.of(8), heldOut, g, space, race, new Seeds(o.tunerSeeds(), noIrace, work), results, out);
    }

    /** (b): the large conditional space, its coarse grid, the race and irace on a quarter of that. */
    private static void large(Options o, Results results, PrintStream out, String noIrace, Path work) {
        int seeds = o.pick(5, 2); // quick: 1,152 runs, so the race's quarter meets irace's minimum of 180
        // 40 per N (120 instances a pick): every seed's race re-tests each of its ~10 survivors on them
        int heldOut = o.pick(40, 10);
        Space space = RacingSpaces.large();
        List<Configuration> coarse = RacingSpaces.coarseGrid(space);
        out.printf("%n-- (b) a conditional space at N = %s: %d parameters (tournament size only with a"
                + " tournament); runs of at most %,d evaluations; held-out seeds %d..%d at each N --%n",
                RacingSpaces.LARGE_SIZES, space.parameters().size(), RacingSpaces.LARGE_MAX_EVALUATIONS,
                HELD_OUT_FIRST, HELD_OUT_FIRST + heldOut - 1);
        out.printf("   no full grid: pop, pc and pm range over integers and reals; a coarse grid of %d"
                + " configurations instead (2 values each, tournament of 3), on %d seeds at each N%n", coarse.size(),
                seeds);
        long t0 = System.nanoTime();
        Configuration best = CoarseGrid.best(space, coarse, RacingSpaces.LARGE_SIZES, seeds,
                RacingSpaces.LARGE_MAX_EVALUATIONS);
        double gridS = (System.nanoTime() - t0) / 1e9;
        int gridRuns = coarse.size() * seeds * RacingSpaces.LARGE_SIZES.size();
        Contender g = new Contender("coarse grid", 0, gridRuns, gridS, best.describe(), new HeldOutRetest.Pick(
                "coarse grid", n -> RacingSpaces.engine(space, best, n, RacingSpaces.LARGE_MAX_EVALUATIONS)), null);
        Race race = Race.over(space).boardSizes(RacingSpaces.LARGE_SIZES.toArray(Integer[]::new))
                .trainingSeeds(1_000, 1_000).heldOutSeeds(HELD_OUT_FIRST, heldOut).budget(gridRuns / 4)
                .maxEvaluations(RacingSpaces.LARGE_MAX_EVALUATIONS);
        compare("conditional", RacingSpaces.LARGE_SIZES, heldOut, g, space, race,
                new Seeds(o.tunerSeeds(), noIrace, work), results, out);
    }

    /** The tuners' seeds (1 to count), why irace cannot run (null when it can), and irace's folder. */
    private record Seeds(int count, String noIrace, Path work) {}

    /**
     * Runs the race and irace with each seed, re-tests every pick on the same held-out instances in
     * one experiment, prints the table, the grid's target per seed and the race against irace per
     * seed and pooled over the seeds.
     */
    private static void compare(String name, List<Integer> sizes, int heldOut, Contender grid, Space space, Race race,
            Seeds seeds, Results results, PrintStream out) {
        out.printf("   tuners: the race and irace each with seeds 1 to %d (irace given the runs its seed's race"
                + " used)%s%n", seeds.count(), seeds.count() < 3 ? "; fewer than 3 seeds: a smoke run, its pooled"
                + " verdict rests on too few tuner runs" : "");
        List<Contender> races = new ArrayList<>();
        List<Contender> iraces = new ArrayList<>();
        List<RaceResult> raceResults = new ArrayList<>();
        for (int s = 1; s <= seeds.count(); s++) {
            Race seeded = race.seed(s);
            RaceResult r = timedRace(seeded, s, space, races);
            raceResults.add(r);
            iraces.add(irace(seeded.budget(r.runsUsed()), s, space, seeds.noIrace(), seeds.work()
                    .resolve("irace-seed" + s)));
            out.printf("   seed %d: race %d runs in %.1f s, irace %s%n", s, r.runsUsed(), races.get(s - 1).wallSeconds(),
                    iraces.get(s - 1).skipped() != null ? iraces.get(s - 1).skipped() : format("%d runs in %.1f s",
                    iraces.get(s - 1).runs(), iraces.get(s - 1).wallSeconds()));
        }
        List<Contender> all = new ArrayList<>(List.of(grid));
        all.addAll(races);
        all.addAll(iraces);
        List<HeldOutRetest.Pick> picks = new ArrayList<>();
        all.stream().filter(c -> c.skipped() == null).forEach(c -> picks.add(c.engines()));
        List<HeldOutRetest.Figures> figures = HeldOutRetest.run(picks, sizes, HELD_OUT_FIRST, heldOut);
        RacingReport.table(name, all, figures, results, out);
        for (int s = 0; s < raceResults.size(); s++) {
            RacingReport.raceConsistency(raceResults.get(s), RacingReport.of(figures, races.get(s).label()), out);
        }
        RacingReport.gridTargets(name, grid, races, figures, ALPHA, results, out);
        RacingSeeds.report(name, races, iraces, figures, ALPHA, results, out);
    }

    /** Runs one seed's race, adds its contender (wall time without its own re-test) and returns its result. */
    private static RaceResult timedRace(Race seeded, int seed, Space space, List<Contender> races) {
        long[] trained = new long[1];
        long t0 = System.nanoTime();
        RaceResult r = seeded.onProgress(line -> {
            if (line.startsWith("held-out")) {
                trained[0] = System.nanoTime(); // the race's own re-test is not part of its tuning time
            }
        }).run();
        Configuration pick = r.pick();
        String label = "race s" + seed;
        races.add(new Contender("race", seed, r.runsUsed(), (trained[0] - t0) / 1e9, pick.describe(),
                new HeldOutRetest.Pick(label, n -> RacingSpaces.engine(space, pick, n, seeded.maxEvaluations())),
                null));
        return r;
    }

    private static Contender irace(Race race, int seed, Space space, String noIrace, Path work) {
        if (noIrace != null) {
            return Contender.skipped("irace", seed, noIrace);
        }
        IraceContender.Outcome o = IraceContender.run(race, space, work, Runtime.getRuntime().availableProcessors());
        if (!o.ran()) {
            return Contender.skipped("irace", seed, o.failure());
        }
        Configuration best = o.best();
        return new Contender("irace", seed, o.runs(), o.wallSeconds(), best.describe(), new HeldOutRetest.Pick(
                "irace s" + seed, n -> RacingSpaces.engine(space, best, n, race.maxEvaluations())), null);
    }

    static String format(String pattern, Object... args) {
        return String.format(Locale.ROOT, pattern, args);
    }
}
