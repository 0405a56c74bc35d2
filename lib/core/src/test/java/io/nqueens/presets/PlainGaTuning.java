package io.nqueens.presets;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.engine.RunResult;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Tuning experiments for the plain-GA preset of {@link LargeBoards} (not a unit test): success
 * rate over seeds 1..S within 1,000 generations for configurations given on the command line.
 *
 * <p>Each argument is {@code key=value,...} with keys n, pop, sel (tN or uX for truncation X),
 * pc, pm, swaps (pyevolve swap rate, 0 = one swap), elite (count), mode (elite | plus | steady),
 * seeds, threads. Run: {@code java -cp lib/target/classes:lib/target/test-classes
 * io.nqueens.presets.PlainGaTuning n=50,pop=200,sel=t3,pc=0.8,pm=0.8}
 */
public final class PlainGaTuning {
    public static void main(String[] args) throws Exception {
        for (String spec : args) {
            java.util.Map<String, String> m = new java.util.HashMap<>();
            for (String kv : spec.split(",")) {
                String[] p = kv.split("=");
                m.put(p[0], p[1]);
            }
            int n = Integer.parseInt(m.getOrDefault("n", "50"));
            int seeds = Integer.parseInt(m.getOrDefault("seeds", "30"));
            int threads = Integer.parseInt(m.getOrDefault("threads", "2"));
            Engine engine = build(m, n);
            ExecutorService ex = Executors.newFixedThreadPool(threads);
            List<Future<RunResult>> fs = new ArrayList<>();
            long t0 = System.nanoTime();
            for (int s = 1; s <= seeds; s++) {
                long seed = s;
                fs.add(ex.submit(() -> engine.runToEnd(seed)));
            }
            int solved = 0;
            int[] gens = new int[seeds];
            int k = 0;
            double bestSum = 0;
            for (Future<RunResult> f : fs) {
                RunResult r = f.get();
                solved += r.solved() ? 1 : 0;
                gens[k++] = r.solved() ? r.firstSolvedGeneration() : 9999;
                bestSum += r.bestFitness();
            }
            ex.shutdown();
            Arrays.sort(gens);
            System.out.printf("%-60s solved %2d/%d  median gen %d  mean best %.2f  %.1f s%n", spec, solved, seeds,
                    gens[seeds / 2], bestSum / seeds, (System.nanoTime() - t0) / 1e9);
        }
    }

    static Engine build(java.util.Map<String, String> m, int n) {
        int pop = Integer.parseInt(m.getOrDefault("pop", "100"));
        String sel = m.getOrDefault("sel", "t3");
        double pc = Double.parseDouble(m.getOrDefault("pc", "0.8"));
        double pm = Double.parseDouble(m.getOrDefault("pm", "0.8"));
        double swaps = Double.parseDouble(m.getOrDefault("swaps", "0"));
        int elite = Integer.parseInt(m.getOrDefault("elite", "1"));
        String mode = m.getOrDefault("mode", "elite");
        int gens = Integer.parseInt(m.getOrDefault("gens", "1000"));
        int cpm = Integer.parseInt(m.getOrDefault("cpm", "2"));
        var b = Engine.builder(Encoding.PERMUTATION, n)
                .populationSize(pop)
                .selector(sel.startsWith("t") ? Tournament.of(Integer.parseInt(sel.substring(1)))
                        : Truncation.of(Double.parseDouble(sel.substring(1))))
                .crossover(Pmx.of(), pc)
                .childrenPerMating(cpm)
                .mutation(swaps > 0 ? Swap.pyevolve(swaps) : Swap.of(), pm)
                .maxGenerations(gens)
                .trackDiversity(false);
        switch (mode) {
            case "plus" -> b.replacement(Replacement.muPlusLambda(pop));
            case "steady" -> b.replacement(Replacement.steadyState(elite));
            default -> b.replacement(Replacement.elitism(elite));
        }
        return b.build();
    }
}
