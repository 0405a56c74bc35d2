package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.fitness.NonAttackingPairs;
import io.nqueens.grading.wire.FitnessQueue;
import io.nqueens.solver.Solutions;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks a student's fitness against one of the kit's, e.g. {@code
 * FitnessCheck.attackingPairs().check(myFitness)} in a notebook cell. Five rules (6 points):
 * <ul>
 * <li><b>tells solutions from attacked boards</b> (1), the gate: on some board of 4 to 8 queens
 *     that is not a solution, the fitness gives another finite score than its finite score on a
 *     solution of its size. An answer that scores every board the same (an empty body returning
 *     0), or NaN or infinite, scores 0 on the whole check;</li>
 * <li><b>agrees with the reference</b> on the documents' example boards, on every board small
 *     enough to list (all N^N integer vectors up to N = 5, all permutations up to N = 6) and on
 *     1,000 random boards of each larger size up to 32 queens (each board handed over in the same
 *     array, changed in place, as the engine does), in three rules whose points follow
 *     the share of boards right: <b>on most boards</b> (1, half of them), <b>on nearly every
 *     board</b> (1, 99%) and <b>on every board</b> (2); on a disagreement the report shows how
 *     many boards were right and the smallest board found wrong (smallest N, then the simplest
 *     board: genes lowered one step at a time while the values still differ) with both
 *     values;</li>
 * <li><b>direction and optimum consistent, genome unchanged</b> (1): the declared direction and
 *     optimum are the reference's, every solution of 4 to 8 queens scores the declared optimum,
 *     no board scores better than it, and scoring leaves the genome as it was.</li>
 * </ul>
 * An exception from the student's fitness counts against the rule that met it and is reported
 * with the board. About 14,000 evaluations per rule; the check stops at its time limit (20 s
 * unless set). Deterministic: the random boards come from the check's seed. The checks against
 * the kit's attacking pairs ({@link #attackingPairs()}, {@link #nonAttackingPairs()}) forbid the
 * kit's own count: an answer that calls it (Encoding.attackingPairs, Board.attackingPairs, the
 * kit's fitnesses, ...) scores 0 when graded, where the kit's count is absent from the student's
 * class path; the checklist's last line says so.
 */
