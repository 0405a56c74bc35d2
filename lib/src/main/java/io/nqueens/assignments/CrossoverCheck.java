package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks a student's crossover, e.g. {@code CrossoverCheck.of(Encoding.PERMUTATION).check(myOx)}.
 * The rules (6 points, 7 with a declared per-gene probability):
 * <ul>
 * <li><b>no exception on valid parents</b> (1);</li>
 * <li><b>children stay in the encoding</b> (2): e.g. "children are permutations";</li>
 * <li><b>parents unchanged</b> (1);</li>
 * <li><b>writes every child asked for</b> (1): both children when two are asked for (every gene
 *     overwritten: the buffers come filled with -1), and child 1 alone when child2 is null;</li>
 * <li><b>same seed, same children</b> (1): two calls with generators of the same seed give the
 *     same children, so an operator drawing from {@code Math.random} or a {@code Random} of its
 *     own is caught (each call's draws from the given generator are counted and shown);</li>
 * <li>with {@link #exchangesEachGeneWithProbability(double)}, <b>exchanges each gene with
 *     probability p</b> (1): where the parents differ, child 1 takes parent 2's gene in a share p
 *     of 20,000 crossings of 8 genes, within a {@link Tolerance Bernstein bound} that a correct
 *     operator exceeds less than once in 10,000 checks.</li>
 * </ul>
 * Each rule tries random parents of 2 to 32 queens, smallest boards first, and reports the
 * smallest case it finds (simpler parents, then the smallest seed), e.g. "child 2 holds row 1
 * twice (genes 0 and 1): parents [0, 1, 2] and [2, 1, 0] gave [1, 1, 0] (N = 3, seed 0)"; the seed
 * is that of a {@code new SplittableRandom(seed)}, so the student can replay the call. A few
 * thousand crossings per rule, well under a second for the kit's own operators; the check stops at
 * its time limit (20 s unless set).
 */
public final class CrossoverCheck {
    static final int UNWRITTEN = -1;
    private static final int PROBABILITY_CROSSINGS = 20_000;

    private final OperatorSettings settings;

    private CrossoverCheck(OperatorSettings settings) {
        this.settings = settings;
    }

    /**
     * A check of a crossover for genomes of {@code encoding}.
     *
     * @param encoding the encoding the crossover must keep, not null
     * @return the check, with seed 1 and a 20 s time limit
     */
    public static CrossoverCheck of(Encoding encoding) {
        return new CrossoverCheck(OperatorSettings.of(encoding));
    }

    /**
     * The same check, adding the rule that each gene is exchanged between the children with
     * probability {@code p} (uniform crossover's indpb).
     *
     * @param p the declared per-gene probability, in [0, 1]
     * @return a new check
     */
    public CrossoverCheck exchangesEachGeneWithProbability(double p) {
        return new CrossoverCheck(settings.withGeneProbability(p));
    }

    /**
     * The same check drawing its parents from another seed.
     *
     * @param seed any seed
     * @return a new check
     */
    public CrossoverCheck seed(long seed) {
        return new CrossoverCheck(settings.withSeed(seed));
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public CrossoverCheck timeLimit(Duration limit) {
        return new CrossoverCheck(settings.withTimeLimit(limit));
    }

    /**
     * Checks a crossover; never throws for anything the crossover does.
     *
     * @param crossover the student's crossover, not null
     * @return the report
     */
    public Report check(Crossover crossover) {
        Checks.notNull("crossover", crossover);
        List<Rule> rules = new ArrayList<>(List.of(
                new Rule("no exception on valid parents", 1, () -> search(crossover, this::exception)),
                new Rule(Genomes.keeps(settings.encoding(), "children"), 2,
                        () -> search(crossover, this::invalidChild)),
                new Rule("parents unchanged", 1, () -> search(crossover, this::changedParent)),
                new Rule("writes every child asked for", 1, () -> search(crossover, this::unwritten)),
                new Rule("same seed, same children", 1, () -> search(crossover, this::irreproducible))));
        if (settings.declaresProbability()) {
            rules.add(new Rule("exchanges each gene with probability " + Text.number(settings.geneProbability()), 1,
                    () -> exchangeShare(crossover)));
        }
        return CheckRunner.run("crossover", crossover::name, settings.encoding().toString(), settings.timeLimit(),
                rules);
    }

    /** What one rule looks for in one call: a failure text, or null. */
    @FunctionalInterface
    private interface CallProbe {
        String failure(Crossover op, String name, int n, int[] p1, int[] p2, long seed);
    }

    private Rule.Verdict search(Crossover op, CallProbe probe) {
        String name = Calls.name(op::name);
        return settings.search(2, (n, g, s) -> probe.failure(op, name, n, g[0], g[1], s));
    }

    /** One call on copies of the parents, children filled with {@link #UNWRITTEN}. */
    private record Crossing(int[] p1After, int[] p2After, int[] child1, int[] child2, Throwable error, long draws) {}

    private static Crossing cross(Crossover op, int[] p1, int[] p2, boolean two, long seed) {
        int[] a = p1.clone();
        int[] b = p2.clone();
        int[] c1 = filled(p1.length);
        int[] c2 = two ? filled(p1.length) : null;
        CountingRandom rng = new CountingRandom(seed);
        Throwable error = Calls.attempt(() -> op.cross(a, b, c1, c2, rng));
        return new Crossing(a, b, c1, c2, error, rng.draws());
    }

    private static int[] filled(int length) {
        int[] c = new int[length];
        Arrays.fill(c, UNWRITTEN);
        return c;
    }

    private static String where(int n, int[] p1, int[] p2, long seed) {
        return "parents " + Text.genes(p1) + " and " + Text.genes(p2) + " (N = " + n + ", seed " + seed + ")";
    }

    private String exception(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        Crossing c = cross(op, p1, p2, true, seed);
        return c.error() == null ? null : Text.thrown(c.error()) + "; " + where(n, p1, p2, seed);
    }

    private String invalidChild(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        Crossing c = cross(op, p1, p2, true, seed);
        for (int k = 1; k <= 2 && c.error() == null; k++) {
            int[] child = k == 1 ? c.child1() : c.child2();
            String violation = firstUnwritten(child) < 0 ? Genomes.violation(settings.encoding(), child, n) : null;
            if (violation != null) {
                return "child " + k + " " + violation + ": parents " + Text.genes(p1) + " and " + Text.genes(p2)
                        + " gave " + Text.genes(child) + " (N = " + n + ", seed " + seed + ")";
            }
        }
        return null;
    }

    private String changedParent(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        Crossing c = cross(op, p1, p2, true, seed);
        if (c.error() != null) {
            return null;
        }
        int k = !Arrays.equals(p1, c.p1After()) ? 1 : !Arrays.equals(p2, c.p2After()) ? 2 : 0;
        return k == 0 ? null : "parent " + k + " " + Text.genes(k == 1 ? p1 : p2) + " became "
                + Text.genes(k == 1 ? c.p1After() : c.p2After()) + "; " + where(n, p1, p2, seed);
    }

    private String unwritten(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        Crossing two = cross(op, p1, p2, true, seed);
        for (int k = 1; k <= 2 && two.error() == null; k++) {
            int gene = firstUnwritten(k == 1 ? two.child1() : two.child2());
            if (gene >= 0) {
                return "child " + k + " was not written: gene " + gene + " still holds " + UNWRITTEN
                        + ", the value it held before the call; " + where(n, p1, p2, seed);
            }
        }
        Crossing one = cross(op, p1, p2, false, seed);
        if (one.error() != null) { // an error in both calls is the exception rule's
            return two.error() != null ? null
                    : "with child2 = null (one child wanted) it " + Text.thrown(one.error()) + "; "
                            + where(n, p1, p2, seed);
        }
        int gene = firstUnwritten(one.child1());
        return gene < 0 ? null : "with child2 = null (one child wanted), child 1 was not written: gene " + gene
                + " still holds " + UNWRITTEN + "; " + where(n, p1, p2, seed);
    }

    private String irreproducible(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        Crossing a = cross(op, p1, p2, true, seed);
        Crossing b = cross(op, p1, p2, true, seed);
        boolean same = Arrays.equals(a.child1(), b.child1()) && Arrays.equals(a.child2(), b.child2())
                && (a.error() == null) == (b.error() == null);
        if (same) {
            return null;
        }
        return "two calls with new SplittableRandom(" + seed + ") gave child 1 " + Text.genes(a.child1()) + " then "
                + Text.genes(b.child1()) + " from parents " + Text.genes(p1) + " and " + Text.genes(p2) + " (N = " + n
                + "); " + Text.otherSource(name, a.draws());
    }

    private static int firstUnwritten(int[] child) {
        for (int i = 0; i < child.length; i++) {
            if (child[i] == UNWRITTEN) {
                return i;
            }
        }
        return -1;
    }

    private Rule.Verdict exchangeShare(Crossover op) {
        int n = 8;
        SplittableRandom rng = new SplittableRandom(settings.seed());
        long differing = 0;
        long fromSecond = 0;
        for (int t = 0; t < PROBABILITY_CROSSINGS; t++) {
            int[] p1 = settings.encoding().randomGenome(n, rng);
            int[] p2 = settings.encoding().randomGenome(n, rng);
            Crossing c = cross(op, p1, p2, true, t);
            for (int i = 0; c.error() == null && i < p1.length; i++) {
                differing += p1[i] != p2[i] ? 1 : 0;
                fromSecond += p1[i] != p2[i] && c.child1()[i] == p2[i] ? 1 : 0;
            }
        }
        return settings.judgeShare(fromSecond, differing, "child 1 took parent 2's gene at %s of the %,d places"
                + " where the parents differed (" + String.format("%,d", PROBABILITY_CROSSINGS)
                + " crossings of 8-queen genomes)");
    }
}
