package io.nqueens.bench;

import io.nqueens.board.Conflicts;

import java.io.PrintStream;
import java.util.SplittableRandom;

/**
 * Section 1: boards scored per second by the engine's O(N) counter ({@link Conflicts#pairs}) and
 * the O(N²) pairwise reference ({@link Conflicts#pairsPairwise}) at N = 8, 100 and 10,000.
 *
 * <p>A hand-written harness rather than JMH: random one-queen-per-column boards are drawn up
 * front; each contender has its own loop method with a direct (inlinable) call, so one contender's
 * profile does not slow the other; the loop adds every result into a sum that is checked, so the
 * JIT cannot drop the work. Warm-up first (growing batches until one lasts 50 ms, then more up to
 * the warm-up budget), then repetitions of a fixed number of evaluations sized to last about the
 * target time, the contenders taking turns (and rotating who goes first) in every repetition.
 * Figures are medians over repetitions. A third loop, timed the same way, is a floor rather than a
 * counter: the O(N) loop with its tally updates removed ({@link #tallyReadsOnly}).
 */
final class FitnessThroughput {
    private FitnessThroughput() {}

    /** One contender: scores {@code count} boards round-robin and returns the sum of the scores. */
    @FunctionalInterface
    interface Loop {
        long run(int[][] boards, long count);
    }

    static long loopLinear(int[][] boards, long count) {
        long sum = 0;
        int k = 0;
        for (long i = 0; i < count; i++) {
            sum += Conflicts.pairs(boards[k]);
            if (++k == boards.length) {
                k = 0;
            }
        }
        return sum;
    }

    static long loopPairwise(int[][] boards, long count) {
        long sum = 0;
        int k = 0;
        for (long i = 0; i < count; i++) {
            sum += Conflicts.pairsPairwise(boards[k]);
            if (++k == boards.length) {
                k = 0;
            }
        }
        return sum;
    }

    // The tally counter's loop with its three updates taken out: it reads a queen's row,
    // diagonal and anti-diagonal tallies (all zero) and checks the row, as Conflicts.pairs does,
    // but never increments. Its sum is meaningless (always 0); its speed is a floor: no counter
    // built on three tallies per queen can be faster, so (N - 1)/2 x (ns per pair / its ns per
    // queen) is the most such a counter could reach against the reference.
    private static int[] floorTally = new int[0];

    static long tallyReadsOnly(int[] rows) {
        int n = rows.length;
        if (floorTally.length < 5 * n) {
            floorTally = new int[5 * n];
        }
        int[] t = floorTally;
        java.util.Arrays.fill(t, 0, 5 * n, 0);
        int diagonals = 2 * n - 1;
        int antiDiagonals = 3 * n;
        long pairs = 0;
        for (int c = 0; c < n; c++) {
            int r = rows[c];
            if (r < 0 || r >= n) {
                throw new IllegalArgumentException("rows[" + c + "] out of range: " + r);
            }
            pairs += t[r] + t[diagonals + r - c] + t[antiDiagonals + r + c];
        }
        return pairs;
    }

    static long loopFloor(int[][] boards, long count) {
        long sum = 0;
        int k = 0;
        for (long i = 0; i < count; i++) {
            sum += tallyReadsOnly(boards[k]);
            if (++k == boards.length) {
                k = 0;
            }
        }
        return sum;
    }

