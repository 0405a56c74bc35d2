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
 *     crossover child, measured from the nearer parent.</li>
 * <li>A fitness is handed the genome it scores: a call that writes into it a full solution it
 *     was not planted one.</li>
 * </ul>
 * Any such call makes the runs score 0 ({@link #verdict()}, the gate after the runs). The kit's
 * own parts are not audited (they are the judge's, never the student's). The wrappers pass every
 * call and draw on unchanged, so an audited engine runs exactly as the engine does. Costs per
 * call: a copy of its arrays and, when the output is a solution, one conflict count of the input.
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

    private RunAudit(Encoding encoding, int n) {
        this.encoding = encoding;
        this.n = n;
    }

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

    /** Records one output; {@code solving}: a solution made from inputs that were none. */
    private synchronized void record(Tally t, boolean solving, int[] output, int changedGenes, String where) {
        t.calls++;
        if (solving) {
            if (changedGenes > t.mostSolving) {
                t.mostSolving = changedGenes;
                t.solving = where + " changed " + changedGenes + " of its " + output.length + " genes to make the full"
                        + " solution " + Text.genes(output) + " (run from seed " + seed + ")";
            }
        } else {
            t.mostOrdinary = Math.max(t.mostOrdinary, changedGenes);
        }
    }

    private Mutation mutation(Mutation m) {
        String name = Calls.name(m::name);
        return new Mutation() {
            @Override
            public void mutate(int[] genes, RandomGenerator rng) {
                int[] before = genes.clone();
                m.mutate(genes, rng);
                int d = changed(before, genes);
                boolean solving = d > 0 && solution(genes) && !solution(before);
                record(mutations, solving, genes, d, "a call of its mutation \"" + name + "\"");
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
                int[] p1 = parent1.clone();
                int[] p2 = parent2.clone();
                c.cross(parent1, parent2, child1, child2, rng);
                for (int[] child : new int[][] {child1, child2}) {
                    if (child != null) {
                        int d = Math.min(changed(p1, child), changed(p2, child));
                        boolean solving = solution(child) && !solution(p1) && !solution(p2);
                        record(children, solving, child, d, "a child of its crossover \"" + name + "\"");
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
    private static String beyond(Tally t, String role) {
        int allowed = Math.max(SMALLEST_MOVE, t.mostOrdinary);
        if (t.mostSolving <= allowed) {
            return null;
        }
        return t.solving + ", where its other calls (" + String.format("%,d", t.calls) + " in all) changed at most "
                + t.mostOrdinary + ": no " + role + " move makes that solution, so it came from a solver or was planted";
    }

    /** The gate's verdict: null when every audited call obeyed the rules, else what the first culprit did. */
    synchronized String verdict() {
        String m = beyond(mutations, "mutation");
        if (m != null) {
            return m;
        }
        String c = beyond(children, "crossover");
        return c != null ? c : plant;
    }
}
