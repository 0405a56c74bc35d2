package io.nqueens.grading.wire;

import java.util.function.IntFunction;
import java.util.random.RandomGenerator;

/**
 * A mutation or crossover on the far side of a connection (the judge's stand-in for a student's)
 * that takes many calls sent together, as {@link FitnessQueue} does for a fitness: the calls run
 * in the kernel one after another, in the order given, each exactly as it would run alone.
 */
public interface OperatorQueue {

    /**
     * One call: {@code mutate(arrays[0], rng)} of a mutation, {@code cross(arrays[0], arrays[1],
     * arrays[2], arrays[3], rng)} of a crossover (a null fourth array for one child).
     *
     * @param arrays the arrays handed to the student's code; their contents are sent when the call
     *     is, and what the code leaves in them comes back into them
     * @param rng the generator handed over: a check's own generator that nothing was drawn from
     *     yet (its draws in the kernel come back and are replayed on it), or null
     */
    record Ask(int[][] arrays, RandomGenerator rng) {}

    /**
     * Makes {@code count} calls in order; {@code ask} is asked for call i just before it is sent.
     *
     * @param thrown what call i threw, or null; once the connection is lost, that call and every
     *     later one hold the loss
     */
    void each(int count, IntFunction<Ask> ask, RuntimeException[] thrown);
}
