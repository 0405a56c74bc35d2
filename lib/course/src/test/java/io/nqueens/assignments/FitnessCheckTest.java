package io.nqueens.assignments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.fitness.NonAttackingPairs;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The fitness check: the kit's own fitnesses pass, each wrong one fails exactly its rule. */
class FitnessCheckTest {

    /** A student's attacking-pairs count, with switches for the classic mistakes. */
    static double pairs(int[] genes, boolean rows, boolean down, boolean up) {
        int count = 0;
        for (int i = 0; i < genes.length; i++) {
            for (int j = i + 1; j < genes.length; j++) {
                int d = genes[j] - genes[i];
                if ((rows && d == 0) || (down && d == j - i) || (up && d == i - j)) {
                    count++;
                }
            }
        }
        return count;
    }

    static final String EVERY = "agrees with attacking pairs on every board";

    static final Fitness STUDENT = Fitness.of("my pairs", Direction.MINIMIZE, 0,
            (genes, n) -> pairs(genes, true, true, true));

    static void assertOnlyFails(Report report, String... rules) {
        java.util.Set<String> failing = java.util.Set.of(rules);
        for (RuleResult r : report.rules()) {
            assertEquals(!failing.contains(r.rule()), r.passed(), () -> r.rule() + " in\n" + report);
        }
    }

    @Test
    void theKitsFitnessesAndACorrectLambdaGetFullMarks() {
        for (Encoding e : Encoding.values()) {
            Report own = FitnessCheck.attackingPairs(e).allowingTheKitsOwn().check(AttackingPairs.of(e));
            assertTrue(own.passed(), own::toString);
            Report non = FitnessCheck.nonAttackingPairs(e).allowingTheKitsOwn().check(NonAttackingPairs.of(e));
            assertEquals(6, non.points(), non::toString);
        }
        Report student = FitnessCheck.attackingPairs().check(STUDENT);
        assertEquals(6, student.points());
        assertEquals(6, student.maxPoints());
        assertEquals("""
                Check fitness "my pairs" (against attacking pairs, INTEGER): 6/6 points
                  PASS  1/1  tells solutions from attacked boards
                  PASS  1/1  agrees with attacking pairs on most boards
                  PASS  1/1  agrees with attacking pairs on nearly every board
                  PASS  2/2  agrees with attacking pairs on every board
                  PASS  1/1  direction and optimum consistent, genome unchanged
                  PASS  --   when graded, calling the kit's attacking-pairs count scores 0 (no points)
                """, student.toString());
    }

    @Test
    void aFitnessThatIgnoresOneDiagonalIsWrongOnMostBoardsAndScoresLow() {
        Fitness noUp = Fitness.of("no up diagonal", Direction.MINIMIZE, 0, (genes, n) -> pairs(genes, true, true, false));
        Report report = FitnessCheck.attackingPairs().check(noUp);
        assertOnlyFails(report, "agrees with attacking pairs on most boards", "agrees with attacking pairs on nearly"
                + " every board", EVERY);
        assertEquals(2, report.points());
        String message = report.rule(EVERY).message();
        // Issue 45: the two counts are over the same 13,421 boards and add up (1,266 + 12,155); a
        // document's board is named with the 1-based rows the exercise's text quotes, then the
        // 0-based genome the fitness was handed.
        assertEquals("disagrees on 12,155 of 13,421 boards; smallest: [1, 0] (N = 2): attacking pairs 1, \"no up"
                + " diagonal\" gave 0; 3 of them among the 8 documents' example boards, e.g. document 001's board b1"
                + " (rows 1 to 8 there: [3, 2, 7, 4, 8, 5, 5, 2]) [2, 1, 6, 3, 7, 4, 4, 1] (N = 8): attacking pairs 5,"
                + " \"no up diagonal\" gave 3", message);
        assertEquals("right on 1,266 of 13,421 boards (9.4%); these points need half of them right (the boards it gets"
                + " wrong: see \"on every board\")", report.rule("agrees with attacking pairs on most boards").message());
    }

