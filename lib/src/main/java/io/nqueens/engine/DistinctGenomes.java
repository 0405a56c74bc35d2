package io.nqueens.engine;

import java.util.Arrays;

/**
 * Counts the distinct genomes of a population (its diversity) with an open-addressing table of
 * genome indices that is reused every generation: expected O(μ·L) time, no allocation after
 * construction. Genomes are compared by content; equal hashes are confirmed element by element.
 */
final class DistinctGenomes {
    private final int[] slots; // 1 + index of the genome held, 0 when empty
    private final long[] hashes; // hash of genome i, filled by count()
    private final int mask;

    /** A counter for populations of up to {@code capacity} genomes. */
    DistinctGenomes(int capacity) {
        int size = Integer.highestOneBit(Math.max(2, 2 * capacity - 1)) << 1; // at most half full
        this.slots = new int[size];
        this.hashes = new long[capacity];
        this.mask = size - 1;
    }

    /** Number of distinct genomes in {@code p}; p's size must not exceed the capacity. */
    int count(Population p) {
        Arrays.fill(slots, 0);
        int distinct = 0;
        for (int i = 0; i < p.size(); i++) {
            int[] genes = p.genes[i];
            long h = hash(genes);
            hashes[i] = h;
            int s = (int) h & mask;
            while (true) {
                int held = slots[s] - 1;
                if (held < 0) {
                    slots[s] = i + 1;
                    distinct++;
                    break;
                }
                if (hashes[held] == h && Arrays.equals(p.genes[held], genes)) {
                    break; // a copy of a genome already counted
                }
                s = (s + 1) & mask;
            }
        }
        return distinct;
    }

    /**
     * A 64-bit content hash. Each gene is combined with its position and scrambled on its own,
     * then the results are added: the terms are independent, so the loop is not one long chain
     * of multiplications as {@link Arrays#hashCode(int[])} is, and the scrambling keeps simple
     * rearrangements (a 3-cycle of a permutation) from cancelling out as they would in a plain
     * weighted sum. O(L).
     */
    static long hash(int[] genes) {
        long h = genes.length;
        for (int i = 0; i < genes.length; i++) {
            long x = (genes[i] + ((long) i << 32)) * 0x9E3779B97F4A7C15L; // (position, gene) as one word
            h += x ^ (x >>> 29);
        }
        h ^= h >>> 33; // murmur3's finaliser spreads every bit over the low ones used for the slot
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        return h ^ (h >>> 33);
    }
}
