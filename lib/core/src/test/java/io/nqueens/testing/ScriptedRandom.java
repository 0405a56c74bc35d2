package io.nqueens.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.random.RandomGenerator;

/**
 * A random generator for tests that returns scripted values: {@link #nextInt(int)} answers the
 * scripted ints in order (each must be below the bound asked for), {@link #nextDouble()} the
 * scripted doubles. Asking for more than was scripted fails the test.
 */
public final class ScriptedRandom implements RandomGenerator {
    private final Deque<Integer> ints = new ArrayDeque<>();
    private final Deque<Double> doubles = new ArrayDeque<>();

    public static ScriptedRandom of(int... values) {
        ScriptedRandom r = new ScriptedRandom();
        for (int v : values) {
            r.ints.add(v);
        }
        return r;
    }

    public ScriptedRandom doubles(double... values) {
        for (double v : values) {
            doubles.add(v);
        }
        return this;
    }

    @Override
    public int nextInt(int bound) {
        if (ints.isEmpty()) {
            throw new AssertionError("unscripted nextInt(" + bound + ")");
        }
        int v = ints.poll();
        if (v < 0 || v >= bound) {
            throw new AssertionError("scripted int " + v + " is outside [0, " + bound + ")");
        }
        return v;
    }

    @Override
    public double nextDouble() {
        if (doubles.isEmpty()) {
            throw new AssertionError("unscripted nextDouble()");
        }
        return doubles.poll();
    }

    @Override
    public long nextLong() {
        throw new AssertionError("unscripted nextLong()");
    }

    /** Whether every scripted value was used. */
    public boolean exhausted() {
        return ints.isEmpty() && doubles.isEmpty();
    }
}
