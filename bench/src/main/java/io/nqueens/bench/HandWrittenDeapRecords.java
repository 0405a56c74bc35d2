package io.nqueens.bench;

import io.nqueens.board.Conflicts;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * {@link HandWrittenDeap}'s loop doing the kit's bookkeeping too, written out by hand: scores as
 * doubles (the kit's Fitness returns a double), identity tags that a copy shares with its parent,
 * and for every generation the mean, worst and standard deviation of the scores and the number of
 * distinct genomes, which the kit records for its charts and logs. It makes the same draws as the
 * kit and the same records (the benchmark compares them, generation by generation), so the kit's
 * time over it is what the engine's structure costs for equal work; its time over the bare loop is
 * what the records cost.
 *
 * <p>A copy of the bare loop rather than the bare loop with a switch: one loop holding both would
 * be compiled as one, and the floor would no longer be the bare loop's own time.
 */
final class HandWrittenDeapRecords {
    private HandWrittenDeapRecords() {}

    /** One run with what it recorded, generation 0 first. */
    record Recorded(DeapQueens.Outcome outcome, double[] mean, double[] worst, double[] std, int[] distinct) {}

    /**
     * One run of {@code deap} from {@code seed}; time covers the initial population and every generation.
     * It is over 40 lines on purpose, as {@link HandWrittenDeap#run}: the bare loop's copy plus the records,
     * so that its time over the bare loop is the records' cost and nothing else.
     */
    static Recorded run(DeapQueens deap, long seed) {
        long c0 = DeapQueens.cpuNow();
        long t0 = System.nanoTime();
        int n = deap.n;
        int mu = deap.populationSize;
        SplittableRandom rng = new SplittableRandom(seed);
        int[][] population = new int[mu][n];
        int[][] offspring = new int[mu][n];
        double[] fitness = new double[mu];
        double[] childFitness = new double[mu];
        long[] tags = new long[mu];
        long[] childTags = new long[mu];
        long nextTag = 1;
        int[] parents = new int[mu];
        boolean[] changed = new boolean[mu];
        int[] where = new int[n];
        Records records = new Records(mu, n, deap.generations);
        for (int i = 0; i < mu; i++) {
            int[] g = population[i];
            for (int j = 0; j < n; j++) {
                g[j] = j;
            }
            for (int j = n - 1; j > 0; j--) {
                HandWrittenDeap.swap(g, j, rng.nextInt(j + 1));
            }
            fitness[i] = Conflicts.pairs(g);
            tags[i] = nextTag++;
        }
        records.add(0, population, fitness, tags);
        long evaluations = mu;
        double best = min(fitness);
        int firstSolved = best == 0 ? 0 : -1;
        for (int gen = 1; gen <= deap.generations; gen++) {
            for (int i = 0; i < mu; i++) {
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
                    int x = rng.nextInt(n + 1);
                    int y = rng.nextInt(n);
                    int lo = y >= x ? x : y;
                    int hi = y >= x ? y + 1 : x;
                    if (Arrays.equals(population[a], population[b])) {
                        System.arraycopy(population[a], 0, offspring[2 * m], 0, n);
                        System.arraycopy(population[b], 0, offspring[2 * m + 1], 0, n);
                    } else {
                        HandWrittenDeap.pmx(population[a], population[b], lo, hi, offspring[2 * m], where);
                        HandWrittenDeap.pmx(population[b], population[a], lo, hi, offspring[2 * m + 1], where);
                    }
                } else {
                    System.arraycopy(population[a], 0, offspring[2 * m], 0, n);
                    System.arraycopy(population[b], 0, offspring[2 * m + 1], 0, n);
                    childFitness[2 * m] = fitness[a];
                    childFitness[2 * m + 1] = fitness[b];
                    childTags[2 * m] = tags[a];
                    childTags[2 * m + 1] = tags[b];
                }
                changed[2 * m] = crossed;
                changed[2 * m + 1] = crossed;
            }
            for (int k = 0; k < mu; k++) {
                if (rng.nextDouble() < DeapQueens.MUTPB) {
                    int[] g = offspring[k];
                    for (int i = 0; i < n; i++) {
                        if (rng.nextDouble() < deap.indpb) {
                            int j = rng.nextInt(n - 1);
                            HandWrittenDeap.swap(g, i, j >= i ? j + 1 : j);
                        }
                    }
                    changed[k] = true;
                }
            }
            for (int k = 0; k < mu; k++) {
                if (changed[k]) {
                    int a = parents[k & ~1];
                    int b = parents[k | 1];
                    if (Arrays.equals(offspring[k], population[a])) {
                        childFitness[k] = fitness[a];
                        childTags[k] = tags[a];
                    } else if (Arrays.equals(offspring[k], population[b])) {
                        childFitness[k] = fitness[b];
                        childTags[k] = tags[b];
                    } else {
                        childFitness[k] = Conflicts.pairs(offspring[k]);
                        childTags[k] = nextTag++;
                        evaluations++;
                    }
                }
            }
            int[][] genes = population;
            population = offspring;
            offspring = genes;
            double[] scores = fitness;
            fitness = childFitness;
            childFitness = scores;
            long[] t = tags;
            tags = childTags;
            childTags = t;
            records.add(gen, population, fitness, tags);
            double generationBest = min(fitness);
            best = Math.min(best, generationBest);
            if (generationBest == 0 && firstSolved < 0) {
                firstSolved = gen;
            }
        }
        long t = System.nanoTime() - t0;
        long c = DeapQueens.cpuNow() - c0;
        var outcome = new DeapQueens.Outcome(t, c, deap.generations, firstSolved >= 0, firstSolved, evaluations, best);
        return new Recorded(outcome, records.mean, records.worst, records.std, records.distinct);
    }

    private static double min(double[] values) {
        double m = Double.MAX_VALUE;
        for (double v : values) {
            m = Math.min(m, v);
        }
        return m;
    }

    /**
     * The per-generation records, computed as the kit computes them: mean and standard deviation
     * in two passes in index order (so the same bits), and distinct genomes counted with a table of
     * the tags seen (a copy costs one look-up) and a table of genome hashes for the rest.
     */
    private static final class Records {
        final double[] mean;
        final double[] worst;
        final double[] std;
        final int[] distinct;
        private final long[] tagSlots;
        private final int[] genomeSlots; // 1 + index of the genome held, 0 when empty
        private final int[] hashes;
        private final int mask;

        Records(int mu, int n, int generations) {
            mean = new double[generations + 1];
            worst = new double[generations + 1];
            std = new double[generations + 1];
            distinct = new int[generations + 1];
            int size = Integer.highestOneBit(2 * mu - 1) << 1; // at most half full
            tagSlots = new long[size];
            genomeSlots = new int[size];
            hashes = new int[mu];
            mask = size - 1;
        }

        void add(int gen, int[][] genes, double[] fitness, long[] tags) {
            int mu = fitness.length;
            double sum = 0;
            double high = fitness[0];
            for (double f : fitness) {
                sum += f;
                high = Math.max(high, f);
            }
            double m = sum / mu;
            double squares = 0;
            for (double f : fitness) {
                squares += (f - m) * (f - m);
            }
            mean[gen] = m;
            worst[gen] = high;
            std[gen] = Math.sqrt(squares / mu);
            distinct[gen] = countDistinct(genes, tags);
        }

        private int countDistinct(int[][] genes, long[] tags) {
            Arrays.fill(tagSlots, 0L);
            Arrays.fill(genomeSlots, 0);
            int count = 0;
            for (int i = 0; i < genes.length; i++) {
                if (!addTag(tags[i])) {
                    continue;
                }
                int h = hash(genes[i]);
                hashes[i] = h;
                for (int s = h & mask; ; s = (s + 1) & mask) {
                    int held = genomeSlots[s] - 1;
                    if (held < 0) {
                        genomeSlots[s] = i + 1;
                        count++;
                        break;
                    }
                    if (hashes[held] == h && Arrays.equals(genes[held], genes[i])) {
                        tags[i] = tags[held]; // equal genomes share a tag from now on
                        break;
                    }
                }
            }
            return count;
        }

        private boolean addTag(long tag) {
            for (int s = (int) ((tag * 0x9E3779B97F4A7C15L) >>> 32) & mask; ; s = (s + 1) & mask) {
                if (tagSlots[s] == tag) {
                    return false;
                }
                if (tagSlots[s] == 0) {
                    tagSlots[s] = tag;
                    return true;
                }
            }
        }

        private static int hash(int[] genes) {
            int h = 0;
            for (int i = 0; i < genes.length; i++) {
                int y = (genes[i] ^ (i * 0x9E3779B9)) * 0x85EBCA6B;
                h += y ^ (y >>> 16);
            }
            h ^= h >>> 16;
            h *= 0x85EBCA6B;
            return h ^ (h >>> 13);
        }
    }
}
