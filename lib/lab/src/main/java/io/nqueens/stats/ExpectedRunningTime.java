package io.nqueens.stats;

/**
 * Expected running time (ERT), the cost measure of Hansen et al.'s COCO platform for comparing
 * optimisers that do not always succeed: the evaluations spent by all runs, solved or not, divided
 * by the number of solved runs. It is the expected cost of restarting a setting until it succeeds,
 * so it weighs a lower success rate and a higher cost per run on one scale. With no solved run it
 * is {@code +Infinity} (never NaN). O(n).
 */
public final class ExpectedRunningTime {
    private ExpectedRunningTime() {}

    /**
     * The ERT of a set of runs.
     *
     * @param evaluations the evaluations each run spent, finite and {@code >= 0}, at least one run
     * @param solved whether each run was solved, one entry per run
     * @return sum(evaluations) / successes, or {@code +Infinity} when no run was solved
     * @throws IllegalArgumentException when an array is null or empty, the lengths differ, or an
     *     evaluation count is negative, NaN or infinite (the message names the index)
     */
    public static double of(double[] evaluations, boolean[] solved) {
        check(evaluations, solved);
        double sum = 0;
        int successes = 0;
        for (int i = 0; i < evaluations.length; i++) {
            sum += evaluations[i];
            successes += solved[i] ? 1 : 0;
        }
        return successes == 0 ? Double.POSITIVE_INFINITY : sum / successes;
    }

    static void check(double[] evaluations, boolean[] solved) {
        Samples.nonNegative("evaluations", evaluations);
        Samples.notEmpty("solved", solved);
        Samples.sameLength("evaluations", evaluations.length, "solved", solved.length, "run");
    }
}
