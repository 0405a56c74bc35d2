package io.nqueens.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Section 6's line on wall time: the race against irace at the same budget, in one run. */
class RacingReportTest {

    @Test
    void theWallLineGivesBothTimesAndTheirRatio() {
        RacingComparison.Contender race = new RacingComparison.Contender("race", 720, 43.25, "c58", null, null);
        RacingComparison.Contender irace = new RacingComparison.Contender("irace", 719, 129.9, "x", null, null);
        assertEquals("  wall time at the same budget (720 vs 719 runs): race 43.3 s, irace 129.9 s,"
                + " irace / race = 3.00\n", RacingReport.wallLine(race, irace));
    }
}
