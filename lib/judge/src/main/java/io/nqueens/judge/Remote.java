package io.nqueens.judge;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.FitnessQueue;
import io.nqueens.grading.wire.OperatorQueue;
import io.nqueens.grading.wire.Wire;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;

import java.io.DataInputStream;
import java.io.IOException;
import java.util.function.IntFunction;
import java.util.random.RandomGenerator;

/**
 * The judge's stand-ins for the student's plug-ins: each implements the interface the check
 * calls and forwards every call to the kernel through a {@link Link}. Arguments go as data (the
 * child buffers' current contents, null for a second child not wanted); results come back as
 * data checked here: an array written must come back with the length it went with, a direction
 * must be one of the two. Nothing the kernel sends is a verdict.
 */
final class Remote {
    private Remote() {}

    /** An array of the same length as the one sent, copied into it (what the student's code wrote). */
    static void into(int[] target, DataInputStream in, String what) throws IOException {
        int[] back = Wire.ints(in);
        if (target == null) {
            if (back != null) {
                throw new Wire.BadFrame(what + " came back although none was sent");
            }
            return;
        }
        if (back == null || back.length != target.length) {
            throw new Wire.BadFrame(what + " came back with " + (back == null ? "no array" : back.length
                    + " elements") + ", sent with " + target.length);
        }
        System.arraycopy(back, 0, target, 0, target.length);
    }

    /** Where a queued operator's calls' outcomes go: what each threw, or null. */
    static CallWindow.Answered<Void> thrownInto(RuntimeException[] thrown) {
        return new CallWindow.Answered<>() {
            @Override
            public void value(int i, Void value) {
                thrown[i] = null;
            }

            @Override
            public void thrown(int i, RuntimeException e) {
                thrown[i] = e;
            }
        };
    }

    static String name(Link link, int handle) {
        return link.call(handle, Wire.NAME, out -> { }, null, Wire::text);
    }

    static boolean accepts(Link link, int handle, Encoding encoding) {
        return link.call(handle, Wire.ACCEPTS, out -> out.writeInt(encoding.ordinal()), null,
                DataInputStream::readBoolean);
    }

    /** A student's fitness; a check's many calls to it may go {@linkplain FitnessQueue queued}. */
    record RemoteFitness(Link link, int handle) implements Fitness, FitnessQueue {
        @Override
        public double evaluate(int[] genes, int n) {
            return link.call(handle, Wire.EVALUATE, out -> {
                link.arrays().write(out, genes);
                out.writeInt(n);
            }, null, in -> {
                double v = in.readDouble();
                into(genes, in, "the genome");
                return v;
            });
        }

        @Override
        public void each(int count, IntFunction<Ask> ask, double[] results, RuntimeException[] thrown) {
            link.queue(count, i -> {
                Ask a = ask.apply(i);
                if (a.genes() == null) {
                    return new CallWindow.Queued<>(handle, Wire.OPTIMUM, out -> out.writeInt(a.n()),
                            DataInputStream::readDouble);
                }
                return new CallWindow.Queued<>(handle, Wire.EVALUATE, out -> {
                    link.arrays().write(out, a.genes());
                    out.writeInt(a.n());
                }, in -> {
                    double v = in.readDouble();
                    into(a.genes(), in, "the genome");
                    return v;
                });
            }, new CallWindow.Answered<Double>() {
                @Override
                public void value(int i, Double value) {
                    results[i] = value;
                }

                @Override
                public void thrown(int i, RuntimeException e) {
                    results[i] = Double.NaN;
                    thrown[i] = e;
                }
            });
        }

        @Override
        public Direction direction() {
            return link.call(handle, Wire.DIRECTION, out -> { }, null, in -> {
                byte d = in.readByte();
                return d == 0 ? null : Wire.direction(d);
            });
        }

        @Override
        public double optimum(int n) {
            return link.call(handle, Wire.OPTIMUM, out -> out.writeInt(n), null, DataInputStream::readDouble);
        }

        @Override
        public boolean accepts(Encoding encoding) {
            return Remote.accepts(link, handle, encoding);
        }

        @Override
        public String name() {
            return Remote.name(link, handle);
        }
    }

    /** A student's crossover; a check's many calls to it may go {@linkplain OperatorQueue queued}. */
    record RemoteCrossover(Link link, int handle) implements Crossover, OperatorQueue {
        @Override
        public void each(int count, IntFunction<Ask> ask, RuntimeException[] thrown) {
            link.queue(count, i -> {
                Ask call = ask.apply(i);
                int[][] a = call.arrays();
                return new CallWindow.Queued<Void>(handle, Wire.CROSS, out -> {
                    for (int k = 0; k < 4; k++) {
                        link.arrays().write(out, a[k]);
                    }
                }, call.rng(), in -> {
                    into(a[0], in, "parent 1");
                    into(a[1], in, "parent 2");
                    into(a[2], in, "child 1");
                    into(a[3], in, "child 2");
                    return null;
                });
            }, Remote.thrownInto(thrown));
        }

        @Override
        public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
            link.call(handle, Wire.CROSS, out -> {
                link.arrays().write(out, parent1);
                link.arrays().write(out, parent2);
                link.arrays().write(out, child1);
                link.arrays().write(out, child2);
            }, rng, in -> {
                into(parent1, in, "parent 1");
                into(parent2, in, "parent 2");
                into(child1, in, "child 1");
                into(child2, in, "child 2");
                return null;
            });
        }

        @Override
        public boolean accepts(Encoding encoding) {
            return Remote.accepts(link, handle, encoding);
        }

        @Override
        public String name() {
            return Remote.name(link, handle);
        }
    }

    /** A student's mutation; a check's many calls to it may go {@linkplain OperatorQueue queued}. */
    record RemoteMutation(Link link, int handle) implements Mutation, OperatorQueue {
        @Override
        public void each(int count, IntFunction<Ask> ask, RuntimeException[] thrown) {
            link.queue(count, i -> {
                Ask a = ask.apply(i);
                return new CallWindow.Queued<Void>(handle, Wire.MUTATE, out -> link.arrays().write(out, a.arrays()[0]),
                        a.rng(), in -> {
                            into(a.arrays()[0], in, "the genome");
                            return null;
                        });
            }, Remote.thrownInto(thrown));
        }

        @Override
        public void mutate(int[] genes, RandomGenerator rng) {
            link.call(handle, Wire.MUTATE, out -> link.arrays().write(out, genes), rng, in -> {
                into(genes, in, "the genome");
                return null;
            });
        }

        @Override
        public boolean accepts(Encoding encoding) {
            return Remote.accepts(link, handle, encoding);
        }

        @Override
        public String name() {
            return Remote.name(link, handle);
        }
    }

    /** A student's selector. */
    record RemoteSelector(Link link, int handle) implements Selector {
        @Override
        public void select(ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
            link.call(handle, Wire.SELECT, out -> {
                out.writeByte(population.direction() == Direction.MINIMIZE ? 1 : 2);
                double[] fitness = new double[population.size()];
                for (int i = 0; i < fitness.length; i++) {
                    fitness[i] = population.fitness(i);
                }
                Wire.doubles(out, fitness);
                for (int i = 0; i < fitness.length; i++) {
                    Wire.ints(out, population.genes(i));
                }
                out.writeInt(count);
                Wire.ints(out, into);
            }, rng, in -> {
                into(into, in, "the picks");
                return null;
            });
        }

        @Override
        public void checkFits(int mu) {
            link.call(handle, Wire.CHECK_FITS, out -> out.writeInt(mu), null, in -> null);
        }

        @Override
        public String name() {
            return Remote.name(link, handle);
        }
    }
}
