package io.nqueens.bench;

import io.nqueens.engine.Engine;
import io.nqueens.stats.WilsonInterval;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongFunction;

/**
 * Section 2: the kit against Jenetics 7.2.0 on DEAP's N-Queens GA ({@link DeapQueens}), the
 * same seeds in each library, every run the full generation budget. Per seed, all contenders run
 * one after the other, the starting contender rotating, so slow phases of the machine hit all of
 * them; figures are medians over seeds. Warm-up: runs of each contender on other seeds, round
 * robin, until each has run for a time budget (3 s, 0.7 s when quick).
 */
final class JeneticsComparison {
    private JeneticsComparison() {}

    private record Contender(String label, LongFunction<DeapQueens.Outcome> run) {}

    static final String HAND_WRITTEN = "hand-written loop (floor)";
    static final String HAND_WRITTEN_RECORDS = "loop + the kit's records";

    static void run(Options o, Results results, PrintStream out) {
        DeapQueens deap = DeapQueens.classic();
        int seeds = o.pick(30, 6);
        long warmupNanos = o.pick(3_000, 700) * 1_000_000L;
        List<Contender> contenders = new ArrayList<>();
        Engine kit = deap.kitEngine(true);
        Engine kitLean = deap.kitEngine(false);
        contenders.add(new Contender(kit.label(), s -> DeapQueens.runKit(kit, s)));
        contenders.add(new Contender(kitLean.label(), s -> DeapQueens.runKit(kitLean, s)));
        contenders.add(new Contender(HAND_WRITTEN, s -> HandWrittenDeap.run(deap, s)));
        contenders.add(new Contender(HAND_WRITTEN_RECORDS, s -> HandWrittenDeapRecords.run(deap, s).outcome()));
        for (DeapQueens.JeneticsVariant v : DeapQueens.JeneticsVariant.values()) {
            if (v == DeapQueens.JeneticsVariant.MATCHED || !o.quick()) {
                contenders.add(new Contender(v.label, s -> deap.runJenetics(v, s)));
            }
        }

        out.printf("%n== 2. Kit vs Jenetics 7.2.0 on DEAP's N-Queens GA: N=%d, population %d, "
                + "%d generations, %d seeds per contender ==%n", deap.n, deap.populationSize, deap.generations, seeds);
        out.printf("tournament(3), PMX cxpb %.1f per pair, shuffle-indexes mutpb %.1f / indpb %.2f, "
                + "generational, no elitism, single thread%n", DeapQueens.CXPB, DeapQueens.MUTPB, deap.indpb);
        out.printf("(%s)%n", Machine.loadLine());
        out.println(kit); // the engine prints its label and every setting
        out.printf("jenetics: PartiallyMatchedCrossover(0.25) [= DEAP's 75 crossovers/generation], "
                + "DeapShuffleMutator(0.2, %.2f), TournamentSelector(3), offspringFraction 1.0, "
                + "maximalPhenotypeAge 1e6, executor Runnable::run%n", deap.indpb);

        int k = contenders.size();
        // Warm-up: round robin on other seeds until every contender has run for the budget, so
        // the JIT has compiled both libraries' hot paths before anything is timed.
        long[] warmed = new long[k];
        for (long w = -1; java.util.Arrays.stream(warmed).min().orElse(0) < warmupNanos; w--) {
            for (int c = 0; c < k; c++) {
                warmed[c] += contenders.get(c).run().apply(w).elapsedNanos();
            }
        }
        DeapQueens.Outcome[][] outcomes = new DeapQueens.Outcome[k][seeds];
        for (int s = 0; s < seeds; s++) {
            for (int j = 0; j < k; j++) {
                int c = (s + j) % k;
                outcomes[c][s] = contenders.get(c).run().apply(s + 1);
            }
        }

        out.printf("%-30s %10s %8s %8s %10s %9s %9s %10s%n", "contender", "ms/gen", "min", "max",
                "cpu ms/gen", "solved", "1st sol.", "evals/gen");
        double[] medianMs = new double[k];
        double[] medianCpu = new double[k];
        double[] successRate = new double[k];
        for (int c = 0; c < k; c++) {
            DeapQueens.Outcome[] os = outcomes[c];
            double[] ms = new double[seeds];
            double[] cpu = new double[seeds];
            double[] evals = new double[seeds];
            List<Double> firsts = new ArrayList<>();
            int solved = 0;
            for (int s = 0; s < seeds; s++) {
                ms[s] = os[s].millisPerGeneration();
                cpu[s] = os[s].cpuMillisPerGeneration();
                evals[s] = (double) os[s].evaluations() / os[s].generations();
                if (os[s].solved()) {
                    solved++;
                    firsts.add((double) os[s].firstSolvedGeneration());
                }
            }
            medianMs[c] = Stats.median(ms);
            medianCpu[c] = Stats.median(cpu);
            successRate[c] = (double) solved / seeds;
            double firstMedian = Stats.median(firsts);
            String label = contenders.get(c).label();
            out.printf("%-30s %10.4f %8.4f %8.4f %10.4f %5d/%-3d %9s %10.1f%n", label, medianMs[c], Stats.min(ms),
                    Stats.max(ms), medianCpu[c], solved, seeds,
                    Double.isNaN(firstMedian) ? "-" : String.format("%.0f", firstMedian), Stats.median(evals));
            String param = "N=" + deap.n + ";pop=" + deap.populationSize + ";gens=" + deap.generations + ";seeds=" + seeds;
            results.add("jenetics", "ms_per_generation", label, param, medianMs[c], "ms");
            results.add("jenetics", "ms_per_generation_min", label, param, Stats.min(ms), "ms");
            results.add("jenetics", "ms_per_generation_max", label, param, Stats.max(ms), "ms");
            results.add("jenetics", "cpu_ms_per_generation", label, param, medianCpu[c], "ms");
            results.add("jenetics", "success_rate", label, param, successRate[c], "share");
            results.add("jenetics", "median_first_solved_generation", label, param, firstMedian, "generation");
            results.add("jenetics", "evaluations_per_generation", label, param, Stats.median(evals), "evaluations");
            for (int s = 0; s < seeds; s++) {
                results.add("jenetics-runs", "ms_per_generation", label, "seed=" + (s + 1), ms[s], "ms");
                results.add("jenetics-runs", "cpu_ms_per_generation", label, "seed=" + (s + 1), cpu[s], "ms");
                results.add("jenetics-runs", "solved", label, "seed=" + (s + 1), os[s].solved() ? 1 : 0, "bool");
            }
        }
        int kitIndex = 0;
        int leanIndex = 1;
        int floorIndex = indexOf(contenders, HAND_WRITTEN);
        int jIndex = indexOf(contenders, DeapQueens.JeneticsVariant.MATCHED.label);
        for (int s = 0; s < seeds; s++) {
            DeapQueens.Outcome engine = outcomes[kitIndex][s];
            DeapQueens.Outcome loop = outcomes[floorIndex][s];
            if (engine.solved() != loop.solved() || engine.firstSolvedGeneration() != loop.firstSolvedGeneration()
                    || engine.evaluations() != loop.evaluations() || engine.bestFitness() != loop.bestFitness()) {
                throw new AssertionError("the hand-written loop no longer makes the kit's draws: seed " + (s + 1)
                        + " gave " + loop + ", the kit " + engine);
            }
        }
        double speedup = medianMs[jIndex] / medianMs[kitIndex];
        double speedupLean = medianMs[jIndex] / medianMs[leanIndex];
        double speedupCpu = medianCpu[jIndex] / medianCpu[kitIndex];
        double speedupCpuLean = medianCpu[jIndex] / medianCpu[leanIndex];
        out.printf("time per generation, Jenetics / kit: %.1fx wall, %.1fx CPU (kit with trackDiversity off: "
                + "%.1fx wall, %.1fx CPU); kit/Jenetics ratio %.3f%n", speedup, speedupCpu, speedupLean,
                speedupCpuLean, 1 / speedup);
        double floorSpeedup = medianMs[jIndex] / medianMs[floorIndex];
        double overhead = medianMs[kitIndex] / medianMs[floorIndex];
        double overheadLean = medianMs[leanIndex] / medianMs[floorIndex];
        out.printf("hand-written loop: the same runs draw for draw (checked on every seed); Jenetics / loop %.1fx "
                + "wall, the most any engine could reach here with this generator and counter%n", floorSpeedup);
        out.printf("engine cost over the loop: kit %.2fx, kit with trackDiversity off %.2fx%n", overhead, overheadLean);
        int recordsIndex = indexOf(contenders, HAND_WRITTEN_RECORDS);
        checkSameRecords(deap, kit, seeds);
        double recordsCost = medianMs[recordsIndex] / medianMs[floorIndex];
        double equalWork = medianMs[kitIndex] / medianMs[recordsIndex];
        out.printf("the loop keeping the kit's records (double scores, tags, mean/worst/std, distinct genomes; the"
                + " same records checked generation by generation): %.2fx the loop; kit / it %.2fx%n", recordsCost,
                equalWork);
        results.add("jenetics", "records_cost", "loop + the kit's records / hand-written loop", "wall", recordsCost, "x");
        results.add("jenetics", "engine_overhead", "kit / loop + the kit's records", "wall", equalWork, "x");
        out.printf("success rate: kit %.0f%%, Jenetics %.0f%% (%d seeds each)%n", 100 * successRate[kitIndex],
                100 * successRate[jIndex], seeds);
        // "No worse" on 30 seeds: the kit's successes at least Jenetics' (the 300-seed check below
        // gives the interval for the difference).
        boolean fastEnough = speedup >= 10;
        boolean fastEnoughLean = speedupLean >= 10;
        boolean successOk = successRate[kitIndex] >= successRate[jIndex];
        out.printf("target: kit >= 10x faster per generation than Jenetics (%.1fx: %s; with trackDiversity off %.1fx: %s),"
                + " success rate no worse (%d/%d against %d/%d: %s)%n", speedup, fastEnough ? "met" : "NOT met", speedupLean,
                fastEnoughLean ? "met" : "NOT met", Math.round(successRate[kitIndex] * seeds), seeds,
                Math.round(successRate[jIndex] * seeds), seeds, successOk ? "met" : "NOT met");
        out.printf("evals/gen: the kit (and the loop) score a child only when it differs from both parents; once the"
                + " population converges most crossed children equal a parent. Jenetics scores every altered individual.%n");
        results.add("jenetics", "target_met_10x", "jenetics / kit", "wall", fastEnough ? 1 : 0, "bool");
        results.add("jenetics", "target_met_10x", "jenetics / kit (trackDiversity off)", "wall", fastEnoughLean ? 1 : 0, "bool");
        results.add("jenetics", "target_met_success_no_worse", "kit vs jenetics", "seeds=" + seeds, successOk ? 1 : 0, "bool");
        results.add("jenetics", "speedup_floor_over_jenetics", "jenetics / hand-written loop", "wall", floorSpeedup, "x");
        results.add("jenetics", "engine_overhead", "kit / hand-written loop", "wall", overhead, "x");
        results.add("jenetics", "engine_overhead", "kit (trackDiversity off) / hand-written loop", "wall", overheadLean, "x");
        successOnMoreSeeds(deap, kit, o.pick(300, 30), results, out);
        results.add("jenetics", "speedup_kit_over_jenetics", "jenetics / kit", "wall", speedup, "x");
        results.add("jenetics", "speedup_kit_over_jenetics", "jenetics / kit", "cpu", speedupCpu, "x");
        results.add("jenetics", "speedup_kit_over_jenetics", "jenetics / kit (trackDiversity off)", "wall", speedupLean, "x");
        results.add("jenetics", "speedup_kit_over_jenetics", "jenetics / kit (trackDiversity off)", "cpu", speedupCpuLean, "x");
        DeapPython.compare(deap, seeds, new DeapPython.KitMedians(medianMs[kitIndex], medianCpu[kitIndex],
                medianMs[jIndex], medianMs[floorIndex], medianMs[recordsIndex]), results, out);
    }

