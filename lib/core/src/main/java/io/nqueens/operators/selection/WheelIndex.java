package io.nqueens.operators.selection;

/**
 * A roulette wheel's lookup: given non-decreasing cumulative weights, finds the first index whose
 * cumulative weight exceeds a point r, the same index a binary search finds, in expected O(1)
 * instead of O(log μ). It keeps a guide table (Chen and Asau's method): the wheel's total is cut
 * into μ equal buckets, and each bucket remembers where its search may start, so a lookup reads
 * one guide entry and steps over about one weight. A binary search on a wheel of 1,000 takes ten
 * steps whose branches the processor cannot predict; on document 001's configuration (2,000
 * spins a generation) they were more than half of the run's time.
 *
 * <p>Building costs O(μ) time and memory. The answer never depends on the guide, which is only a
 * starting point: a lookup walks back while the weight before it already exceeds r, then forward
 * while its own does not, so rounding in the bucket arithmetic cannot change which index is
 * picked, and a seeded run picks exactly the parents the binary search picked.
 */
final class WheelIndex {
    private final double[] cumulative;
    private final int[] guide; // guide[j]: first index whose cumulative weight exceeds j / scale
    private final double scale; // buckets per unit of weight

    /**
     * An index over {@code cumulative}, which must be non-empty and non-decreasing with a positive
     * last entry (the total); the array is read, not copied, so it must not change afterwards.
     */
    WheelIndex(double[] cumulative) {
        int mu = cumulative.length;
        this.cumulative = cumulative;
        this.guide = new int[mu];
        this.scale = mu / cumulative[mu - 1];
        int i = 0;
        for (int j = 0; j < mu; j++) {
            double bucketStart = j / scale;
            while (i < mu - 1 && cumulative[i] <= bucketStart) {
                i++;
            }
            guide[j] = i;
        }
    }

    /**
     * The first index whose cumulative weight exceeds {@code r}, or the last index when none does
     * (r at or above the total). O(1) expected for r drawn uniformly from [0, total).
     *
     * @param r a point on the wheel, normally in [0, total)
     * @return an index in [0, μ)
     */
    int firstAbove(double r) {
        int last = cumulative.length - 1;
        int i = guide[Math.max(0, Math.min(last, (int) (r * scale)))];
        while (i > 0 && cumulative[i - 1] > r) {
            i--;
        }
        // Written as "not above" so that a NaN point goes to the end, as in a binary search. With
        // near-equal weights the answer is the guide's index or the next one, a coin toss that
        // the branch predictor would miss: the first two steps are taken without branching.
        i += (i < last) & !(cumulative[i] > r) ? 1 : 0;
        i += (i < last) & !(cumulative[i] > r) ? 1 : 0;
        while (i < last && !(cumulative[i] > r)) {
            i++;
        }
        return i;
    }
}
