package io.nqueens.grading;

import io.nqueens.engine.Engine;
import io.nqueens.engine.KitOwn;
import io.nqueens.engine.Settings;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.Wire;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;
import io.nqueens.spec.EngineSpec;
import io.nqueens.spec.Plugins;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One call of the judge, run on the kernel's side: the arguments read, the student's method
 * called, and what it returned (or threw) written back. The arrays the method may write are sent
 * back whole, so the judge sees exactly what the student's code did to them.
 */
final class Call {
    private Call() {}

    static void run(Serve serve, Object target, byte method) throws IOException {
        DataInputStream in = serve.in();
        DataOutputStream out = serve.out();
        switch (method) {
            case Wire.NAME -> answer(serve, () -> text(out, name(target)));
            case Wire.ACCEPTS, Wire.EVALUATE, Wire.DIRECTION, Wire.OPTIMUM -> fitness(serve, target, method);
            case Wire.CROSS -> cross(serve, (Crossover) target);
            case Wire.MUTATE -> {
                int[] genes = serve.arrays().read(in);
                answer(serve, () -> {
                    ((Mutation) target).mutate(genes, serve.random());
                    out.writeByte(Wire.VALUE);
                    Wire.ints(out, genes);
                });
            }
            case Wire.SELECT -> select(serve, (Selector) target);
            case Wire.CHECK_FITS -> {
                int mu = in.readInt();
                answer(serve, () -> {
                    ((Selector) target).checkFits(mu);
                    out.writeByte(Wire.VALUE);
                });
            }
            case Wire.GET -> answer(serve, () -> got(serve, target));
            default -> throw new Wire.BadFrame("no method " + method);
        }
    }

    /** A fitness's methods (and {@code accepts}, which operators have too). */
    private static void fitness(Serve serve, Object target, byte method) throws IOException {
        DataInputStream in = serve.in();
        DataOutputStream out = serve.out();
        switch (method) {
            case Wire.ACCEPTS -> {
                var encoding = Serve.encoding(in.readInt());
                answer(serve, () -> {
                    boolean ok = target instanceof Fitness f ? f.accepts(encoding)
                            : target instanceof Crossover c ? c.accepts(encoding)
                            : ((Mutation) target).accepts(encoding);
                    out.writeByte(Wire.VALUE);
                    out.writeBoolean(ok);
                });
            }
            case Wire.EVALUATE -> {
                int[] genes = serve.arrays().read(in);
                int n = in.readInt();
                answer(serve, () -> {
                    double v = ((Fitness) target).evaluate(genes, n);
                    out.writeByte(Wire.VALUE);
                    out.writeDouble(v);
                    Wire.ints(out, genes);
                });
            }
            case Wire.DIRECTION -> answer(serve, () -> {
                Direction d = ((Fitness) target).direction();
                out.writeByte(Wire.VALUE);
                out.writeByte(d == null ? 0 : d == Direction.MINIMIZE ? 1 : 2);
            });
            case Wire.OPTIMUM -> {
                int n = in.readInt();
                answer(serve, () -> {
                    double v = ((Fitness) target).optimum(n);
                    out.writeByte(Wire.VALUE);
                    out.writeDouble(v);
                });
            }
            default -> throw new Wire.BadFrame("no method " + method);
        }
    }

    private static void cross(Serve serve, Crossover target) throws IOException {
        DataInputStream in = serve.in();
        int[] p1 = serve.arrays().read(in);
        int[] p2 = serve.arrays().read(in);
        int[] c1 = serve.arrays().read(in);
        int[] c2 = serve.arrays().read(in);
        answer(serve, () -> {
            target.cross(p1, p2, c1, c2, serve.random());
            DataOutputStream out = serve.out();
            out.writeByte(Wire.VALUE);
            for (int[] a : new int[][] {p1, p2, c1, c2}) {
                Wire.ints(out, a);
            }
        });
    }

    private static void select(Serve serve, Selector target) throws IOException {
        DataInputStream in = serve.in();
        ScoredPopulation population = Serve.population(in);
        int count = in.readInt();
        int[] into = Wire.ints(in);
        answer(serve, () -> {
            target.select(population, count, into, serve.random());
            serve.out().writeByte(Wire.VALUE);
            Wire.ints(serve.out(), into);
        });
    }

    /** What a supplier (or a builder, or an engine) gives: a genome, or an engine's settings. */
    private static void got(Serve serve, Object target) throws IOException {
        Object made = target instanceof Supplier<?> s ? s.get() : target;
        DataOutputStream out = serve.out();
        if (made instanceof int[] genes) {
            out.writeByte(Wire.VALUE);
            out.writeByte(Wire.INT_ARRAY);
            Wire.ints(out, genes);
            return;
        }
        Engine engine = made instanceof Engine.Builder b ? b.build() : made instanceof Engine e ? e : null;
        if (engine == null) {
            out.writeByte(Wire.VALUE);
            out.writeByte(Wire.OTHER);
            Wire.text(out, made == null ? "null" : made.getClass().getName());
            return;
        }
        List<int[]> parts = new ArrayList<>();
        Settings s = engine.settings();
        register(serve, s.fitness(), Wire.FITNESS, parts);
        register(serve, s.selector(), Wire.SELECTOR, parts);
        register(serve, s.crossover(), Wire.CROSSOVER, parts);
        register(serve, s.mutation(), Wire.MUTATION, parts);
        String spec = EngineSpec.of(engine).toJson();
        out.writeByte(Wire.VALUE);
        out.writeByte(Wire.ENGINE);
        Wire.text(out, spec);
        out.writeInt(parts.size());
        for (int[] p : parts) {
            out.writeInt(p[0]);
            out.writeByte(p[1]);
        }
    }

    /** Registers a part that is not the kit's own under "remote-HANDLE", which the judge proxies. */
    private static void register(Serve serve, Object part, byte kind, List<int[]> parts) {
        if (part == null || KitOwn.is(part)) {
            return;
        }
        int handle = serve.handle(part);
        String name = Wire.REMOTE_PREFIX + handle;
        switch (kind) {
            case Wire.FITNESS -> Plugins.register(name, (Fitness) part);
            case Wire.SELECTOR -> Plugins.register(name, (Selector) part);
            case Wire.CROSSOVER -> Plugins.register(name, (Crossover) part);
            default -> Plugins.register(name, (Mutation) part);
        }
        parts.add(new int[] {handle, kind});
    }

    private static String name(Object target) {
        return target instanceof Fitness f ? f.name() : target instanceof Crossover c ? c.name()
                : target instanceof Mutation m ? m.name() : target instanceof Selector s ? s.name()
                : String.valueOf(target);
    }

    private static void text(DataOutputStream out, String s) throws IOException {
        out.writeByte(Wire.VALUE);
        Wire.text(out, s);
    }

    /** Student code that writes its answer, or throws. */
    @FunctionalInterface
    private interface Answer {
        void run() throws Throwable;
    }

    /**
     * Runs the student's code; what it throws is sent as such. The answer is written to the
     * buffer only once the code returned, so a throw part-way leaves nothing half-written.
     */
    private static void answer(Serve serve, Answer a) throws IOException {
        try {
            a.run();
        } catch (IOException e) {
            throw e; // the connection itself broke
        } catch (Throwable t) {
            serve.thrown(t);
        }
    }
}
