package io.nqueens.bench;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.GeneWise;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Section 4: a parameter grid at N = 8 on integer genomes - 4 selections × 4 crossovers × 5
 * mutation rates × k seeds - run sequentially and then on a fixed pool of worker threads, one per
 * core. Run i uses cell {@code i / k} and seed i, and writes its outcome to slot i, so both ways
 * give identical results (checked). Workers pull run indices from a shared counter, so a slow run
 * does not hold up a whole chunk. Engines are immutable and built once per cell, before timing.
 */
final class GridExperiment {

    static final int N = 8;
    static final int POPULATION = 50;
    static final int MAX_GENERATIONS = 200;
    static final double[] MUTATION_RATES = {0.05, 0.1, 0.2, 0.3, 0.5};

    /** One grid cell: its coordinates and its engine. */
    record Cell(String selection, String crossover, double mutationRate, Engine engine) {}

    /** The outcome of one run, as compared between the sequential and the parallel pass. */
    record Outcome(boolean solved, int generations, long evaluations, double bestFitness) {
        static Outcome of(RunResult r) {
            return new Outcome(r.solved(), r.generations(), r.evaluations(), r.bestFitness());
        }
    }

    final List<Cell> cells = new ArrayList<>();
    final int seedsPerCell;

    GridExperiment(int seedsPerCell) {
        this.seedsPerCell = seedsPerCell;
        Selector[] selections = {Tournament.of(2), Tournament.of(3), RouletteWheel.of(), Truncation.of(0.5)};
        Crossover[] crossovers = {SinglePoint.interior(), SinglePoint.anyCut(), SinglePoint.belowLength(),
                GeneWise.of(0.5, 0.5)};
        for (Selector s : selections) {
            for (Crossover x : crossovers) {
                for (double pm : MUTATION_RATES) {
                    // Engine defaults otherwise: crossover probability 0.8, two children per
                    // mating, elitism of 1, attacking pairs, stop when solved.
                    Engine e = Engine.builder(Encoding.INTEGER, N)
                            .label(s + " " + x + " pm=" + pm)
                            .populationSize(POPULATION)
                            .selector(s)
                            .crossover(x, 0.8)
                            .mutation(RandomReset.toOtherValue(), pm)
                            .maxGenerations(MAX_GENERATIONS)
                            .build();
                    cells.add(new Cell(s.toString(), x.toString(), pm, e));
                }
            }
        }
    }

    int runs() {
        return cells.size() * seedsPerCell;
    }

    Cell cellOf(int run) {
        return cells.get(run / seedsPerCell);
    }

    Outcome runOne(int i) {
        return Outcome.of(cellOf(i).engine().runToEnd(i));
    }

    Outcome[] sequential() {
        Outcome[] out = new Outcome[runs()];
        for (int i = 0; i < out.length; i++) {
            out[i] = runOne(i);
        }
        return out;
    }

    Outcome[] parallel(int threads) {
        return parallel(threads, new AtomicLong());
    }

