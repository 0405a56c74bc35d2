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

    static void run(Options o, Results results, PrintStream out) {
        int seeds = o.pick(10, 3);
        List<Engine> engines = presets();
        int k = engines.size();
        out.printf("%n== 3. Document presets at N = 8, %d seeds each (median over seeds) ==%n", seeds);
        out.printf("(%s)%n", Machine.loadLine());
        for (Engine e : engines) {
            e.runToEnd(-12_345); // warm-up
        }
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
        out.printf("%-14s %11s %11s %14s %9s %8s %12s %9s  %s%n", "preset", "ms to stop", "cpu ms", "ms to 1st sol.",
                "solved", "gens", "evals/s", "ns/ind", "stop reasons");
        for (int c = 0; c < k; c++) {
            Engine e = engines.get(c);
            double[] ms = new double[seeds];
            double[] perIndividual = new double[seeds]; // CPU ns per individual per generation
            double[] cpuMs = new double[seeds];
            double[] gens = new double[seeds];
            double[] rate = new double[seeds];
            List<Double> toSolution = new ArrayList<>();
            Map<StopReason, Integer> reasons = new EnumMap<>(StopReason.class);
            int solved = 0;
            for (int s = 0; s < seeds; s++) {
                RunResult r = runs[c][s];
                ms[s] = wall[c][s] / 1e6;
                cpuMs[s] = cpu[c][s] / 1e6;
                gens[s] = r.generations();
                rate[s] = r.evaluations() / (wall[c][s] / 1e9);
                perIndividual[s] = (double) cpu[c][s] / ((r.generations() + 1.0) * e.populationSize());
                reasons.merge(r.stopReason(), 1, Integer::sum);
                if (r.solved()) {
                    solved++;
                    Generation first = r.history().get(r.firstSolvedGeneration());
                    toSolution.add(first.elapsedNanos() / 1e6);
                }
            }
            double tts = Stats.median(toSolution);
            out.printf("%-14s %11.2f %11.2f %14s %5d/%-3d %8.0f %12s %9.0f  %s%n", e.label(), Stats.median(ms),
                    Stats.median(cpuMs),
                    Double.isNaN(tts) ? "-" : String.format("%.2f", tts), solved, seeds, Stats.median(gens),
                    FitnessThroughput.si(Stats.median(rate)), Stats.median(perIndividual), reasons);
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
}
