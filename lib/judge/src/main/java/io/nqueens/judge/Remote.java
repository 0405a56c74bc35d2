package io.nqueens.judge;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.Wire;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;

import java.io.DataInputStream;
import java.io.IOException;
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

    static String name(Link link, int handle) {
        return link.call(handle, Wire.NAME, out -> { }, null, Wire::text);
    }

    static boolean accepts(Link link, int handle, Encoding encoding) {
        return link.call(handle, Wire.ACCEPTS, out -> out.writeInt(encoding.ordinal()), null,
                DataInputStream::readBoolean);
    }

    /** A student's fitness. */
    record RemoteFitness(Link link, int handle) implements Fitness {
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

    /** A student's crossover. */
    record RemoteCrossover(Link link, int handle) implements Crossover {
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

    /** A student's mutation. */
    record RemoteMutation(Link link, int handle) implements Mutation {
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
