package io.nqueens.engine;

import java.util.Arrays;

/**
 * A set of nonzero identity tags (see {@link Population}) in one open-addressing table of longs:
 * no boxing and no allocation after construction, so the engine can ask "seen this genome
 * before?" for every individual of every generation. Adding and looking up cost O(1) expected
 * while the table is at most half full; {@link #clear()} costs O(capacity).
 *
 * <p>Kept rather than fastutil's {@code LongOpenHashSet} (on the class path through Tablesaw),
 * which does the same job but slower on the kit's use: clearing once per generation and adding
 * every individual's tag, most of them copies. Measured by the benchmark module's
 * {@code io.nqueens.engine.TagSetTiming} (median thread-CPU ns per tag added, 9 repetitions, on a
 * loaded 2-core machine): 5.5 against 8.0 (fastutil at load factor 0.5) and 9.5 (at its default
 * 0.75) for 300 individuals with a quarter fresh each generation, 4.3 against 8.8 and 8.8 for 1,000
 * with half fresh, 5.4 against 7.4 and 7.3 for 1,000 with a tenth fresh. (fastutil's add does
 * more per call, a test for the 0 key, a size check for rehashing and a longer mix of the key; which
 * of these costs the difference was not measured.)
 */
final class TagSet {
    private final long[] slots; // 0 marks an empty slot, which is why tags must be nonzero
    private final int mask;
    private int size;

    /** A set for up to {@code capacity} tags (the table is sized to stay at most half full). */
    TagSet(int capacity) {
        this.slots = new long[tableSize(capacity)];
        this.mask = slots.length - 1;
    }

    /** The table's slots for a capacity: a power of two at least twice the capacity. */
    static int tableSize(int capacity) {
        return Integer.highestOneBit(Math.max(2, 2 * capacity - 1)) << 1;
    }

    /** {@return the bytes of the table of a set of this capacity} For memory estimates. */
    static long bytes(int capacity) {
        return 8L * tableSize(capacity);
    }

    /** Adds a nonzero tag; true when it was not there yet. */
    boolean add(long tag) {
        int s = slot(tag);
        while (true) {
            long held = slots[s];
            if (held == 0) {
                slots[s] = tag;
                size++;
                return true;
            }
            if (held == tag) {
                return false;
            }
            s = (s + 1) & mask;
        }
    }

    /** Whether a nonzero tag is in the set. */
    boolean contains(long tag) {
        int s = slot(tag);
        while (true) {
            long held = slots[s];
            if (held == tag) {
                return true;
            }
            if (held == 0) {
                return false;
            }
            s = (s + 1) & mask;
        }
    }

    /** {@return the number of tags held} */
    int size() {
        return size;
    }

    /** {@return the number of tags the set holds while at most half full} */
    int capacity() {
        return slots.length / 2;
    }

    /** Empties the set. */
    void clear() {
        Arrays.fill(slots, 0L);
        size = 0;
    }

    /** Fibonacci hashing: tags are consecutive numbers, so their high product bits spread them. */
    private int slot(long tag) {
        return (int) ((tag * 0x9E3779B97F4A7C15L) >>> 32) & mask;
    }
}
