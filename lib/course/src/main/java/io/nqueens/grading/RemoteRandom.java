package io.nqueens.grading;

import io.nqueens.grading.wire.Wire;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.random.RandomGenerator;

/**
 * The generator the student's code is handed in the kernel while the judge checks it: each draw
 * is asked of the judge, which draws it from the check's own generator (and so counts it), and
 * the answer is returned. The student's code sees the same numbers as in a check run in one JVM.
 * One round trip per draw; the generator is used by one call only.
 */
final class RemoteRandom implements RandomGenerator {
    private final DataInputStream in;
    private final DataOutputStream out;

    RemoteRandom(DataInputStream in, DataOutputStream out) {
        this.in = in;
        this.out = out;
    }

    /** Sends a draw request; the caller reads the answer. */
    private synchronized DataInputStream ask(byte method, long a, long b) {
        try {
            out.writeByte(Wire.DRAW);
            out.writeByte(method);
            out.writeLong(a);
            out.writeLong(b);
            out.flush();
            byte tag = in.readByte();
            if (tag != Wire.NUMBER) {
                throw new Wire.BadFrame("expected a number from the judge, got frame " + tag);
            }
            if (!in.readBoolean()) { // the judge's generator refused the arguments, as it would here
                throw new IllegalArgumentException(Wire.text(in));
            }
            return in;
        } catch (IOException e) {
            throw new UncheckedIOException("the judge did not answer a draw", e);
        }
    }

    private long longAnswer(byte method, long a, long b) {
        synchronized (this) {
            try {
                return ask(method, a, b).readLong();
            } catch (IOException e) {
                throw new UncheckedIOException("the judge did not answer a draw", e);
            }
        }
    }

    private double doubleAnswer(byte method, double a, double b) {
        synchronized (this) {
            try {
                return ask(method, Double.doubleToRawLongBits(a), Double.doubleToRawLongBits(b)).readDouble();
            } catch (IOException e) {
                throw new UncheckedIOException("the judge did not answer a draw", e);
            }
        }
    }

    @Override
    public long nextLong() {
        return longAnswer(Wire.NEXT_LONG, 0, 0);
    }

    @Override
    public long nextLong(long bound) {
        return longAnswer(Wire.NEXT_LONG_BOUND, bound, 0);
    }

    @Override
    public long nextLong(long origin, long bound) {
        return longAnswer(Wire.NEXT_LONG_RANGE, origin, bound);
    }

    @Override
    public int nextInt() {
        return (int) longAnswer(Wire.NEXT_INT, 0, 0);
    }

    @Override
    public int nextInt(int bound) {
        return (int) longAnswer(Wire.NEXT_INT_BOUND, bound, 0);
    }

    @Override
    public int nextInt(int origin, int bound) {
        return (int) longAnswer(Wire.NEXT_INT_RANGE, origin, bound);
    }

    @Override
    public double nextDouble() {
        return doubleAnswer(Wire.NEXT_DOUBLE, 0, 0);
    }

    @Override
    public double nextDouble(double bound) {
        return doubleAnswer(Wire.NEXT_DOUBLE_BOUND, bound, 0);
    }

    @Override
    public double nextDouble(double origin, double bound) {
        return doubleAnswer(Wire.NEXT_DOUBLE_RANGE, origin, bound);
    }

    @Override
    public boolean nextBoolean() {
        return longAnswer(Wire.NEXT_BOOLEAN, 0, 0) != 0;
    }

    @Override
    public float nextFloat() {
        return (float) doubleAnswer(Wire.NEXT_FLOAT, 0, 0);
    }

    @Override
    public double nextGaussian() {
        return doubleAnswer(Wire.NEXT_GAUSSIAN, 0, 0);
    }
}
