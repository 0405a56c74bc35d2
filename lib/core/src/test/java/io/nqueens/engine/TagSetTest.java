package io.nqueens.engine;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tag set must behave as a set of longs: checked against java.util's on the engine's shapes of tags. */
class TagSetTest {

    @Test
    void consecutiveTagsAndTheirCopiesBehaveAsInAHashSet() {
        // The engine's tags: runs of consecutive numbers, older ones repeated by copies.
        TagSet tags = new TagSet(300);
        Set<Long> reference = new HashSet<>();
        SplittableRandom rng = new SplittableRandom(3);
        long next = 1;
        for (int k = 0; k < 300; k++) {
            long tag = rng.nextInt(3) == 0 && next > 1 ? 1 + rng.nextLong(next - 1) : next++;
            assertEquals(reference.add(tag), tags.add(tag), "adding " + tag);
        }
        assertEquals(reference.size(), tags.size());
        for (long tag = 1; tag < next + 50; tag++) {
            assertEquals(reference.contains(tag), tags.contains(tag), "looking up " + tag);
        }
    }

    @Test
    void aClearedSetHoldsNothingAndFillsAgain() {
        TagSet tags = new TagSet(4);
        assertEquals(4, tags.capacity());
        for (long t = 1; t <= 4; t++) {
            assertTrue(tags.add(t << 40)); // far apart: the high bits must spread them too
        }
        assertFalse(tags.add(3L << 40));
        tags.clear();
        assertEquals(0, tags.size());
        assertFalse(tags.contains(1L << 40));
        assertTrue(tags.add(1L << 40));
        assertEquals(1, tags.size());
    }
}
