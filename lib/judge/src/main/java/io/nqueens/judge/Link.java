package io.nqueens.judge;

import io.nqueens.assignments.NotWrittenYet;
import io.nqueens.assignments.SeededRandom;
import io.nqueens.assignments.ThrownElsewhere;
import io.nqueens.grading.wire.SameArrays;
import io.nqueens.grading.wire.Wire;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.random.RandomGenerator;

/**
 * The judge's end of one connection to a kernel: calls go out, draws the student's code asks for
 * are answered from the calling check's generator, and what comes back is read under the bounds
 * of {@link Wire}. A call that does not return within its time limit, a frame that breaks the
 * protocol, or a connection that closes ends the link: that call and every later one throw
 * {@link ThrownElsewhere#lost}. A class the exercise's student build leaves out, named by what
 * the student's code threw (NoClassDefFoundError), is remembered as the {@link #forbidden()}
 * call. One call at a time.
 */
final class Link implements AutoCloseable {
    private final SocketChannel socket;
    private final DataInputStream in;
    private final DataOutputStream out;
    private final Duration callLimit;
    private final List<String> absent;
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "nqueens-judge-watchdog");
        t.setDaemon(true);
        return t;
    });
    private volatile String broken; // why the link ended, or null
    private volatile String forbidden; // the absent class the student's code reached, or null
    private long calls;
    private long draws;
    private final SameArrays.Sender arrays = new SameArrays.Sender();
    // The checks' generators whose copies the kernel holds, and the draws each had after its last call.
    private final java.util.Map<SeededRandom, Long> copyIds = new java.util.IdentityHashMap<>();
    private final java.util.Map<Long, Long> copyDraws = new java.util.HashMap<>();

    Link(SocketChannel socket, Duration callLimit, List<String> absent) {
        this.socket = socket;
        this.in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(socket), 1 << 16));
        this.out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(socket), 1 << 16));
        this.callLimit = callLimit;
        this.absent = List.copyOf(absent);
    }

    DataInputStream in() {
        return in;
    }

    /** {@return how the arrays handed to student code go, each object under its own id} */
    SameArrays.Sender arrays() {
        return arrays;
    }

    /** Reading the kernel's first frame, under the call time limit (a kernel that says nothing ends the link). */
    String hello(List<String> wanted) throws IOException {
        ScheduledFuture<?> timer = watchdog.schedule(() -> end("no hello within " + callLimit.toSeconds() + " s"),
                callLimit.toMillis(), TimeUnit.MILLISECONDS);
        try {
            return Hello.bind(this, wanted);
        } finally {
            timer.cancel(false);
        }
    }

    /** Writes a call's arguments. */
    @FunctionalInterface
    interface Args {
        void write(DataOutputStream out) throws IOException;
    }

    /** Reads a call's result, checking what it reads. */
    @FunctionalInterface
    interface Result<T> {
        T read(DataInputStream in) throws IOException;
    }

    /**
     * Calls method {@code method} of the plug-in {@code handle} in the kernel.
     *
     * @param rng the generator the student's draws come from during the call, or null when the
     *     method is handed none (a draw then breaks the link)
     * @return what the result reader made of the answer
     * @throws NotWrittenYet when the student's code is (or calls) an exercise stub
     * @throws ThrownElsewhere what the student's code threw, or, lost, when the kernel stopped answering
     */
    synchronized <T> T call(int handle, byte method, Args args, RandomGenerator rng, Result<T> result) {
        if (broken != null) {
            throw ThrownElsewhere.lost(broken);
        }
        ScheduledFuture<?> timer = watchdog.schedule(() -> end("a call took longer than " + callLimit.toSeconds()
                + " s"), callLimit.toMillis(), TimeUnit.MILLISECONDS);
        try {
            calls++;
            out.writeByte(Wire.CALL);
            out.writeInt(handle);
            out.writeByte(method);
            SeededRandom copied = handOver(rng);
            args.write(out);
            out.flush();
            while (true) {
                byte tag = in.readByte();
                if (tag == Wire.DRAW) {
                    draw(rng);
                } else if (tag == Wire.VALUE) {
                    T value = result.read(in);
                    replay(copied);
                    return value;
                } else if (tag == Wire.THROWN) {
                    RuntimeException e = thrown();
                    replay(copied);
                    throw e;
                } else {
                    throw new Wire.BadFrame("unexpected frame " + tag);
                }
            }
        } catch (IOException e) {
            end(broken != null ? broken : Thread.currentThread().isInterrupted() ? "the check's time limit ran out"
                    : e.getClass().getSimpleName() + ": " + e.getMessage());
            throw ThrownElsewhere.lost(broken);
        } finally {
            timer.cancel(false);
        }
    }

    private RuntimeException thrown() throws IOException {
        String type = Wire.text(in);
        String message = Wire.text(in);
        boolean stub = in.readBoolean();
        if (stub) {
            return new NotWrittenYet();
        }
        if (type.equals(NoClassDefFoundError.class.getName()) || type.equals(ClassNotFoundException.class.getName())) {
            String missing = message.replace('/', '.');
            for (String a : absent) {
                if (forbidden == null && (missing.equals(a) || missing.startsWith(a + "$"))) {
                    forbidden = a;
                }
            }
        }
        return new ThrownElsewhere(type, message.equals("null") ? null : message);
    }

    /**
     * Writes how the call's generator goes over: a check's own generator (a {@link SeededRandom})
     * as a copy the kernel draws from, new when nothing was drawn from it yet, the same copy when
     * nothing but the kernel's logged draws were; any other generator (an engine's) draw by draw.
     * Returns the generator whose log is to be replayed after the call, or null.
     */
    private SeededRandom handOver(RandomGenerator rng) throws IOException {
        if (!(rng instanceof SeededRandom s)) {
            out.writeByte(rng == null ? Wire.NO_RANDOM : Wire.FORWARDED);
            return null;
        }
        Long id = copyIds.get(s);
        if (s.draws() == 0) {
            id = (long) copyIds.size();
            copyIds.put(s, id);
            out.writeByte(Wire.FRESH_COPY);
            out.writeLong(id);
            out.writeLong(s.seed());
        } else if (id != null && copyDraws.getOrDefault(id, -1L) == s.draws()) {
            out.writeByte(Wire.SAME_COPY);
            out.writeLong(id);
        } else {
            out.writeByte(Wire.FORWARDED);
            return null;
        }
        return s;
    }

    /** Replays the kernel's logged draws on the check's generator (so it counts and advances them). */
    private void replay(SeededRandom s) throws IOException {
        if (s == null) {
            return;
        }
        if (in.readByte() != Wire.LOG) {
            throw new Wire.BadFrame("expected the log of the draws");
        }
        int n = in.readInt();
        if (n < 0 || n > Wire.MAX_ARRAY) {
            throw new Wire.BadFrame(n + " draws logged");
        }
        for (int i = 0; i < n; i++) {
            byte method = in.readByte();
            long a = in.readLong();
            long b = in.readLong();
            try {
                Draw.answer(s, method, a, b);
            } catch (IllegalArgumentException e) {
                throw new Wire.BadFrame("a logged draw the generator refuses: " + e.getMessage());
            }
        }
        draws += n;
        copyDraws.put(copyIds.get(s), s.draws());
    }

    /** Answers one draw from the check's generator; refused arguments are answered as refused. */
    private void draw(RandomGenerator rng) throws IOException {
        byte method = in.readByte();
        long a = in.readLong();
        long b = in.readLong();
        if (rng == null) {
            throw new Wire.BadFrame("a draw during a call that was handed no generator");
        }
        draws++;
        out.writeByte(Wire.NUMBER);
        try {
            long bits = Draw.answer(rng, method, a, b);
            out.writeBoolean(true);
            out.writeLong(bits);
        } catch (IllegalArgumentException e) {
            out.writeBoolean(false);
            Wire.text(out, e.getMessage());
        }
        out.flush();
    }

    /** {@return the class left out of the student build that the student's code reached, or null} */
    String forbidden() {
        return forbidden;
    }

    /** {@return why the link ended, or null while it works} */
    String broken() {
        return broken;
    }

    /** {@return calls and draws so far, for the log} */
    String counts() {
        return calls + " calls, " + draws + " draws";
    }

    /** Tells the kernel the check is over (its serve call returns), and closes. */
    void done() {
        if (broken == null) {
            try {
                synchronized (this) {
                    out.writeByte(Wire.DONE);
                    out.flush();
                }
            } catch (IOException e) {
                // the kernel is gone already
            }
        }
        close();
    }

    private void end(String why) {
        if (broken == null) {
            broken = why;
        }
        try {
            socket.close(); // unblocks a call waiting for the kernel
        } catch (IOException e) {
            // closed already
        }
    }

    @Override
    public void close() {
        end("closed");
        watchdog.shutdownNow();
    }
}
