package io.nqueens.engine;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A rate that stays, or drops by a fixed amount per generation down to 0 (document 003). */
class RateTest {

    @Test
    void aDecayingRateDropsLinearlyAndStopsAtZero() {
        Rate r = Rate.decaying(0.9, 0.1);
        assertEquals(0.9, r.at(0), 1e-12);
        assertEquals(0.6, r.at(3), 1e-12);
        assertEquals(0.0, r.at(9), 1e-12);
        assertEquals(0.0, r.at(20));
        assertEquals(0.3, Rate.of(0.3).at(1_000));
    }
}
