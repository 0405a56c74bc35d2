package io.nqueens.fitness;

import org.junit.jupiter.api.Test;

import static io.nqueens.fitness.Direction.MAXIMIZE;
import static io.nqueens.fitness.Direction.MINIMIZE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Which of two scores is better, and which worse, in each direction. */
class DirectionTest {

    @Test
    void betterAndWorseFollowTheDirectionWhicheverSideTheyComeFrom() {
        assertEquals(5, MAXIMIZE.better(2, 5));
        assertEquals(5, MAXIMIZE.better(5, 2));
        assertEquals(2, MAXIMIZE.worse(2, 5));
        assertEquals(2, MAXIMIZE.worse(5, 2));
        assertEquals(2, MINIMIZE.better(2, 5));
        assertEquals(2, MINIMIZE.better(5, 2));
        assertEquals(5, MINIMIZE.worse(2, 5));
        assertEquals(5, MINIMIZE.worse(5, 2));
    }

    @Test
    void aTieIsNotBetter() {
        for (Direction d : Direction.values()) {
            assertFalse(d.isBetter(3, 3), d.name());
            assertEquals(3, d.better(3, 3));
            assertEquals(3, d.worse(3, 3));
        }
        assertTrue(MAXIMIZE.isBetter(3, 2));
        assertTrue(MINIMIZE.isBetter(2, 3));
    }
}