    static void run(Options o, Results results, PrintStream out) {
        int reps = o.pick(9, 3);
        long targetNanos = o.pick(250, 60) * 1_000_000L;
        long warmupNanos = o.pick(1_000, 200) * 1_000_000L;
        out.printf("%n== 1. Fitness evaluation throughput (boards/second), hand-written harness, "
                + "median of %d repetitions ==%n", reps);
        out.printf("(%s)%n", Machine.loadLine());
        out.printf("%8s %14s %16s %8s   %s%n", "N", "O(N) pairs", "O(N^2) pairwise", "ratio",
                "(per CPU-second: O(N), O(N^2), ratio)");
        double ratioAt100 = Double.NaN;
        for (int n : new int[] {8, 100, 10_000}) {
            int[][] boards = randomBoards(n, n <= 100 ? 4096 : 64, 20_240_601L + n);
            // The third contender is the floor described at tallyReadsOnly; it is not a counter,
            // so it gets no boards-per-second rows of its own.
            Loop[] loops = {FitnessThroughput::loopLinear, FitnessThroughput::loopPairwise,
                FitnessThroughput::loopFloor};
            long[] perRep = new long[loops.length];
            for (int c = 0; c < loops.length; c++) {
                perRep[c] = calibrate(loops[c], boards, warmupNanos, targetNanos);
            }
            double[][][] rates = measure(loops, boards, perRep, reps);
            double ratio = report(n, rates[0], rates[1], results, out);
            if (n == 100) {
                ratioAt100 = ratio;
            }
        }
        boolean met = ratioAt100 >= 50;
        out.printf("target: O(N) >= 50x faster than pairwise at N = 100: %.1fx, %s (the floor line above gives the most "
                + "any three-tally counter could reach on this machine)%n", ratioAt100, met ? "met" : "NOT met");
        results.add("fitness", "target_met_50x_at_n100", "pairs O(N) / pairwise O(N^2)", "N=100", met ? 1 : 0, "bool");
    }

    /** Boards per wall second and per CPU second, {rate, cpuRate}[contender][repetition]. */
    private static double[][][] measure(Loop[] loops, int[][] boards, long[] perRep, int reps) {
        int contenders = loops.length;
        double[][] rate = new double[contenders][reps];
        double[][] cpuRate = new double[contenders][reps];
        for (int r = 0; r < reps; r++) {
            for (int k = 0; k < contenders; k++) {
                int c = (r + k) % contenders; // rotate which contender goes first
                long count = perRep[c];
                long c0 = Machine.threadCpuNanos();
                long t0 = System.nanoTime();
                long sum = loops[c].run(boards, count);
                long t = System.nanoTime() - t0;
                long cpu = Machine.threadCpuNanos() - c0;
                consume(sum);
                rate[c][r] = count / (t / 1e9);
                cpuRate[c][r] = count / (Math.max(cpu, 1) / 1e9);
            }
        }
        return new double[][][] {rate, cpuRate};
    }

