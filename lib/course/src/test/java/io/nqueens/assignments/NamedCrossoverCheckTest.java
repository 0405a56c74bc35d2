package io.nqueens.assignments;

import static io.nqueens.assignments.FitnessCheckTest.assertOnlyFails;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.SinglePoint;


import org.junit.jupiter.api.Test;

/**
 * Named crossovers (exercise 3's OX, PMX, single point): the right answers get full marks, and
 * each kind of wrong answer gets exactly the points and the message an instructor would give.
 */
class NamedCrossoverCheckTest {

    /** Copies the parents into the children: does nothing a crossover should. */
    static final Crossover COPIES = Crossover.named("copies", (p1, p2, c1, c2, rng) -> {
        System.arraycopy(p1, 0, c1, 0, p1.length);
        if (c2 != null) {
            System.arraycopy(p2, 0, c2, 0, p2.length);
        }
    });

    /** An OX whose cuts come from nextInt(n): the second cut never falls at n. */
    static final Crossover SHORT_CUTS = Crossover.named("short cuts", (p1, p2, c1, c2, rng) -> {
        int a = rng.nextInt(p1.length);
        int b = rng.nextInt(p1.length);
        StudentCode.oxChild(p1, p2, Math.min(a, b), Math.max(a, b), c1);
        if (c2 != null) {
            StudentCode.oxChild(p2, p1, Math.min(a, b), Math.max(a, b), c2);
        }
    });

    /** An OX that fills the free places from position 0 in parent 2's order from position 0. */
    static final Crossover FILL_FROM_ZERO = StudentCode.ox("fill from 0", (keep, order, lo, hi, child) -> {
        boolean[] kept = new boolean[keep.length];
        for (int i = lo; i < hi; i++) {
            child[i] = keep[i];
            kept[keep[i]] = true;
        }
        int place = 0;
        for (int v : order) {
            if (!kept[v]) {
                while (place >= lo && place < hi) {
                    place++;
                }
                child[place++] = v;
            }
        }
    });

    /** An OX that tests "already placed" with a search of the whole child, as if unwritten places held nothing. */
    static final Crossover CONTAINS = StudentCode.ox("contains", (keep, order, lo, hi, child) -> {
        int n = keep.length;
        for (int i = lo; i < hi; i++) {
            child[i] = keep[i];
        }
        int place = hi % n;
        for (int t = 0; t < n; t++) {
            int gene = order[(hi + t) % n];
            boolean placed = false;
            for (int v : child) {
                placed |= v == gene;
            }
            if (!placed) {
                child[place] = gene;
                place = (place + 1) % n;
            }
        }
    });

    @Test
    void anOxThatSearchesTheWholeChildFailsOnTheArraysTheEngineAndTheNotebookPass() {
        // On arrays filled with -1 it is right; on zeroed ones row 0 counts as placed, on reused ones every row.
        Report r = CrossoverCheck.orderCrossover().check(CONTAINS);
        assertOnlyFails(r, "children are permutations", "children follow the OX rule");
        assertEquals(7, r.points(), r::toString);
        assertEquals("child 1 holds row 1 twice (genes 0 and 1): parents [0, 1, 2] and [1, 0, 2] gave [1, 1, 0] on child"
                + " arrays that still held earlier children (the engine reuses its arrays) (N = 3, seed 4)",
                r.rule("children are permutations").message());
        assertEquals("child 1 [0, 1] is no OX child of [1, 0] and [1, 0] for any cuts; the closest, cuts lo = 0, hi = 0,"
                + " gives [1, 0] (OX child 1: parent 1's genes at positions lo to hi - 1 in place; the other places,"
                + " from position hi on and wrapping round, parent 2's remaining genes in the order they come in"
                + " parent 2 read from position hi) on fresh zeroed child arrays (new int[N], as the engine and the"
                + " notebook pass them) (N = 2, seed 0)", r.rule("children follow the OX rule").message());
    }