public final class FitnessCheck {
    /** The most genomes of one size the check lists exhaustively. */
    static final int EXHAUSTIVE_LIMIT = 5_000;
    /** Random boards per size above the exhaustive ones. */
    static final int RANDOM_PER_SIZE = 1_000;
    private static final int[] SIZES = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 20, 24, 32};
    private static final int[] SOLUTION_SIZES = {4, 5, 6, 7, 8};

    private final String referenceName;
    private final Fitness reference;
    private final Encoding encoding;
    private final long seed;
    private final Duration timeLimit;
    private final String forbidden;

    private FitnessCheck(String referenceName, Fitness reference, Encoding encoding, long seed, Duration timeLimit,
            String forbidden) {
        this.referenceName = Checks.notBlank("reference name", referenceName);
        this.reference = Checks.notNull("reference", reference);
        this.encoding = Checks.notNull("encoding", encoding);
        this.seed = seed;
        this.timeLimit = Checks.positive("time limit", timeLimit);
        this.forbidden = forbidden;
    }

    /**
     * The same check without forbidding the kit's own attacking-pairs count: for checking the
     * kit's fitnesses themselves, never for an exercise.
     *
     * @return a new check
     */
    public FitnessCheck allowingTheKitsOwn() {
        return new FitnessCheck(referenceName, reference, encoding, seed, timeLimit, "");
    }

    /** {@return a check against the number of attacking pairs (minimised to 0) on integer vectors} */
    public static FitnessCheck attackingPairs() {
        return attackingPairs(Encoding.INTEGER);
    }

    /**
     * A check against the number of attacking pairs, minimised to 0.
     *
     * @param encoding the genomes' encoding, not null
     * @return the check
     */
    public static FitnessCheck attackingPairs(Encoding encoding) {
        return new FitnessCheck("attacking pairs", AttackingPairs.of(Checks.notNull("encoding", encoding)), encoding, 1,
                CheckRunner.DEFAULT_LIMIT, "the kit's attacking-pairs count");
    }

    /** {@return a check against N(N-1)/2 minus the attacking pairs (maximised) on integer vectors} */
    public static FitnessCheck nonAttackingPairs() {
        return nonAttackingPairs(Encoding.INTEGER);
    }

    /**
     * A check against the number of non-attacking pairs, maximised to N(N-1)/2.
     *
     * @param encoding the genomes' encoding, not null
     * @return the check
     */
    public static FitnessCheck nonAttackingPairs(Encoding encoding) {
        return new FitnessCheck("non-attacking pairs", NonAttackingPairs.of(Checks.notNull("encoding", encoding)),
                encoding, 1, CheckRunner.DEFAULT_LIMIT, "the kit's attacking-pairs count");
    }

    /**
     * A check against any reference fitness.
     *
     * @param referenceName how messages name the reference, e.g. "attacking pairs"; not blank
     * @param reference the fitness the student's must equal, not null
     * @param encoding the genomes' encoding, not null
     * @return the check, with seed 1 and a 20 s time limit
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static FitnessCheck against(String referenceName, Fitness reference, Encoding encoding) {
        return new FitnessCheck(referenceName, reference, encoding, 1, CheckRunner.DEFAULT_LIMIT, "");
    }

    /**
     * The same check drawing its random boards from another seed.
     *
     * @param seed any seed
     * @return a new check
     */
    public FitnessCheck seed(long seed) {
        return new FitnessCheck(referenceName, reference, encoding, seed, timeLimit, forbidden);
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public FitnessCheck timeLimit(Duration limit) {
        return new FitnessCheck(referenceName, reference, encoding, seed, limit, forbidden);
    }

    /**
     * Checks a fitness; never throws for anything the fitness does.
     *
     * @param fitness the student's fitness, not null
     * @return the report (6 points)
     */
    public Report check(Fitness fitness) {
        Checks.notNull("fitness", fitness);
        List<Case> cases = cases();
        // Found by the first counting rule; the rules run in order.
        FitnessAgreement[] agreement = new FitnessAgreement[1];
        String agrees = "agrees with " + referenceName + " on ";
        return CheckRunner.run("fitness", fitness::name, "against " + referenceName + ", " + encoding, timeLimit,
                CheckRunner.whenGraded(forbidden, List.of(
                        Rule.gate("tells solutions from attacked boards", 1, () -> tellsApart(fitness, cases)),
                        new Rule(agrees + "most boards", 1, () -> {
                            agreement[0] = agreement(fitness, cases);
                            return agreement[0].atLeast(MOST, "half");
                        }),
                        new Rule(agrees + "nearly every board", 1, () -> agreement[0].atLeast(NEARLY_ALL, "99%")),
                        new Rule(agrees + "every board", 2, () -> agreement[0].every()),
                        new Rule("direction and optimum consistent, genome unchanged", 1, () -> {
                            Rule.Verdict v = consistency(fitness, cases);
                            Rule.Verdict u = v.passed() ? unchanged(fitness, cases) : v;
                            return u.passed() && u.message().isEmpty() ? v : u;
                        }))));
    }

    /** The share of boards right that earns the first counting point. */
    static final double MOST = 0.5;
    /** The share of boards right that earns the second. */
    static final double NEARLY_ALL = 0.99;

    /** A board to score: its size and genome. */
    record Case(int n, int[] genes) {}

    /** Every listed small board, then the random ones, by increasing size. */
    private List<Case> cases() {
        List<Case> out = new ArrayList<>();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int n : SIZES) {
            if (Genomes.count(encoding, n) <= EXHAUSTIVE_LIMIT) {
                Genomes.all(encoding, n).forEach(g -> out.add(new Case(n, g)));
            } else {
                for (int i = 0; i < RANDOM_PER_SIZE; i++) {
                    out.add(new Case(n, encoding.randomGenome(n, rng)));
                }
            }
        }
        return out;
    }

    /** "[0, 1] (N = 2): attacking pairs 1, "mine" gave 0", or null when they agree. */
    private String disagreement(Fitness f, String name, int n, int[] genes) {
        return disagreement(name, n, genes, FitnessScore.inPlace(f, genes, n));
    }

    /** The same for a score already made ({@code got}, of {@code genes} in the reused array). */
    private String disagreement(String name, int n, int[] genes, FitnessScore got) {
        double expected = reference.evaluate(genes, n);
        if (got.error() == null && FitnessScore.same(got.value(), expected)) {
            return null;
        }
        return Text.genes(genes) + " (N = " + n + "): " + referenceName + " " + Text.number(expected) + ", \""
                + name + "\" " + got.shown();
    }

    /**
     * The smallest disagreement's text, and, when that disagreement was reproduced and a new array
     * holding the same board gets the right score, that score (asked only once the counting is
     * done: the call may change what a fitness that keeps state remembers).
     */
    private String explained(Fitness f, Counterexamples.Found smallest) {
        int[] genes = smallest.genomes()[0];
        FitnessScore fresh = FitnessScore.of(f, genes, smallest.n());
        if (smallest.failure().contains(Counterexamples.NOT_REPRODUCED) || fresh.error() != null
                || !FitnessScore.same(fresh.value(), reference.evaluate(genes, smallest.n()))) {
            return smallest.failure();
        }
        return smallest.failure() + " (in the array the check scores every board in, changed in place as the engine"
                + " does with its genomes; on a new array it gives " + Text.number(fresh.value()) + ": a fitness must"
                + " score the genome it is handed, not one it remembers)";
    }

    /** The documents' boards, then the cases, each scored in the one reused array: one queue of calls. */
    private static FitnessScore.Outcomes scoredInPlace(Fitness f, List<DocumentBoards.Labelled> documents,
            List<Case> cases) {
        int docs = documents.size();
        return FitnessScore.each(f, docs + cases.size(), i -> i < docs
                ? new FitnessQueue.Ask(FitnessScore.reused(documents.get(i).genes()), documents.get(i).n())
                : new FitnessQueue.Ask(FitnessScore.reused(cases.get(i - docs).genes()), cases.get(i - docs).n()));
    }

    private FitnessAgreement agreement(Fitness f, List<Case> cases) {
        String name = Calls.name(f::name);
        List<DocumentBoards.Labelled> documents = DocumentBoards.genomes(encoding);
        List<String> examples = new ArrayList<>();
        FitnessScore.Outcomes got = scoredInPlace(f, documents, cases);
        for (int i = 0; i < documents.size(); i++) {
            DocumentBoards.Labelled d = documents.get(i);
            String text = disagreement(name, d.n(), d.genes(), got.get(i));
            if (text != null) {
                examples.add(d.label() + " " + text);
            }
        }
        int bad = 0;
        Counterexamples.Found first = null;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            String text = disagreement(name, c.n(), c.genes(), got.get(documents.size() + i));
            if (text != null && bad++ == 0) {
                first = new Counterexamples.Found(c.n(), new int[][] {c.genes()}, 0, text);
            }
        }
        long boards = cases.size() + documents.size();
        long right = boards - bad - examples.size();
        if (bad == 0 && examples.isEmpty()) {
            return new FitnessAgreement(right, boards, null);
        }
        // Counted over the same boards as "right on R of B boards", so that the two add up.
        StringBuilder m = new StringBuilder(String.format("disagrees on %,d of %,d boards", boards - right, boards));
        if (first != null) {
            Counterexamples.Probe probe = (n, g, s) -> disagreement(f, name, n, g[0]);
            Counterexamples.Found smallest = Counterexamples.reproduced(Counterexamples.shrink(encoding, first, 1, probe),
                    probe);
            m.append("; smallest: ").append(explained(f, smallest));
        }
        if (!examples.isEmpty()) {
            m.append("; ").append(examples.size()).append(" of them among the ").append(documents.size())
                    .append(" documents' example boards, e.g. ").append(examples.get(0));
        }
        return new FitnessAgreement(right, boards, m.toString());
    }

    /** The gate: some attacked board of 4 to 8 queens scores differently from a solution of its size. */
    private Rule.Verdict tellsApart(Fitness f, List<Case> cases) {
        String example = null;
        for (int n : SOLUTION_SIZES) {
            int[] solution = encoding.fromBoard(Solutions.all(n).get(0));
            FitnessScore s = FitnessScore.of(f, solution, n);
            for (Case c : cases) {
                if (c.n() != n || reference.evaluate(c.genes(), n) == reference.optimum(n)) {
                    continue;
                }
                FitnessScore other = FitnessScore.of(f, c.genes(), n);
                if (s.error() == null && other.error() == null && Double.isFinite(s.value())
                        && Double.isFinite(other.value()) && !FitnessScore.same(other.value(), s.value())) {
                    return Rule.Verdict.pass();
                }
                example = example != null ? example : "the solution " + Text.genes(solution) + " " + s.shown()
                        + " and the attacked board " + Text.genes(c.genes()) + " " + other.shown();
            }
        }
        return Rule.Verdict.fail("scored every attacked board of 4 to 8 queens as it scores a solution (e.g. "
                + example + "): a fitness must tell them apart, and an answer that does not scores 0");
    }

    private Rule.Verdict consistency(Fitness f, List<Case> cases) {
        String declared = declaredDirectionAndOptimum(f);
        if (declared != null) {
            return Rule.Verdict.fail(declared);
        }
        Direction direction = f.direction(); // both checked above: they return without throwing
        for (int n : SOLUTION_SIZES) {
            double optimum = f.optimum(n);
            for (Board solution : Solutions.all(n)) {
                int[] genes = encoding.fromBoard(solution);
                FitnessScore s = FitnessScore.of(f, genes, n);
                if (s.error() != null || !FitnessScore.same(s.value(), optimum)) {
                    return Rule.Verdict.fail("the solution " + Text.genes(genes) + " (N = " + n + ") "
                            + (s.error() != null ? s.shown() : "scores " + Text.number(s.value()))
                            + ", not the declared optimum " + Text.number(optimum));
                }
            }
        }
        return FitnessBound.noneBetter(f, direction, cases);
    }

    /** Why the declared direction or optimum differs from the reference's, or null. */
    private String declaredDirectionAndOptimum(Fitness f) {
        Direction[] direction = new Direction[1];
        Throwable error = Calls.attempt(() -> direction[0] = f.direction());
        Direction want = reference.direction();
        if (error != null || direction[0] != want) {
            return "declares " + (error != null ? "no direction: direction() " + Text.thrown(error)
                    : "direction " + direction[0]) + "; " + referenceName + " are "
                    + (want == Direction.MINIMIZE ? "minimised (MINIMIZE)" : "maximised (MAXIMIZE)");
        }
        for (int n : SIZES) {
            FitnessScore optimum = FitnessScore.optimum(f, n);
            Throwable e = optimum.error();
            if (e != null || !FitnessScore.same(optimum.value(), reference.optimum(n))) {
                // 2 and 3 queens have no solution: the optimum is still defined, but nothing reaches it.
                boolean unsolvable = n == 2 || n == 3;
                String declared = e != null ? "optimum(" + n + ") " + Text.thrown(e) : "declares optimum "
                        + Text.number(optimum.value()) + " for N = " + n;
                return declared + "; " + (unsolvable ? "the optimum of " + referenceName + " for N = " + n + " is "
                        + Text.number(reference.optimum(n)) + " (no board of " + n + " queens reaches it: they have no"
                        + " solution)" : referenceName + " reach " + Text.number(reference.optimum(n))
                        + " on every solution");
            }
        }
        return null;
    }

    private Rule.Verdict unchanged(Fitness f, List<Case> cases) {
        long threw = 0;
        int[][] copies = new int[cases.size()][];
        FitnessScore.Outcomes got = FitnessScore.each(f, cases.size(), i -> {
            copies[i] = cases.get(i).genes().clone();
            return new FitnessQueue.Ask(copies[i], cases.get(i).n());
        });
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            Throwable error = got.get(i).error(); // made the call, so copies[i] is set
            int[] given = copies[i];
            threw += error != null ? 1 : 0;
            if (!java.util.Arrays.equals(given, c.genes())) {
                return Rule.Verdict.fail("changed the genome while scoring it: " + Text.genes(c.genes()) + " became "
                        + Text.genes(given) + " (N = " + c.n() + ")"
                        + (error != null ? " and then " + Text.thrown(error) : ""));
            }
        }
        return threw < cases.size() ? Rule.Verdict.pass() : Rule.Verdict.notChecked("whether scoring leaves the"
                + " genome unchanged: scoring threw on every board");
    }
}
