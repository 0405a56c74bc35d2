package io.nqueens.engine;

import com.sun.management.HotSpotDiagnosticMXBean;

import java.lang.management.ManagementFactory;

/**
 * How much heap a run needs before it starts, so that a configuration too large for this JVM is
 * refused when it is built instead of failing mid-run with an OutOfMemoryError. It counts what a
 * run allocates at once: two populations of μ genomes and one of λ offspring (each genome an
 * {@code int[]} with its 16-byte header, padded to 8 bytes, a reference, a score and a tag), the
 * distinct-genome tables, the breeding buffers and one copy of the best genome. G1 stores an array
 * of half a heap region or more in whole regions, so such genomes are rounded up to regions. The
 * history (one {@link Generation} record per generation, with a copy of the best genome) is
 * counted for the whole generation budget when nothing but the budget can stop the run (no
 * solved, target, stagnation, time or all-solutions limit); a run that may stop earlier is
 * counted without it, as a huge budget cut short by solving or a time limit is a normal use (see
 * {@link Engine.Builder#maxGenerations}). O(1).
 */
public final class MemoryEstimate {
    /** Share of the maximum heap that the runs may take; the rest is left to everything else. */
    public static final double USABLE_SHARE = 0.8;

    private static final long REGION = regionSize();

    private MemoryEstimate() {}

    /**
     * {@return the bytes one run of these settings holds at once (an estimate that errs high)}
     *
     * @param settings the engine's settings
     */
    public static long bytesPerRun(Settings settings) {
        long mu = settings.populationSize();
        long lambda = settings.replacement().offspringCount(settings.populationSize());
        long length = settings.encoding().length(settings.boardSize());
        long genome = arrayBytes(4 * length);
        double individuals = 2.0 * mu + lambda + 4; // populations, a spare child, best and check copies
        double perIndividual = genome + 8 + 8 + 8; // the array, its reference, score and tag
        double diversity = settings.trackDiversity() ? 4.0 * (2 * mu) * (4 + 8) + 4 * mu + 4 * length : 0;
        // Parents, changed flags and the solution log's buffers.
        double buffers = 4.0 * (lambda + 2) + lambda + SolutionLog.bufferBytes(settings.populationSize());
        double total = individuals * perIndividual + diversity + buffers + historyBytes(settings);
        return total >= Long.MAX_VALUE ? Long.MAX_VALUE : (long) Math.ceil(total);
    }

    /**
     * {@return the bytes of a whole history when the run surely runs its whole budget, else 0}: per
     * generation the record (about 100 bytes with its reference in the list, which may be grown
     * to 1.5 times its size) and the copy of the best genome when it is kept.
     *
     * @param settings the engine's settings
     */
    public static long historyBytes(Settings settings) {
        for (Limit l : settings.limits()) {
            if (!(l instanceof Limit.Generations || l instanceof Limit.MinGenerations
                    || l instanceof Limit.RestartOnSolution || l instanceof Limit.RestartAfterStagnation)) {
                return 0; // something else may stop the run first
            }
        }
        long length = settings.encoding().length(settings.boardSize());
        long genome = length <= Engine.KEEP_GENES_UP_TO ? arrayBytes(4 * length) : 0;
        double perGeneration = 96 + 1.5 * 8 + genome;
        return (long) Math.ceil((settings.maxGenerations() + 1.0) * perGeneration);
    }

    /**
     * {@return the heap this JVM may use for runs: {@value #USABLE_SHARE} of {@code -Xmx}, or
     * Long.MAX_VALUE when the heap has no limit}
     */
    public static long usableHeap() {
        long max = Runtime.getRuntime().maxMemory();
        return max == Long.MAX_VALUE ? max : (long) (max * USABLE_SHARE);
    }

    /**
     * Refuses {@code parallelRuns} runs of these settings at once when they need more than
     * {@link #usableHeap()}, naming the figures and what to change.
     *
     * @param settings the engine's settings
     * @param parallelRuns how many runs may be under way at once (an experiment's threads)
     * @param what the caller's name for them, e.g. {@code "engine 001 fixed"}
     * @throws IllegalArgumentException when they do not fit
     */
    public static void check(Settings settings, int parallelRuns, String what) {
        check(settings, parallelRuns, what, Runtime.getRuntime().maxMemory());
    }

    /**
     * {@link #check(Settings, int, String)} against a given maximum heap instead of this JVM's.
     *
     * @param settings the engine's settings
     * @param parallelRuns how many runs may be under way at once
     * @param what the caller's name for them
     * @param maxHeap the maximum heap in bytes ({@code -Xmx}), or Long.MAX_VALUE for no limit
     * @throws IllegalArgumentException when they do not fit
     */
    public static void check(Settings settings, int parallelRuns, String what, long maxHeap) {
        long perRun = bytesPerRun(settings);
        long heap = maxHeap == Long.MAX_VALUE ? maxHeap : (long) (maxHeap * USABLE_SHARE);
        double total = (double) perRun * parallelRuns;
        if (heap != Long.MAX_VALUE && total > heap) {
            throw new IllegalArgumentException(what + ": " + (parallelRuns == 1 ? "a run" : parallelRuns
                    + " runs at once") + " of population size " + settings.populationSize() + " with "
                    + settings.replacement().offspringCount(settings.populationSize()) + " offspring on genomes of "
                    + settings.encoding().length(settings.boardSize()) + " genes" + historyNote(settings) + " need"
                    + (parallelRuns == 1 ? "s" : "") + " about " + mib(total) + " MB of heap, more than the " + mib(heap)
                    + " MB usable ("
                    + (int) (USABLE_SHARE * 100) + "% of the " + mib(maxHeap)
                    + " MB this JVM may use, -Xmx); make the population, the offspring count or the board smaller"
                    + (historyBytes(settings) > 0 ? ", give fewer generations or a limit that stops the run" : "")
                    + (parallelRuns > 1 ? ", or run fewer threads" : "") + ", or give the JVM more heap");
        }
    }

    private static String historyNote(Settings settings) {
        long history = historyBytes(settings);
        return history == 0 ? "" : ", keeping a history of " + settings.maxGenerations() + " generations ("
                + mib(history) + " MB),";
    }

    private static long mib(double bytes) {
        return (long) Math.ceil(bytes / (1 << 20));
    }

    /** Bytes of an array with this payload: header, padding, and G1's rounding of large arrays. */
    static long arrayBytes(long payload) {
        long bytes = (16 + payload + 7) / 8 * 8;
        if (bytes >= REGION / 2) {
            bytes = (bytes + REGION - 1) / REGION * REGION;
        }
        return bytes;
    }

    /** G1's heap region size, or 1 MB (its smallest) when the JVM does not say. */
    private static long regionSize() {
        try {
            HotSpotDiagnosticMXBean bean = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
            long size = Long.parseLong(bean.getVMOption("G1HeapRegionSize").getValue());
            return size > 0 ? size : 1 << 20;
        } catch (RuntimeException | LinkageError notHotSpot) {
            return 1 << 20;
        }
    }
}