    @Test
    void theRightAnswersGetFullMarks() {
        assertEquals(11, CrossoverCheck.orderCrossover().check(StudentCode.OX).points());
        Report kit = CrossoverCheck.orderCrossover().allowingTheKitsOwn().check(OrderCrossover.of());
        assertEquals(11, kit.points(), kit::toString);
        assertEquals(11, CrossoverCheck.pmx().allowingTheKitsOwn().check(Pmx.of()).points());
        assertEquals(11, CrossoverCheck.pmxWithDistinctCuts().allowingTheKitsOwn().check(Pmx.withDistinctCuts())
                .points());
        assertEquals(11, CrossoverCheck.singlePoint().allowingTheKitsOwn().check(SinglePoint.interior()).points());
        assertEquals(11, CrossoverCheck.singlePointAnyCut().allowingTheKitsOwn().check(SinglePoint.anyCut()).points());
        assertEquals(11, CrossoverCheck.singlePointBelowLength().allowingTheKitsOwn().check(SinglePoint.belowLength())
                .points());
        Report student = CrossoverCheck.orderCrossover().check(StudentCode.OX);
        assertEquals("Check crossover \"my OX\" (OX, PERMUTATION): 11/11 points", student.toString().lines().findFirst()
                .orElseThrow());
        assertEquals("furthest from its share: child 1 [2, 0, 1, 3, 4] (cuts lo = 0, hi = 4 (or 6 other cuts)) came in"
                + " 38.0% of 20,000 crossings of parents [2, 0, 1, 3, 4] and [4, 2, 3, 0, 1], expected 38.9% ± 1.9%",
                student.rule("cuts drawn as the exercise says").message());
    }

    static final String NOT_CHECKED_AFTER_GATE = "not checked: \"makes new children\" failed, so the answer scores 0";

    static void assertZeroWithGate(Report r, String gateMessage) {
        assertEquals(0, r.points(), r::toString);
        assertEquals(CheckRunner.NOTHING, r.note());
        assertEquals(gateMessage, r.rule("makes new children").message());
        for (RuleResult rule : r.rules().subList(1, r.rules().size())) {
            if (!rule.rule().startsWith("when graded")) { // the last line only says something
                assertEquals(NOT_CHECKED_AFTER_GATE, rule.message(), rule::rule);
            }
        }
    }

    @Test
    void copiesOfTheParentsAndAnEmptyBodyScoreZero() {
        assertZeroWithGate(CrossoverCheck.orderCrossover().check(COPIES), "in 1,000 crossings of random 8-queen parents"
                + " no child differed from both parents: 2,000 children were copies of a parent, 0 were left unwritten,"
                + " 0 calls threw; a crossover must mix its parents, and an answer that does not scores 0");
        assertZeroWithGate(CrossoverCheck.orderCrossover().check(Crossover.named("empty", (p1, p2, c1, c2, rng) -> { })),
                "in 1,000 crossings of random 8-queen parents no child differed from both parents: 0 children were"
                        + " copies of a parent, 2,000 were left unwritten, 0 calls threw; a crossover must mix its"
                        + " parents, and an answer that does not scores 0");
        // The general check gates the same way.
        assertEquals(0, CrossoverCheck.of(io.nqueens.board.Encoding.INTEGER).check(COPIES).points());
    }

