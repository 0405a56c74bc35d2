package io.nqueens.operators.crossover;

import java.util.random.RandomGenerator;

/** Cut points shared by the segment crossovers (OX, PMX). */
final class Cuts {
    private Cuts() {}

    /**
     * Two uniform cut points in [0, {@code length}], drawn as {@code a} then {@code b} (two
     * {@code nextInt(length + 1)} calls, always in this order, so seeded runs repeat) and returned
     * sorted as {@code {low, high}}; the segment is [low, high), empty when they are equal. O(1).
     */
    static int[] twoCuts(int length, RandomGenerator rng) {
        int a = rng.nextInt(length + 1);
        int b = rng.nextInt(length + 1);
        // One allocation site, so once inlined the JIT can keep the pair in registers.
        return new int[] {Math.min(a, b), Math.max(a, b)};
    }

    /**
     * Two distinct cut points, DEAP's way (cxPartialyMatched): a uniform in [0, {@code length}],
     * b uniform in [0, {@code length}) and moved up by one when b >= a, returned sorted. The
     * segment is never empty, and each of the (L+1)L/2 segments comes from exactly two draw
     * pairs, so all are equally likely. Needs {@code length >= 1}. O(1).
     */
    static int[] twoDistinctCuts(int length, RandomGenerator rng) {
        int a = rng.nextInt(length + 1);
        int b = rng.nextInt(length);
        boolean after = b >= a;
        return new int[] {after ? a : b, after ? b + 1 : a};
    }
}
