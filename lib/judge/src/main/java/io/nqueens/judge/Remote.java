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

    /** The arguments of a call that hands the student's code {@code arrays}, in order (a null goes as null). */
    static Link.Args arraysOut(Link link, int[]... arrays) {
        return out -> {
            for (int[] a : arrays) {
                link.arrays().write(out, a);
            }
        };
    }

    /** The answer of such a call: each array back as the student's code left it, {@code names[k]} naming array k. */
    static Link.Result<Void> arraysBack(int[][] arrays, String... names) {
        return in -> {
            for (int k = 0; k < arrays.length; k++) {
                into(arrays[k], in, names[k]);
            }
            return null;
        };
    }

    /** The names a crossover's four arrays go by in a refusal. */
    private static final String[] CROSS_ARRAYS = {"parent 1", "parent 2", "child 1", "child 2"};

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
            return link.call(handle, Wire.EVALUATE, scoreOut(genes, n), null, scoreBack(genes));
        }

        private Link.Args scoreOut(int[] genes, int n) {
            return out -> {
                link.arrays().write(out, genes);
                out.writeInt(n);
            };
        }

        private static Link.Result<Double> scoreBack(int[] genes) {
            return in -> {
                double v = in.readDouble();
                into(genes, in, "the genome");
                return v;
            };
        }

        @Override
        public void each(int count, IntFunction<Ask> ask, double[] results, RuntimeException[] thrown) {
            link.queue(count, i -> {
                Ask a = ask.apply(i);
                if (a.genes() == null) {
                    return new CallWindow.Queued<>(handle, Wire.OPTIMUM, out -> out.writeInt(a.n()),
                            DataInputStream::readDouble);
                }
                return new CallWindow.Queued<>(handle, Wire.EVALUATE, scoreOut(a.genes(), a.n()), scoreBack(a.genes()));
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
                return new CallWindow.Queued<>(handle, Wire.CROSS, arraysOut(link, call.arrays()), call.rng(),
                        arraysBack(call.arrays(), CROSS_ARRAYS));
            }, Remote.thrownInto(thrown));
        }

        @Override
        public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
            int[][] arrays = {parent1, parent2, child1, child2};
            link.call(handle, Wire.CROSS, arraysOut(link, arrays), rng, arraysBack(arrays, CROSS_ARRAYS));
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
                Ask call = ask.apply(i);
                int[] genes = call.arrays()[0];
                return new CallWindow.Queued<>(handle, Wire.MUTATE, arraysOut(link, genes), call.rng(),
                        arraysBack(new int[][] {genes}, "the genome"));
            }, Remote.thrownInto(thrown));
        }

        @Override
        public void mutate(int[] genes, RandomGenerator rng) {
            link.call(handle, Wire.MUTATE, arraysOut(link, genes), rng, arraysBack(new int[][] {genes}, "the genome"));
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
