package io.nqueens.stats;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class McNemarTest {
    @Test
    void countsTheFourCellsAndTakesThePFromTheDiscordantOnes() {
        // 12 seeds: 2 solved by both, 1 by the first only, 9 by the second only, 0 by neither.
        boolean[] first = {true, true, true, false, false, false, false, false, false, false, false, false};
        boolean[] second = {true, true, false, true, true, true, true, true, true, true, true, true};
        McNemar m = McNemar.of(first, second);
        assertEquals(new McNemar(2, 1, 9, 0, m.p()), m);
        assertEquals(10, m.discordant());
        assertEquals(12, m.seeds());
        // By hand: 2 · (C(10,0) + C(10,1)) / 2^10 = 22/1024; scipy binomtest(1, 10).pvalue agrees.
        // Commons Math's binomial probabilities are not exact dyadic fractions: within one ulp.
        assertEquals(22.0 / 1024, m.p(), Math.ulp(22.0 / 1024));
    }

    @Test
    void exactPMatchesHandValuesAndScipy() {
        assertEquals(2.0 / 32, McNemar.exactP(0, 5), 0.0);     // 2 · 2^-5
        assertEquals(0.5, McNemar.exactP(2, 0), 0.0);          // 2 · 2^-2
        assertEquals(1.0, McNemar.exactP(3, 4), 0.0);          // the tail is over half the mass
        assertEquals(1.0, McNemar.exactP(0, 1), 0.0);          // 2 · 1/2
        // scipy.stats.binomtest(k, n, 0.5).pvalue, scipy 1.10.1
        assertEquals(0.09276544997048897, McNemar.exactP(400, 450), 1e-12 * 0.0928);
        assertEquals(0.00027856396103923377, McNemar.exactP(1400, 1600), 1e-11 * 0.00028);
        // Either side of 1,000 discordant seeds, where the hand-written summation used to change.
        assertEquals(0.2174482932041409, McNemar.exactP(480, 520), 1e-12 * 0.217);
        assertEquals(0.20610731083295317, McNemar.exactP(480, 521), 1e-12 * 0.206);
        // Far beyond where 2^-n underflows.
        assertEquals(0.005211904014323953, McNemar.exactP(10_000, 10_400), 1e-10 * 0.0052);
    }

    @Test
    void noDiscordantSeedGivesPOne() {
        boolean[] same = {true, false, true, true, false};
        McNemar m = McNemar.of(same, same.clone());
        assertEquals(new McNemar(3, 0, 0, 2, 1.0), m);
    }

    @Property(tries = 200)
    void pIsAProbabilitySymmetricInTheTwoSettingsAndFallsAsTheImbalanceGrows(
            @ForAll @IntRange(min = 0, max = 300) int b, @ForAll @IntRange(min = 0, max = 300) int c) {
        double p = McNemar.exactP(b, c);
        assertTrue(p >= 0 && p <= 1, "p = " + p);
        assertEquals(p, McNemar.exactP(c, b), 0.0);
        if (b < c) {
            assertTrue(McNemar.exactP(b, c + 1) <= p, "more imbalance must not raise p");
        }
    }

    @Test
    void badInputIsNamed() {
        assertMessage("first and second must have the same length (one entry per seed), were 2 and 3",
                () -> McNemar.of(new boolean[2], new boolean[3]));
        assertMessage("first must not be empty (length must be at least 1)",
                () -> McNemar.of(new boolean[0], new boolean[0]));
        assertMessage("second must not be null", () -> McNemar.of(new boolean[1], null));
        assertMessage("onlyFirst must be at least 0, was -1", () -> McNemar.exactP(-1, 3));
        assertMessage("p must be a probability in [0, 1], was 1.5", () -> new McNemar(1, 1, 1, 1, 1.5));
    }

    static void assertMessage(String expected, Runnable call) {
        var e = assertThrows(IllegalArgumentException.class, call::run);
        assertEquals(expected, e.getMessage());
    }
}
