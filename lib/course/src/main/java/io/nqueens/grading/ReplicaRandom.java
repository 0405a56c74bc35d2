package io.nqueens.grading;

import io.nqueens.grading.wire.Wire;

import java.io.DataOutputStream;
import java.io.IOException;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * The kernel's copy of a check's generator (a {@code new SplittableRandom(seed)} the judge hands
 * to student code, see {@link io.nqueens.assignments.SeededRandom}): the draws are made here and
 * logged, method and arguments, and after the call the log goes to the judge, which replays it
 * on its own generator. The student's code sees the numbers it would see in one JVM; all it can
 * change by tampering with this copy is what it returns, as with any generator of its own. It
 * passes on the same methods as the judge's generator, so that the defaults of RandomGenerator
 * (nextExponential, streams, ...) reach the same primitives on both sides.
 */
final class ReplicaRandom implements RandomGenerator {
    private final SplittableRandom delegate;
    private byte[] methods = new byte[64];
    private long[] args = new long[128];
    private int logged;

    ReplicaRandom(long seed) {
        this.delegate = new SplittableRandom(seed);
    }

    private synchronized void log(byte method, long a, long b) {
        if (logged == methods.length) {
            methods = java.util.Arrays.copyOf(methods, logged * 2);
            args = java.util.Arrays.copyOf(args, logged * 4);
        }
        methods[logged] = method;
        args[2 * logged] = a;
        args[2 * logged + 1] = b;
        logged++;
    }

    /** Writes the draws logged since the last flush (a count, then method and two arguments each). */
    synchronized void flush(DataOutputStream out) throws IOException {
        out.writeInt(logged);
        for (int i = 0; i < logged; i++) {
            out.writeByte(methods[i]);
            out.writeLong(args[2 * i]);
            out.writeLong(args[2 * i + 1]);
        }
        logged = 0;
    }

    @Override
    public synchronized long nextLong() {
        log(Wire.NEXT_LONG, 0, 0);
        return delegate.nextLong();
    }

    @Override
    public synchronized long nextLong(long bound) {
        long v = delegate.nextLong(bound);
        log(Wire.NEXT_LONG_BOUND, bound, 0);
        return v;
    }

    @Override
    public synchronized long nextLong(long origin, long bound) {
        long v = delegate.nextLong(origin, bound);
        log(Wire.NEXT_LONG_RANGE, origin, bound);
        return v;
    }

    @Override
    public synchronized int nextInt() {
        log(Wire.NEXT_INT, 0, 0);
        return delegate.nextInt();
    }

    @Override
    public synchronized int nextInt(int bound) {
        int v = delegate.nextInt(bound);
        log(Wire.NEXT_INT_BOUND, bound, 0);
        return v;
    }

    @Override
    public synchronized int nextInt(int origin, int bound) {
        int v = delegate.nextInt(origin, bound);
        log(Wire.NEXT_INT_RANGE, origin, bound);
        return v;
    }

    @Override
    public synchronized double nextDouble() {
        log(Wire.NEXT_DOUBLE, 0, 0);
        return delegate.nextDouble();
    }

    @Override
    public synchronized double nextDouble(double bound) {
        double v = delegate.nextDouble(bound);
        log(Wire.NEXT_DOUBLE_BOUND, Double.doubleToRawLongBits(bound), 0);
        return v;
    }

    @Override
    public synchronized double nextDouble(double origin, double bound) {
        double v = delegate.nextDouble(origin, bound);
        log(Wire.NEXT_DOUBLE_RANGE, Double.doubleToRawLongBits(origin), Double.doubleToRawLongBits(bound));
        return v;
    }

    @Override
    public synchronized boolean nextBoolean() {
        log(Wire.NEXT_BOOLEAN, 0, 0);
        return delegate.nextBoolean();
    }

    @Override
    public synchronized float nextFloat() {
        log(Wire.NEXT_FLOAT, 0, 0);
        return delegate.nextFloat();
    }

    @Override
    public synchronized double nextGaussian() {
        log(Wire.NEXT_GAUSSIAN, 0, 0);
        return delegate.nextGaussian();
    }
}
