package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntFunction;

/**
 * Checks a student's crossover, e.g. {@code CrossoverCheck.orderCrossover().check(myOx)} or {@code
 * CrossoverCheck.of(Encoding.PERMUTATION).check(anyCrossover)}. The rules (7 points, 8 with a
 * declared per-gene probability, 11 for a named operator):
 * <ul>
 * <li><b>makes new children</b> (1), the gate: in 1,000 crossings of random 8-queen parents
 *     some child is written and differs from both parents. An answer that only copies its
 *     parents, or writes nothing, fails it and scores 0 on the whole check;</li>
 * <li><b>no exception on valid parents</b> (1), whatever the child arrays hold;</li>
 * <li><b>children stay in the encoding</b> (2): e.g. "children are permutations", on child
 *     arrays as the engine and the notebook pass them (fresh zeroed arrays, {@code c2} null,
 *     arrays still holding earlier children) as well as on arrays filled with -1;</li>
 * <li><b>parents unchanged</b> (1);</li>
 * <li><b>writes every child asked for</b> (1): both children when two are asked for (every gene
 *     overwritten: the buffers come filled with -1), and child 1 alone when child2 is null;</li>
 * <li><b>same seed, same children</b> (1): two calls with generators of the same seed give the
 *     same children, so an operator drawing from {@code Math.random} or a {@code Random} of its
 *     own is caught (each call's draws from the given generator are counted and shown; not
 *     checked when every pair of calls threw: {@link SameSeed});</li>
 * <li>with {@link #exchangesEachGeneWithProbability(double)}, <b>exchanges each gene with
 *     probability p</b> (1): where the parents differ, child 1 takes parent 2's gene in a share p
 *     of 20,000 crossings of 8 genes, within a {@link Tolerance Bernstein bound} that a correct
 *     operator exceeds less than once in 10,000 checks;</li>
 * <li>for a named operator ({@link #orderCrossover()}, {@link #pmx()}, {@link #singlePoint()}
 *     ...), <b>children follow the OX rule</b> (2): each child is the child the operator makes
 *     from its parents for some cuts, whatever its array held before (searched on boards of 2
 *     to 12 queens; the message names the closest cuts, the rule and the arrays), and <b>cuts drawn as the exercise says</b> (2): in 20,000
 *     crossings of each of two fixed parent pairs (5 and 8 queens) every child the operator can
 *     make comes with the probability its cuts have, within a Bernstein bound with a Bonferroni
 *     correction, so that a correct operator fails less than once in 10,000 checks; a cut range
 *     off by one, copies of the parents, or cuts drawn another way miss by far more. The kit's own
 *     implementation of a named operator counts as not written: calling it scores 0 (see
 *     the checklist's last line: the kit's class is absent from the student's class path when graded).</li>
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

    private static final int NEW_CHILD_CROSSINGS = 1_000;

    private final OperatorSettings settings;
    private final CutCrossover named; // null unless the check names an operator
    private final String forbidden;

    private CrossoverCheck(OperatorSettings settings, CutCrossover named, String forbidden) {
        this.settings = settings;
        this.named = named;
        this.forbidden = forbidden;
    }

    private CrossoverCheck(OperatorSettings settings) {
        this(settings, null, "");
    }

    private static CrossoverCheck named(CutCrossover named) {
        return new CrossoverCheck(OperatorSettings.of(named.encoding()), named, "the kit's " + named.kit());
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
     * A check of order crossover (OX) on permutations, as exercise 3 asks for it: cuts lo &lt;=
     * hi from two {@code nextInt(N + 1)}; child 1 keeps parent 1's genes at lo..hi-1 in place and
     * fills the other places, from hi on and wrapping round, with parent 2's remaining genes in
     * their order in parent 2 read from hi; child 2 the same with the parents swapped. Calling the
     * kit's {@code OrderCrossover} scores 0.
     *
     * @return the check (11 points)
     */
    public static CrossoverCheck orderCrossover() {
        return named(CutCrossover.orderCrossover());
    }

    /** {@return a check of PMX with two uniform cuts, as the kit's {@code Pmx.of()}; calling {@code Pmx} scores 0} */
    public static CrossoverCheck pmx() {
        return named(CutCrossover.pmx(false));
    }

    /** {@return a check of PMX with two distinct cuts, as {@code Pmx.withDistinctCuts()}; calling {@code Pmx} scores 0} */
    public static CrossoverCheck pmxWithDistinctCuts() {
        return named(CutCrossover.pmx(true));
    }

    /**
     * {@return a check of single-point crossover on integer vectors with the cut uniform in 1..N-1,
     * as the kit's {@code SinglePoint.interior()}; calling {@code SinglePoint} scores 0}
     */
    public static CrossoverCheck singlePoint() {
        return named(CutCrossover.singlePoint(1, 1));
    }

    /** {@return a check of single-point crossover with the cut uniform in 0..N, as {@code SinglePoint.anyCut()}} */
    public static CrossoverCheck singlePointAnyCut() {
        return named(CutCrossover.singlePoint(0, 0));
    }

    /** {@return a check of single-point crossover with the cut uniform in 0..N-1, as {@code SinglePoint.belowLength()}} */
    public static CrossoverCheck singlePointBelowLength() {
        return named(CutCrossover.singlePoint(0, 1));
    }

    /**
     * The same check without forbidding the kit's own implementation of the named operator: for
     * checking the kit's operators themselves, never for an exercise.
     *
     * @return a new check
     */
    public CrossoverCheck allowingTheKitsOwn() {
        return new CrossoverCheck(settings, named, "");
    }

    /**
     * The same check, adding the rule that each gene is exchanged between the children with
     * probability {@code p} (uniform crossover's indpb).
     *
     * @param p the declared per-gene probability, in [0, 1]
     * @return a new check
     */
    public CrossoverCheck exchangesEachGeneWithProbability(double p) {
        return new CrossoverCheck(settings.withGeneProbability(p), named, forbidden);
    }

    /**
     * The same check drawing its parents from another seed.
     *
     * @param seed any seed
     * @return a new check
     */
    public CrossoverCheck seed(long seed) {
        return new CrossoverCheck(settings.withSeed(seed), named, forbidden);
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public CrossoverCheck timeLimit(Duration limit) {
        return new CrossoverCheck(settings.withTimeLimit(limit), named, forbidden);
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
                Rule.gate("makes new children", 1, () -> newChildren(crossover)),
                new Rule("no exception on valid parents", 1, () -> search(crossover, this::exception)),
                new Rule(Genomes.keeps(settings.encoding(), "children"), 2,
                        () -> search(crossover, this::invalidChild)),
                new Rule("parents unchanged", 1, () -> search(crossover, this::changedParent)),
                new Rule("writes every child asked for", 1, () -> search(crossover, this::unwritten)),
                new Rule("same seed, same children", 1, () -> sameSeed(crossover))));
        if (settings.declaresProbability()) {
            rules.add(new Rule("exchanges each gene with probability " + Text.number(settings.geneProbability()), 1,
                    () -> exchangeShare(crossover)));
        }
        if (named != null) {
            NamedCrossoverRules r = new NamedCrossoverRules(named, settings, crossover);
            rules.add(new Rule("children follow the " + named.name() + " rule", 2, r::followsRule));
            rules.add(new Rule("cuts drawn as the exercise says", 2, r::cutFrequencies));
        }
        String detail = (named == null ? "" : named.name() + ", ") + settings.encoding();
        return CheckRunner.run("crossover", crossover::name, detail, settings.timeLimit(), CheckRunner.whenGraded(forbidden, rules));
    }

    /** What one rule looks for in one call: a failure text, or null. */
    @FunctionalInterface
    private interface CallProbe {
        String failure(Crossover op, String name, int n, int[] p1, int[] p2, long seed);
    }

    private Rule.Verdict search(Crossover op, CallProbe probe) {
        return search(op, probe, true);
    }

    /** A rule's search; {@code replayed} false for the same-seed rule, which is about repeated calls. */
    private Rule.Verdict search(Crossover op, CallProbe probe, boolean replayed) {
        String name = Calls.name(op::name);
        return settings.search(2, (n, g, s) -> probe.failure(op, name, n, g[0], g[1], s), replayed);
    }

    /** One call on copies of the parents, children filled with {@link #UNWRITTEN}. */
    record Crossing(int[] p1After, int[] p2After, int[] child1, int[] child2, Throwable error, long draws) {}

    static Crossing cross(Crossover op, int[] p1, int[] p2, boolean two, long seed) {
        return cross(op, p1, p2, two, seed, ChildArrays.UNWRITTEN);
    }

    /** One call on copies of the parents, the children's arrays as {@code fill} says (stale: child 1 holds parent 2). */
    static Crossing cross(Crossover op, int[] p1, int[] p2, boolean two, long seed, ChildArrays fill) {
        int[][] x = arrays(p1, p2, two, fill);
        CountingRandom rng = new CountingRandom(seed);
        Throwable error = Calls.attempt(() -> op.cross(x[0], x[1], x[2], x[3], rng));
        return new Crossing(x[0], x[1], x[2], x[3], error, rng.draws());
    }

    /** A crossing's arrays: the parents copied, the children as {@code fill} says (none second unless two). */
    static int[][] arrays(int[] p1, int[] p2, boolean two, ChildArrays fill) {
        return new int[][] {p1.clone(), p2.clone(), fill.child(p2), two ? fill.child(p1) : null};
    }

    static int[] filled(int length) {
        int[] c = new int[length];
        Arrays.fill(c, UNWRITTEN);
        return c;
    }

    private static String where(int n, int[] p1, int[] p2, long seed) {
        return "parents " + Text.genes(p1) + " and " + Text.genes(p2) + " (N = " + n + ", seed " + seed + ")";
    }

    private String exception(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        for (ChildArrays fill : ChildArrays.values()) {
            Crossing c = cross(op, p1, p2, true, seed, fill);
            if (c.error() != null) {
                return Text.thrown(c.error()) + fill.shown + "; " + where(n, p1, p2, seed);
            }
        }
        return null;
    }

    /**
     * Whether child k (1 or 2) of the call on arrays filled with -1 was written in full: a child left
     * partly unwritten there is the writing rule's case, on whatever arrays.
     */
    static boolean[] written(Crossing unwritten) {
        return new boolean[] {false, unwritten.error() == null && firstUnwritten(unwritten.child1()) < 0,
            unwritten.error() == null && unwritten.child2() != null && firstUnwritten(unwritten.child2()) < 0};
    }

    private String invalidChild(Crossover op, String name, int n, int[] p1, int[] p2, long seed) {
        boolean[] written = null;
        for (ChildArrays.Call call : ChildArrays.JUDGED_CALLS) {
            Crossing c = cross(op, p1, p2, call.two(), seed, call.fill());
            written = written != null ? written : written(c);
            for (int k = 1; k <= (call.two() ? 2 : 1) && c.error() == null; k++) {
                int[] child = k == 1 ? c.child1() : c.child2();
                String violation = written[k] ? Genomes.violation(settings.encoding(), child, n) : null;
                if (violation != null) {
                    return "child " + k + " " + violation + ": parents " + Text.genes(p1) + " and " + Text.genes(p2)
                            + " gave " + Text.genes(child) + (call.two() ? "" : " with child2 = null")
                            + call.fill().shown + " (N = " + n + ", seed " + seed + ")";
                }
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

    /** The same-seed rule: not checked when every pair of calls threw (see {@link SameSeed}). */
    private Rule.Verdict sameSeed(Crossover op) {
        SameSeed pairs = new SameSeed();
        return pairs.verdict(search(op, (o, name, n, p1, p2, s) -> irreproducible(o, name, n, p1, p2, s, pairs), false));
    }

    private static String irreproducible(Crossover op, String name, int n, int[] p1, int[] p2, long seed,
            SameSeed pairs) {
        Crossing a = cross(op, p1, p2, true, seed);
        Crossing b = cross(op, p1, p2, true, seed);
        if (!pairs.pair(a.error(), b.error())) {
            return null;
        }
        boolean same = Arrays.equals(a.child1(), b.child1()) && Arrays.equals(a.child2(), b.child2())
                && (a.error() == null) == (b.error() == null);
        if (same) {
            return null;
        }
        return "two calls with new SplittableRandom(" + seed + ") gave child 1 " + Text.genes(a.child1()) + " then "
                + Text.genes(b.child1()) + " from parents " + Text.genes(p1) + " and " + Text.genes(p2) + " (N = " + n
                + "); " + Text.otherSource(name, a.draws());
    }

    static int firstUnwritten(int[] child) {
        for (int i = 0; i < child.length; i++) {
            if (child[i] == UNWRITTEN) {
                return i;
            }
        }
        return -1;
    }

    /** The gate: some child of 1,000 crossings of distinct parents is written and new. */
    private Rule.Verdict newChildren(Crossover op) {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        int copies = 0;
        int unwritten = 0;
        int thrown = 0;
        String error = "";
        for (int t = 0; t < NEW_CHILD_CROSSINGS; t++) {
            int[] p1 = settings.encoding().randomGenome(8, rng);
            int[] p2 = settings.encoding().randomGenome(8, rng);
            Crossing c = cross(op, p1, p2, true, t);
            if (c.error() != null) {
                error = thrown++ == 0 ? " (e.g. it " + Text.thrown(c.error()) + ")" : error;
                continue;
            }
            for (int[] child : new int[][] {c.child1(), c.child2()}) {
                if (firstUnwritten(child) >= 0) {
                    unwritten++;
                } else if (Arrays.equals(child, p1) || Arrays.equals(child, p2)) {
                    copies++;
                } else {
                    return Rule.Verdict.pass();
                }
            }
        }
        return Rule.Verdict.fail(String.format("in %,d crossings of random 8-queen parents no child differed from"
                + " both parents: %,d children were copies of a parent, %,d were left unwritten, %,d calls threw"
                + "%s; a crossover must mix its parents, and an answer that does not scores 0", NEW_CHILD_CROSSINGS,
                copies, unwritten, thrown, error));
    }

    private Rule.Verdict exchangeShare(Crossover op) {
        int n = 8;
        SplittableRandom rng = new SplittableRandom(settings.seed());
        long differing = 0;
        long fromSecond = 0;
        int[][][] parents = new int[PROBABILITY_CROSSINGS][][];
        IntFunction<Crossing> crossings = Crossings.queued(op, PROBABILITY_CROSSINGS, t -> parents[t] = new int[][] {
                settings.encoding().randomGenome(n, rng), settings.encoding().randomGenome(n, rng)});
        for (int t = 0; t < PROBABILITY_CROSSINGS; t++) {
            Crossing c = crossings.apply(t); // made the call, so parents[t] is set
            int[] p1 = parents[t][0];
            int[] p2 = parents[t][1];
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