    @Test
    void aCountWrongOnAFewBoardsKeepsThePointsOfTheShareItGetsRight() {
        // Wrong only on boards with three queens in row 0: a few in a hundred.
        Fitness triple = Fitness.of("triple", Direction.MINIMIZE, 0, (genes, n) -> pairs(genes, true, true, true)
                + (java.util.Arrays.stream(genes).filter(g -> g == 0).count() >= 3 ? 1 : 0));
        Report report = FitnessCheck.attackingPairs().check(triple);
        assertOnlyFails(report, "agrees with attacking pairs on nearly every board", EVERY);
        assertEquals(3, report.points());
        assertEquals("right on 12,536 of 13,421 boards (93.4%)",
                report.rule("agrees with attacking pairs on most boards").message());
    }

    @Test
    void aFitnessKeepingStateBetweenCallsIsToldItsCounterexampleDependsOnEarlierCalls() {
        int[] calls = {0};
        Fitness counting = Fitness.of("counting", Direction.MINIMIZE, 0, (genes, n) -> pairs(genes, true, true, true)
                + (++calls[0] % 1_000 == 0 ? 1 : 0));
        Report report = FitnessCheck.attackingPairs().check(counting);
        assertOnlyFails(report, EVERY);
        assertTrue(report.rule(EVERY).message().endsWith("; your answer gave a different result when called again"
                + " with the same input: it keeps state between calls"), report::toString);
    }

    @Test
    void aWrongBoardFoundOnlyAmongLargeBoardsIsShrunk() {
        // Wrong only from N = 7 on (past the sizes listed in full) and only when two queens share a row.
        Fitness sloppy = Fitness.of("sloppy from 7", Direction.MINIMIZE, 0, (genes, n) -> {
            double p = pairs(genes, true, true, true);
            return n >= 7 && java.util.Arrays.stream(genes).distinct().count() < n ? p + 1 : p;
        });
        Report report = FitnessCheck.attackingPairs().check(sloppy);
        assertOnlyFails(report, "agrees with attacking pairs on most boards", "agrees with attacking pairs on nearly"
                + " every board", EVERY);
        String message = report.rule(EVERY).message();
        assertTrue(message.contains("smallest: [0, 0, 0, 0, 0, 0, 0] (N = 7): attacking pairs 21, \"sloppy from 7\" gave 22"),
                message);
    }

    @Test
    void aDeclaredDirectionOrOptimumThatIsNotTheReferencesFailsConsistencyOnly() {
        Fitness maximised = Fitness.of("maximised", Direction.MAXIMIZE, 0, (genes, n) -> pairs(genes, true, true, true));
        Report direction = FitnessCheck.attackingPairs().check(maximised);
        assertOnlyFails(direction, "direction and optimum consistent, genome unchanged");
        assertEquals("declares direction MAXIMIZE; attacking pairs are minimised (MINIMIZE)",
                direction.rule("direction and optimum consistent, genome unchanged").message());

        Fitness off = Fitness.of("28 minus pairs", Direction.MAXIMIZE, 27, (genes, n) -> n * (n - 1) / 2.0
                - pairs(genes, true, true, true));
        Report optimum = FitnessCheck.nonAttackingPairs().check(off);
        assertOnlyFails(optimum, "direction and optimum consistent, genome unchanged");
        assertEquals("declares optimum 27 for N = 1; non-attacking pairs reach 0 on every solution",
                optimum.rule("direction and optimum consistent, genome unchanged").message());
    }

    @Test
    void anOptimumWrongOnlyForTwoQueensIsToldWithoutCitingASolution() {
        // Issue 44: 2 queens have no solution, so the message cannot say the optimum is reached on every one.
        Fitness off = Fitness.of("off at 2", Direction.MAXIMIZE, n -> n == 2 ? 0 : n * (n - 1) / 2.0,
                (genes, n) -> n * (n - 1) / 2.0 - pairs(genes, true, true, true));
        Report r = FitnessCheck.nonAttackingPairs().check(off);
        assertEquals("declares optimum 0 for N = 2; the optimum of non-attacking pairs for N = 2 is 1 (no board of 2"
                + " queens reaches it: they have no solution)",
                r.rule("direction and optimum consistent, genome unchanged").message(), r::toString);
    }

