package io.nqueens.judge;

import io.nqueens.assignments.ThrownElsewhere;
import io.nqueens.grading.wire.Wire;

import java.io.DataOutputStream;
import java.io.IOException;
import java.util.function.IntFunction;
import java.util.random.RandomGenerator;

/**
 * The calls of one {@link Link#queue} sent and not yet answered, and the bytes of their
 * arguments. The window is small next to a socket's buffer, so the judge's writes never wait for
 * a kernel that waits for the judge to read its answers. O(1) per call besides its arguments.
 */
final class CallWindow<T> {
    /** Calls unanswered at most. */
    static final int IN_FLIGHT = 256;
    /** Bytes of unanswered calls at most (a call past it waits for answers, unless it would be alone). */
    static final int BYTES = 32 * 1024;

    /**
     * One call to queue: the plug-in, the method, its arguments, how its answer is read, and the
     * generator handed to the student's code (null, or a check's generator nothing was drawn from).
     */
    record Queued<T>(int handle, byte method, Link.Args args, RandomGenerator rng, Link.Result<T> result) {
        Queued(int handle, byte method, Link.Args args, Link.Result<T> result) {
            this(handle, method, args, null, result);
        }
    }

    /** How a queued call's generator goes over; returns the generator whose draws come back logged, or null. */
    @FunctionalInterface
    interface HandOver {
        RandomGenerator write(RandomGenerator rng) throws IOException;
    }

    /** Where the outcome of each queued call goes, in the calls' order. */
    interface Answered<T> {
        void value(int i, T value);

        void thrown(int i, RuntimeException e);
    }

    private final DataOutputStream out;
    private final int count;
    private final IntFunction<Queued<T>> make;
    @SuppressWarnings("unchecked")
    private final Queued<T>[] pending = new Queued[IN_FLIGHT];
    private final RandomGenerator[] copied = new RandomGenerator[IN_FLIGHT];
    private final int[] sizes = new int[IN_FLIGHT];
    private int sent;
    private long bytes;
    /** Calls answered so far. */
    int done;

    CallWindow(DataOutputStream out, int count, IntFunction<Queued<T>> make) {
        this.out = out;
        this.count = count;
        this.make = make;
    }

    /** Sends calls while the window has room (always the next one when none is unanswered), then flushes. */
    void send(HandOver handOver) throws IOException {
        while (sent < count && sent - done < IN_FLIGHT && (sent == done || bytes < BYTES)) {
            Queued<T> q = make.apply(sent);
            int before = out.size();
            out.writeByte(Wire.CALL);
            out.writeInt(q.handle());
            out.writeByte(q.method());
            copied[sent % IN_FLIGHT] = handOver.write(q.rng());
            q.args().write(out);
            pending[sent % IN_FLIGHT] = q;
            sizes[sent % IN_FLIGHT] = out.size() - before;
            bytes += sizes[sent % IN_FLIGHT];
            sent++;
        }
        out.flush();
    }

    /** {@return the generator of the call whose answer comes next, whose logged draws follow it, or null} */
    RandomGenerator copied() {
        return copied[done % IN_FLIGHT];
    }

    /** {@return the call whose answer comes next, now counted as answered} */
    Queued<T> answered() {
        Queued<T> q = pending[done % IN_FLIGHT];
        pending[done % IN_FLIGHT] = null;
        copied[done % IN_FLIGHT] = null;
        bytes -= sizes[done % IN_FLIGHT];
        return q;
    }

    /** {@return the calls sent} */
    int sent() {
        return sent;
    }

    /** Answers the call under way and every later one with {@code loss}. */
    void lose(Answered<T> answered, ThrownElsewhere loss) {
        for (; done < count; done++) {
            answered.thrown(done, loss);
        }
    }
}
