package io.nqueens.testing;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/** A seeded generator that counts the draws an operator makes, by kind. */
public final class CountingRandom implements RandomGenerator {
    private final SplittableRandom inner;
    public long ints;
    public long doubles;

    public CountingRandom(long seed) {
        this.inner = new SplittableRandom(seed);
    }

    @Override
    public int nextInt(int bound) {
        ints++;
        return inner.nextInt(bound);
    }

    @Override
    public double nextDouble() {
        doubles++;
        return inner.nextDouble();
    }

    @Override
    public long nextLong() {
        throw new AssertionError("operators draw bounded ints and doubles only");
    }

    public void reset() {
        ints = 0;
        doubles = 0;
    }
}