    @Test
    void aScoreBetterThanTheOptimumFailsConsistency() {
        // Right values, but a minimised fitness declaring an optimum of -1 is never reached by solutions.
        Fitness below = Fitness.of("below", Direction.MINIMIZE, n -> n == 9 ? -1 : 0, (genes, n) -> pairs(genes, true, true, true));
        Report report = FitnessCheck.attackingPairs().check(below);
        assertEquals("declares optimum -1 for N = 9; attacking pairs reach 0 on every solution",
                report.rule("direction and optimum consistent, genome unchanged").message());
    }

    @Test
    void exceptionsAreReportedWithTheBoardAndTheName() {
        Fitness divides = Fitness.of("divides", Direction.MINIMIZE, 0, (genes, n) -> pairs(genes, true, true, true)
                + 0 / (genes[0] + 1 - 1 + (genes.length > 1 ? 1 : 0)));
        Report report = FitnessCheck.attackingPairs().check(divides);
        assertOnlyFails(report, EVERY);
        String message = report.rule(EVERY).message();
        assertTrue(message.contains("smallest: [0] (N = 1): attacking pairs 0, \"divides\" threw ArithmeticException: / by zero"),
                message);
    }

    @Test
    void aFitnessThatWritesToTheGenomeFailsThatRule() {
        Fitness sorts = Fitness.of("sorts", Direction.MINIMIZE, 0, (genes, n) -> {
            double p = pairs(genes, true, true, true);
            java.util.Arrays.sort(genes);
            return p;
        });
        Report report = FitnessCheck.attackingPairs().check(sorts);
        assertOnlyFails(report, "direction and optimum consistent, genome unchanged");
        assertEquals("changed the genome while scoring it: [1, 0] became [0, 1] (N = 2)",
                report.rule("direction and optimum consistent, genome unchanged").message());
    }

    @Test
    void aFitnessReturningZeroScoresZero() {
        Report zero = FitnessCheck.attackingPairs().check(Fitness.of("zero", Direction.MINIMIZE, 0, (genes, n) -> 0));
        assertEquals(0, zero.points());
        assertEquals(CheckRunner.NOTHING, zero.note());
        assertEquals("scored every attacked board of 4 to 8 queens as it scores a solution (e.g. the solution [1, 3, 0,"
                + " 2] gave 0 and the attacked board [0, 0, 0, 0] gave 0): a fitness must tell them apart, and an answer"
                + " that does not scores 0", zero.rule("tells solutions from attacked boards").message());
        Report maxZero = FitnessCheck.nonAttackingPairs().check(Fitness.of("zero", Direction.MAXIMIZE,
                n -> n * (n - 1) / 2.0, (genes, n) -> n * (n - 1) / 2.0));
        assertEquals(0, maxZero.points(), maxZero::toString);
    }

    @Test
    void aFitnessThatRemembersTheLastBoardByReferenceLosesTheCountingRules() {
        // Issue 44: right on a new array, stale on the same array changed in place (the engine's way).
        Object[] last = {null, 0.0};
        Fitness cached = Fitness.of("my pairs", Direction.MINIMIZE, 0, (genes, n) -> {
            if (genes != last[0]) {
                last[0] = genes;
                last[1] = pairs(genes, true, true, true);
            }
            return (double) last[1];
        });
        Report r = FitnessCheck.attackingPairs().check(cached);
        assertEquals(2, r.points(), r::toString);
        assertOnlyFails(r, "agrees with attacking pairs on most boards", "agrees with attacking pairs on nearly every"
                + " board", EVERY);
        assertTrue(r.rule(EVERY).message().startsWith("disagrees on 12,241 of 13,421 boards; smallest: [0, 0, 1] (N = 3):"
                + " attacking pairs 2, \"my pairs\" gave 3 (in the array the check scores every board in, changed in"
                + " place as the engine does with its genomes; on a new array it gives 2: a fitness must score the"
                + " genome it is handed, not one it remembers)"), r::toString);
    }

