package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.GeneWise;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.RowBoundary;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.crossover.UniformCrossover;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** The crossover check: the kit's crossovers pass, each wrong one fails exactly its rule. */
class CrossoverCheckTest {

    @Test
    void theKitsCrossoversAndAStudentsOxGetFullMarks() {
        for (Crossover c : new Crossover[] {OrderCrossover.of(), Pmx.of(), Pmx.withDistinctCuts(), CycleCrossover.of(),
                StudentCode.OX}) {
            Report r = CrossoverCheck.of(Encoding.PERMUTATION).check(c);
            assertEquals(7, r.points(), r::toString);
        }
        for (Crossover c : new Crossover[] {SinglePoint.interior(), SinglePoint.anyCut(), GeneWise.document004(),
                UniformCrossover.of(0.3)}) {
            Report r = CrossoverCheck.of(Encoding.INTEGER).check(c);
            assertTrue(r.passed(), r::toString);
        }
        Report rows = CrossoverCheck.of(Encoding.ONE_HOT_ROWS).check(RowBoundary.of());
        assertTrue(rows.passed(), rows::toString);
        Report uniform = CrossoverCheck.of(Encoding.INTEGER).exchangesEachGeneWithProbability(0.3)
                .check(UniformCrossover.of(0.3));
        assertEquals(8, uniform.points(), uniform::toString);
        assertEquals("child 1 took parent 2's gene at 29.72% of the 139,891 places where the parents differed"
                + " (20,000 crossings of 8-queen genomes); expected 30.00% ± 0.55%",
                uniform.rule("exchanges each gene with probability 0.3").message());
    }

    @Test
    void aCrossoverThatRepeatsARowShowsTheSmallestParentsAndChild() {
        Report r = CrossoverCheck.of(Encoding.PERMUTATION).check(StudentCode.SPLICE);
        assertOnlyFails(r, "children are permutations");
        assertEquals("child 1 holds row 0 twice (genes 0 and 1): parents [0, 1] and [1, 0] gave [0, 0] (N = 2, seed 0)",
                r.rule("children are permutations").message());
        assertEquals(5, r.points());
    }

    @Test
    void anOffByOneCutThatReachesPastTheEndThrowsAndSaysWhere() {
        Report r = CrossoverCheck.of(Encoding.PERMUTATION).check(StudentCode.ox("inclusive cut", StudentCode::oxChildInclusive));
        assertOnlyFails(r, "no exception on valid parents");
        assertEquals("threw ArrayIndexOutOfBoundsException: Index 2 out of bounds for length 2; parents [0, 1] and"
                + " [0, 1] (N = 2, seed 1)", r.rule("no exception on valid parents").message());
    }

    @Test
    void aCrossoverUsingMathRandomIsCaughtBySameSeedSameChildren() {
        Crossover loose = StudentCode.ox("math random", (keep, order, lo, hi, child) -> {
            int n = keep.length;
            int a = (int) (Math.random() * (n + 1));
            StudentCode.oxChild(keep, order, Math.min(a, lo), Math.max(a, lo), child);
        });
        Report r = CrossoverCheck.of(Encoding.PERMUTATION).check(loose);
        assertOnlyFails(r, "same seed, same children");
        String message = r.rule("same seed, same children").message();
        assertTrue(message.startsWith("two calls with new SplittableRandom("), message);
        assertTrue(message.endsWith("\"math random\" drew 2 numbers from the generator it was given and must draw from"
                + " nothing else (not Math.random, not a Random of its own)"), message);

        Random own = new Random(42);
        Crossover ownRandom = Crossover.named("own random", (p1, p2, c1, c2, rng) ->
                StudentCode.OX.cross(p1, p2, c1, c2, new java.util.SplittableRandom(own.nextLong())));
        Report r2 = CrossoverCheck.of(Encoding.PERMUTATION).check(ownRandom);
        assertOnlyFails(r2, "same seed, same children");
        assertTrue(r2.rule("same seed, same children").message().contains("drew 0 numbers"), r2::toString);
    }

    @Test
    void parentsWrittenToChildrenLeftUnwrittenAndANullSecondChildEachFailTheirRule() {
        Crossover sorts = Crossover.named("sorts parent 2", (p1, p2, c1, c2, rng) -> {
            StudentCode.OX.cross(p1, p2.clone(), c1, c2, rng);
            java.util.Arrays.sort(p2);
        });
        Report parents = CrossoverCheck.of(Encoding.PERMUTATION).check(sorts);
        assertOnlyFails(parents, "parents unchanged");
        assertEquals("parent 2 [1, 0] became [0, 1]; parents [0, 1] and [1, 0] (N = 2, seed 0)",
                parents.rule("parents unchanged").message());

        Crossover firstOnly = Crossover.named("first child only", (p1, p2, c1, c2, rng) -> StudentCode.OX.cross(p1, p2, c1,
                null, rng));
        Report one = CrossoverCheck.of(Encoding.PERMUTATION).check(firstOnly);
        assertOnlyFails(one, "writes every child asked for");
        assertEquals("child 2 was not written: gene 0 still holds -1, the value it held before the call; parents"
                + " [0, 1] and [0, 1] (N = 2, seed 0)", one.rule("writes every child asked for").message());

        Crossover alwaysTwo = Crossover.named("always two", (p1, p2, c1, c2, rng) -> {
            StudentCode.oxChild(p1, p2, 0, 1, c1);
            StudentCode.oxChild(p2, p1, 0, 1, c2);
        });
        Report nulls = CrossoverCheck.of(Encoding.PERMUTATION).check(alwaysTwo);
        assertOnlyFails(nulls, "writes every child asked for");
        assertTrue(nulls.rule("writes every child asked for").message().startsWith(
                "with child2 = null (one child wanted) it threw NullPointerException"), nulls::toString);
    }

    @Test
    void aWrongExchangeShareFailsOnlyTheProbabilityRule() {
        Report r = CrossoverCheck.of(Encoding.INTEGER).exchangesEachGeneWithProbability(0.3).check(UniformCrossover.of(0.5));
        assertOnlyFails(r, "exchanges each gene with probability 0.3");
        String message = r.rule("exchanges each gene with probability 0.3").message();
        assertEquals("child 1 took parent 2's gene at 49.83% of the 139,891 places where the parents differed"
                + " (20,000 crossings of 8-queen genomes); expected 30.00% ± 0.55%", message);
    }

    @Test
    void aStubIsNotWrittenYet() {
        Crossover stub = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
            throw new NotWrittenYet();
        });
        Report r = CrossoverCheck.of(Encoding.PERMUTATION).check(stub);
        assertTrue(r.notWrittenYet());
        assertEquals("Check crossover \"my OX\" (PERMUTATION): 0/7 points (not written yet)", r.toString().lines().findFirst()
                .orElseThrow());
    }
}
