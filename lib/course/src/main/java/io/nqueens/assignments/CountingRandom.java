package io.nqueens.assignments;

import java.util.SplittableRandom;

/**
 * A {@code new SplittableRandom(seed)} that counts the numbers drawn from it. Every method a
 * plug-in is likely to call is passed on unchanged, so a run with this generator draws exactly
 * what it would draw from {@code new SplittableRandom(seed)} and a student can replay a
 * counterexample with that. O(1) per draw.
 */
final class CountingRandom implements SeededRandom {
    private final SplittableRandom delegate;
    private final long seed;
    private long draws;

    CountingRandom(long seed) {
        this.delegate = new SplittableRandom(seed);
        this.seed = seed;
    }

    @Override
    public long seed() {
        return seed;
    }

    /** Numbers drawn so far. */
    @Override
    public long draws() {
        return draws;
    }

    @Override
    public long nextLong() {
        draws++;
        return delegate.nextLong();
    }

    @Override
    public long nextLong(long bound) {
        draws++;
        return delegate.nextLong(bound);
    }

    @Override
    public long nextLong(long origin, long bound) {
        draws++;
        return delegate.nextLong(origin, bound);
    }

    @Override
    public int nextInt() {
        draws++;
        return delegate.nextInt();
    }

    @Override
    public int nextInt(int bound) {
        draws++;
        return delegate.nextInt(bound);
    }

    @Override
    public int nextInt(int origin, int bound) {
        draws++;
        return delegate.nextInt(origin, bound);
    }

    @Override
    public double nextDouble() {
        draws++;
        return delegate.nextDouble();
    }

    @Override
    public double nextDouble(double bound) {
        draws++;
        return delegate.nextDouble(bound);
    }

    @Override
    public double nextDouble(double origin, double bound) {
        draws++;
        return delegate.nextDouble(origin, bound);
    }

    @Override
    public boolean nextBoolean() {
        draws++;
        return delegate.nextBoolean();
    }

    @Override
    public float nextFloat() {
        draws++;
        return delegate.nextFloat();
    }

    @Override
    public double nextGaussian() {
        draws++;
        return delegate.nextGaussian();
    }
}
