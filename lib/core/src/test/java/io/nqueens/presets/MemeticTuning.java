package io.nqueens.presets;

import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.selection.Tournament;

import java.util.Arrays;

/**
 * Tuning experiments for {@link LargeBoards#memetic(int)} (not a unit test). Each argument is
 * {@code key=value,...} with keys n, seeds, pop, pc, k (repair steps per queen), mode (plus |
 * elite | steady). Prints solved runs, median generations and median wall time. Run:
 * {@code java -Xmx1g -cp lib/target/classes:lib/target/test-classes io.nqueens.presets.MemeticTuning n=100000}
 */
public final class MemeticTuning {
    public static void main(String[] args) {
        for (String spec : args) {
            java.util.Map<String, String> m = new java.util.HashMap<>();
            for (String kv : spec.split(",")) {
                String[] p = kv.split("=");
                m.put(p[0], p[1]);
            }
            int n = Integer.parseInt(m.getOrDefault("n", "1000"));
            int seeds = Integer.parseInt(m.getOrDefault("seeds", "5"));
            var b = LargeBoards.memetic(n);
            if (m.containsKey("pop")) {
                int pop = Integer.parseInt(m.get("pop"));
                b.populationSize(pop).selector(Tournament.of(Math.min(2, pop)));
            }
            if (m.containsKey("pc")) {
                b.crossover(Pmx.of(), Double.parseDouble(m.get("pc")));
            }
            if (m.containsKey("k")) {
                Repair r = Repair.of(Double.parseDouble(m.get("k")));
                if (m.containsKey("ms")) {
                    r = r.minSteps(Long.parseLong(m.get("ms")));
                }
                b.mutation(r, 1.0);
            }
            switch (m.getOrDefault("mode", "plus")) {
                case "elite" -> b.replacement(Replacement.elitism(1));
                case "steady" -> b.replacement(Replacement.steadyState(1));
                default -> { }
            }
            Engine engine = b.build();
            int solved = 0;
            int[] gens = new int[seeds];
            double[] ms = new double[seeds];
            for (int s = 0; s < seeds; s++) {
                RunResult r = engine.runToEnd(s + 1);
                solved += r.solved() ? 1 : 0;
                gens[s] = r.solved() ? r.firstSolvedGeneration() : 99999;
                ms[s] = r.elapsedMillis();
            }
            Arrays.sort(gens);
            Arrays.sort(ms);
            System.out.printf("%-40s solved %d/%d  median gen %d  median %.0f ms  max %.0f ms  gens %s%n", spec, solved,
                    seeds, gens[seeds / 2], ms[seeds / 2], ms[seeds - 1], Arrays.toString(gens));
        }
    }
}
