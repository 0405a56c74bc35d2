package io.nqueens.stats;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Friedman's statistic on Hollander and Wolfe's rounding-first-base times (22 players, 3 methods;
 * the worked example of R's {@code friedman.test}: Q = 11.143, df = 2, p = 0.003805), its
 * post-hoc against the best, and the same figures from R itself where R is installed.
 */
class FriedmanTest {

    /** Hollander and Wolfe (1973), p. 140: round out, narrow angle, wide angle. */
    static final double[][] ROUNDING_TIMES = {
        {5.40, 5.50, 5.55}, {5.85, 5.70, 5.75}, {5.20, 5.60, 5.50}, {5.55, 5.50, 5.40},
        {5.90, 5.85, 5.70}, {5.45, 5.55, 5.60}, {5.40, 5.40, 5.35}, {5.45, 5.50, 5.35},
        {5.25, 5.15, 5.00}, {5.85, 5.80, 5.70}, {5.25, 5.20, 5.10}, {5.65, 5.55, 5.45},
        {5.60, 5.35, 5.45}, {5.05, 5.00, 4.95}, {5.50, 5.50, 5.40}, {5.45, 5.55, 5.50},
        {5.55, 5.55, 5.35}, {5.45, 5.50, 5.55}, {5.50, 5.45, 5.25}, {5.65, 5.60, 5.40},
        {5.70, 5.65, 5.55}, {6.30, 6.30, 6.25}};

    @Test
    void theRoundingTimesGiveThePublishedStatistic() {
        Friedman f = Friedman.of(ROUNDING_TIMES, 0.05);
        assertEquals(11.143, f.statistic(), 5e-4);
        assertEquals(0.003805, f.p(), 5e-7);
        assertArrayEquals(new double[] {53.0, 47.0, 32.0}, f.rankSums(), 1e-12);
        assertEquals(2, f.best(), "the wide angle is fastest");
    }

    @Test
    void thePostHocDropsTheTreatmentsFarFromTheBest() {
        // A = sum of squared ranks = 306, sum R^2 = 6,018; by hand (and by R below):
        // t(0.975, 42) * sqrt(2 (22 * 306 - 6018) / 42) = 2.01808 * 5.73212 = 11.568: round out
        // (53 - 32 = 21) and narrow angle (47 - 32 = 15) both differ from the wide angle.
        Friedman f = Friedman.of(ROUNDING_TIMES, 0.05);
        assertEquals(List.of(0, 1), f.dropped());
        assertEquals(11.568, f.criticalDifference(), 1e-3);
        // At alpha = 0.001 the test itself is not significant: no post-hoc, nobody dropped.
        Friedman strict = Friedman.of(ROUNDING_TIMES, 0.001);
        assertEquals(List.of(), strict.dropped());
        assertTrue(Double.isNaN(strict.criticalDifference()));
    }

    @Test
    void tiesShareTheirMeanRankAndAllTiedBlocksGiveNoEvidence() {
        double[][] r = Friedman.ranks(new double[][] {{3, 1, 3, 2}, {5, 5, 5, 5}});
        assertArrayEquals(new double[] {3.5, 1, 3.5, 2}, r[0], 0);
        assertArrayEquals(new double[] {2.5, 2.5, 2.5, 2.5}, r[1], 0);
        Friedman flat = Friedman.of(new double[][] {{1, 1}, {2, 2}, {7, 7}}, 0.05);
        assertEquals(1.0, flat.p());
        assertEquals(0.0, flat.statistic());
        assertFalse(flat.worseThanBest()[0] || flat.worseThanBest()[1]);
    }

    @Test
    void badTablesAreRefusedNamingTheFault() {
        assertEquals("costs must hold at least 2 blocks of at least 2 treatments, was 1 blocks of 3",
                assertThrows(IllegalArgumentException.class, () -> Friedman.of(new double[][] {{1, 2, 3}}, 0.05))
                        .getMessage());
        assertEquals("costs: block 1 holds 2 values, block 0 holds 3", assertThrows(IllegalArgumentException.class,
                () -> Friedman.of(new double[][] {{1, 2, 3}, {1, 2}}, 0.05)).getMessage());
        assertEquals("costs: block 1, treatment 0 is NaN", assertThrows(IllegalArgumentException.class,
                () -> Friedman.of(new double[][] {{1, 2}, {Double.NaN, 2}}, 0.05)).getMessage());
        assertEquals("alpha must be in (0, 1), was 1.0", assertThrows(IllegalArgumentException.class,
                () -> Friedman.of(ROUNDING_TIMES, 1)).getMessage());
    }

    /** R's friedman.test and Conover's threshold computed in R, on the same data. */
    @Test
    void rAgreesWhereItIsInstalled() throws Exception {
        Path rscript = Path.of("/usr/bin/Rscript");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(rscript),
                "R's friedman.test comparison: no /usr/bin/Rscript (apt-get install r-base-core)");
        StringBuilder m = new StringBuilder("x <- matrix(c(");
        for (int i = 0; i < ROUNDING_TIMES.length; i++) {
            for (int j = 0; j < 3; j++) {
                m.append(i + j == 0 ? "" : ",").append(ROUNDING_TIMES[i][j]);
            }
        }
        m.append("), nrow = 22, byrow = TRUE)\n")
                .append("f <- friedman.test(x)\n")
                .append("r <- t(apply(x, 1, rank)); R <- colSums(r); A <- sum(r^2); b <- 22; k <- 3\n")
                .append("cd <- qt(0.975, (b - 1) * (k - 1)) * sqrt(2 * (b * A - sum(R^2)) / ((b - 1) * (k - 1)))\n")
                .append("cat(sprintf('%.12f %.12f %.12f\\n', f$statistic, f$p.value, cd))\n");
        Path script = Files.createTempFile("friedman", ".R");
        try {
            Files.writeString(script, m);
            Process p = new ProcessBuilder(rscript.toString(), script.toString()).redirectErrorStream(true).start();
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "Rscript did not finish within 60 s");
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
            assertEquals(0, p.exitValue(), out);
            String[] v = out.split("\\s+");
            Friedman f = Friedman.of(ROUNDING_TIMES, 0.05);
            assertEquals(Double.parseDouble(v[0]), f.statistic(), 1e-9);
            assertEquals(Double.parseDouble(v[1]), f.p(), 1e-9);
            assertEquals(Double.parseDouble(v[2]), f.criticalDifference(), 1e-9);
        } finally {
            Files.deleteIfExists(script);
        }
    }
}
