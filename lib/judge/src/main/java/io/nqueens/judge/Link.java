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
import java.util.OptionalLong;
import java.util.SplittableRandom;
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
    private long forwarded; // the draws among them that were each a round trip
    private long queued; // the calls among them sent in queues
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
            RandomGenerator copied = handOver(rng);
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

    /**
     * Makes {@code count} calls, in order, without waiting for one answer
     * before sending the next: the kernel answers them one after another as it answers single
     * calls, and each answer is read and checked as {@link #call}'s is. At most {@link
     * CallWindow#IN_FLIGHT} calls and about {@link CallWindow#BYTES} of their arguments are
     * unanswered at a time, so the judge never blocks writing while the kernel blocks writing its
     * answers. The time limit
     * applies to each answer: the link ends when none came for that long. Once the link is lost,
     * that call and every later one are answered with the loss. A call takes no generator, or a
     * new one of the check's own (a {@link SeededRandom} nothing was drawn from), which goes as a
     * copy whose draws come back logged with the answer.
     *
     * @param make call i, asked for just before it is sent
     */
    synchronized <T> void queue(int count, java.util.function.IntFunction<CallWindow.Queued<T>> make,
            CallWindow.Answered<T> answered) {
        CallWindow<T> w = new CallWindow<>(out, count, make);
        if (broken != null) {
            w.lose(answered, ThrownElsewhere.lost(broken));
            return;
        }
        Watch watch = new Watch();
        watchdog.schedule(watch, callLimit.toNanos(), TimeUnit.NANOSECONDS);
        try {
            while (w.done < count) {
                w.send(this::handOverNew);
                answer(w, answered);
                w.done++;
                watch.last = System.nanoTime();
            }
        } catch (IOException e) {
            end(broken != null ? broken : Thread.currentThread().isInterrupted() ? "the check's time limit ran out"
                    : e.getClass().getSimpleName() + ": " + e.getMessage());
            w.lose(answered, ThrownElsewhere.lost(broken));
        } catch (RuntimeException e) {
            end("a queued call failed in the judge: " + e); // its answers are unread: the link cannot go on
            throw e;
        } finally {
            watch.over = true;
            calls += w.sent();
            queued += w.sent();
        }
    }

    /** Reads the answer to the window's next call (and the log of its draws), and hands it on. */
    private <T> void answer(CallWindow<T> w, CallWindow.Answered<T> answered) throws IOException {
        byte tag = in.readByte();
        RandomGenerator copied = w.copied();
        if (tag == Wire.VALUE) {
            T value = w.answered().result().read(in);
            replay(copied);
            answered.value(w.done, value);
        } else if (tag == Wire.THROWN) {
            w.answered();
            RuntimeException e = thrown();
            replay(copied);
            answered.thrown(w.done, e);
        } else {
            throw new Wire.BadFrame(tag == Wire.DRAW ? "a draw during a call that was handed no generator"
                    : "unexpected frame " + tag);
        }
    }

    /** The time limit of queued calls: it ends the link once no answer came for the call limit. */
    private final class Watch implements Runnable {
        volatile long last = System.nanoTime();
        volatile boolean over;

        @Override
        public void run() {
            if (over) {
                return;
            }
            long idle = System.nanoTime() - last;
            if (idle >= callLimit.toNanos()) {
                end("a call took longer than " + callLimit.toSeconds() + " s");
            } else {
                watchdog.schedule(this, callLimit.toNanos() - idle, TimeUnit.NANOSECONDS);
            }
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
     * nothing but the kernel's logged draws were; an engine's {@link SplittableRandom} as a
     * {@linkplain MirroredRandom mirror} of its state; any other generator draw by draw.
     * Returns the generator whose log is to be replayed after the call, or null.
     */
    private RandomGenerator handOver(RandomGenerator rng) throws IOException {
        OptionalLong state = rng instanceof SplittableRandom engine ? MirroredRandom.state(engine)
                : OptionalLong.empty();
        if (state.isPresent()) {
            out.writeByte(Wire.MIRROR);
            out.writeLong(state.getAsLong());
            return rng;
        }
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

    /**
     * How a queued call's generator goes over: none, or a copy of a check's generator nothing was
     * drawn from yet. A generator with draws cannot be queued: its copy in the kernel would have
     * to wait for the logs of the calls before it, and draws one by one would answer a call while
     * the next ones are already on their way.
     */
    private RandomGenerator handOverNew(RandomGenerator rng) throws IOException {
        if (rng != null && !(rng instanceof SeededRandom s && s.draws() == 0 && !copyIds.containsKey(s))) {
            throw new IllegalArgumentException("a queued call takes no generator or a new one of the check's own,"
                    + " not " + rng.getClass().getName());
        }
        return handOver(rng);
    }

    /**
     * Replays the kernel's logged draws on the generator handed over (a check's, so that it counts
     * them, or an engine's mirrored one): it advances as if the draws had been made on it.
     */
    private void replay(RandomGenerator s) throws IOException {
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
        if (s instanceof SeededRandom seeded) {
            copyDraws.put(copyIds.get(seeded), seeded.draws());
        }
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
        forwarded++;
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

    /** {@return calls and draws so far (the calls sent queued, the draws that were each a round trip), for the log} */
    String counts() {
        return calls + " calls (" + queued + " queued), " + draws + " draws (" + forwarded + " one by one)";
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
