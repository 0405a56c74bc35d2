package io.nqueens.bench;

import io.nqueens.stats.Bootstrap;
import io.nqueens.stats.WilsonInterval;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Section 6's line on wall time: the race against irace at the same budget, in one run. */
class RacingReportTest {

    @Test
    void theWallLineGivesBothTimesAndTheirRatio() {
        RacingComparison.Contender race = new RacingComparison.Contender("race", 1, 720, 43.25, "c58", null, null);
        RacingComparison.Contender irace = new RacingComparison.Contender("irace", 1, 719, 129.9, "x", null, null);
        assertEquals("  wall time at the same budget (720 vs 719 runs): race 43.3 s, irace 129.9 s,"
                + " irace / race = 3.00\n", RacingReport.wallLine(race, irace));
    }

    /** Figures that solve the first {@code solved} of {@code of} instances, each at {@code cost}. */
    private static HeldOutRetest.Figures figures(String name, int solved, int of, double cost) {
        boolean[] s = new boolean[of];
        double[] e = new double[of];
        for (int i = 0; i < of; i++) {
            s[i] = i < solved;
            e[i] = i < solved ? cost + i : 5_000;
        }
        return new HeldOutRetest.Figures(name, s, e, WilsonInterval.of(solved, of),
                Bootstrap.ert(e, s, new SplittableRandom(1), 200, 0.95));
    }

    @Test
    void theSignTestCountsSuccessesFirstThenEvaluationsAndDropsExactTies() {
        List<HeldOutRetest.Figures> races = List.of(figures("race s1", 9, 10, 100), figures("race s2", 8, 10, 100),
                figures("race s3", 8, 10, 100), figures("race s4", 8, 10, 300));
        List<HeldOutRetest.Figures> iraces = List.of(figures("irace s1", 7, 10, 100),
                figures("irace s2", 8, 10, 100), figures("irace s3", 8, 10, 200), figures("irace s4", 9, 10, 100));
        RacingSeeds.Signs signs = RacingSeeds.signs(races, iraces);
        // s1: more successes; s2: an exact tie, dropped; s3: same successes, fewer evaluations; s4: irace's.
        assertEquals(new RacingSeeds.Signs(2, 1), signs);
        assertEquals(1.0, signs.p(), 1e-12);
        assertEquals(1.0, new RacingSeeds.Signs(0, 0).p());
        assertEquals(0.0625, new RacingSeeds.Signs(5, 0).p(), 1e-12);
    }

    @Test
    void thePooledVerdictPairsEachSeedsRaceWithItsIraceAndSaysWhichIsBetter() {
        List<RacingComparison.Contender> races = List.of(new RacingComparison.Contender("race", 1, 100, 2, "a", null,
                null), new RacingComparison.Contender("race", 2, 100, 3, "b", null, null));
        List<RacingComparison.Contender> iraces = List.of(new RacingComparison.Contender("irace", 1, 99, 6, "c", null,
                null), RacingComparison.Contender.skipped("irace", 2, "irace failed (exit 1)"));
        // Seed 1 alone: 30 of 30 against 20 of 30, so McNemar's p = 2^-9 on 10 discordant pairs.
        List<HeldOutRetest.Figures> figures = List.of(figures("race s1", 30, 30, 100), figures("race s2", 0, 30, 1),
                figures("irace s1", 20, 30, 100));
        Results results = new Results();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        RacingSeeds.report("x", races, iraces, figures, 0.05, results, new PrintStream(bytes, true,
                StandardCharsets.UTF_8));
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(out.contains("  race s2: not compared, irace irace failed (exit 1)\n"), out);
        assertTrue(out.contains("  pooled over 1 seeds (30 pairs): race 30 solved, irace 20; race is better (McNemar"
                + " p = 0.002 (only race solved 10, only irace 0)"), out);
        assertTrue(out.contains("sign test over seeds: the race better on 1, irace on 0, tied 0; p = 1.000 (under 6"
                + " seeds it cannot reach p < 0.05)\n"), out);
        assertTrue(out.contains("target (race's pick no worse than irace's at the same budget, pooled paired tests):"
                + " met: the race's picks are better\n"), out);
        assertTrue(out.endsWith("  seed 1: wall time at the same budget (100 vs 99 runs): race 2.0 s, irace 6.0 s,"
                + " irace / race = 3.00\n  wall time over the seeds: race 2.0 s, irace 6.0 s, irace / race = 3.00\n"),
                out);
        assertEquals(List.of("p_mcnemar space=x;seed=1 0.001953125", "p_mcnemar space=x;seeds=1 0.001953125",
                "held_out_successes space=x;seeds=1 30.0", "held_out_successes space=x;seeds=1 20.0",
                "target_met_race_no_worse_than_irace space=x;seeds=1 1.0", "wall_ratio space=x;seed=1 3.0",
                "wall_ratio space=x;seeds=1 3.0"), results.rows().stream().filter(r -> !r.metric().startsWith(
                "p_wilcoxon") && !r.metric().startsWith("held_out_ert") && !r.metric().startsWith("p_sign"))
                .map(r -> r.metric() + " " + r.param() + " " + r.value()).toList());
    }
}
