package io.nqueens.grading;

import io.nqueens.assignments.NotWrittenYet;
import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.SameArrays;
import io.nqueens.grading.wire.Wire;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The kernel's side of a graded check: what the grader runs in place of a check cell, e.g.
 * {@code io.nqueens.grading.Serve.serve("/work/nqk-judge.sock", "ex3-ox", "myOx", myOx)}. It
 * connects to the judge (a JVM of its own, {@code io.nqueens.judge.Judge}), names the variables it serves and
 * their kinds, and then answers the judge's calls until the judge says the check is over: each
 * call runs the student's code on the arguments the judge sent and sends back what it returned
 * (the arrays it wrote, a score, the genome or the engine's settings a supplier gave), or what it
 * threw. The generator handed to the student's code is a {@link RemoteRandom}: every number it
 * draws is drawn by the judge.
 *
 * <p>Nothing here decides a grade: the judge computes the verdict from the data it receives, so
 * whatever student code in this JVM does to this class (or to the kit) changes only the data sent,
 * never the points. O(size of the arguments) per call, plus what the student's code costs.
 */
public final class Serve {
    private final DataInputStream in;
    private final DataOutputStream out;
    private final List<Object> handles = new ArrayList<>();
    private final java.util.Map<Long, ReplicaRandom> copies = new java.util.HashMap<>();
    private final SameArrays.Receiver arrays = new SameArrays.Receiver();
    private java.util.random.RandomGenerator current;
    private long calls;

    private Serve(DataInputStream in, DataOutputStream out) {
        this.in = in;
        this.out = out;
    }

    /**
     * Serves the named values to the judge listening at {@code channel} until it says done.
     *
     * @param channel the judge's UNIX socket, a path
     * @param gradeId the check cell's grade id, for the judge's record
     * @param namesAndValues pairs: a variable's name (a String), then its value
     * @return one line saying what was served (the grader shows the judge's checklist instead)
     * @throws IOException when the judge cannot be reached or the connection breaks
     * @throws IllegalArgumentException when {@code namesAndValues} is not pairs of a name and a value
     */
    public static String serve(String channel, String gradeId, Object... namesAndValues) throws IOException {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("namesAndValues must be pairs of a name and a value, had "
                    + namesAndValues.length + " elements");
        }
        try (SocketChannel socket = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            socket.connect(UnixDomainSocketAddress.of(Path.of(channel)));
            Serve s = new Serve(new DataInputStream(new BufferedInputStream(Channels.newInputStream(socket))),
                    new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(socket))));
            s.hello(gradeId, namesAndValues);
            s.loop();
            return "served " + gradeId + " to the judge: " + s.calls + " calls";
        }
    }

    private void hello(String gradeId, Object[] namesAndValues) throws IOException {
        out.writeByte(Wire.HELLO);
        Wire.text(out, gradeId);
        out.writeInt(namesAndValues.length / 2);
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Wire.text(out, String.valueOf(namesAndValues[i]));
            describe(namesAndValues[i + 1]);
        }
        out.flush();
    }

    /** Writes a value's kind and, for a plug-in, its handle; for data, the data itself. */
    private void describe(Object value) throws IOException {
        byte kind = kindOf(value);
        out.writeByte(kind);
        if (kind == Wire.INT_ARRAY) {
            Wire.ints(out, (int[]) value);
        } else if (kind == Wire.OTHER) {
            Wire.text(out, value == null ? "null" : value.getClass().getName());
        } else {
            out.writeInt(handles.size());
            handles.add(value);
        }
    }

    static byte kindOf(Object value) {
        return value instanceof Crossover ? Wire.CROSSOVER : value instanceof Mutation ? Wire.MUTATION
                : value instanceof Selector ? Wire.SELECTOR : value instanceof Fitness ? Wire.FITNESS
                : value instanceof Supplier<?> || value instanceof Engine.Builder || value instanceof Engine
                        ? Wire.SUPPLIER
                : value instanceof int[] ? Wire.INT_ARRAY : Wire.OTHER;
    }

    private void loop() throws IOException {
        while (true) {
            byte tag;
            try {
                tag = in.readByte();
            } catch (EOFException e) {
                return; // the judge has gone: nothing more to answer
            }
            if (tag == Wire.DONE) {
                return;
            }
            if (tag != Wire.CALL) {
                throw new Wire.BadFrame("expected a call from the judge, got frame " + tag);
            }
            int handle = in.readInt();
            byte method = in.readByte();
            if (handle < 0 || handle >= handles.size()) {
                throw new Wire.BadFrame("no handle " + handle);
            }
            calls++;
            current = generator();
            Call.run(this, handles.get(handle), method);
            if (current instanceof ReplicaRandom r) {
                out.writeByte(Wire.LOG);
                r.flush(out);
            }
            out.flush();
        }
    }

    DataInputStream in() {
        return in;
    }

    DataOutputStream out() {
        return out;
    }

    /** {@return the arrays handed to student code, the same object for the same one of the judge's} */
    SameArrays.Receiver arrays() {
        return arrays;
    }

    /** The generator of the call being answered (null when the method takes none). */
    java.util.random.RandomGenerator random() {
        return current;
    }

    /** Reads how the call's generator is handed over: none, forwarded, or a (new) copy. */
    private java.util.random.RandomGenerator generator() throws IOException {
        byte mode = in.readByte();
        switch (mode) {
            case Wire.NO_RANDOM:
                return null;
            case Wire.FORWARDED:
                return new RemoteRandom(in, out);
            case Wire.FRESH_COPY: {
                long id = in.readLong();
                ReplicaRandom r = new ReplicaRandom(in.readLong());
                copies.put(id, r);
                return r;
            }
            case Wire.MIRROR: // the engine's generator, copied for this call: its draws go back logged
                return new ReplicaRandom(in.readLong());
            case Wire.SAME_COPY: {
                ReplicaRandom r = copies.get(in.readLong());
                if (r == null) {
                    throw new Wire.BadFrame("no copy of that generator");
                }
                return r;
            }
            default:
                throw new Wire.BadFrame("no generator mode " + mode);
        }
    }

    /** Registers a plug-in of a built engine; returns its handle. */
    int handle(Object plugin) {
        handles.add(plugin);
        return handles.size() - 1;
    }

    /** Sends what a call threw: its class, message, and whether it is (or wraps) an exercise stub. */
    void thrown(Throwable t) throws IOException {
        boolean stub = false;
        for (Throwable c = t; c != null && !stub; c = c.getCause() == c ? null : c.getCause()) {
            stub = c instanceof NotWrittenYet;
        }
        out.writeByte(Wire.THROWN);
        Wire.text(out, t.getClass().getName());
        Wire.text(out, String.valueOf(t.getMessage()));
        out.writeBoolean(stub);
    }

    /** The encoding named by its ordinal on the wire. */
    static Encoding encoding(int ordinal) throws Wire.BadFrame {
        Encoding[] all = Encoding.values();
        if (ordinal < 0 || ordinal >= all.length) {
            throw new Wire.BadFrame("no encoding " + ordinal);
        }
        return all[ordinal];
    }


    /** A population the judge sent: its direction, scores and genomes. */
    static ScoredPopulation population(DataInputStream in) throws IOException {
        Direction direction = Wire.direction(in.readByte());
        double[] fitness = Wire.doubles(in);
        int[][] genes = new int[fitness.length][];
        for (int i = 0; i < genes.length; i++) {
            genes[i] = Wire.ints(in);
        }
        return new SentPopulation(direction, fitness, genes);
    }

    /** A population as the judge sent it (scores may be any number the engine met). */
    private record SentPopulation(Direction direction, double[] scores, int[][] all) implements ScoredPopulation {
        @Override
        public int size() {
            return scores.length;
        }

        @Override
        public int[] genes(int i) {
            return all[i];
        }

        @Override
        public double fitness(int i) {
            return scores[i];
        }
    }
}
