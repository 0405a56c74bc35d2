package io.nqueens.engine;

import io.nqueens.stats.Quartiles;
import it.unimi.dsi.fastutil.longs.LongOpenHashSet;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Times the engine's {@link TagSet} against fastutil's {@link LongOpenHashSet} (on the class path
 * through Tablesaw) on the kit's real use of it: {@link DistinctGenomes#count} clears the set once
 * per generation and adds every individual's identity tag, most of them copies of a parent's tag,
 * the rest fresh, consecutive tags. The tag streams are simulated generation by generation, with
 * the population sizes and fresh shares of the benchmark's section 2 (DEAP's GA, 300 individuals,
 * about 75 new children a generation) and of document 001's shape (1,000 individuals, more new
 * children). Hand-written harness as in {@code FitnessThroughput}: a warm-up, repetitions sized to
 * about 200 ms, the contenders taking turns, medians of wall and thread-CPU time per tag added.
 * It lives in the engine's package (in the benchmark's module) because TagSet is package-private.
 *
 * <pre>
 * mvn -q -B -pl bench -am package -DskipTests
 * java -cp bench/target/nqueens-bench.jar io.nqueens.engine.TagSetTiming [repetitions]
 * </pre>
 */
public final class TagSetTiming {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int GENERATIONS = 200;

    private TagSetTiming() {}

    /** One contender: counts the distinct tags of every generation, as DistinctGenomes does. */
    private interface Contender {
        long run(long[][] tags);
    }

    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 9;
        System.out.printf(Locale.ROOT, "TagSet vs fastutil LongOpenHashSet: ns per tag added, median of %d"
                + " repetitions (wall / thread CPU)%n", reps);
        System.out.printf(Locale.ROOT, "%-34s %18s %18s %18s%n", "population (fresh share)", "TagSet",
                "fastutil f=0.5", "fastutil f=0.75");
        for (int[] shape : new int[][] {{300, 25}, {1000, 50}, {1000, 10}}) {
            int mu = shape[0];
            long[][] tags = tagStreams(mu, shape[1] / 100.0, 20_261_126L + mu + shape[1]);
            TagSet tagSet = new TagSet(mu);
            LongOpenHashSet half = new LongOpenHashSet(mu, 0.5f);
            LongOpenHashSet threeQuarters = new LongOpenHashSet(mu, 0.75f);
            Contender[] contenders = {
                t -> countTagSet(tagSet, t), t -> countFastutil(half, t), t -> countFastutil(threeQuarters, t)};
            long[] results = new long[contenders.length];
            for (int c = 0; c < contenders.length; c++) {
                results[c] = contenders[c].run(tags);
            }
            if (results[0] != results[1] || results[0] != results[2]) {
                throw new IllegalStateException("the contenders count differently: " + java.util.Arrays.toString(results));
            }
            double[][][] ns = measure(contenders, tags, (long) GENERATIONS * mu, reps);
            StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-34s", mu + " (" + shape[1] + "% fresh)"));
            for (double[][] c : ns) {
                row.append(String.format(Locale.ROOT, " %8.2f / %7.2f", median(c[0]), median(c[1])));
            }
            System.out.println(row);
        }
    }

    /** Per contender: wall and CPU ns per tag of each repetition, after a warm-up and a calibration. */
    private static double[][][] measure(Contender[] contenders, long[][] tags, long tagsPerRun, int reps) {
        int[] runs = new int[contenders.length];
        for (int c = 0; c < contenders.length; c++) {
            runs[c] = calibrate(contenders[c], tags);
        }
        double[][][] ns = new double[contenders.length][2][reps];
        long sink = 0;
        for (int r = 0; r < reps; r++) {
            for (int k = 0; k < contenders.length; k++) {
                int c = (r + k) % contenders.length; // rotate which contender goes first
                long c0 = THREADS.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                for (int i = 0; i < runs[c]; i++) {
                    sink += contenders[c].run(tags);
                }
                long t = System.nanoTime() - t0;
                long cpu = THREADS.getCurrentThreadCpuTime() - c0;
                double added = (double) runs[c] * tagsPerRun;
                ns[c][0][r] = t / added;
                ns[c][1][r] = Math.max(cpu, 1) / added;
            }
        }
        if (sink == 42) {
            System.out.println(); // keeps the counts alive
        }
        return ns;
    }

    /** Runs per repetition for about 200 ms, after a warm-up of about a second. */
    private static int calibrate(Contender c, long[][] tags) {
        long start = System.nanoTime();
        int runs = 1;
        while (true) {
            long t0 = System.nanoTime();
            for (int i = 0; i < runs; i++) {
                c.run(tags);
            }
            long t = System.nanoTime() - t0;
            if (t > 200_000_000L && System.nanoTime() - start > 1_000_000_000L) {
                return runs;
            }
            if (t < 200_000_000L) {
                runs *= 2;
            }
        }
    }

    private static long countTagSet(TagSet set, long[][] tags) {
        long distinct = 0;
        for (long[] generation : tags) {
            set.clear();
            for (long tag : generation) {
                if (set.add(tag)) {
                    distinct++;
                }
            }
        }
        return distinct;
    }

    private static long countFastutil(LongOpenHashSet set, long[][] tags) {
        long distinct = 0;
        for (long[] generation : tags) {
            set.clear();
            for (long tag : generation) {
                if (set.add(tag)) {
                    distinct++;
                }
            }
        }
        return distinct;
    }

    /**
     * The identity tags of a population over the generations: each individual is a fresh child
     * with probability {@code fresh} (a new consecutive tag) or a copy of a random individual of the
     * generation before (its tag), as unchanged children and survivors are.
     */
    private static long[][] tagStreams(int mu, double fresh, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        long next = 1;
        long[][] tags = new long[GENERATIONS][mu];
        for (int i = 0; i < mu; i++) {
            tags[0][i] = next++;
        }
        for (int g = 1; g < GENERATIONS; g++) {
            for (int i = 0; i < mu; i++) {
                tags[g][i] = rng.nextDouble() < fresh ? next++ : tags[g - 1][rng.nextInt(mu)];
            }
        }
        return tags;
    }

    private static double median(double[] values) {
        return Quartiles.of(values).median();
    }
}