    /** The parallel pass; adds the workers' CPU time (ns) to {@code workerCpu}. */
    Outcome[] parallel(int threads, AtomicLong workerCpu) {
        Outcome[] out = new Outcome[runs()];
        AtomicInteger next = new AtomicInteger();
        Runnable worker = () -> {
            long c0 = Machine.threadCpuNanos();
            for (int i = next.getAndIncrement(); i < out.length; i = next.getAndIncrement()) {
                out[i] = runOne(i);
            }
            workerCpu.addAndGet(Machine.threadCpuNanos() - c0);
        };
        List<Thread> pool = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread th = new Thread(worker, "grid-" + t);
            th.start();
            pool.add(th);
        }
        for (Thread th : pool) {
            try {
                th.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for the grid", e);
            }
        }
        for (Outcome o : out) {
            if (o == null) {
                throw new IllegalStateException("a grid run failed");
            }
        }
        return out;
    }

    /** Wall and CPU milliseconds per repetition, the first repetition's outcomes, and whether all agreed. */
    private record Timings(double[] seqMs, double[] parMs, double[] seqCpuMs, double[] parCpuMs, Outcome[] reference,
            boolean identical) {}

    static void run(Options o, Results results, PrintStream out) {
        int seeds = o.pick(30, 10);
        int reps = o.pick(3, 1);
        int threads = Runtime.getRuntime().availableProcessors();
        GridExperiment grid = new GridExperiment(seeds);
        out.printf("%n== 4. Grid: 4 selections x 4 crossovers x %d mutation rates x %d seeds = %d runs "
                + "(N=%d, population %d, max %d generations), %d threads, median of %d ==%n",
                MUTATION_RATES.length, seeds, grid.runs(), N, POPULATION, MAX_GENERATIONS, threads, reps);
        out.printf("(%s)%n", Machine.loadLine());

        grid.parallel(threads); // warm-up
        double ceilingBefore = Machine.parallelCeiling(threads);
        Timings t = grid.measure(reps, threads);
        double ceilingAfter = Machine.parallelCeiling(threads);
        grid.report(t, threads, new double[] {ceilingBefore, ceilingAfter}, results, out);
        grid.summarise(t.reference(), results, out);
        grid.writeRuns(t.reference(), o.outDir().resolve("grid-runs.csv"));
    }

    /** Sequential and parallel passes taking turns, {@code reps} times each. */
    private Timings measure(int reps, int threads) {
        double[] seqMs = new double[reps];
        double[] parMs = new double[reps];
        double[] seqCpuMs = new double[reps];
        double[] parCpuMs = new double[reps];
        Outcome[] reference = null;
        boolean identical = true;
        for (int r = 0; r < reps; r++) {
            for (int k = 0; k < 2; k++) {
                boolean seqTurn = (r + k) % 2 == 0;
                AtomicLong workerCpu = new AtomicLong();
                long c0 = Machine.threadCpuNanos();
                long t0 = System.nanoTime();
                Outcome[] res = seqTurn ? sequential() : parallel(threads, workerCpu);
                double ms = (System.nanoTime() - t0) / 1e6;
                if (seqTurn) {
                    seqMs[r] = ms;
                    seqCpuMs[r] = (Machine.threadCpuNanos() - c0) / 1e6;
                } else {
                    parMs[r] = ms;
                    parCpuMs[r] = workerCpu.get() / 1e6;
                }
                if (reference == null) {
                    reference = res;
                } else {
                    identical &= java.util.Arrays.equals(reference, res);
                }
            }
        }
        return new Timings(seqMs, parMs, seqCpuMs, parCpuMs, reference, identical);
    }

    /** The medians, the speed-up and the targets, printed and recorded; ceiling: before and after. */
    private void report(Timings t, int threads, double[] ceiling, Results results, PrintStream out) {
        double seq = Stats.median(t.seqMs());
        double par = Stats.median(t.parMs());
        double seqCpu = Stats.median(t.seqCpuMs());
        double parCpu = Stats.median(t.parCpuMs());
        // The share of the cores the workers actually got: below 1 when other processes ran too.
        double coreShare = parCpu / (threads * par);
        out.printf("sequential: %.0f ms   parallel (%d threads): %.0f ms   speed-up %.2fx   results identical: %s%n",
                seq, threads, par, seq / par, t.identical() ? "yes" : "NO");
        out.printf("CPU time: sequential %.0f ms, parallel workers %.0f ms in all (x%.2f); the workers got %.0f%% of"
                + " %d cores' time (the rest went to other processes or idle waits)%n", seqCpu, parCpu, parCpu / seqCpu,
                100 * coreShare, threads);
        out.printf("this machine's ceiling for %d threads right now (pure arithmetic, no memory): %.2fx before, "
                + "%.2fx after the grid%n", threads, ceiling[0], ceiling[1]);
        boolean fullGrid = runs() == 2400;
        boolean underTen = par < 10_000;
        boolean speedUp = seq / par >= 1.7;
        out.printf("per run: %.2f ms sequential; target: grid of 2,400 runs < 10 s on 2 cores (%s), speed-up >= 1.7x"
                + " (%s)%s%n", seq / runs(), underTen ? "met" : "NOT met", speedUp ? "met" : "NOT met",
                fullGrid ? "" : " [this run's grid has " + runs() + " runs, not 2,400]");
        String param = "runs=" + runs() + ";threads=" + threads;
        results.add("grid", "target_met_under_10s", "parallel", param, underTen ? 1 : 0, "bool");
        results.add("grid", "target_met_speedup_1.7x", "parallel / sequential", param, speedUp ? 1 : 0, "bool");
        results.add("grid", "wall_ms", "sequential", param, seq, "ms");
        results.add("grid", "wall_ms", "parallel", param, par, "ms");
        results.add("grid", "wall_ms_min", "sequential", param, Stats.min(t.seqMs()), "ms");
        results.add("grid", "wall_ms_min", "parallel", param, Stats.min(t.parMs()), "ms");
        results.add("grid", "speedup_parallel_over_sequential", "parallel", param, seq / par, "x");
        results.add("grid", "cpu_ms", "sequential", param, seqCpu, "ms");
        results.add("grid", "cpu_ms", "parallel (all workers)", param, parCpu, "ms");
        results.add("grid", "worker_core_share", "parallel", param, coreShare, "share");
        results.add("grid", "machine_parallel_ceiling", "spin test", "before", ceiling[0], "x");
        results.add("grid", "machine_parallel_ceiling", "spin test", "after", ceiling[1], "x");
        results.add("grid", "results_identical", "parallel vs sequential", param, t.identical() ? 1 : 0, "bool");
    }

    /** Success rate by factor, so one can see the grid separates its settings. */
    void summarise(Outcome[] outcomes, Results results, PrintStream out) {
        int solved = 0;
        for (Outcome x : outcomes) {
            solved += x.solved() ? 1 : 0;
        }
        out.printf("solved %d of %d runs (%.1f%%); success rate by factor:%n", solved, outcomes.length,
                100.0 * solved / outcomes.length);
        for (String factor : List.of("selection", "crossover", "mutation")) {
            StringBuilder line = new StringBuilder(String.format("  %-10s", factor));
            for (String level : levels(factor)) {
                int hit = 0;
                int all = 0;
                for (int i = 0; i < outcomes.length; i++) {
                    if (level(cellOf(i), factor).equals(level)) {
                        all++;
                        hit += outcomes[i].solved() ? 1 : 0;
                    }
                }
                line.append(String.format("  %s %.0f%%", level, 100.0 * hit / all));
                results.add("grid", "success_rate_by_" + factor, level, "", (double) hit / all, "share");
            }
            out.println(line);
        }
        for (int c = 0; c < cells.size(); c++) {
            int hit = 0;
            double gens = 0;
            for (int s = 0; s < seedsPerCell; s++) {
                Outcome x = outcomes[c * seedsPerCell + s];
                hit += x.solved() ? 1 : 0;
                gens += x.generations();
            }
            Cell cell = cells.get(c);
            String param = "selection=" + cell.selection() + ";crossover=" + cell.crossover() + ";pm=" + cell.mutationRate();
            results.add("grid-cells", "success_rate", cell.engine().label(), param, (double) hit / seedsPerCell, "share");
            results.add("grid-cells", "mean_generations", cell.engine().label(), param, gens / seedsPerCell, "generations");
        }
    }

    private List<String> levels(String factor) {
        List<String> levels = new ArrayList<>();
        for (Cell c : cells) {
            String l = level(c, factor);
            if (!levels.contains(l)) {
                levels.add(l);
            }
        }
        return levels;
    }

    private static String level(Cell c, String factor) {
        return switch (factor) {
            case "selection" -> c.selection();
            case "crossover" -> c.crossover();
            default -> "pm=" + c.mutationRate();
        };
    }

    /** One row per run, for notebooks: selection, crossover, mutation rate, seed and outcome. */
    void writeRuns(Outcome[] outcomes, java.nio.file.Path file) {
        StringBuilder sb = new StringBuilder("run,selection,crossover,mutation_rate,seed,solved,generations,evaluations,best_fitness\n");
        for (int i = 0; i < outcomes.length; i++) {
            Cell c = cellOf(i);
            Outcome x = outcomes[i];
            sb.append(i).append(',').append(Results.field(c.selection())).append(',')
                    .append(Results.field(c.crossover())).append(',')
                    .append(String.format(Locale.ROOT, "%s", c.mutationRate())).append(',')
                    .append(i).append(',').append(x.solved()).append(',').append(x.generations()).append(',')
                    .append(x.evaluations()).append(',').append(Results.number(x.bestFitness())).append('\n');
        }
        Results.write(file, sb.toString());
    }
}