    @Test
    void aFitnessScoringNaNOrInfinityScoresZero() {
        for (double v : new double[] {Double.NaN, Double.POSITIVE_INFINITY}) {
            Report r = FitnessCheck.attackingPairs().check(Fitness.of("odd", Direction.MINIMIZE, 0, (genes, n) -> v));
            assertEquals(0, r.points(), r::toString);
            assertFalse(r.rule("tells solutions from attacked boards").passed(), r::toString);
        }
        // NaN on attacked boards only: no finite score tells them apart from the solutions' 0.
        Report nan = FitnessCheck.attackingPairs().check(Fitness.of("nan", Direction.MINIMIZE, 0, (genes, n) -> {
            double p = pairs(genes, true, true, true);
            return p == 0 ? 0 : Double.NaN;
        }));
        assertEquals(0, nan.points(), nan::toString);
    }

    @Test
    void theChecklistSaysThatCallingTheKitsCountScoresZeroWhenGradedInBothParts() {
        Fitness encoding = Fitness.of("encoding", Direction.MINIMIZE, 0, (genes, n) -> Encoding.INTEGER.attackingPairs(
                genes, n));
        String count = "the kit's attacking-pairs count";
        NamedCrossoverCheckTest.assertGradedLine(FitnessCheck.attackingPairs().check(encoding), count);
        Fitness board = Fitness.of("board", Direction.MAXIMIZE, n -> n * (n - 1) / 2.0, (genes, n) -> n * (n - 1) / 2.0
                - io.nqueens.board.Board.of(genes).attackingPairs());
        NamedCrossoverCheckTest.assertGradedLine(FitnessCheck.nonAttackingPairs().check(board), count);
        // Part 2 may reuse the student's own part 1.
        Fitness reuse = Fitness.of("reuse", Direction.MAXIMIZE, n -> n * (n - 1) / 2.0, (genes, n) -> n * (n - 1) / 2.0
                - STUDENT.evaluate(genes, n));
        assertEquals(6, FitnessCheck.nonAttackingPairs().check(reuse).points());
        // A check against another reference names nothing.
        Report other = FitnessCheck.against("pairs", AttackingPairs.of(Encoding.INTEGER), Encoding.INTEGER)
                .check(AttackingPairs.of(Encoding.INTEGER));
        assertEquals(6, other.points());
        assertEquals(5, other.rules().size(), other::toString); // no line on a kit call
    }

    @Test
    void aStubIsNotWrittenYetAndAnEndlessLoopStopsAtTheTimeLimit() {
        Fitness stub = Fitness.of("my pairs", Direction.MINIMIZE, 0, (genes, n) -> {
            throw new NotWrittenYet();
        });
        Report report = FitnessCheck.attackingPairs().check(stub);
        assertTrue(report.notWrittenYet());
        assertEquals(0, report.points());
        assertEquals(List.of("tells solutions from attacked boards: \"my pairs\" is not written yet: replace the stub"
                        + " (throw new NotWrittenYet()) with your code", "agrees with attacking pairs on most boards: not"
                        + " checked", "agrees with attacking pairs on nearly every board: not checked", EVERY
                        + ": not checked", "direction and optimum consistent, genome unchanged: not checked"),
                report.failures());

        Fitness loops = Fitness.of("loops", Direction.MINIMIZE, 0, (genes, n) -> {
            while (genes.length > 0) {
                Thread.onSpinWait();
            }
            return 0;
        });
        Report stopped = FitnessCheck.attackingPairs().timeLimit(Duration.ofMillis(300)).check(loops);
        assertTrue(stopped.timedOut());
        assertFalse(stopped.passed());
        assertEquals("""
                Check fitness "loops" (against attacking pairs, INTEGER): 0/6 points (stopped at the time limit)
                  FAIL  0/1  tells solutions from attacked boards
                             did not finish within 300 ms: does "loops" loop forever?
                  FAIL  0/1  agrees with attacking pairs on most boards
                             not checked: the time limit ran out
                  FAIL  0/1  agrees with attacking pairs on nearly every board
                             not checked: the time limit ran out
                  FAIL  0/2  agrees with attacking pairs on every board
                             not checked: the time limit ran out
                  FAIL  0/1  direction and optimum consistent, genome unchanged
                             not checked: the time limit ran out
                  PASS  --   when graded, calling the kit's attacking-pairs count scores 0 (no points)
                """, stopped.toString());
    }
}
