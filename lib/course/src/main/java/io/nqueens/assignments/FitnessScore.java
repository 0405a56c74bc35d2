package io.nqueens.assignments;

import io.nqueens.fitness.Fitness;

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
        int[] given = REUSED.get().computeIfAbsent(genes.length, int[]::new);
        System.arraycopy(genes, 0, given, 0, genes.length);
        return in(f, given, n);
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
