package io.nqueens.assignments;

import io.nqueens.grading.wire.OperatorQueue;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;

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
        int[] made = {0};
        if (!(op instanceof OperatorQueue queue)) {
            return i -> {
                for (; made[0] <= i; made[0]++) {
                    OperatorQueue.Ask a = ask.apply(made[0]);
                    thrown[made[0]] = Calls.attempt(() -> call(op, a));
                }
                return thrown[i];
            };
        }
        return i -> {
            while (i >= made[0]) {
                int from = made[0];
                int size = Math.min(CALLS, count - from);
                RuntimeException[] t = new RuntimeException[size];
                CheckRunner.checkpoint();
                queue.each(size, k -> ask.apply(from + k), t);
                System.arraycopy(t, 0, thrown, from, size);
                made[0] += size;
            }
            CheckRunner.checkpoint();
            if (thrown[i] != null) {
                Calls.rethrowStub(thrown[i]);
            }
            return thrown[i];
        };
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
