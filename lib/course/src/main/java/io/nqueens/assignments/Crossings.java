package io.nqueens.assignments;

import io.nqueens.grading.wire.OperatorQueue;
import io.nqueens.operators.crossover.Crossover;

import java.util.function.IntFunction;

/** The crossover checks' samples of many crossings, made queued. O(genome length) a crossing. */
final class Crossings {
    private Crossings() {}

    /**
     * {@code count} crossings of two children each, crossing t of the parents {@code parents} gives
     * for it (copied) with {@code new CountingRandom(t)}, the children filled with {@link
     * CrossoverCheck#UNWRITTEN}: made {@linkplain QueuedChunks queued}; read them in order, each once.
     */
    static IntFunction<CrossoverCheck.Crossing> queued(Crossover op, int count, IntFunction<int[][]> parents) {
        int[][][] arrays = new int[count][][];
        CountingRandom[] rngs = new CountingRandom[count];
        QueuedChunks.Thrown thrown = QueuedChunks.each(op, count, t -> {
            int[][] p = parents.apply(t);
            arrays[t] = CrossoverCheck.arrays(p[0], p[1], true, ChildArrays.UNWRITTEN);
            rngs[t] = new CountingRandom(t);
            return new OperatorQueue.Ask(arrays[t], rngs[t]);
        });
        return t -> {
            Throwable error = thrown.get(t);
            int[][] a = arrays[t];
            arrays[t] = null;
            return new CrossoverCheck.Crossing(a[0], a[1], a[2], a[3], error, rngs[t].draws());
        };
    }
}
