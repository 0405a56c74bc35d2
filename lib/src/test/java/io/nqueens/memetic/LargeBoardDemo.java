package io.nqueens.memetic;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Conflicts;
import io.nqueens.presets.LargeBoards;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Measurements for the large-board presets (a main, not a test): the repair alone on random
 * permutations, the memetic GA at a million queens, the largest board it solves within 60 seconds, and the plain GA's success rates at 50
 * and 100 queens. Run from the repository root after {@code mvn -q -B -o test-compile}:
 *
 * <pre>
 * java -Xmx1g -cp lib/target/classes:lib/target/test-classes io.nqueens.memetic.LargeBoardDemo [repair] [memetic] [largest] [plain]
 * </pre>
 *
 * With no argument it runs all four parts. Wall times depend on the machine and on what else
 * runs on it, so the demo prints the processor count and the load average next to them.
 */
public final class LargeBoardDemo {
    private LargeBoardDemo() {}

    public static void main(String[] args) {
        List<String> parts = args.length == 0
                ? List.of("repair", "memetic", "largest", "plain") : Arrays.asList(args);
        var os = ManagementFactory.getOperatingSystemMXBean();
        System.out.printf("Java %s, %d processors, max heap %d MB, load average %.1f%n",
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors(),
                Runtime.getRuntime().maxMemory() >> 20, os.getSystemLoadAverage());
        if (parts.contains("repair")) {
            repairAlone();
        }
        if (parts.contains("memetic")) {
            memeticAtAMillion();
        }
        if (parts.contains("largest")) {
            largestWithinAMinute();
        }
        if (parts.contains("plain")) {
            plainGa();
        }
    }

    private static void repairAlone() {
        System.out.println();
        System.out.println("== Repair alone on random permutations (unlimited budget, default 2 partner tries)");
        Repair repair = Repair.of(Repair.MAX_STEPS_PER_QUEEN);
        for (int n : new int[] {1_000, 100_000, 1_000_000}) {
            for (long seed = 1; seed <= 3; seed++) {
                SplittableRandom rng = new SplittableRandom(seed);
                int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
                long before = Conflicts.pairs(genes);
                long t0 = System.nanoTime();
                long left = repair.repair(genes, rng);
                double ms = (System.nanoTime() - t0) / 1e6;
                System.out.printf("  N = %,d seed %d: %,d -> %d attacking pairs in %.2f·N steps, %.0f ms%n",
                        n, seed, before, left, Workspace.get().lastSteps / (double) n, ms);
            }
        }
    }

    private static void memeticAtAMillion() {
        System.out.println();
        System.out.println("== Memetic GA (LargeBoards.memetic) at N = 1,000,000, seeds 1..5");
        // Warm up the JIT on a smaller board first, so the timings show the steady state.
        ScalingStudy.of(n -> LargeBoards.memetic(n).build()).seeds(1).run(100_000);
        List<ScalingStudy.Row> rows = ScalingStudy.of(n -> LargeBoards.memetic(n).build())
                .seeds(5)
                .onRow(LargeBoardDemo::print)
                .run(1_000_000);
        ScalingStudy.Summary s = ScalingStudy.summarize(rows).get(0);
        System.out.printf("solved %d/%d, median time to solution %.0f ms, median generations %.0f; %s%n",
                s.solved(), s.runs(), s.medianWallMillis(), s.medianGenerations(), heap());
    }

    private static void largestWithinAMinute() {
        System.out.println();
        System.out.println("== Largest N the memetic GA solves within 60 s (seed 1; stops at the first failure)");
        int[] sizes = {1_000_000, 2_000_000, 4_000_000, 8_000_000, 10_000_000};
        List<ScalingStudy.Row> rows = ScalingStudy
                .of(n -> LargeBoards.memetic(n).timeLimit(Duration.ofSeconds(60)).build())
                .seeds(1)
                .onRow(r -> {
                    print(r);
                    System.out.println("    " + heap());
                })
                .runWhileSolved(sizes);
        int largest = 0;
        for (ScalingStudy.Row r : rows) {
            if (r.solved() && r.wallMillis() <= 60_000) {
                largest = Math.max(largest, r.n());
            }
        }
        System.out.printf("largest N solved within 60 s: %,d%n", largest);
    }

    private static void plainGa() {
        System.out.println();
        System.out.println("== Plain GA (LargeBoards.plainGa), 30 seeds, 1,000 generations");
        for (int n : new int[] {50, 100}) {
            List<ScalingStudy.Row> rows = ScalingStudy.of(k -> LargeBoards.plainGa(k).build()).seeds(30).run(n);
            ScalingStudy.Summary s = ScalingStudy.summarize(rows).get(0);
            double[] solvedAt = rows.stream().filter(ScalingStudy.Row::solved)
                    .mapToDouble(ScalingStudy.Row::generations).toArray();
            System.out.printf("N = %d: solved %d/30 (%.0f%%), median generation of the solved runs %.0f, "
                            + "median wall time %.0f ms%n", n, s.solved(), 100 * s.successRate(),
                    ScalingStudy.median(solvedAt), s.medianWallMillis());
        }
    }

    private static void print(ScalingStudy.Row r) {
        System.out.printf("  N = %,d seed %d: %s after %d generations, %d evaluations, %.0f ms%n",
                r.n(), r.seed(), r.solved() ? "solved" : "NOT solved (" + r.stopReason() + ")",
                r.generations(), r.evaluations(), r.wallMillis());
    }

    /** Peak heap so far, summed over the heap pools (an upper bound), and the heap limit. */
    private static String heap() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return String.format("peak heap <= %d MB of %d MB", peak >> 20, Runtime.getRuntime().maxMemory() >> 20);
    }
}
