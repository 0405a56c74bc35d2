package io.nqueens.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the machine was doing: the 1-minute load average (Linux {@code /proc/loadavg}; NaN
 * elsewhere) and per-thread CPU time, so figures from a busy, shared machine can be read for
 * what they are: wall time counts other processes' turns, thread CPU time does not.
 */
final class Machine {
    private Machine() {}

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** CPU time used so far by the calling thread, in nanoseconds. */
    static long threadCpuNanos() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /** The 1-minute load average, or NaN when the system does not publish it. */
    static double loadAverage() {
        try {
            String s = Files.readString(Path.of("/proc/loadavg")).trim();
            return Double.parseDouble(s.split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** "load 1.23 on 2 cores" for section headers. */
    static String loadLine() {
        return String.format("load average %.2f on %d cores", loadAverage(), Runtime.getRuntime().availableProcessors());
    }

    /**
     * The speed-up this machine gives right now to {@code threads} threads of pure arithmetic
     * (no memory, no locks): the same work done on one thread, then split across the threads.
     * A ceiling for any parallel speed-up measured at about the same time. Takes about 0.5 s.
     */
    static double parallelCeiling(int threads) {
        long work = 60_000_000L;
        spin(work / 4); // warm-up
        long t0 = System.nanoTime();
        long sink = spin(work);
        long sequential = System.nanoTime() - t0;
        long[] parts = new long[threads];
        Thread[] pool = new Thread[threads];
        t0 = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            int k = t;
            pool[t] = new Thread(() -> parts[k] = spin(work / threads), "ceiling-" + t);
            pool[t].start();
        }
        for (Thread t : pool) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Double.NaN;
            }
        }
        long parallel = System.nanoTime() - t0;
        for (long p : parts) {
            sink += p;
        }
        spinSink = sink;
        return (double) sequential / parallel;
    }

    private static volatile long spinSink;

    /** A linear congruential walk: pure register arithmetic the JIT cannot skip. */
    private static long spin(long steps) {
        long x = 1;
        for (long i = 0; i < steps; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
        }
        return x;
    }
}
