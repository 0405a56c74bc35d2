package io.nqueens.grading.wire;

import java.util.function.IntFunction;

/**
 * A fitness on the far side of a connection (the judge's stand-in for a student's) that takes
 * many calls sent together: the calls run in the kernel one after another, in the order given,
 * each exactly as it would run alone, but the judge does not wait for one answer before sending
 * the next. A check that scores thousands of boards pays for a few round trips instead of one a
 * board. What comes back is read and checked call by call, as single calls are.
 */
public interface FitnessQueue {

    /**
     * One call: {@code evaluate(genes, n)}, or {@code optimum(n)} when {@code genes} is null.
     *
     * @param genes the genome handed to the student's code (its contents are sent when the call
     *     is, so an array reused from call to call goes with what it holds then), or null
     * @param n the board size
     */
    record Ask(int[] genes, int n) {}

    /**
     * Makes {@code count} calls in order; {@code ask} is asked for call i just before it is sent.
     * What the code leaves in a genome comes back into that array, as with a single call.
     *
     * @param results call i's score or optimum (NaN when it threw)
     * @param thrown what call i threw, or null; once the connection is lost, that call and every
     *     later one hold the loss
     */
    void each(int count, IntFunction<Ask> ask, double[] results, RuntimeException[] thrown);
}
