package io.nqueens.assignments;

import java.util.random.RandomGenerator;

/**
 * A generator the checks hand to student code: a {@code new SplittableRandom(seed())} from which
 * {@link #draws()} numbers have been drawn, every draw passed on unchanged. Whoever makes the
 * same calls on a {@code new SplittableRandom(seed())} gets the same numbers, which lets a judge
 * in another JVM ({@code io.nqueens.judge}) have the draws made where the student's code runs
 * and replay them here, instead of one round trip per draw.
 */
public interface SeededRandom extends RandomGenerator {
    /** {@return the seed of the SplittableRandom the draws come from} */
    long seed();

    /** {@return the numbers drawn so far} */
    long draws();
}
