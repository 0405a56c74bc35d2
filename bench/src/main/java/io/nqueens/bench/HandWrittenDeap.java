package io.nqueens.bench;

import io.nqueens.board.Conflicts;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * DEAP's N-Queens GA written out as one loop over plain arrays: no engine, no operator objects,
 * no statistics but the best score. It makes the same random draws in the same order as the
 * kit's engine, so it reproduces the kit's runs exactly (the benchmark checks this) and shows
 * what the engine's abstractions and per-generation statistics cost. It is the floor for any
 * library that uses this random generator and this conflict counter on this machine.
 */
final class HandWrittenDeap {
    private HandWrittenDeap() {}

    /**
     * One run of {@code deap} from {@code seed}; time covers the initial population and every generation.
     * It is over 40 lines on purpose: the loop is the benchmark's floor, written as one method as a person
     * would write it by hand; split into methods it would measure how the JIT inlines them instead.
     */
    static DeapQueens.Outcome run(DeapQueens deap, long seed) {
        long c0 = DeapQueens.cpuNow();
        long t0 = System.nanoTime();
        int n = deap.n;
        int mu = deap.populationSize; // even: DEAP pairs children 2k and 2k + 1
        SplittableRandom rng = new SplittableRandom(seed);
        int[][] population = new int[mu][n];
        int[][] offspring = new int[mu][n];
        long[] fitness = new long[mu];
        long[] childFitness = new long[mu];
        int[] parents = new int[mu];
        boolean[] changed = new boolean[mu];
        int[] where = new int[n];
        for (int i = 0; i < mu; i++) {
            int[] g = population[i];
            for (int j = 0; j < n; j++) {
                g[j] = j;
            }
            for (int j = n - 1; j > 0; j--) { // Fisher-Yates, as Encoding.PERMUTATION draws it
                swap(g, j, rng.nextInt(j + 1));
            }
            fitness[i] = Conflicts.pairs(g);
        }
        long evaluations = mu;
        long best = min(fitness);
        int firstSolved = best == 0 ? 0 : -1;
        for (int gen = 1; gen <= deap.generations; gen++) {
            for (int i = 0; i < mu; i++) { // tournament of 3, contestants drawn with replacement
                int winner = rng.nextInt(mu);
                for (int k = 1; k < 3; k++) {
                    int challenger = rng.nextInt(mu);
                    if (fitness[challenger] < fitness[winner]) {
                        winner = challenger;
                    }
                }
                parents[i] = winner;
            }
            for (int m = 0; m < mu / 2; m++) {
                int a = parents[2 * m];
                int b = parents[2 * m + 1];
                boolean crossed = rng.nextDouble() < DeapQueens.CXPB;
                if (crossed) {
                    int x = rng.nextInt(n + 1); // DEAP's two distinct cuts: the segment [lo, hi) is never empty
                    int y = rng.nextInt(n);
                    int lo = y >= x ? x : y;
                    int hi = y >= x ? y + 1 : x;
                    if (Arrays.equals(population[a], population[b])) { // equal parents: children are copies
                        System.arraycopy(population[a], 0, offspring[2 * m], 0, n);
                        System.arraycopy(population[b], 0, offspring[2 * m + 1], 0, n);
                    } else {
                        pmx(population[a], population[b], lo, hi, offspring[2 * m], where);
                        pmx(population[b], population[a], lo, hi, offspring[2 * m + 1], where);
                    }
                } else {
                    System.arraycopy(population[a], 0, offspring[2 * m], 0, n);
                    System.arraycopy(population[b], 0, offspring[2 * m + 1], 0, n);
                    childFitness[2 * m] = fitness[a];
                    childFitness[2 * m + 1] = fitness[b];
                }
                changed[2 * m] = crossed;
                changed[2 * m + 1] = crossed;
            }
            for (int k = 0; k < mu; k++) { // shuffle-indexes mutation
                if (rng.nextDouble() < DeapQueens.MUTPB) {
                    int[] g = offspring[k];
                    for (int i = 0; i < n; i++) {
                        if (rng.nextDouble() < deap.indpb) {
                            int j = rng.nextInt(n - 1);
                            swap(g, i, j >= i ? j + 1 : j);
                        }
                    }
                    changed[k] = true;
                }
            }
            for (int k = 0; k < mu; k++) {
                if (changed[k]) { // a child equal to a parent keeps its score, as in the kit
                    int a = parents[k & ~1];
                    int b = parents[k | 1];
                    if (Arrays.equals(offspring[k], population[a])) {
                        childFitness[k] = fitness[a];
                    } else if (Arrays.equals(offspring[k], population[b])) {
                        childFitness[k] = fitness[b];
                    } else {
                        childFitness[k] = Conflicts.pairs(offspring[k]);
                        evaluations++;
                    }
                }
            }
            int[][] genes = population; // generational: the offspring become the population
            population = offspring;
            offspring = genes;
            long[] scores = fitness;
            fitness = childFitness;
            childFitness = scores;
            long generationBest = min(fitness);
            best = Math.min(best, generationBest);
            if (generationBest == 0 && firstSolved < 0) {
                firstSolved = gen;
            }
        }
        long t = System.nanoTime() - t0;
        long c = DeapQueens.cpuNow() - c0;
        return new DeapQueens.Outcome(t, c, deap.generations, firstSolved >= 0, firstSolved, evaluations, best);
    }

    /** PMX in Goldberg's swap form: {@code rest} with {@code segment}'s genes swapped in on [a, b). */
    static void pmx(int[] segment, int[] rest, int a, int b, int[] child, int[] where) {
        System.arraycopy(rest, 0, child, 0, child.length);
        for (int i = 0; i < child.length; i++) {
            where[rest[i]] = i;
        }
        for (int i = a; i < b; i++) {
            int j = where[segment[i]];
            where[child[i]] = j;
            where[segment[i]] = i;
            swap(child, i, j);
        }
    }

    static void swap(int[] g, int i, int j) {
        int t = g[i];
        g[i] = g[j];
        g[j] = t;
    }

    private static long min(long[] values) {
        long m = Long.MAX_VALUE;
        for (long v : values) {
            m = Math.min(m, v);
        }
        return m;
    }
}
