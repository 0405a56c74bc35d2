package io.nqueens.assignments;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.KitOwn;
import io.nqueens.engine.Settings;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;

import java.util.random.RandomGenerator;

/**
 * The audit of every call a GA's own plug-ins get during {@link GaCheck}'s graded runs (not only
 * of separate probes, which a plug-in may tell from the runs): each call's input and output are
 * compared where the check calls the plug-in (in the judge, the calls that crossed from the
 * student's kernel).
 * <ul>
 * <li>A mutation call whose output is a full solution (the kit's conflict count) while its input
 *     was not is judged by how many genes it changed: more than the operator changes in any of
 *     its calls that made no solution (and more than a swap's two), and the solution did not come
 *     from the operator's ordinary moves: it came from a solver or was planted. The same for a
 *     crossover child, measured by the genes its parents do not explain ({@link ChildOrigin}: a
 *     child must be made of its parents' genes, in their places or in their order).</li>
 * <li>A fitness is handed the genome it scores: a call that writes into it a full solution it
 *     was not planted one.</li>
 * </ul>
 * Any such call makes the runs score 0 ({@link #verdict()}, the gate after the runs). The kit's
 * own parts are not audited (they are the judge's, never the student's). The wrappers pass every
 * call and draw on unchanged, so an audited engine runs exactly as the engine does.
 * <p>Among the runs' calls, every {@value #PROBE_EVERY}th call of an operator is preceded by a
 * probe call of it that the run does not see: handed the one generator all probes share (a
 * {@code SplittableRandom} seeded by {@link ProbeSeeds}, as a run hands its one to every call) and
 * arrays the probes reuse (as the engine reuses its population's), on a random board (judged
 * against chance, as {@link OwnSearch}'s probes are) or a copy of the run's own board (nearly
 * solved ones too; audited as the runs' calls). A plug-in that tells probes from runs by the
 * generator, the arrays or the time of the call has no sign left to go by. Costs per call: a copy
 * of its arrays and, when the output is a solution, one conflict count of the input; a probe
 * call each {@value #PROBE_EVERY} calls.
 */
final class RunAudit {
    /** The fewest genes an operator's ordinary move may change and still be an operator's move (a swap). */
    private static final int SMALLEST_MOVE = 2;

    private final Encoding encoding;
    private final int n;
    private final Tally mutations = new Tally();
    private final Tally children = new Tally();
    private String plant; // the first fitness call that wrote a solution, or null
    private long seed;
    // The probes interleaved with the runs' calls: their boards, the one generator every probe
    // call is handed (as a run hands its one to every call), and the arrays they reuse.
    private final java.util.SplittableRandom probeBoards = ProbeSeeds.round("probes interleaved with the runs");
    private final java.util.SplittableRandom probeCalls = new java.util.SplittableRandom(probeBoards.nextLong());
    private final int[][] probeArrays;
    private final long[] randomProbes = new long[4]; // mutation outputs, their solutions; crossover's the same

    private RunAudit(Encoding encoding, int n) {
        this.encoding = encoding;
        this.n = n;
        this.probeArrays = new int[4][encoding.length(n)];
    }

    /** Every this many calls of an operator in the runs, one probe call of it. */
    static final int PROBE_EVERY = 32;

    /** What one operator's calls did: the most genes an ordinary call changed, the worst solving one. */
    private static final class Tally {
        long calls;
        int mostOrdinary;
        int mostSolving = -1;
        String solving; // where the solving call that changed the most genes was, or null
    }

    /**
     * An audit for {@code engine} and the engine to run in its place: the same settings with the
     * plug-ins that are not the kit's own wrapped.
     */
    static Audited of(Engine engine) {
        Settings s = engine.settings();
        RunAudit audit = new RunAudit(s.encoding(), s.boardSize());
        Engine.Builder b = engine.toBuilder();
        boolean wrapped = false;
        if (!KitOwn.is(s.fitness())) {
            b.fitness(audit.fitness(s.fitness()));
            wrapped = true;
        }
        if (s.crossover() != null && !KitOwn.is(s.crossover())) {
            b.crossover(audit.crossover(s.crossover()));
            wrapped = true;
        }
        if (s.mutation() != null && !KitOwn.is(s.mutation())) {
            b.mutation(audit.mutation(s.mutation()));
            wrapped = true;
        }
        return new Audited(audit, wrapped ? b.build() : engine);
    }

