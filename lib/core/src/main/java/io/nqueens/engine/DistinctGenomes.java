package io.nqueens.engine;

import java.util.Arrays;

/**
 * Counts the distinct genomes of a population (its diversity) with open-addressing tables that are
 * reused every generation: expected O(μ + D·L) time for D distinct tags, no allocation after
 * construction. An individual whose nonzero identity tag was already seen is a copy and costs one
 * table lookup; any other genome is hashed and compared by content, equal hashes being confirmed
 * element by element, so the count is exact whatever the hash does. Once a converged population
 * holds a few genomes in many copies, most individuals take the cheap path.
 */
final class DistinctGenomes {
    private final int[] salts; // one fixed pseudo-random word per gene position
    private final int[] slots; // 1 + index of the genome held, 0 when empty
    private final int[] hashes; // hash of genome i, filled by count()
    private final TagSet tagsSeen; // identity tags seen in this count
    private final int mask;

    /** A counter for populations of up to {@code capacity} genomes of {@code length} genes. */
    DistinctGenomes(int capacity, int length) {
        int size = Integer.highestOneBit(Math.max(2, 2 * capacity - 1)) << 1; // at most half full
        this.slots = new int[size];
        this.hashes = new int[capacity];
        this.tagsSeen = new TagSet(capacity);
        this.mask = size - 1;
        this.salts = new int[length];
        for (int i = 0; i < length; i++) {
            salts[i] = mix(i * 0x9E3779B9 + 0x7F4A7C15); // fixed: the same for every run
        }
    }

    /**
     * Number of distinct genomes in {@code p}; p's size and genome length must fit the counter.
     * An individual found equal by content to one counted earlier takes that one's tag (when it
     * has one), which keeps "same tag, same genome" true and makes its future copies cheap.
     */
    int count(Population p) {
        Arrays.fill(slots, 0);
        tagsSeen.clear();
        int distinct = 0;
        for (int i = 0; i < p.size(); i++) {
            long tag = p.tags[i];
            if (tag != 0 && !tagsSeen.add(tag)) {
                continue; // a copy of a genome already counted under the same tag
            }
            int[] genes = p.genes[i];
            int h = hash(genes);
            hashes[i] = h;
            int s = h & mask;
            while (true) {
                int held = slots[s] - 1;
                if (held < 0) {
                    slots[s] = i + 1;
                    distinct++;
                    break;
                }
                if (hashes[held] == h && Arrays.equals(p.genes[held], genes)) {
                    // A copy of a genome already counted under another tag: from now on this one
                    // and its copies share the held tag, so they take the cheap path.
                    if (p.tags[held] != 0) {
                        p.tags[i] = p.tags[held];
                    }
                    break;
                }
                s = (s + 1) & mask;
            }
        }
        return distinct;
    }

    /**
     * A 32-bit content hash: each gene is salted with its position's word and scrambled on its
     * own, then the terms are added. The terms are independent, so the JIT can compute several
     * at once (it vectorises the loop), where {@link Arrays#hashCode(int[])} is one chain of
     * multiplications; and the scrambling keeps rearrangements such as a 3-cycle of a permutation
     * from cancelling out as they would in a plain weighted sum. O(L).
     */
    int hash(int[] genes) {
        int[] s = salts;
        int h = 0;
        for (int i = 0; i < genes.length; i++) {
            int y = (genes[i] ^ s[i]) * 0x9E3779B9;
            h += y ^ (y >>> 16);
        }
        return mix(h); // spread every bit over the low ones that pick the slot
    }

    /** murmur3's 32-bit finaliser. */
    private static int mix(int h) {
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        h *= 0xC2B2AE35;
        return h ^ (h >>> 16);
    }
}
