package io.nqueens.bench;

import io.nqueens.engine.Engine;
import io.nqueens.engine.Generation;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.presets.Preset;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Section 3: the five document presets, faithful and fixed, at N = 8 with their own stopping
 * rules: median wall time to the end of a run (a solution, all solutions, the fitness target or
 * the budget), median time to the first real solution among runs that saw one, and fitness
 * evaluations per second. Seeds 1..k; per seed every preset runs once, the starting preset
 * rotating; one warm-up run per preset first.
 */
final class PresetTiming {
    private PresetTiming() {}

    /** The document presets of the kit's one catalogue, at N = 8. */
    static List<Engine> presets() {
        List<Engine> engines = new ArrayList<>();
        for (Preset p : Preset.documents()) {
            engines.add(p.builder(8).build());
        }
        return engines;
    }

    /** The timed runs of every preset: their results, wall and thread-CPU nanoseconds, [preset][seed - 1]. */
    private record Timed(RunResult[][] runs, long[][] wall, long[][] cpu) {}

    static void run(Options o, Results results, PrintStream out) {
        int seeds = o.pick(10, 3);
        List<Engine> engines = presets();
        out.printf("%n== 3. Document presets at N = 8, %d seeds each (median over seeds) ==%n", seeds);
        out.printf("(%s)%n", Machine.loadLine());
        for (Engine e : engines) {
            e.runToEnd(-12_345); // warm-up
        }
        Timed t = measure(engines, seeds);
        out.printf("%-14s %11s %11s %14s %9s %8s %12s %9s  %s%n", "preset", "ms to stop", "cpu ms", "ms to 1st sol.",
                "solved", "gens", "evals/s", "ns/ind", "stop reasons");
        for (int c = 0; c < engines.size(); c++) {
            report(engines.get(c), t.runs()[c], t.wall()[c], t.cpu()[c], results, out);
        }
    }

    /** Per seed, every preset once, the starting preset rotating. */
    private static Timed measure(List<Engine> engines, int seeds) {
        int k = engines.size();
        RunResult[][] runs = new RunResult[k][seeds];
        long[][] wall = new long[k][seeds];
        long[][] cpu = new long[k][seeds];
        for (int s = 0; s < seeds; s++) {
            for (int j = 0; j < k; j++) {
                int c = (s + j) % k;
                long c0 = Machine.threadCpuNanos();
                long t0 = System.nanoTime();
                runs[c][s] = engines.get(c).runToEnd(s + 1);
                wall[c][s] = System.nanoTime() - t0;
                cpu[c][s] = Machine.threadCpuNanos() - c0;
            }
        }
        return new Timed(runs, wall, cpu);
    }

    /** One preset's figures per seed (CPU ns per individual per generation in perIndividual). */
    private record PerSeed(double[] ms, double[] cpuMs, double[] gens, double[] rate, double[] perIndividual,
            List<Double> toSolution, Map<StopReason, Integer> reasons, int solved) {
        static PerSeed of(Engine e, RunResult[] runs, long[] wall, long[] cpu) {
            int seeds = runs.length;
            PerSeed p = new PerSeed(new double[seeds], new double[seeds], new double[seeds], new double[seeds],
                    new double[seeds], new ArrayList<>(), new EnumMap<>(StopReason.class), 0);
            int solved = 0;
            for (int s = 0; s < seeds; s++) {
                RunResult r = runs[s];
                p.ms[s] = wall[s] / 1e6;
                p.cpuMs[s] = cpu[s] / 1e6;
                p.gens[s] = r.generations();
                p.rate[s] = r.evaluations() / (wall[s] / 1e9);
                p.perIndividual[s] = (double) cpu[s] / ((r.generations() + 1.0) * e.populationSize());
                p.reasons.merge(r.stopReason(), 1, Integer::sum);
                if (r.solved()) {
                    solved++;
                    Generation first = r.history().get(r.firstSolvedGeneration());
                    p.toSolution.add(first.elapsedNanos() / 1e6);
                }
            }
            return new PerSeed(p.ms, p.cpuMs, p.gens, p.rate, p.perIndividual, p.toSolution, p.reasons, solved);
        }
    }

    /** One preset's line and records: medians over its seeds. */
    private static void report(Engine e, RunResult[] runs, long[] wall, long[] cpu, Results results, PrintStream out) {
        int seeds = runs.length;
        PerSeed p = PerSeed.of(e, runs, wall, cpu);
        double[] ms = p.ms();
        double[] cpuMs = p.cpuMs();
        double[] gens = p.gens();
        double[] rate = p.rate();
        double[] perIndividual = p.perIndividual();
        int solved = p.solved();
        double tts = Stats.median(p.toSolution());
        out.printf("%-14s %11.2f %11.2f %14s %5d/%-3d %8.0f %12s %9.0f  %s%n", e.label(), Stats.median(ms),
                Stats.median(cpuMs),
                Double.isNaN(tts) ? "-" : String.format("%.2f", tts), solved, seeds, Stats.median(gens),
                FitnessThroughput.si(Stats.median(rate)), Stats.median(perIndividual), p.reasons());
        String param = "N=8;seeds=" + seeds;
        results.add("presets", "ms_to_stop", e.label(), param, Stats.median(ms), "ms");
        results.add("presets", "cpu_ms_to_stop", e.label(), param, Stats.median(cpuMs), "ms");
        results.add("presets", "ms_to_first_solution", e.label(), param, tts, "ms");
        results.add("presets", "success_rate", e.label(), param, (double) solved / seeds, "share");
        results.add("presets", "generations", e.label(), param, Stats.median(gens), "generations");
        results.add("presets", "evaluations_per_second", e.label(), param, Stats.median(rate), "evaluations/s");
        results.add("presets", "ns_per_individual_generation", e.label(), param, Stats.median(perIndividual), "ns");
        if (e.label().equals("001 faithful")) {
            out.printf("document 001's shape (roulette, population 1,000, N = 8): %.0f ns CPU per individual"
                    + " per generation (median; issue 21 aims towards 100)%n", Stats.median(perIndividual));
        }
    }
}