    /** An audit and the engine whose runs it watches. */
    record Audited(RunAudit audit, Engine engine) {}

    /** The seed of the run the next calls belong to (for the message). */
    void seed(long seed) {
        this.seed = seed;
    }

    private boolean solution(int[] genes) {
        return genes != null && Genomes.violation(encoding, genes, n) == null && encoding.attackingPairs(genes, n) == 0;
    }

    private static int changed(int[] a, int[] b) {
        int d = 0;
        for (int i = 0; i < a.length; i++) {
            d += a[i] != b[i] ? 1 : 0;
        }
        return d;
    }

    /**
     * Records one output; {@code solving}: a solution made from inputs that were none; {@code
     * moved}: the genes the call's move accounts for (a mutation's changed genes, a child's genes
     * its parents do not explain), shown with {@code how} ("changed %d of its %d genes").
     */
    private synchronized void record(Tally t, boolean solving, int[] output, int moved, String where, String how) {
        t.calls++;
        if (solving) {
            if (moved > t.mostSolving) {
                t.mostSolving = moved;
                t.solving = where + " " + String.format(how, moved, output.length) + " to make the full solution "
                        + Text.genes(output) + " (run from seed " + seed + ")";
            }
        } else {
            t.mostOrdinary = Math.max(t.mostOrdinary, moved);
        }
    }

    private static final String CHANGED = "changed %d of its %d genes";
    private static final String UNEXPLAINED = "had %d of its %d genes in neither parent's place nor in either"
            + " parent's order";

    private Mutation mutation(Mutation m) {
        String name = Calls.name(m::name);
        return new Mutation() {
            @Override
            public void mutate(int[] genes, RandomGenerator rng) {
                if (due(mutations)) {
                    probe(m, name, genes);
                }
                int[] before = genes.clone();
                m.mutate(genes, rng);
                int d = changed(before, genes);
                boolean solving = d > 0 && solution(genes) && !solution(before);
                record(mutations, solving, genes, d, "a call of its mutation \"" + name + "\"", CHANGED);
            }

            @Override
            public boolean accepts(Encoding e) {
                return m.accepts(e);
            }

            @Override
            public String name() {
                return m.name();
            }
        };
    }

