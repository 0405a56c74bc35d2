package io.nqueens.assignments;

import java.io.PrintStream;
import java.security.SecureRandom;
import java.util.SplittableRandom;

/**
 * Where the seeds of the probes that look for solvers ({@link OwnSearch}) come from: a
 * {@link SecureRandom}, so that a plug-in cannot list the probes' generators or boards beforehand
 * and behave only when probed (a fixed seed, or small ones, could be recognised by the first
 * numbers they give). Each probe round draws one seed, and everything the round uses (its boards,
 * the generator of each call) is derived from it; the seed is written to the log set by {@link
 * #logTo} (the judge's own log, which student code cannot reach), so that a verdict can be
 * replayed. Outside the judge nothing is written. O(1) per round.
 */
public final class ProbeSeeds {
    private static final SecureRandom SOURCE = new SecureRandom();
    private static volatile PrintStream log;

    private ProbeSeeds() {}

    /**
     * Writes each probe round's seed to {@code out} from now on.
     *
     * @param out the log, or null to write nothing
     */
    public static void logTo(PrintStream out) {
        log = out;
    }

    /** A new round's generator, its seed drawn and logged; {@code what} says whose round it is. */
    static SplittableRandom round(String what) {
        long seed;
        synchronized (SOURCE) {
            seed = SOURCE.nextLong();
        }
        PrintStream out = log;
        if (out != null) {
            out.println("probe seed of " + what + ": " + seed);
        }
        return new SplittableRandom(seed);
    }
}
