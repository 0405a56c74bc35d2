package io.nqueens.tuning;

import io.nqueens.stats.Friedman;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** A censored run ranks below every solved run, and censored runs tie among themselves. */
class CensoredRankingTest {

    @Test
    void censoredRunsRankBelowEverySolvedRunAndTie() {
        Outcome fastSolved = new Outcome(true, 120);
        Outcome slowSolved = new Outcome(true, 9_999);
        Outcome censoredCheap = new Outcome(false, 50); // stopped early, say: still unsolved
        Outcome censored = new Outcome(false, 10_000);
        double[] block = {censoredCheap.cost(), slowSolved.cost(), censored.cost(), fastSolved.cost()};
        double[][] ranks = Friedman.ranks(new double[][] {block, block});
        assertArrayEquals(new double[] {3.5, 2, 3.5, 1}, ranks[0], 0);
        assertEquals(Double.POSITIVE_INFINITY, censoredCheap.cost());
    }

    @Test
    void aConfigurationThatNeverSolvesIsDroppedByTheTest() {
        // 6 blocks, 4 configurations: the last never solves, the others solve at random costs.
        double[][] costs = new double[6][];
        for (int b = 0; b < 6; b++) {
            costs[b] = new double[] {100 + 37 * b % 11, 90 + 53 * b % 17, 95 + 29 * b % 13,
                new Outcome(false, 10).cost()};
        }
        Friedman f = Friedman.of(costs, 0.05);
        assertEquals(24.0, f.rankSums()[3]);
        assertEquals(true, f.worseThanBest()[3], f.toString());
    }
}
