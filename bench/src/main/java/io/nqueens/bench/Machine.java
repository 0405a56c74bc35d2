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
}
