package io.nqueens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.solver.ExplicitSolution;
import io.nqueens.solver.Solutions;

import java.util.EnumSet;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The hook the course checks use to see the kit's own implementations run inside student code. */
class KitCallsTest {

    @BeforeEach
    void forget() {
        KitCalls.forgetCallsFromOutside();
    }

    @Test
    void aForbiddenCallIsSeenOnlyInsideAWindowAndOnAnyThread() {
        KitCalls.Watch watch = KitCalls.watch(EnumSet.of(KitCalls.Call.ATTACKING_PAIRS));
        Board.of(0, 0).attackingPairs(); // no window open: not seen
        assertNull(watch.seen());
        watch.open();
        try {
            OrderCrossover.of().cross(new int[] {0, 1}, new int[] {1, 0}, new int[2], null, new SplittableRandom(1));
            // OX is not forbidden by this watch
            assertNull(watch.seen());
            CompletableFuture.runAsync(() -> Encoding.INTEGER.attackingPairs(new int[] {0, 1}, 2)).join();
        } finally {
            watch.close();
        }
        assertEquals(KitCalls.Call.ATTACKING_PAIRS, watch.seen());
        assertEquals(Set.of(KitCalls.Call.ATTACKING_PAIRS), watch.forbidden());
    }

    @Test
    void aWatchOpenedByOtherCodeDoesNotHideTheChecksWatch() {
        KitCalls.Watch check = KitCalls.watch(EnumSet.of(KitCalls.Call.ORDER_CROSSOVER));
        KitCalls.Watch other = KitCalls.watch(Set.of());
        check.open();
        other.open();
        other.close();
        OrderCrossover.of().cross(new int[] {0, 1}, new int[] {1, 0}, new int[2], new int[2], new SplittableRandom(1));
        check.close();
        assertEquals(KitCalls.Call.ORDER_CROSSOVER, check.seen());
    }

    @Test
    void aSolutionTakenByCodeOutsideTheKitIsRememberedOneTheKitTakesIsNot() {
        Engine.builder(Encoding.PERMUTATION, 8).build(); // the engine writes a solution down to test its fitness
        assertNull(KitCalls.calledFromOutside(KitCalls.Call.SOLUTIONS));
        Solutions.all(6); // Solutions.all calls stream: only the outer call is this test's
        assertEquals("io.nqueens.KitCallsTest.aSolutionTakenByCodeOutsideTheKitIsRememberedOneTheKitTakesIsNot",
                KitCalls.calledFromOutside(KitCalls.Call.SOLUTIONS));
        KitCalls.forgetCallsFromOutside();
        java.util.stream.Stream.of(12).map(ExplicitSolution::of).toList(); // through the JDK's stream: still this test
        assertEquals("io.nqueens.KitCallsTest.aSolutionTakenByCodeOutsideTheKitIsRememberedOneTheKitTakesIsNot",
                KitCalls.calledFromOutside(KitCalls.Call.SOLUTIONS));
    }
}
