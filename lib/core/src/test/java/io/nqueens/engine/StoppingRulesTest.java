package io.nqueens.engine;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.presets.Presets;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each stopping rule, and each rule that restarts the population, fires with a tiny budget. */
class StoppingRulesTest {

    /** A maximised score that never changes, so nothing ever improves or solves. */
    private static final Fitness FLAT = Fitness.of("flat", Direction.MAXIMIZE, 1, (genes, n) -> 1);

    private static Engine.Builder hard() {
        return Engine.builder(Encoding.INTEGER, 40).populationSize(10);
    }

    @Test
    void maxGenerationsOne() {
        RunResult r = hard().maxGenerations(1).build().runToEnd(1);
        assertEquals(StopReason.MAX_GENERATIONS, r.stopReason());
        assertEquals(1, r.generations());
        assertEquals(2, r.history().size());
    }

    @Test
    void stagnationLimit() {
        RunResult r = hard().fitness(FLAT).stagnationLimit(3).build().runToEnd(1);
        assertEquals(StopReason.STAGNATION, r.stopReason());
        assertEquals(3, r.generations());
    }

    @Test
    void fitnessTarget() {
        for (long seed = 0; seed < 5; seed++) {
            RunResult r = Engine.builder(Encoding.INTEGER, 12).populationSize(10)
                    .stopWhenSolved(false).fitnessTarget(6).maxGenerations(5_000).build().runToEnd(seed);
            assertEquals(StopReason.FITNESS_TARGET, r.stopReason());
            for (Generation g : r.history()) {
                boolean last = g.index() == r.generations();
                assertEquals(last, g.best() <= 6, "the run stops at the first generation whose best reaches 6");
            }
        }
    }

    @Test
    void minGenerationsDelaysASuccess() {
        // 4 queens as permutations: 2 of 24 genomes are solutions, so 100 random ones hold one.
        Engine.Builder b = Engine.builder(Encoding.PERMUTATION, 4).populationSize(100);
        RunResult early = b.build().runToEnd(1);
        assertEquals(StopReason.SOLVED, early.stopReason());
        assertEquals(0, early.generations());
        RunResult late = b.minGenerations(10).build().runToEnd(1);
        assertEquals(StopReason.SOLVED, late.stopReason());
        assertEquals(10, late.generations());
        assertEquals(0, late.firstSolvedGeneration());
        // minGenerations also delays the fitness target.
        RunResult target = b.stopWhenSolved(false).fitnessTarget(0).minGenerations(7).build().runToEnd(1);
        assertEquals(StopReason.FITNESS_TARGET, target.stopReason());
        assertEquals(7, target.generations());
        // And the search for all solutions: both of 4 queens' are in generation 0 here.
        Engine all = Engine.builder(Encoding.PERMUTATION, 4).populationSize(100).findAllSolutions(true)
                .minGenerations(5).build();
        assertEquals(5, all.settings().minGenerations());
        Run run = all.run(1);
        assertEquals(2, run.latest().distinctSolutions());
        RunResult found = run.toEnd();
        assertEquals(StopReason.ALL_SOLUTIONS_FOUND, found.stopReason());
        assertEquals(5, found.generations());
    }

    @Test
    void timeLimitStopsTheRun() {
        RunResult r = hard().fitness(FLAT).maxGenerations(100_000_000).timeLimit(Duration.ofMillis(30))
                .build().runToEnd(1);
        assertEquals(StopReason.TIME_LIMIT, r.stopReason());
    }

    @Test
    void findAllSolutionsOnFourQueens() {
        for (Encoding e : new Encoding[] {Encoding.INTEGER, Encoding.PERMUTATION, Encoding.ONE_HOT_ROWS}) {
            // Generational replacement and a mutation in every child keep the search moving after
            // the first solution (with elitism and a tournament the population settles on it).
            RunResult r = Engine.builder(e, 4).populationSize(20).replacement(Replacement.generational())
                    .mutation(Engine.builder(e, 4).build().settings().mutation(), 1.0)
                    .findAllSolutions(true).maxGenerations(10_000).build().runToEnd(5);
            assertEquals(StopReason.ALL_SOLUTIONS_FOUND, r.stopReason(), e.toString());
            assertEquals(Set.of(Board.of(1, 3, 0, 2), Board.of(2, 0, 3, 1)), Set.copyOf(r.solutions()));
            assertEquals(2, r.solutions().size());
            Generation last = r.history().get(r.history().size() - 1);
            assertEquals(2, last.distinctSolutions());
            assertEquals(2, r.history().stream().mapToInt(Generation::newSolutions).sum());
        }
        RunResult doc004 = Presets.doc004(4).build().runToEnd(0);
        assertEquals(StopReason.ALL_SOLUTIONS_FOUND, doc004.stopReason());
        assertEquals(2, doc004.solutions().size());
    }

    @Test
    void findAllSolutionsWhereThereAreNone() {
        for (int n : new int[] {2, 3}) {
            Run run = Engine.builder(Encoding.INTEGER, n).findAllSolutions(true).build().run(1);
            assertFalse(run.hasNext());
            assertEquals(StopReason.NO_SOLUTION_EXISTS, run.stopReason());
            RunResult r = run.toEnd();
            assertEquals(0, r.generations());
            assertEquals(0, r.solutions().size());
            assertFalse(r.solved());
        }
    }