    /**
     * Success rates on many more seeds (no timing): 30 seeds cannot tell 60% from 63%. Seeds
     * 1001.. so they do not overlap the timed ones. Prints both rates with 95% Wilson intervals.
     */
    private static void successOnMoreSeeds(DeapQueens deap, Engine kit, int seeds, Results results, PrintStream out) {
        int kitSolved = 0;
        int jeneticsSolved = 0;
        for (long s = 1001; s < 1001 + seeds; s++) {
            kitSolved += DeapQueens.runKit(kit, s).solved() ? 1 : 0;
            jeneticsSolved += deap.runJenetics(DeapQueens.JeneticsVariant.MATCHED, s).solved() ? 1 : 0;
        }
        WilsonInterval k = WilsonInterval.of(kitSolved, seeds);
        WilsonInterval j = WilsonInterval.of(jeneticsSolved, seeds);
        // Kit minus Jenetics with a normal-approximation 95% interval for a difference of two rates.
        double diff = k.rate() - j.rate();
        double se = Math.sqrt(k.rate() * (1 - k.rate()) / seeds + j.rate() * (1 - j.rate()) / seeds);
        double lo = diff - WilsonInterval.Z95 * se;
        double hi = diff + WilsonInterval.Z95 * se;
        out.printf("success rate on %d more seeds: kit %.1f%% [%.1f, %.1f], Jenetics %.1f%% [%.1f, %.1f] "
                + "(95%% Wilson intervals); kit - Jenetics = %+.1f points, 95%% interval [%+.1f, %+.1f]: %s%n", seeds,
                100 * k.rate(), 100 * k.low(), 100 * k.high(), 100 * j.rate(), 100 * j.low(), 100 * j.high(),
                100 * diff, 100 * lo, 100 * hi,
                lo > 0 ? "the kit is better" : hi < 0 ? "the kit is worse" : "no difference shown");
        results.add("jenetics", "success_rate_difference_more_seeds", "kit - jenetics", "estimate", diff, "share");
        results.add("jenetics", "success_rate_difference_more_seeds", "kit - jenetics", "low95", lo, "share");
        results.add("jenetics", "success_rate_difference_more_seeds", "kit - jenetics", "high95", hi, "share");
        String param = "N=" + deap.n + ";pop=" + deap.populationSize + ";gens=" + deap.generations + ";seeds=" + seeds;
        results.add("jenetics", "success_rate_more_seeds", "kit", param, k.rate(), "share");
        results.add("jenetics", "success_rate_more_seeds", DeapQueens.JeneticsVariant.MATCHED.label, param, j.rate(), "share");
    }

    /**
     * Checks that the loop with records records what the kit records, generation by generation
     * (mean, worst and standard deviation to the bit, distinct genomes exactly), so that its time
     * is the time of equal work. Runs outside the timing.
     */
    private static void checkSameRecords(DeapQueens deap, Engine kit, int seeds) {
        for (long s = 1; s <= seeds; s++) {
            var loop = HandWrittenDeapRecords.run(deap, s);
            var history = kit.runToEnd(s).history();
            for (var g : history) {
                int i = g.index();
                if (g.mean() != loop.mean()[i] || g.worst() != loop.worst()[i] || g.std() != loop.std()[i]
                        || g.diversity() != loop.distinct()[i]) {
                    throw new AssertionError("the loop with records no longer records what the kit does: seed " + s
                            + ", generation " + i + ": loop mean " + loop.mean()[i] + ", worst " + loop.worst()[i]
                            + ", std " + loop.std()[i] + ", distinct " + loop.distinct()[i] + "; kit " + g);
                }
            }
        }
    }

    private static int indexOf(List<Contender> contenders, String label) {
        for (int i = 0; i < contenders.size(); i++) {
            if (contenders.get(i).label().equals(label)) {
                return i;
            }
        }
        throw new IllegalArgumentException(label);
    }
}
