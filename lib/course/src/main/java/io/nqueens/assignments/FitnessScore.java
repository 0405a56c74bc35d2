package io.nqueens.assignments;

import io.nqueens.fitness.Fitness;
import io.nqueens.grading.wire.FitnessQueue;

import java.util.function.IntConsumer;
import java.util.function.IntFunction;

/**
 * A student fitness's score of one board, or what scoring threw, and the two ways the checks
 * hand it boards: a fresh copy (the student's code may write to it), or one array per genome
 * length reused call after call and changed in place, as the engine scores its genomes, so that a
 * fitness remembering a board by reference (and returning its old score) is wrong here as it is
 * there. Per thread: a check's rules run in one worker. O(genome length) a call.
 *
 * @param value the score (NaN when it threw)
 * @param error what scoring threw, or null
 */
record FitnessScore(double value, Throwable error) {
    private static final ThreadLocal<java.util.Map<Integer, int[]>> REUSED =
            ThreadLocal.withInitial(java.util.HashMap::new);

    String shown() {
        return error != null ? Text.thrown(error) : "gave " + Text.number(value);
    }

    /** {@return the score of a fresh copy of {@code genes}} */
    static FitnessScore of(Fitness f, int[] genes, int n) {
        return in(f, genes.clone(), n);
    }

    /** {@return the score of {@code genes} copied into this thread's reused array of their length} */
    static FitnessScore inPlace(Fitness f, int[] genes, int n) {
        return in(f, reused(genes), n);
    }

    /** {@return this thread's reused array of the length of {@code genes}, now holding them} */
    static int[] reused(int[] genes) {
        int[] given = REUSED.get().computeIfAbsent(genes.length, int[]::new);
        System.arraycopy(genes, 0, given, 0, genes.length);
        return given;
    }

    /**
     * The outcomes of {@code count} calls made in order, call i as {@code ask} gives it just
     * before it is made: {@code evaluate(genes, n)}, or {@code optimum(n)} where the genes are null
     * (the value is then the optimum). A fitness across a connection (the judge's stand-in) takes
     * them {@linkplain FitnessQueue queued}, {@link QueuedChunks#CALLS} at a time as the outcomes
     * are read: a few round trips for thousands of calls. Any other is called when an outcome is
     * first read. Either way, reading call i's outcome stops the check where a single call i
     * would: at an exercise stub, a lost kernel or the check's time limit. Read the outcomes in
     * order.
     */
    static Outcomes each(Fitness f, int count, IntFunction<FitnessQueue.Ask> ask) {
        FitnessScore[] made = new FitnessScore[count];
        if (!(f instanceof FitnessQueue queue)) {
            IntConsumer upTo = QueuedChunks.inChunks(count, 1, (from, size) -> {
                FitnessQueue.Ask a = ask.apply(from);
                made[from] = a.genes() != null ? in(f, a.genes(), a.n()) : optimum(f, a.n());
            });
            return i -> {
                upTo.accept(i);
                return made[i];
            };
        }
        IntConsumer upTo = QueuedChunks.inChunks(count, QueuedChunks.CALLS, (from, size) -> {
            double[] values = new double[size];
            RuntimeException[] thrown = new RuntimeException[size];
            queue.each(size, k -> ask.apply(from + k), values, thrown);
            for (int k = 0; k < size; k++) {
                made[from + k] = new FitnessScore(thrown[k] == null ? values[k] : Double.NaN, thrown[k]);
            }
        });
        return i -> {
            upTo.accept(i);
            QueuedChunks.read(made[i].error());
            return made[i];
        };
    }

    /** The outcomes of {@link #each}'s calls, by call. */
    @FunctionalInterface
    interface Outcomes {
        FitnessScore get(int i);
    }

    /** {@return the value, or what the call threw, thrown again} */
    double valueOrThrow() {
        if (error instanceof RuntimeException e) {
            throw e;
        }
        if (error instanceof Error e) {
            throw e;
        }
        if (error != null) {
            throw new IllegalStateException(error);
        }
        return value;
    }

    /** {@return {@code f.optimum(n)}, or what it threw} */
    static FitnessScore optimum(Fitness f, int n) {
        double[] value = {Double.NaN};
        Throwable error = Calls.attempt(() -> value[0] = f.optimum(n));
        return new FitnessScore(value[0], error);
    }

    private static FitnessScore in(Fitness f, int[] given, int n) {
        double[] value = {Double.NaN};
        Throwable error = Calls.attempt(() -> value[0] = f.evaluate(given, n));
        return new FitnessScore(value[0], error);
    }

    /** {@return whether two scores agree, to 1e-9 relative} */
    static boolean same(double a, double b) {
        return a == b || Math.abs(a - b) <= 1e-9 * Math.max(1.0, Math.abs(b));
    }
}