    @Test
    void anInterruptedThreadStopsItsRunKeepsItsFlagAndStartsNoOtherRun() throws InterruptedException {
        AtomicReference<String> refused = new AtomicReference<>();
        AtomicReference<RunResult> during = new AtomicReference<>();
        AtomicReference<Boolean> flagKept = new AtomicReference<>();
        Thread t = new Thread(() -> {
            Engine engine = hard().fitness(FLAT).maxGenerations(100_000_000).build();
            Thread.currentThread().interrupt();
            try {
                engine.runToEnd(1);
            } catch (IllegalStateException e) {
                refused.set(e.getMessage());
            }
            Thread.interrupted();
            Run run = engine.run(2);
            while (run.hasNext()) {
                if (run.next().index() == 5) {
                    Thread.currentThread().interrupt(); // as a notebook's stop button would
                }
            }
            during.set(run.result());
            flagKept.set(Thread.currentThread().isInterrupted());
        });
        t.start();
        t.join(30_000);
        assertEquals("the current thread is interrupted (a stop button, or Thread.interrupt()), so the run from"
                + " seed 1 did not start; call Thread.interrupted() to clear the flag before starting another run",
                refused.get());
        assertNotNull(during.get());
        assertEquals(StopReason.INTERRUPTED, during.get().stopReason());
        // The flag is seen before another generation is bred, and left set for the caller to see.
        assertEquals(5, during.get().generations());
        assertEquals(Boolean.TRUE, flagKept.get());
    }

    @Test
    void aTimeLimitTooLongToCountInNanosecondsMeansNoPracticalLimit() {
        for (Duration huge : new Duration[] {Duration.ofSeconds(Long.MAX_VALUE), Duration.ofDays(400 * 365)}) {
            Engine engine = hard().fitness(FLAT).maxGenerations(20).timeLimit(huge).build();
            assertEquals(StopReason.MAX_GENERATIONS, engine.runToEnd(1).stopReason());
        }
    }

    @Test
    void aFitnessThatReturnsNaNStopsTheRunNamingIt() {
        Fitness nan = Fitness.of("broken score", Direction.MAXIMIZE, 1,
                (genes, n) -> genes[0] % 2 == 0 ? Double.NaN : 1); // NaN for some genomes
        Engine engine = hard().fitness(nan).maxGenerations(50).build();
        var e = assertThrows(IllegalStateException.class, () -> engine.runToEnd(1));
        assertTrue(e.getMessage().contains("broken score returned NaN for the genome ["), e.getMessage());
    }

    @Test
    void noRestartsUnlessAsked() {
        assertEquals(0, hard().fitness(FLAT).maxGenerations(30).build().runToEnd(1).restarts());
    }

    @Test
    void aFlatScoreRestartsEveryKGenerations() {
        // Nothing ever improves, so the population is replaced after generations K, 2K, ... up to
        // the last one, which ends the run instead.
        for (int k = 1; k <= 25; k++) {
            RunResult r = hard().fitness(FLAT).maxGenerations(20).restartAfterStagnation(k).build().runToEnd(1);
            assertEquals(StopReason.MAX_GENERATIONS, r.stopReason());
            assertEquals(19 / k, r.restarts(), "K = " + k);
        }
    }

    @Test
    void aConvergedPopulationIsReplacedByAFreshOne() {
        // Copies only: selection alone takes the population to one genome, and nothing new is scored.
        Engine.Builder copies = Engine.builder(Encoding.INTEGER, 8).populationSize(50)
                .crossover(SinglePoint.interior(), 0.0).mutation(RandomReset.toOtherValue(), 0.0)
                .stopWhenSolved(false).maxGenerations(200);
        RunResult stuck = copies.build().runToEnd(3);
        assertEquals(0, stuck.restarts());
        assertEquals(50, stuck.evaluations());
        assertEquals(1, stuck.history().get(200).diversity());

        Run run = copies.restartAfterStagnation(10).build().run(3);
        int freshStarts = 0;
        while (run.hasNext()) {
            int before = run.restarts();
            run.next();
            if (run.restarts() > before && run.hasNext()) {
                freshStarts++;
                assertTrue(run.next().diversity() > 1, "the generation bred from a fresh population is mixed");
            }
        }
        RunResult r = run.result();
        assertTrue(r.restarts() >= 5, "restarts: " + r.restarts());
        assertTrue(freshStarts >= r.restarts() - 1);
        // Each restart scores one fresh population; copies are never rescored.
        assertEquals(50L * (1 + r.restarts()), r.evaluations());
        // The run keeps the best genome it ever saw.
        double bestSeen = r.history().stream().mapToDouble(Generation::best).min().orElseThrow();
        assertTrue(r.bestFitness() <= bestSeen);
    }

    @Test
    void restartOnSolutionCountsItsRestarts() {
        RunResult r = Presets.doc004(6).build().runToEnd(0);
        assertEquals(StopReason.ALL_SOLUTIONS_FOUND, r.stopReason());
        // Every solved generation but the last one sends the run back to a random population.
        long solvedBeforeTheEnd = r.history().stream()
                .filter(g -> g.solved() && g.index() < r.generations()).count();
        assertEquals(solvedBeforeTheEnd, r.restarts());
        assertTrue(r.restarts() >= 3, "seed 0 restarts after at least three solved generations, saw " + r.restarts());
    }

    @Test
    void aFinishedRunHasNoNext() {
        Run run = hard().maxGenerations(2).build().run(1);
        run.toEnd();
        assertFalse(run.hasNext());
        assertTrue(org.junit.jupiter.api.Assertions.assertThrows(java.util.NoSuchElementException.class, run::next)
                .getMessage().contains("MAX_GENERATIONS"));
    }
}
