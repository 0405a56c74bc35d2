package io.nqueens.bench;

import io.nqueens.board.Board;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.LargeBoards;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Section 5: issue 9's large-board targets.
 *
 * <ol type="a">
 *   <li>The memetic GA ({@link LargeBoards#memetic(int)}) at N = 1,000,000 over seeds 1..5 (quick:
 *       1..2): median wall time to a solution, min and max, how many solved, and the peak heap.
 *       Target: median under 10 s within a 1 GB heap. One warm-up run at N = 100,000 first.</li>
 *   <li>The largest N it solves within 60 s: seed 1 at 1M, 2M, 4M, 8M and 10M
 *       ({@link Board#MAX_SIZE}), stopping at the first size not solved within 60 s (quick: 1M
 *       and 2M).</li>
 *   <li>The plain GA ({@link LargeBoards#plainGa(int)}) at N = 50 and 100 over seeds 1..30
 *       (quick: 1..5) within 1,000 generations: success rate and median generations of the solved
 *       runs. Targets: at least 90% at N = 50 and at least 50% at N = 100.</li>
 * </ol>
 *
 * The large runs of (a) and (b) go one after another on the calling thread, each after a
 * {@code System.gc()}, so that neither another run nor the previous run's garbage disturbs their
 * timing; a million queens and more leave no room in a 1 GB heap for a second run anyway. The
 * plain-GA runs of (c) are independent and small, so they go to a fixed pool of one thread per
 * core; run i writes slot i, so the outcomes are the same on any number of threads (only times
 * differ). The peak heap is the sum of the heap pools' peaks since the run started: an upper
 * bound on the heap in use at any one moment, garbage included.
 */
final class LargeBoardTargets {
    private LargeBoardTargets() {}

    static final String SECTION = "large-boards";
    static final int MILLION = 1_000_000;
    static final int WARMUP_N = 100_000;
    static final double TARGET_MEDIAN_SECONDS = 10;
    static final long TARGET_HEAP_MB = 1024;
    static final int BUDGET_SECONDS = 60;
    static final int[] PLAIN_SIZES = {50, 100};
    static final double[] PLAIN_TARGETS = {0.9, 0.5};
    static final int PLAIN_MAX_GENERATIONS = 1_000;

    /** One run: its outcome, wall and thread-CPU time, peak heap, or the error that ended it. */
    record Outcome(int n, long seed, boolean solved, int generations, long evaluations, double wallMs,
                   double cpuMs, double peakHeapMb, String stopReason) {

        boolean solvedWithin(double seconds) {
            return solved && wallMs <= seconds * 1000;
        }
    }

    static void run(Options o, Results results, PrintStream out) {
        long maxHeapMb = Runtime.getRuntime().maxMemory() >> 20;
        out.printf("%n== 5. Large boards (issue 9's targets): LargeBoards.memetic and LargeBoards.plainGa ==%n");
        out.printf("(%s; max heap %d MB%s)%n", Machine.loadLine(), maxHeapMb,
                maxHeapMb > TARGET_HEAP_MB ? ", more than the 1 GB the target allows: run with -Xmx1g as ./kit bench does"
                        : "");
        memeticAtAMillion(o, results, out);
        largestWithinBudget(o, results, out);
        plainGa(o, results, out);
    }

    // ------------------------------------------------------------------ (a)

    static void memeticAtAMillion(Options o, Results results, PrintStream out) {
        int seeds = o.pick(5, 2);
        long maxHeapMb = Runtime.getRuntime().maxMemory() >> 20;
        out.printf("%n(a) memetic GA at N = 1,000,000, seeds 1..%d, one run at a time (after a warm-up run at "
                + "N = 100,000)%n", seeds);
        runLarge(LargeBoards.memetic(WARMUP_N).build(), -12_345);
        List<Outcome> runs = millionRuns(LargeBoards.memetic(MILLION).build(), seeds, results, out);
        summariseMillion(runs, maxHeapMb, results, out);
    }

    /** Seeds 1..seeds at a million queens, one at a time, each printed and recorded. */
    private static List<Outcome> millionRuns(Engine engine, int seeds, Results results, PrintStream out) {
        List<Outcome> runs = new ArrayList<>();
        for (long seed = 1; seed <= seeds; seed++) {
            Outcome r = runLarge(engine, seed);
            runs.add(r);
            out.println("  " + describe(r));
            String param = "N=" + MILLION + ";seed=" + seed;
            results.add(SECTION, "wall_ms", "memetic", param, r.wallMs(), "ms");
            results.add(SECTION, "cpu_ms", "memetic", param, r.cpuMs(), "ms");
            results.add(SECTION, "solved", "memetic", param, r.solved() ? 1 : 0, "bool");
            results.add(SECTION, "generations", "memetic", param, r.generations(), "generations");
            results.add(SECTION, "peak_heap_mb", "memetic", param, r.peakHeapMb(), "MB");
        }
        return runs;
    }

    /** The million-queen runs' medians and the target, printed and recorded. */
    private static void summariseMillion(List<Outcome> runs, long maxHeapMb, Results results, PrintStream out) {
        int seeds = runs.size();
        // A run that did not solve its board counts as never reaching a solution.
        double[] toSolution = runs.stream().mapToDouble(r -> r.solved() ? r.wallMs() : Double.POSITIVE_INFINITY)
                .toArray();
        double[] cpu = runs.stream().mapToDouble(Outcome::cpuMs).toArray();
        double[] gens = runs.stream().mapToDouble(Outcome::generations).toArray();
        double peak = runs.stream().mapToDouble(Outcome::peakHeapMb).max().orElse(Double.NaN);
        int solved = (int) runs.stream().filter(Outcome::solved).count();
        double median = Stats.median(toSolution);
        boolean met = median < TARGET_MEDIAN_SECONDS * 1000 && maxHeapMb <= TARGET_HEAP_MB;
        out.printf("  solved %d/%d (all solved: %s); time to solution median %s (min %s, max %s); thread CPU "
                        + "median %.2f s; median generations %.0f; peak heap <= %.0f MB of %d MB%n",
                solved, seeds, solved == seeds ? "yes" : "NO", seconds(median), seconds(Stats.min(toSolution)),
                seconds(Stats.max(toSolution)), Stats.median(cpu) / 1000, Stats.median(gens), peak, maxHeapMb);
        out.printf("  target: median < %.0f s within a 1 GB heap: %s%n", TARGET_MEDIAN_SECONDS,
                met ? "met" : maxHeapMb > TARGET_HEAP_MB ? "not judged (heap above 1 GB)" : "NOT met");
        String param = "N=" + MILLION + ";seeds=" + seeds;
        results.add(SECTION, "wall_ms_to_solution_median", "memetic", param, median, "ms");
        results.add(SECTION, "wall_ms_to_solution_min", "memetic", param, Stats.min(toSolution), "ms");
        results.add(SECTION, "wall_ms_to_solution_max", "memetic", param, Stats.max(toSolution), "ms");
        results.add(SECTION, "cpu_ms_median", "memetic", param, Stats.median(cpu), "ms");
        results.add(SECTION, "generations_median", "memetic", param, Stats.median(gens), "generations");
        results.add(SECTION, "success_rate", "memetic", param, (double) solved / seeds, "share");
        results.add(SECTION, "all_solved", "memetic", param, solved == seeds ? 1 : 0, "bool");
        results.add(SECTION, "peak_heap_mb", "memetic", param, peak, "MB");
        results.add(SECTION, "max_heap_mb", "jvm", "", maxHeapMb, "MB");
        results.add(SECTION, "target_met_median_under_10s_in_1gb", "memetic", param, met ? 1 : 0, "bool");
    }

    // ------------------------------------------------------------------ (b)

    static int[] largestSizes(Options o) {
        return o.quick() ? new int[] {MILLION, 2 * MILLION}
                : new int[] {MILLION, 2 * MILLION, 4 * MILLION, 8 * MILLION, Board.MAX_SIZE};
    }

    static void largestWithinBudget(Options o, Results results, PrintStream out) {
        int[] sizes = largestSizes(o);
        out.printf("%n(b) largest N the memetic GA solves within %d s: seed 1 at N = %s; stops at the first failure%s%n",
                BUDGET_SECONDS, Arrays.stream(sizes).mapToObj(n -> String.format("%,d", n))
                        .reduce((x, y) -> x + ", " + y).orElse(""),
                o.quick() ? " (quick mode: 2M at most)" : "");
        int largest = 0;
        for (int n : sizes) {
            Outcome r = runLarge(LargeBoards.memetic(n).timeLimit(Duration.ofSeconds(BUDGET_SECONDS)).build(), 1);
            out.println("  " + describe(r));
            String param = "N=" + n + ";seed=1";
            results.add(SECTION, "wall_ms", "memetic (largest N)", param, r.wallMs(), "ms");
            results.add(SECTION, "cpu_ms", "memetic (largest N)", param, r.cpuMs(), "ms");
            results.add(SECTION, "solved_within_60s", "memetic (largest N)", param, r.solvedWithin(BUDGET_SECONDS) ? 1 : 0,
                    "bool");
            results.add(SECTION, "peak_heap_mb", "memetic (largest N)", param, r.peakHeapMb(), "MB");
            if (!r.solvedWithin(BUDGET_SECONDS)) {
                break;
            }
            largest = n;
        }
        int last = sizes[sizes.length - 1];
        out.printf("  largest N solved within %d s: %s%s%n", BUDGET_SECONDS,
                largest == 0 ? "none" : String.format("%,d", largest),
                largest == Board.MAX_SIZE ? " (Board.MAX_SIZE, the largest board the kit allows)"
                        : largest == last ? " (the largest size tried)" : "");
        results.add(SECTION, "largest_n_solved_within_60s", "memetic", "seed=1;max_tried=" + last, largest, "queens");
    }

    // ------------------------------------------------------------------ (c)

    static void plainGa(Options o, Results results, PrintStream out) {
        int seeds = o.pick(30, 5);
        int threads = Runtime.getRuntime().availableProcessors();
        out.printf("%n(c) plain GA at N = 50 and 100, seeds 1..%d, up to %,d generations, on %d threads%n",
                seeds, PLAIN_MAX_GENERATIONS, threads);
        long t0 = System.nanoTime();
        for (int i = 0; i < PLAIN_SIZES.length; i++) {
            int n = PLAIN_SIZES[i];
            long b0 = System.nanoTime();
            Outcome[] runs = plainGaRuns(n, seeds, threads);
            double batchMs = (System.nanoTime() - b0) / 1e6;
            int solved = 0;
            List<Double> solvedAt = new ArrayList<>();
            double[] cpu = new double[runs.length];
            for (int s = 0; s < runs.length; s++) {
                cpu[s] = runs[s].cpuMs();
                if (runs[s].solved()) {
                    solved++;
                    solvedAt.add((double) runs[s].generations());
                }
            }
            double rate = (double) solved / seeds;
            double[] at = solvedAt.stream().mapToDouble(Double::doubleValue).toArray();
            boolean met = rate >= PLAIN_TARGETS[i];
            out.printf("  N = %3d: solved %d/%d (%.0f%%), generations to solution median %s (min %s, max %s); "
                            + "thread CPU per run median %.0f ms; %.1f s for the batch%n",
                    n, solved, seeds, 100 * rate, count(Stats.median(at)), count(Stats.min(at)), count(Stats.max(at)),
                    Stats.median(cpu), batchMs / 1000);
            out.printf("           target: >= %.0f%% solved: %s%n", 100 * PLAIN_TARGETS[i], met ? "met" : "NOT met");
            String param = "N=" + n + ";seeds=" + seeds + ";max_generations=" + PLAIN_MAX_GENERATIONS;
            results.add(SECTION, "success_rate", "plain GA", param, rate, "share");
            results.add(SECTION, "generations_to_solution_median", "plain GA", param, Stats.median(at), "generations");
            results.add(SECTION, "cpu_ms_per_run_median", "plain GA", param, Stats.median(cpu), "ms");
            results.add(SECTION, "wall_ms_batch", "plain GA", param + ";threads=" + threads, batchMs, "ms");
            results.add(SECTION, "target_met_success_rate_at_least_" + Math.round(100 * PLAIN_TARGETS[i]) + "pct",
                    "plain GA", param, met ? 1 : 0, "bool");
        }
        out.printf("  (c) took %.1f s in all%n", (System.nanoTime() - t0) / 1e9);
    }

    /**
     * The plain GA at board size {@code n} with seeds 1..seeds on a fixed pool of {@code threads}
     * threads; slot i holds seed i + 1, whatever the number of threads.
     */
    static Outcome[] plainGaRuns(int n, int seeds, int threads) {
        Engine engine = LargeBoards.plainGa(n).maxGenerations(PLAIN_MAX_GENERATIONS).build();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "plain-ga");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (int s = 1; s <= seeds; s++) {
                long seed = s;
                futures.add(pool.submit(() -> timed(engine, seed, false)));
            }
            Outcome[] out = new Outcome[seeds];
            for (int i = 0; i < seeds; i++) {
                out[i] = futures.get(i).get();
            }
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the plain-GA runs", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a plain-GA run failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    // ------------------------------------------------------------------ helpers

    /**
     * A large run after a GC, on a thread of its own: the kit keeps per-thread buffers sized for the
     * largest board a thread has seen (about 40 bytes per queen), and a new thread starts without
     * the previous size's, as a fresh JVM would. An exhausted heap counts as a failed run.
     */
    static Outcome runLarge(Engine engine, long seed) {
        Outcome[] outcome = new Outcome[1];
        Throwable[] failure = new Throwable[1];
        Thread worker = new Thread(() -> {
            try {
                outcome[0] = timed(engine, seed, true);
            } catch (OutOfMemoryError e) {
                // The run's arrays are unreachable once we are here, so the heap is free again.
                outcome[0] = new Outcome(engine.boardSize(), seed, false, -1, 0, Double.NaN, Double.NaN,
                        peakHeapMb(), "OUT_OF_MEMORY");
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "large-board N=" + engine.boardSize());
        System.gc();
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            worker.interrupt();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the large-board run", e);
        }
        if (failure[0] != null) {
            throw new IllegalStateException("the large-board run at N = " + engine.boardSize() + " failed", failure[0]);
        }
        return outcome[0];
    }

    private static Outcome timed(Engine engine, long seed, boolean trackHeap) {
        if (trackHeap) {
            resetPeakHeap();
        }
        long c0 = Machine.threadCpuNanos();
        RunResult r = engine.runToEnd(seed);
        double cpuMs = (Machine.threadCpuNanos() - c0) / 1e6;
        return new Outcome(engine.boardSize(), seed, r.solved(), r.generations(), r.evaluations(),
                r.elapsedNanos() / 1e6, cpuMs, trackHeap ? peakHeapMb() : Double.NaN, r.stopReason().name());
    }

    private static void resetPeakHeap() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid()) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The heap pools' peaks since the last reset, summed (an upper bound), in MB. */
    static double peakHeapMb() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid() && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak / (double) (1 << 20);
    }

    private static String describe(Outcome r) {
        String what = r.solved() ? "solved" : "NOT solved (" + r.stopReason() + ")";
        if (Double.isNaN(r.wallMs())) {
            return String.format("N = %,d seed %d: %s; peak heap <= %.0f MB", r.n(), r.seed(), what, r.peakHeapMb());
        }
        return String.format("N = %,d seed %d: %s at generation %d, %,d evaluations, %.2f s wall, %.2f s thread CPU, "
                        + "peak heap <= %.0f MB", r.n(), r.seed(), what, r.generations(), r.evaluations(),
                r.wallMs() / 1000, r.cpuMs() / 1000, r.peakHeapMb());
    }

    private static String seconds(double ms) {
        return Double.isNaN(ms) ? "-" : Double.isInfinite(ms) ? "unsolved" : String.format("%.2f s", ms / 1000);
    }

    private static String count(double v) {
        return Double.isNaN(v) ? "-" : String.format("%.0f", v);
    }
}
