package io.nqueens.operators.selection;

import io.nqueens.engine.Population;
import io.nqueens.engine.TestPopulations;
import io.nqueens.fitness.Direction;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static io.nqueens.fitness.Direction.MAXIMIZE;
import static io.nqueens.fitness.Direction.MINIMIZE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Statistical checks of the selectors with fixed seeds and wide tolerances. */
class SelectionTest {
    private static final int PICKS = 100_000;

    /** Share of {@code picks} draws that chose each individual. */
    private static double[] shares(Selector s, Population p, long seed) {
        int[] into = new int[PICKS];
        s.select(p, PICKS, into, new SplittableRandom(seed));
        double[] share = new double[p.size()];
        for (int i : into) {
            share[i] += 1.0 / PICKS;
        }
        return share;
    }

    private static void assertShares(double[] expected, double[] actual, double tolerance) {
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], actual[i], tolerance, "share of individual " + i);
        }
    }

    private static double[] normalised(double... w) {
        double total = 0;
        for (double x : w) {
            total += x;
        }
        double[] out = new double[w.length];
        for (int i = 0; i < w.length; i++) {
            out[i] = w[i] / total;
        }
        return out;
    }

    @Test
    void rouletteAndSusPickProportionallyToTheWeights() {
        Population max = TestPopulations.of(MAXIMIZE, 1, 2, 3, 4, 0, -5);
        double[] maxWeights = normalised(1, 2, 3, 4, 0, 0);
        // Minimised scores weigh 1 / (1 + f).
        Population min = TestPopulations.of(MINIMIZE, 0, 1, 3, 9);
        double[] minWeights = normalised(1, 0.5, 0.25, 0.1);
        for (Selector s : new Selector[] {RouletteWheel.of(), StochasticUniversalSampling.of()}) {
            assertShares(maxWeights, shares(s, max, 1), 0.01);
            assertShares(minWeights, shares(s, min, 2), 0.01);
            assertShares(normalised(1, 1, 1, 1), shares(s, TestPopulations.of(MAXIMIZE, 0, 0, 0, 0), 3), 0.01);
        }
    }

    @Test
    void susGivesEachIndividualTheFloorOrCeilingOfItsExpectedCount() {
        SplittableRandom rng = new SplittableRandom(4);
        for (int t = 0; t < 500; t++) {
            int mu = 2 + rng.nextInt(40);
            double[] f = new double[mu];
            double total = 0;
            for (int i = 0; i < mu; i++) {
                f[i] = rng.nextDouble() < 0.2 ? 0 : rng.nextDouble() * 10;
                total += f[i];
            }
            if (total == 0) {
                continue;
            }
            int count = 1 + rng.nextInt(3 * mu);
            int[] into = new int[count];
            StochasticUniversalSampling.of().select(TestPopulations.of(MAXIMIZE, f), count, into, rng);
            int[] picks = new int[mu];
            for (int i : into) {
                picks[i]++;
            }
            for (int i = 0; i < mu; i++) {
                double expected = f[i] / total * count;
                assertTrue(picks[i] >= Math.floor(expected) - 1e-9 && picks[i] <= Math.ceil(expected) + 1e-9,
                        "individual " + i + " expected " + expected + " picks, got " + picks[i]);
            }
        }
    }

    @Test
    void susShufflesItsPicks() {
        int[] into = new int[40];
        StochasticUniversalSampling.of().select(TestPopulations.of(MAXIMIZE, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
                40, into, new SplittableRandom(5));
        boolean sorted = true;
        for (int k = 1; k < into.length; k++) {
            sorted &= into[k - 1] <= into[k];
        }
        assertTrue(!sorted, "picks come in random order, not in wheel order");
    }

    @Test
    void aTournamentOfTheWholePopulationWithoutReplacementAlwaysPicksABest() {
        SplittableRandom rng = new SplittableRandom(6);
        for (Direction d : Direction.values()) {
            for (int t = 0; t < 200; t++) {
                int mu = 2 + rng.nextInt(30);
                double[] f = new double[mu];
                for (int i = 0; i < mu; i++) {
                    f[i] = rng.nextInt(5); // ties with the best happen
                }
                Population p = TestPopulations.of(d, f);
                double best = p.fitness(p.bestIndex());
                int[] into = new int[50];
                Tournament.withoutReplacement(mu).select(p, into.length, into, rng);
                for (int i : into) {
                    assertEquals(best, p.fitness(i), "picked a non-best individual");
                }
            }
        }
    }

    @Test
    void aTournamentWithReplacementOfSizeMuMissesTheBestAboutOneTimeInE() {
        int mu = 10;
        double[] f = {5, 3, 9, 1, 4, 7, 2, 8, 6, 0};
        double[] share = shares(Tournament.of(mu), TestPopulations.of(MAXIMIZE, f), 7);
        double expected = 1 - Math.pow(1 - 1.0 / mu, mu); // 0.651
        System.out.printf("Tournament.of(10) with replacement in a population of 10 picks the best %.3f of the time%n",
                share[2]);
        assertEquals(expected, share[2], 0.01);
    }

    @Test
    void aTournamentOfOneIsUniform() {
        double[] f = {5, 3, 9, 1};
        assertShares(normalised(1, 1, 1, 1), shares(Tournament.of(1), TestPopulations.of(MAXIMIZE, f), 8), 0.01);
        assertShares(normalised(1, 1, 1, 1),
                shares(Tournament.withoutReplacement(1), TestPopulations.of(MAXIMIZE, f), 9), 0.01);
    }

    @Test
    void truncationNeverPicksOutsideTheTopShare() {
        SplittableRandom rng = new SplittableRandom(10);
        for (Direction d : Direction.values()) {
            for (int t = 0; t < 300; t++) {
                int mu = 1 + rng.nextInt(50);
                double share = 0.01 + 0.99 * rng.nextDouble();
                double[] f = new double[mu];
                for (int i = 0; i < mu; i++) {
                    f[i] = rng.nextInt(20);
                }
                Population p = TestPopulations.of(d, f);
                int top = Math.max(1, (int) (share * mu));
                double threshold = p.fitness(p.order()[top - 1]); // worst score inside the top share
                int[] into = new int[100];
                Truncation.of(share).select(p, into.length, into, rng);
                for (int i : into) {
                    assertTrue(!d.isBetter(threshold, p.fitness(i)),
                            "picked " + p.fitness(i) + ", outside the top " + top + " of " + mu);
                }
            }
        }
    }

    @Test
    void bestTiesOnlyPicksIndividualsTiedWithTheBestUnderPyevolvesLinearScaling() {
        SplittableRandom rng = new SplittableRandom(11);
        for (Direction d : Direction.values()) {
            for (int t = 0; t < 300; t++) {
                int mu = 2 + rng.nextInt(40);
                double[] f = new double[mu];
                for (int i = 0; i < mu; i++) {
                    f[i] = rng.nextInt(4) == 0 ? rng.nextInt(3) : 5 + rng.nextInt(10);
                }
                double[] scaled = pyevolveLinearScaling(f);
                double best = scaled[0];
                for (double s : scaled) {
                    best = d == MAXIMIZE ? Math.max(best, s) : Math.min(best, s);
                }
                int[] into = new int[60];
                BestTies.of().select(TestPopulations.of(d, f), into.length, into, rng);
                for (int i : into) {
                    assertEquals(best, scaled[i], "picked an individual not tied with the best");
                }
            }
        }
    }

    @Test
    void underMinimisationScalingCanTieNearBestIndividualsWithTheBest() {
        // Scores 5 and 6 both scale below 0 and are clipped to 0, the best scaled value.
        double[] f = new double[22];
        java.util.Arrays.fill(f, 10);
        f[0] = 5;
        f[1] = 6;
        double[] share = shares(BestTies.of(), TestPopulations.of(MINIMIZE, f), 12);
        assertEquals(0.5, share[0], 0.01);
        assertEquals(0.5, share[1], 0.01);
        // A unique best (no clipping: 0, 5, 6, 7 scale to 2.88, 4.68, 5.04, 5.4) is always picked.
        assertShares(new double[] {1, 0, 0, 0}, shares(BestTies.of(), TestPopulations.of(MINIMIZE, 0, 5, 6, 7), 13), 1e-6);
    }

    /** pyevolve's LinearScaling (multiplier 1.2), written out again from its definition. */
    private static double[] pyevolveLinearScaling(double[] f) {
        double c = 1.2;
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        double ave = 0;
        for (double x : f) {
            min = Math.min(min, x);
            max = Math.max(max, x);
            ave += x;
        }
        ave /= f.length;
        double a;
        double b;
        if (ave == max) {
            a = 1;
            b = 0;
        } else if (min > c * ave - max / c - 1.0) { // pyevolve's test, precedence as written there
            a = (c - 1) * ave / (max - ave);
            b = ave * (max - c * ave) / (max - ave);
        } else {
            a = ave / (ave - min);
            b = -min * ave / (ave - min);
        }
        double[] s = new double[f.length];
        for (int i = 0; i < f.length; i++) {
            s[i] = Math.max(0, f[i] * a + b);
        }
        return s;
    }

    @Test
    void linearRankWithPressureOneIsUniform() {
        Population p = TestPopulations.of(MAXIMIZE, 10, 1, 7, 3, 3, 100);
        assertShares(normalised(1, 1, 1, 1, 1, 1), shares(LinearRank.of(1.0), p, 14), 0.01);
    }

    @Test
    void linearRankFollowsItsFormula() {
        // mu = 5, s = 2: rank r (0 = worst) gets 2r / 20.
        Population p = TestPopulations.of(MINIMIZE, 4, 0, 3, 1, 2);
        assertShares(new double[] {0.0, 0.4, 0.1, 0.3, 0.2}, shares(LinearRank.of(2.0), p, 15), 0.01);
        // s = 1.5: (0.5)/5 + r/20 -> 0.1, 0.15, 0.2, 0.25, 0.3.
        assertShares(new double[] {0.1, 0.3, 0.15, 0.25, 0.2}, shares(LinearRank.of(1.5), p, 16), 0.01);
        // Ties share their ranks: scores 1, 1, 0 (maximised, s = 2) -> ranks {2, 1} share, rank 0 gets nothing.
        assertShares(new double[] {1.0 / 3 + 1.0 / 6, 1.0 / 3 + 1.0 / 6, 0},
                shares(LinearRank.of(2.0), TestPopulations.of(MAXIMIZE, 1, 1, 0), 17), 0.01);
    }
}