    @Test
    void aCutRangeOffByOneFailsTheCutLaw() {
        Report r = CrossoverCheck.orderCrossover().check(SHORT_CUTS);
        assertOnlyFails(r, "cuts drawn as the exercise says");
        assertEquals(9, r.points());
        String law = r.rule("cuts drawn as the exercise says").message();
        assertTrue(law.startsWith("child 1 [2, 0, 1, 3, 4] (cuts lo = 0, hi = 4 (or 6 other cuts)) came in 23.8% of"
                + " 20,000 crossings of parents [2, 0, 1, 3, 4] and [4, 2, 3, 0, 1], expected 38.9% ± 1.9% (the worst of"
                + " 76 children; the exercise draws two cuts, each rng.nextInt(N + 1), sorted into lo <= hi"), law);
        assertTrue(law.endsWith("; never made the children of cuts lo = 2, hi = 5; lo = 3, hi = 5; lo = 3, hi = 8;"
                + " lo = 4, hi = 5 and 4 more"), law);
        Crossover neverLast = Crossover.named("never last", (p1, p2, c1, c2, rng) -> {
            int cut = 1 + rng.nextInt(Math.max(1, p1.length - 2));
            for (int i = 0; i < p1.length; i++) {
                c1[i] = i < cut ? p1[i] : p2[i];
                if (c2 != null) {
                    c2[i] = i < cut ? p2[i] : p1[i];
                }
            }
        });
        Report single = CrossoverCheck.singlePoint().check(neverLast);
        assertOnlyFails(single, "cuts drawn as the exercise says");
        assertEquals(9, single.points());
        assertEquals("child 1 [2, 1, 2, 4, 2] (cut 4) came in 0.0% of 20,000 crossings of parents [2, 1, 2, 4, 0] and"
                + " [0, 4, 0, 1, 2], expected 25.0% ± 1.6% (the worst of 22 children; the exercise draws one cut,"
                + " uniform in 1..N - 1, and a correct single point strays this far less than once in 10,000 checks);"
                + " never made the children of cut 4; cut 7", single.rule("cuts drawn as the exercise says").message());

        // Cuts at 0 and N copy a parent: no child of a cut in 1..N-1.
        Report anyCut = CrossoverCheck.singlePoint().allowingTheKitsOwn().check(SinglePoint.anyCut());
        assertEquals(7, anyCut.points());
        assertEquals("child 1 [0, 0] is no single point child of [0, 0] and [0, 1] for any cuts; the closest, cut 1,"
                + " gives [0, 1] (single point child 1: parent 1's genes before the cut, parent 2's from the cut on)"
                + " (N = 2, seed 1)", anyCut.rule("children follow the single point rule").message());
    }

    @Test
    void anOxFillingFromTheStartBreaksTheOxRule() {
        Report r = CrossoverCheck.orderCrossover().check(FILL_FROM_ZERO);
        assertEquals(7, r.points());
        assertEquals("child 1 [0, 2, 1] is no OX child of [0, 1, 2] and [2, 0, 1] for any cuts; the closest, cuts lo"
                + " = 0, hi = 0, gives [2, 0, 1] (OX child 1: parent 1's genes at positions lo to hi - 1 in place; the"
                + " other places, from position hi on and wrapping round, parent 2's remaining genes in the order they"
                + " come in parent 2 read from position hi) (N = 3, seed 2)",
                r.rule("children follow the OX rule").message());
        assertTrue(r.rule("cuts drawn as the exercise says").message().startsWith("not checked: the crossing of"
                + " parents [2, 0, 1, 3, 4] and [4, 2, 3, 0, 1] with new SplittableRandom(1) gave children"), r::toString);
        Report ox = CrossoverCheck.pmx().check(StudentCode.OX);
        assertEquals(7, ox.points());
        assertTrue(ox.rule("children follow the PMX rule").message().startsWith("child 1 [0, 1, 2] is no PMX child of"
                + " [0, 2, 1] and [2, 0, 1] for any cuts"), ox::toString);
    }

    @Test
    void theChecklistEndsSayingThatCallingTheKitsOxScoresZeroWhenGraded() {
        // In one JVM the check cannot tell a call of the kit's OX (the grader leaves that class out
        // of the student's class path, which tools/tests/test_assignments.py grades): it says so instead.
        Report direct = CrossoverCheck.orderCrossover().check(Crossover.named("delegates", (p1, p2, c1, c2, rng) ->
                OrderCrossover.of().cross(p1, p2, c1, c2, rng)));
        assertGradedLine(direct, "the kit's OrderCrossover");
        Report kit = CrossoverCheck.orderCrossover().allowingTheKitsOwn().check(OrderCrossover.of());
        assertEquals(11, kit.points(), kit::toString);
        assertTrue(kit.rules().stream().noneMatch(r -> r.rule().startsWith("when graded")), kit::toString);
    }

    /** The last rule, of no points, says that calling {@code call} scores 0 when graded. */
    static void assertGradedLine(Report r, String call) {
        RuleResult last = r.rules().get(r.rules().size() - 1);
        assertEquals(new RuleResult("when graded, calling " + call + " scores 0", true, 0, ""), last, r::toString);
        // A long name goes on under the rule's column (Report.INDENT): read as one line.
        assertTrue(r.toString().replace("\n" + " ".repeat(Report.INDENT), " ")
                .contains("  PASS  --   when graded, calling " + call + " scores 0 (no points)\n"), r::toString);
    }
}
