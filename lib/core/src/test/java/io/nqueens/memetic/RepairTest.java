package io.nqueens.memetic;

import io.nqueens.InterruptedCallException;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;
import io.nqueens.board.Conflicts;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;

import static io.nqueens.testing.Messages.assertMessage;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RepairTest {

    @Property(tries = 300)
    void repairKeepsAPermutationAndReportsTheTrueCount(
            @ForAll @IntRange(min = 1, max = 300) int n,
            @ForAll @LongRange(min = 1, max = 5_000) long steps,
            @ForAll @IntRange(min = 1, max = 8) int tries,
            @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        long left = Repair.ofSteps(steps).partnerTries(tries).repair(genes, rng);
        assertNull(Encoding.PERMUTATION.invalidReason(genes, n));
        assertEquals(Conflicts.pairs(genes), left);
    }

    @Property(tries = 100)
    void theMutationIsTheRepair(@ForAll @IntRange(min = 2, max = 200) int n, @ForAll long seed) {
        int[] a = Encoding.PERMUTATION.randomGenome(n, new SplittableRandom(seed));
        int[] b = a.clone();
        Repair repair = Repair.of(3);
        repair.repair(a, new SplittableRandom(seed + 1));
        repair.mutate(b, new SplittableRandom(seed + 1));
        assertArrayEquals(a, b);
    }

    @ParameterizedTest
    @ValueSource(ints = {4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 25, 32, 50, 64, 100, 128, 256, 500, 1000, 2000})
    void aGenerousBudgetSolvesRandomPermutations(int n) {
        Repair generous = Repair.of(10_000).minSteps(1_000_000);
        for (long seed = 1; seed <= 5; seed++) {
            SplittableRandom rng = new SplittableRandom(seed * 7919 + n);
            int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
            assertEquals(0, generous.repair(genes, rng), "n=" + n + " seed=" + seed);
            assertTrue(Encoding.PERMUTATION.toBoard(genes, n).isSolution());
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 3})
    void boardsWithoutSolutionStopAtTheBudget(int n) {
        SplittableRandom rng = new SplittableRandom(3);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        long left = Repair.ofSteps(10_000).repair(genes, rng);
        assertTrue(left > 0);
        assertNull(Encoding.PERMUTATION.invalidReason(genes, n));
        assertEquals(10_000, Workspace.get().lastSteps, "an uninterrupted call spends its whole budget");
    }

    @Test
    void anInterruptedThreadEndsTheRepairEarlyWithANamedException() {
        // On a thread of its own, so that a repair ignoring the flag fails the test instead of
        // running for hours.
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            SplittableRandom rng = new SplittableRandom(3);
            int[] genes = Encoding.PERMUTATION.randomGenome(3, rng); // no solution: only the budget ends it
            Thread.currentThread().interrupt();
            Repair repair = Repair.ofSteps(Repair.MAX_STEPS);
            InterruptedCallException e = assertThrows(InterruptedCallException.class, () -> repair.repair(genes, rng));
            // The repair leaves the flag set, so that the caller's own loop stops too.
            assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
            long steps = Workspace.get().lastSteps;
            assertTrue(steps > 0 && steps < 100_000, "steps spent: " + steps);
            long left = Conflicts.pairs(genes);
            assertTrue(left > 0);
            assertEquals("Repair.repair of repair(1000000000000 steps, 2 tries) was interrupted after " + steps
                    + " of its 1000000000000 steps, leaving a permutation with " + left + " attacking pair"
                    + (left == 1 ? "" : "s")
                    + " (the thread's interrupt flag stays set; Thread.interrupted() clears it)",
                    e.getMessage());
            assertNull(Encoding.PERMUTATION.invalidReason(genes, 3));
        });
    }

    @Test
    void asTheEnginesMutationAnInterruptedRepairStopsQuietly() {
        // Inside a run the engine turns the flag into StopReason.INTERRUPTED: the mutation itself
        // just stops early and leaves a permutation.
        assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            SplittableRandom rng = new SplittableRandom(3);
            int[] genes = Encoding.PERMUTATION.randomGenome(3, rng);
            Thread.currentThread().interrupt();
            Repair.ofSteps(Repair.MAX_STEPS).mutate(genes, rng);
            assertTrue(Thread.interrupted(), "the interrupt flag was cleared");
            long steps = Workspace.get().lastSteps;
            assertTrue(steps > 0 && steps < 100_000, "steps spent: " + steps);
            assertNull(Encoding.PERMUTATION.invalidReason(genes, 3));
        });
    }

    @Test
    void aSolvedGenomeIsReturnedEvenWhenTheFlagIsSet() {
        int[] genes = {1, 3, 0, 2};
        Thread.currentThread().interrupt();
        try {
            assertEquals(0, Repair.of(5).repair(genes, new SplittableRandom(1)));
        } finally {
            assertTrue(Thread.interrupted());
        }
    }

    @Test
    void theStopButtonStopsAMemeticRunInsideARepair() throws InterruptedException {
        // Three queens have no solution, so one repair of this budget would take hours.
        Engine engine = Engine.builder(Encoding.PERMUTATION, 3).populationSize(4)
                .mutation(Repair.ofSteps(Repair.MAX_STEPS), 1.0).maxGenerations(1_000).build();
        AtomicReference<RunResult> result = new AtomicReference<>();
        Thread t = new Thread(() -> result.set(engine.runToEnd(1)));
        t.start();
        Thread.sleep(200);
        t.interrupt();
        t.join(30_000);
        assertFalse(t.isAlive(), "the run ignored the interrupt");
        assertEquals(StopReason.INTERRUPTED, result.get().stopReason());
    }

    @Test
    void aSolutionIsLeftAlone() {
        int[] solution = {0, 4, 7, 5, 2, 6, 1, 3};
        int[] genes = solution.clone();
        assertEquals(0, Repair.of(5).repair(genes, new SplittableRandom(1)));
        assertArrayEquals(solution, genes);
        int[] one = {0};
        assertEquals(0, Repair.of(5).repair(one, new SplittableRandom(1)));
    }

    @Test
    void theSameSeedGivesTheSameRepair() {
        int[] a = Encoding.PERMUTATION.randomGenome(5_000, new SplittableRandom(9));
        int[] b = a.clone();
        Repair repair = Repair.of(2);
        long left = repair.repair(a, new SplittableRandom(10));
        assertEquals(left, repair.repair(b, new SplittableRandom(10)));
        assertArrayEquals(a, b);
    }

    @Test
    void aSmallBudgetImprovesALargeBoardWithoutSolvingIt() {
        int n = 20_000;
        SplittableRandom rng = new SplittableRandom(4);
        int[] genes = Encoding.PERMUTATION.randomGenome(n, rng);
        long before = Conflicts.pairs(genes);
        long left = Repair.of(1).repair(genes, rng);
        assertTrue(left > 0 && left < before / 2, "before " + before + ", left " + left);
    }

    @Test
    void aFailingRandomGeneratorLeavesTheBuffersUsable() {
        int[] genes = Encoding.PERMUTATION.randomGenome(500, new SplittableRandom(1));
        java.util.random.RandomGenerator failing = new java.util.random.RandomGenerator() {
            private int calls;

            @Override
            public long nextLong() {
                if (++calls > 100) {
                    throw new IllegalStateException("generator failed");
                }
                return calls * 0x9E3779B97F4A7C15L;
            }
        };
        assertThrows(IllegalStateException.class, () -> Repair.of(5).repair(genes, failing));
        assertNull(Encoding.PERMUTATION.invalidReason(genes, 500));
        int[] other = Encoding.PERMUTATION.randomGenome(500, new SplittableRandom(2));
        SplittableRandom rng = new SplittableRandom(3);
        assertEquals(Conflicts.pairs(other), DiagonalCounters.of(other).pairs());
        assertEquals(0, Repair.of(100).repair(other, rng));
    }

    @Test
    void budgets() {
        assertEquals(5_000, Repair.of(5).budget(1_000));
        assertEquals(1, Repair.of(0.001).budget(8));
        assertEquals(1_000, Repair.of(5).minSteps(1_000).budget(8));
        assertEquals(77, Repair.ofSteps(77).budget(1_000_000));
        assertEquals(Repair.MAX_STEPS, Repair.of(Repair.MAX_STEPS_PER_QUEEN).budget(10_000_000)); // 1e13, capped
        assertEquals(Repair.DEFAULT_PARTNER_TRIES, Repair.of(1).partnerTries());
        assertEquals(7, Repair.of(1).partnerTries(7).partnerTries());
    }

    @Test
    void badBudgetsAreRejectedNamingTheParameter() {
        assertMessage(() -> Repair.of(0), "stepsPerQueen must be in (0, 1000000.0], was 0.0");
        assertMessage(() -> Repair.of(-2), "stepsPerQueen");
        assertMessage(() -> Repair.of(Double.NaN), "stepsPerQueen");
        assertMessage(() -> Repair.of(Double.POSITIVE_INFINITY), "stepsPerQueen");
        assertMessage(() -> Repair.of(2e6), "stepsPerQueen");
        assertMessage(() -> Repair.ofSteps(0), "maxSteps must be in [1, 1000000000000], was 0");
        assertMessage(() -> Repair.of(1).minSteps(-5), "minSteps must be in [1, 1000000000000], was -5");
        assertMessage(() -> Repair.of(1).partnerTries(0), "partnerTries must be in [1, 1000000], was 0");
        assertMessage(() -> Repair.of(1).repair(new int[] {0, 0}, new SplittableRandom(1)), "repeats a row");
        assertMessage(() -> Repair.of(1).repair(new int[] {1, 0}, null), "rng must not be null");
    }

    @Test
    void onlyPermutationEnginesAcceptTheRepair() {
        assertTrue(Repair.of(1).accepts(Encoding.PERMUTATION));
        assertFalse(Repair.of(1).accepts(Encoding.INTEGER));
        var e = assertThrows(IllegalArgumentException.class,
                () -> Engine.builder(Encoding.INTEGER, 8).mutation(Repair.of(1), 1.0).build());
        assertTrue(e.getMessage().contains("does not fit the INTEGER encoding"), e.getMessage());
    }
}
