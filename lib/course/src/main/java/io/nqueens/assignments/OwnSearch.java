package io.nqueens.assignments;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Whether a GA's solutions come from its own search, for {@link GaCheck}: two gates, judged only
 * through the plug-ins' interfaces and the runs' results, so that they hold whatever the plug-ins
 * are (a student's lambda, or a proxy to code elsewhere).
 * <ul>
 * <li>Before the runs, every plug-in that writes genomes (mutation, crossover, and the fitness,
 *     which is handed the genome) is called on {@value #PROBES} fresh random boards of the GA's
 *     encoding and size, outside any run, every call of a round handed the same {@code
 *     SplittableRandom} (the runs' generator type, shared as a run shares its one) of a seed the
 *     plug-in cannot enumerate ({@link ProbeSeeds}), and the same arrays (as the engine reuses its
 *     population's). A random board is a solution with a chance of at most
 *     {@code Solutions.count(N) / N!} (the permutations' chance, the largest of the encodings;
 *     that of 12 queens, 3 in 100,000, for larger boards), and an operator's output is about as
 *     rarely one. A plug-in whose outputs are full solutions far more often (a Bernstein bound at
 *     one in a million, and at least 3 of them) is a solver, however it is called: the GA scores
 *     0.</li>
 * <li>After each run, the same on {@value #PROBES_BETWEEN} other random boards: a plug-in that
 *     turns solver later (after some calls, or some time) fails there.</li>
 * <li>After the runs, each solved run's first solution, verified with the kit's own conflict
 *     count (never the GA's fitness). Boards of {@value #DISTINCT_FROM} queens and more have
 *     billions of solutions: two seeds whose searches end on the same one are a solution planted,
 *     not bred, and the GA scores 0.</li>
 * </ul>
 * O(PROBES × what a plug-in call costs) before the runs, O(PROBES_BETWEEN × that) after each,
 * O(seeds × N) after them all.
 */
final class OwnSearch {
    private OwnSearch() {}

    /** Calls of each plug-in on random boards. */
    static final int PROBES = 1_000;
    /** Calls of each plug-in on random boards after each run. */
    static final int PROBES_BETWEEN = 30;
    /** The smallest board on which two seeds sharing a first solution count as a planted one. */
    static final int DISTINCT_FROM = 20;
    private static final double SOLVER_ALARM = 1e-6;
    private static final int LARGEST_COUNTED = 12;

    /** The gate before the runs: no plug-in returns solutions far more often than chance. */
    static Rule.Verdict noSolver(Engine engine) {
        String solvers = solvers(engine, PROBES, 0);
        return solvers == null ? Rule.Verdict.pass() : Rule.Verdict.fail(solvers + ": that is a solver, not an"
                + " operator, and a GA must find its solutions by its own search, so the answer scores 0");
    }

    /**
     * What the plug-ins that return solutions far more often than chance did on {@code probes}
     * random boards each (those of probe round {@code round}, each round its own), or null when
     * none did. Called between the runs too, with fewer probes: a plug-in that turns solver after
     * some calls, or some time, is caught where it does.
     */
    static String solvers(Engine engine, int probes, long round) {
        Encoding encoding = engine.encoding();
        int n = engine.boardSize();
        List<String> solvers = new ArrayList<>();
        Mutation m = engine.settings().mutation();
        if (m != null) {
            judge(solvers, "mutation", Calls.name(m::name), n, mutated(m, encoding, n, probes, round));
        }
        Crossover c = engine.settings().crossover();
        if (c != null) {
            judge(solvers, "crossover", Calls.name(c::name), n, crossed(c, encoding, n, probes, round));
        }
        Fitness f = engine.settings().fitness();
        judge(solvers, "fitness", Calls.name(f::name), n, scored(f, encoding, n, probes, round));
        return solvers.isEmpty() ? null : String.join("; ", solvers);
    }

    /**
     * Solutions among the outputs seen (the probe stops once it is decided) of the outputs it was
     * to see, and what the plug-in did.
     */
    private record Tally(long solutions, long outputs, long planned, String what) {}

    /** Whether {@code solutions} of {@code outputs} already make a solver, whatever the other calls give. */
    static boolean decided(long solutions, long outputs, int n) {
        return solutions >= 3 && solutions > bound(n, outputs) * outputs;
    }

    /** The share of solutions above which a plug-in is a solver. */
    private static double bound(int n, long outputs) {
        double chance = chance(n);
        return chance + Tolerance.halfWidth(chance, Math.max(1, outputs), SOLVER_ALARM);
    }

    private static void judge(List<String> solvers, String role, String name, int n, Tally t) {
        double chance = chance(n);
        if (decided(t.solutions(), t.planned(), n)) {
            solvers.add(String.format("its %s \"%s\" %s a full solution for %,d of %,d random %d-queen boards"
                    + " (a random board is one less than once in %,d)", role, name, t.what(), t.solutions(),
                    t.outputs(), n, (long) Math.floor(1 / chance)));
        }
    }

    /**
     * {@return an upper bound on the chance that a random genome of N queens is a solution} The
     * permutations' chance {@code count / N!}, which falls with N: that of 12 queens bounds larger
     * boards. The counts are a table ({@link #SOLUTION_COUNTS}), not {@code Solutions.count}: the
     * class path a graded kernel loads leaves the kit's solvers out (exercise 5), and a check run
     * there (a locked demo cell) must not need them.
     */
    static double chance(int n) {
        int m = Math.max(1, Math.min(n, LARGEST_COUNTED));
        double permutations = 1;
        for (int i = 2; i <= m; i++) {
            permutations *= i;
        }
        return SOLUTION_COUNTS[m] / permutations;
    }

    /**
     * The number of solutions of N queens for N = 0 to {@value #LARGEST_COUNTED} (OEIS A000170);
     * OwnSearchTest compares them with {@code Solutions.count}.
     */
    static final long[] SOLUTION_COUNTS = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2_680, 14_200};

    private static boolean solution(Encoding encoding, int[] genes, int n) {
        return genes != null && Genomes.violation(encoding, genes, n) == null && encoding.attackingPairs(genes, n) == 0;
    }

    /**
     * The generator of probe round {@code round} of one plug-in kind: its boards, and the seed of
     * each call's generator, come from a seed drawn by {@link ProbeSeeds} (logged in the judge).
     */
    private static SplittableRandom boards(long round, String kind) {
        return ProbeSeeds.round(kind + " probe round " + round);
    }

    /** What one probe call gave: how many full solutions (0, 1 or 2), for the call's index. */
    private interface ProbeCall {
        int solutions(int call);
    }

    /**
     * Up to {@code calls} probe calls of one plug-in, stopped once {@link #decided} (of the
     * {@code probes} outputs planned), each call giving {@code outputsPerCall} outputs.
     */
    private static Tally tally(int calls, int outputsPerCall, int probes, int n, String what, ProbeCall call) {
        long solutions = 0;
        int t = 0;
        for (; t < calls && !decided(solutions, probes, n); t++) {
            solutions += call.solutions(t);
        }
        return new Tally(solutions, (long) outputsPerCall * t, probes, what);
    }

    /**
     * The generator every call of a probe round is handed, as a run hands its one generator to
     * every call (a plug-in cannot tell probes by a generator that is new at each call, nor by
     * its type); its seed comes from the round's.
     */
    private static SplittableRandom calls(SplittableRandom boards) {
        return new SplittableRandom(boards.nextLong());
    }

    // The probes hand the same arrays to every call of a round, as the engine reuses its
    // population's arrays: a plug-in cannot tell probes by arrays it never saw before.

    private static Tally mutated(Mutation m, Encoding encoding, int n, int probes, long round) {
        SplittableRandom rng = boards(round, "mutation");
        SplittableRandom calls = calls(rng);
        int[] genes = new int[encoding.length(n)];
        return tally(probes, 1, probes, n, "returned", t -> {
            encoding.randomGenome(n, rng, genes);
            Throwable e = Calls.attempt(() -> m.mutate(genes, calls));
            return e == null && solution(encoding, genes, n) ? 1 : 0;
        });
    }

    private static Tally crossed(Crossover c, Encoding encoding, int n, int probes, long round) {
        SplittableRandom rng = boards(round, "crossover");
        SplittableRandom calls = calls(rng);
        int length = encoding.length(n);
        int[] p1 = new int[length];
        int[] p2 = new int[length];
        int[] c1 = new int[length];
        int[] c2 = new int[length];
        return tally(probes / 2, 2, probes, n, "made", t -> {
            encoding.randomGenome(n, rng, p1);
            encoding.randomGenome(n, rng, p2);
            encoding.randomGenome(n, rng, c1); // the engine's child arrays hold earlier genomes
            encoding.randomGenome(n, rng, c2);
            Throwable e = Calls.attempt(() -> c.cross(p1, p2, c1, c2, calls));
            return e == null ? (solution(encoding, c1, n) ? 1 : 0) + (solution(encoding, c2, n) ? 1 : 0) : 0;
        });
    }

    /** A fitness is handed the genome: one that writes a solution into it while scoring plants one. */
    private static Tally scored(Fitness f, Encoding encoding, int n, int probes, long round) {
        SplittableRandom rng = boards(round, "fitness");
        int[] genes = new int[encoding.length(n)];
        return tally(probes, 1, probes, n, "wrote into the genome it scored", t -> {
            encoding.randomGenome(n, rng, genes);
            int[] before = genes.clone();
            Throwable e = Calls.attempt(() -> f.evaluate(genes, n));
            return e == null && !java.util.Arrays.equals(before, genes) && solution(encoding, genes, n) ? 1 : 0;
        });
    }

    /**
     * The run's first real solution, verified with the kit's own conflict count, or null when it
     * holds none.
     */
    static Board firstSolution(RunResult r, int n) {
        for (Board b : r.solutions()) {
            if (b.size() == n && b.attackingPairs() == 0) {
                return b;
            }
        }
        return null;
    }

    /** The first solutions of the solved seeds, in seed order, to judge once the runs are done. */
    static final class Firsts {
        private final Map<Board, List<Long>> seeds = new LinkedHashMap<>();

        void add(Board first, long seed) {
            seeds.computeIfAbsent(first, b -> new ArrayList<>()).add(seed);
        }

        /** The gate after the runs: on a large board no two seeds end on the same solution. */
        Rule.Verdict distinct(int n) {
            if (n < DISTINCT_FROM) {
                return Rule.Verdict.pass();
            }
            for (Map.Entry<Board, List<Long>> e : seeds.entrySet()) {
                List<Long> s = e.getValue();
                if (s.size() >= 2) {
                    String shown = s.size() <= 4 ? s.toString() : s.subList(0, 3) + " and " + (s.size() - 3) + " more";
                    return Rule.Verdict.fail("the runs from seeds " + shown.replace("[", "").replace("]", "")
                            + " all found the same first solution " + Text.genes(e.getKey().toArray()) + ": " + n
                            + " queens have billions of solutions and a search finds another one from each seed, so"
                            + " this one was not bred by the GA: it was planted, and the answer scores 0");
                }
            }
            return Rule.Verdict.pass();
        }
    }
}