    /** One board size's lines and records; returns the O(N) / O(N²) ratio (wall). */
    private static double report(int n, double[][] rate, double[][] cpuRate, Results results, PrintStream out) {
        String[] names = {"pairs O(N)", "pairwise O(N^2)"};
        double linear = Stats.median(rate[0]);
        double pairwise = Stats.median(rate[1]);
        double ratio = linear / pairwise;
        double cpuRatio = Stats.median(cpuRate[0]) / Stats.median(cpuRate[1]);
        out.printf("%8d %14s %16s %7.1fx   (%s, %s, %.1fx)%n", n, si(linear), si(pairwise), ratio,
                si(Stats.median(cpuRate[0])), si(Stats.median(cpuRate[1])), cpuRatio);
        // Why the ratio is what it is: O(N) pays per queen (three tally updates plus the
        // clearing), the reference per pair of columns; the ratio is (N - 1)/2 times the ratio
        // of those two unit costs.
        double nsPerQueen = 1e9 / linear / n;
        double nsPerPair = 1e9 / pairwise / (n * (n - 1) / 2.0);
        out.printf("%8s %14s %16s %8s   (%.2f ns per queen, %.2f ns per pair: (N-1)/2 x %.2f)%n", "", "", "", "",
                nsPerQueen, nsPerPair, nsPerPair / nsPerQueen);
        double floorPerQueen = 1e9 / Stats.median(rate[2]) / n;
        double ceiling = (n - 1) / 2.0 * nsPerPair / floorPerQueen;
        // Up to 8 queens the counter works on a 64-bit board (PackedTallies), not on the array
        // this floor reads, so there the floor bounds the array design only.
        out.printf("%8s %14s %16s %8s   (floor: the tally loop reading its 3 tallies without updating them, "
                + "%.2f ns per queen: at most %.1fx%s)%n", "", "", "", "", floorPerQueen, ceiling,
                n <= 8 ? " for an array counter; at this size the kit counts in registers" : "");
        String param = "N=" + n;
        results.add("fitness", "floor_ns_per_queen", "tally reads only (floor)", param, floorPerQueen, "ns");
        results.add("fitness", "speedup_ceiling_of_tally_design", "floor / pairwise O(N^2)", param, ceiling, "x");
        results.add("fitness", "ns_per_queen", "pairs O(N)", param, nsPerQueen, "ns");
        results.add("fitness", "ns_per_pair", "pairwise O(N^2)", param, nsPerPair, "ns");
        for (int c = 0; c < 2; c++) {
            results.add("fitness", "boards_per_second", names[c], param, Stats.median(rate[c]), "boards/s");
            results.add("fitness", "boards_per_second_min", names[c], param, Stats.min(rate[c]), "boards/s");
            results.add("fitness", "boards_per_second_max", names[c], param, Stats.max(rate[c]), "boards/s");
            results.add("fitness", "ns_per_board", names[c], param, 1e9 / Stats.median(rate[c]), "ns");
            results.add("fitness", "boards_per_cpu_second", names[c], param, Stats.median(cpuRate[c]), "boards/s");
        }
        results.add("fitness", "speedup_linear_over_pairwise", "pairs O(N) / pairwise O(N^2)", param, ratio, "x");
        results.add("fitness", "speedup_linear_over_pairwise_cpu", "pairs O(N) / pairwise O(N^2)", param, cpuRatio, "x");
        return ratio;
    }

    /**
     * Warms a loop up and returns how many evaluations last about {@code targetNanos}: batches
     * double until one takes 50 ms (or the target, if smaller), then repeat until the warm-up
     * budget is spent.
     */
    static long calibrate(Loop loop, int[][] boards, long warmupNanos, long targetNanos) {
        long start = System.nanoTime();
        long count = 1;
        long last;
        long batchGoal = Math.min(50_000_000L, targetNanos);
        while (true) {
            long t0 = System.nanoTime();
            consume(loop.run(boards, count));
            last = System.nanoTime() - t0;
            if (last >= batchGoal) {
                break;
            }
            count *= 2;
        }
        while (System.nanoTime() - start < warmupNanos) {
            long t0 = System.nanoTime();
            consume(loop.run(boards, count));
            last = System.nanoTime() - t0;
        }
        return Math.max(1, (long) ((double) count * targetNanos / Math.max(1, last)));
    }

    private static long sink;

    /** Keeps a result alive (a static field the JIT must write) and sanity-checks it. */
    private static void consume(long sum) {
        if (sum < 0) {
            throw new AssertionError("negative conflict count");
        }
        sink += sum;
    }

    /** Random one-queen-per-column boards (rows 0..n-1, repeats allowed). */
    static int[][] randomBoards(int n, int count, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[][] boards = new int[count][n];
        for (int[] b : boards) {
            for (int c = 0; c < n; c++) {
                b[c] = rng.nextInt(n);
            }
        }
        // The two counters must agree before their speeds are compared.
        for (int i = 0; i < Math.min(count, n >= 10_000 ? 2 : 16); i++) {
            if (Conflicts.pairs(boards[i]) != Conflicts.pairsPairwise(boards[i])) {
                throw new AssertionError("O(N) and O(N^2) counts differ at N = " + n);
            }
        }
        return boards;
    }

    /** 12345678 -> "12.3 M". */
    static String si(double v) {
        if (v >= 1e9) {
            return String.format("%.2f G", v / 1e9);
        }
        if (v >= 1e6) {
            return String.format("%.2f M", v / 1e6);
        }
        if (v >= 1e3) {
            return String.format("%.2f k", v / 1e3);
        }
        return String.format("%.2f", v);
    }
}
