package io.nqueens.assignments;

import io.nqueens.grading.wire.OperatorQueue;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;

import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * Many calls of a student's mutation or crossover, made in order, each on its own arrays with a
 * new generator of the check's own. An operator across a connection (the judge's stand-in) takes
 * them {@linkplain OperatorQueue queued}, {@value #CALLS} at a time as their outcomes are read, so a
 * check that stops at its first failure leaves at most the rest of one chunk made for nothing;
 * any other operator is called when an outcome is first read. Either way, reading call i's outcome
 * stops the check where a single call i would: at an exercise stub, a lost kernel or the check's
 * time limit. Read the outcomes in order.
 */
final class QueuedChunks {
    /** Calls queued at a time. */
    static final int CALLS = 1024;

    private QueuedChunks() {}

    /** What each call threw (null when it returned), by call. */
    @FunctionalInterface
    interface Thrown {
        Throwable get(int i);
    }

    /**
     * Makes {@code count} calls of {@code op} (a {@link Mutation} or a {@link Crossover}), call i as
     * {@code ask} gives it just before it is made (see {@link OperatorQueue.Ask}).
     */
    static Thrown each(Object op, int count, IntFunction<OperatorQueue.Ask> ask) {
        Throwable[] thrown = new Throwable[count];
        if (!(op instanceof OperatorQueue queue)) {
            IntConsumer made = inChunks(count, 1, (from, size) -> {
                OperatorQueue.Ask a = ask.apply(from);
                thrown[from] = Calls.attempt(() -> call(op, a));
            });
            return i -> {
                made.accept(i);
                return thrown[i];
            };
        }
        IntConsumer made = inChunks(count, CALLS, (from, size) -> {
            RuntimeException[] t = new RuntimeException[size];
            queue.each(size, k -> ask.apply(from + k), t);
            System.arraycopy(t, 0, thrown, from, size);
        });
        return i -> {
            made.accept(i);
            return read(thrown[i]);
        };
    }

    /** Makes calls {@code [from, from + size)}, in order. */
    @FunctionalInterface
    interface Chunk {
        void make(int from, int size);
    }

    /**
     * A function of i that makes, in order and {@code chunk} calls at a time, every call up to
     * call i not made yet (so a check that stops early leaves the rest of one chunk made at most).
     */
    static IntConsumer inChunks(int count, int chunk, Chunk make) {
        int[] made = {0};
        return i -> {
            while (i >= made[0]) {
                int size = Math.min(chunk, count - made[0]);
                CheckRunner.checkpoint();
                make.make(made[0], size);
                made[0] += size;
            }
        };
    }

    /**
     * What a queued call threw, as the check reads it: where a single call would have stopped the
     * check (the time limit, an exercise stub, a lost kernel), reading it does.
     */
    static Throwable read(Throwable thrown) {
        CheckRunner.checkpoint();
        if (thrown != null) {
            Calls.rethrowStub(thrown);
        }
        return thrown;
    }

    private static void call(Object op, OperatorQueue.Ask a) {
        int[][] x = a.arrays();
        if (op instanceof Mutation m) {
            m.mutate(x[0], a.rng());
        } else {
            ((Crossover) op).cross(x[0], x[1], x[2], x[3], a.rng());
        }
    }
}