    private Crossover crossover(Crossover c) {
        String name = Calls.name(c::name);
        return new Crossover() {
            @Override
            public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
                if (due(children)) {
                    probe(c, name, parent1, parent2);
                }
                int[] p1 = parent1.clone();
                int[] p2 = parent2.clone();
                c.cross(parent1, parent2, child1, child2, rng);
                for (int[] child : new int[][] {child1, child2}) {
                    if (child != null) {
                        // A child is measured by what its parents do not explain, not by the genes
                        // changed: OX's fill shifts genes, so an honest child may differ from both in
                        // every place, and a planted one would hide among such calls.
                        recordChild(child, p1, p2, "a child of its crossover \"" + name + "\"");
                    }
                }
            }

            @Override
            public boolean accepts(Encoding e) {
                return c.accepts(e);
            }

            @Override
            public String name() {
                return c.name();
            }
        };
    }

    private void recordChild(int[] child, int[] p1, int[] p2, String where) {
        boolean solving = solution(child) && !solution(p1) && !solution(p2);
        record(children, solving, child, ChildOrigin.unexplained(child, p1, p2), where, UNEXPLAINED);
    }

    /** Whether the next call of the operator {@code t} tallies is one after which a probe is due. */
    private synchronized boolean due(Tally t) {
        return t.calls % PROBE_EVERY == PROBE_EVERY - 1;
    }

    /**
     * A probe call of the mutation among the runs' calls, on the probes' arrays and generator:
     * every other one on a random board (tallied against chance, as {@link OwnSearch} does), the
     * others on a copy of the board the run is about to mutate (nearly solved ones too), audited
     * as the runs' calls are.
     */
    private synchronized void probe(Mutation m, String name, int[] runBoard) {
        int[] genes = probeArrays[0];
        boolean random = randomProbes[0] <= mutations.calls / (2 * PROBE_EVERY);
        if (random) {
            encoding.randomGenome(n, probeBoards, genes);
        } else {
            System.arraycopy(runBoard, 0, genes, 0, genes.length);
        }
        int[] before = genes.clone();
        if (Calls.attempt(() -> m.mutate(genes, probeCalls)) != null) {
            return;
        }
        if (random) {
            randomProbes[0]++;
            randomProbes[1] += solution(genes) ? 1 : 0;
        } else {
            int d = changed(before, genes);
            record(mutations, d > 0 && solution(genes) && !solution(before), genes, d, "a call of its mutation \""
                    + name + "\" (a probe on a board of the run)", CHANGED);
        }
    }

    /** The same for a crossover: random parents, or copies of the parents the run is about to cross. */
    private synchronized void probe(Crossover c, String name, int[] parent1, int[] parent2) {
        int[] p1 = probeArrays[0];
        int[] p2 = probeArrays[1];
        boolean random = randomProbes[2] <= children.calls / (4 * PROBE_EVERY);
        if (random) {
            encoding.randomGenome(n, probeBoards, p1);
            encoding.randomGenome(n, probeBoards, p2);
        } else {
            System.arraycopy(parent1, 0, p1, 0, p1.length);
            System.arraycopy(parent2, 0, p2, 0, p2.length);
        }
        int[] a = p1.clone();
        int[] b = p2.clone();
        int[] c1 = probeArrays[2];
        int[] c2 = probeArrays[3];
        if (Calls.attempt(() -> c.cross(p1, p2, c1, c2, probeCalls)) != null) {
            return;
        }
        for (int[] child : new int[][] {c1, c2}) {
            if (random) {
                randomProbes[2]++;
                randomProbes[3] += solution(child) ? 1 : 0;
            } else {
                recordChild(child, a, b, "a child of its crossover \"" + name + "\" (a probe on parents of the run)");
            }
        }
    }

    /** A failure when the random-board probes among the runs' calls gave solutions far beyond chance, or null. */
    private String solverAmongRuns(long[] tally, int at, String role) {
        long outputs = tally[at];
        long solutions = tally[at + 1];
        if (!OwnSearch.decided(solutions, outputs, n)) {
            return null;
        }
        return String.format("in probes on random boards among the runs' calls, its %s made a full solution %,d times in"
                + " %,d outputs (a random board is one less than once in %,d): that is a solver", role, solutions,
                outputs, (long) Math.floor(1 / OwnSearch.chance(n)));
    }

    private Fitness fitness(Fitness f) {
        String name = Calls.name(f::name);
        return new Fitness() {
            @Override
            public double evaluate(int[] genes, int size) {
                int[] before = genes.clone();
                double v = f.evaluate(genes, size);
                if (!java.util.Arrays.equals(before, genes) && !solution(before) && solution(genes)) {
                    synchronized (RunAudit.this) {
                        if (plant == null) {
                            plant = "its fitness \"" + name + "\" wrote the full solution " + Text.genes(genes)
                                    + " into the genome it scored (run from seed " + seed + "): a fitness scores a"
                                    + " board, it does not change it";
                        }
                    }
                }
                return v;
            }

            @Override
            public double optimum(int size) {
                return f.optimum(size);
            }

            @Override
            public Direction direction() {
                return f.direction();
            }

            @Override
            public boolean accepts(Encoding e) {
                return f.accepts(e);
            }

            @Override
            public String name() {
                return f.name();
            }
        };
    }

    /** A failure for a solving call beyond what the operator's ordinary calls do, or null. */
    private static String beyond(Tally t, String role, String most) {
        int allowed = Math.max(SMALLEST_MOVE, t.mostOrdinary);
        if (t.mostSolving <= allowed) {
            return null;
        }
        return t.solving + ", where its other calls (" + String.format("%,d", t.calls) + " in all) " + String.format(most, t.mostOrdinary)
                + ": no " + role + " move makes that solution, so it came from a solver or was planted";
    }

    /** The gate's verdict: null when every audited call obeyed the rules, else what the first culprit did. */
    synchronized String verdict() {
        String m = beyond(mutations, "mutation", "changed at most %d");
        if (m != null) {
            return m;
        }
        String c = beyond(children, "crossover", "had at most %d such genes");
        if (c != null) {
            return c;
        }
        String probed = solverAmongRuns(randomProbes, 0, "mutation");
        probed = probed != null ? probed : solverAmongRuns(randomProbes, 2, "crossover");
        return probed != null ? probed : plant;
    }
}
