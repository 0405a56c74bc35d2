package io.nqueens.stats;

import io.nqueens.Checks;
import org.apache.commons.math3.distribution.ChiSquaredDistribution;
import org.apache.commons.math3.distribution.TDistribution;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Friedman's rank test for k treatments (a racing tuner's configurations) observed on the same b
 * blocks (instances), with Conover's post-hoc comparison against the best treatment. Each block's
 * costs are ranked from 1 (lowest cost), ties sharing their mean rank; R_j is treatment j's rank
 * sum.
 *
 * <ul>
 *   <li><b>Statistic</b>, with the tie correction R's {@code friedman.test} uses:
 *   {@code Q = 12·Σ(R_j - b(k+1)/2)² / (b·k(k+1) - Σ(t³ - t)/(k-1))} over the groups of t tied
 *   values within blocks; p is the upper tail of χ² with k - 1 degrees of freedom.</li>
 *   <li><b>Post-hoc</b> (Conover, <i>Practical Nonparametric Statistics</i>, 3rd ed., section
 *   5.8): treatments i and j differ when
 *   {@code |R_i - R_j| > t(1-α/2, (b-1)(k-1))·sqrt(2(b·A - ΣR_j²) / ((b-1)(k-1)))}, with
 *   {@code A = Σ r²} over all ranks. Only done when Q is significant at α.</li>
 * </ul>
 * When every block ranks every treatment alike (all tied), Q is undefined: p = 1, nobody differs.
 * Cost: O(b·k log k).
 *
 * @param statistic Q
 * @param p the χ² upper-tail p-value, in [0, 1]
 * @param rankSums R_j per treatment, in input order
 * @param criticalDifference the post-hoc threshold on |R_i - R_j|, or NaN when Q was not
 *     significant (no post-hoc)
 * @param best the treatment with the lowest rank sum (the first of equals)
 * @param worseThanBest whether each treatment's rank sum exceeds the best's by more than the
 *     critical difference (all false when Q was not significant)
 */
public record Friedman(double statistic, double p, double[] rankSums, double criticalDifference, int best,
        boolean[] worseThanBest) {

    /**
     * Runs the test.
     *
     * @param costs one row per block, one column per treatment; at least 2 blocks and 2
     *     treatments, every row as long, no NaN
     * @param alpha the level of both the test and the post-hoc, in (0, 1)
     * @return the test's figures and decisions
     * @throws IllegalArgumentException naming a ragged or short table, a NaN or a bad alpha
     */
    public static Friedman of(double[][] costs, double alpha) {
        double[][] ranks = ranks(costs);
        if (!(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("alpha must be in (0, 1), was " + alpha);
        }
        int b = ranks.length;
        int k = ranks[0].length;
        double[] r = new double[k];
        double a = 0;
        for (double[] row : ranks) {
            for (int j = 0; j < k; j++) {
                r[j] += row[j];
                a += row[j] * row[j];
            }
        }
        double centre = b * (k + 1) / 2.0;
        double spread = 0;
        double sumR2 = 0;
        int best = 0;
        for (int j = 0; j < k; j++) {
            spread += (r[j] - centre) * (r[j] - centre);
            sumR2 += r[j] * r[j];
            best = r[j] < r[best] ? j : best;
        }
        double denominator = b * k * (k + 1.0) - tieSum(ranks) / (k - 1);
        double q = denominator > 0 ? 12 * spread / denominator : 0;
        double p = denominator > 0 ? new ChiSquaredDistribution(null, k - 1).cumulativeProbability(q) : 0;
        p = denominator > 0 ? 1 - p : 1;
        boolean[] worse = new boolean[k];
        double critical = Double.NaN;
        if (p < alpha) {
            double df = (b - 1.0) * (k - 1.0);
            critical = new TDistribution(null, df).inverseCumulativeProbability(1 - alpha / 2)
                    * Math.sqrt(2 * (b * a - sumR2) / df);
            for (int j = 0; j < k; j++) {
                worse[j] = r[j] - r[best] > critical;
            }
        }
        return new Friedman(q, Math.max(0, Math.min(1, p)), r, critical, best, worse);
    }

    /**
     * Ranks each row from 1 (lowest), ties sharing their mean rank.
     *
     * @param costs one row per block; at least 2 rows of at least 2 values, all as long, no NaN
     * @return the ranks, a new array of the same shape
     */
    public static double[][] ranks(double[][] costs) {
        Checks.notNull("costs", costs);
        if (costs.length < 2 || costs[0] == null || costs[0].length < 2) {
            throw new IllegalArgumentException("costs must hold at least 2 blocks of at least 2 treatments, was "
                    + costs.length + " blocks" + (costs.length > 0 && costs[0] != null ? " of " + costs[0].length : ""));
        }
        double[][] ranks = new double[costs.length][];
        for (int i = 0; i < costs.length; i++) {
            if (costs[i] == null || costs[i].length != costs[0].length) {
                throw new IllegalArgumentException("costs: block " + i + " holds "
                        + (costs[i] == null ? "null" : costs[i].length + " values") + ", block 0 holds "
                        + costs[0].length);
            }
            ranks[i] = rankRow(costs[i], i);
        }
        return ranks;
    }

    private static double[] rankRow(double[] row, int block) {
        int k = row.length;
        Integer[] order = new Integer[k];
        for (int j = 0; j < k; j++) {
            if (Double.isNaN(row[j])) {
                throw new IllegalArgumentException("costs: block " + block + ", treatment " + j + " is NaN");
            }
            order[j] = j;
        }
        Arrays.sort(order, (x, y) -> Double.compare(row[x], row[y]));
        double[] rank = new double[k];
        for (int i = 0; i < k; ) {
            int e = i;
            while (e + 1 < k && row[order[e + 1]] == row[order[i]]) {
                e++;
            }
            double mean = (i + e) / 2.0 + 1; // positions i..e hold ranks i+1..e+1
            for (int t = i; t <= e; t++) {
                rank[order[t]] = mean;
            }
            i = e + 1;
        }
        return rank;
    }

    /** Σ(t³ - t) over groups of t equal ranks within each block. */
    private static double tieSum(double[][] ranks) {
        double sum = 0;
        for (double[] row : ranks) {
            double[] sorted = row.clone();
            Arrays.sort(sorted);
            for (int i = 0; i < sorted.length; ) {
                int e = i;
                while (e + 1 < sorted.length && sorted[e + 1] == sorted[i]) {
                    e++;
                }
                double t = e - i + 1;
                sum += t * t * t - t;
                i = e + 1;
            }
        }
        return sum;
    }

    /** {@return the treatments the post-hoc finds worse than the best, in input order} */
    public List<Integer> dropped() {
        List<Integer> out = new ArrayList<>();
        for (int j = 0; j < worseThanBest.length; j++) {
            if (worseThanBest[j]) {
                out.add(j);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return String.format("Friedman Q = %.4f, p = %.4g, rank sums %s, critical difference %.4f, dropped %s",
                statistic, p, Arrays.toString(rankSums), criticalDifference, dropped());
    }
}
