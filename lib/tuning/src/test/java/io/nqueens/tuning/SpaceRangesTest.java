package io.nqueens.tuning;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.nqueens.spec.EngineSpec;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A space is checked against the engine's own ranges when it is made, before any run: a range
 * the engine cannot take is refused naming the parameter, the value and its domain, and a typo
 * is reported at the parameter that holds it, not at the first one.
 */
class SpaceRangesTest {
    private static final EngineSpec BASE = EngineSpec.parse("""
            {"encoding": "PERMUTATION", "boardSize": 8, "populationSize": 20,
             "selector": {"op": "tournament", "k": 2}}""");

    private static String refused(Parameter... parameters) {
        return assertThrows(IllegalArgumentException.class, () -> Space.of(BASE, parameters)).getMessage();
    }

    @Test
    void aRateAboveOneIsRefusedNamingTheParameterValueAndRange() {
        String m = refused(Parameter.real("pm", "mutationRate", 0.01, 0.5, true),
                Parameter.real("pc", "crossoverRate", 0.5, 1.7, false));
        assertTrue(m.startsWith("parameter pc (key crossoverRate): its value 1.7 (in [0.5, 1.7]) is refused by the"
                + " engine, with pc=1.7: "), m);
    }

    @Test
    void moreElitesThanThePopulationIsRefused() {
        EngineSpec elitism = EngineSpec.parse("""
                {"encoding": "PERMUTATION", "boardSize": 8, "populationSize": 20,
                 "replacement": {"op": "elitism", "count": 1}}""");
        String m = assertThrows(IllegalArgumentException.class, () -> Space.of(elitism,
                Parameter.integer("elites", "replacement.count", 1, 30, false))).getMessage();
        assertTrue(m.startsWith("parameter elites (key replacement.count): its value 30 (in [1, 30]) is refused"), m);
        // Within the population, the same parameter is accepted; and with the population raced
        // up to 40, 30 elites are possible, so the range is kept (the race redraws what fails).
        assertEquals(1, Space.of(elitism, Parameter.integer("elites", "replacement.count", 1, 10, false))
                .parameters().size());
        assertEquals(2, Space.of(elitism, Parameter.integer("elites", "replacement.count", 1, 30, false),
                Parameter.integer("pop", "populationSize", 10, 40, false)).parameters().size());
    }

    @Test
    void aTypoInTheThirdParametersKeyIsReportedThere() {
        String m = refused(Parameter.real("pm", "mutationRate", 0.01, 0.5, true),
                Parameter.integer("pop", "populationSize", 10, 50, false),
                Parameter.real("pc", "crossoverRat", 0.5, 0.9, false));
        assertTrue(m.startsWith("parameter pc (key crossoverRat): its value 0.5 (in [0.5, 0.9]) is refused"), m);
    }

    @Test
    void aTypoInOneLabelsFormIsReportedAtThatParameterAndLabel() {
        Map<String, Object> selection = new LinkedHashMap<>();
        selection.put("tournament", Map.of("op", "tournament", "k", 2));
        selection.put("roulete", Map.of("op", "roulete"));
        String m = refused(Parameter.real("pm", "mutationRate", 0.01, 0.5, true),
                Parameter.categorical("selection", "selector", selection));
        assertTrue(m.startsWith("parameter selection (key selector): its value roulete (one of [tournament, roulete])"
                + " is refused by the engine"), m);
    }

    @Test
    void aConditionalParameterIsCheckedUnderItsParentsValue() {
        Map<String, Object> selection = new LinkedHashMap<>();
        selection.put("roulette", Map.of("op", "roulette"));
        selection.put("tournament", Map.of("op", "tournament", "k", 2));
        // k up to 20 in a population of 20 is fine under a tournament; roulette (listed first) has no k.
        Space s = Space.of(BASE, Parameter.categorical("selection", "selector", selection),
                Parameter.integer("k", "selector.k", 2, 20, false).when("selection", "tournament"));
        assertEquals(2, s.parameters().size());
        String m = refused(Parameter.categorical("selection", "selector", selection),
                Parameter.integer("k", "selector.k", 2, 21, false).when("selection", "tournament"));
        assertTrue(m.startsWith("parameter k (key selector.k): its value 21 (in [2, 21]) is refused by the engine,"
                + " with selection=tournament k=21: "), m);
    }

    @Test
    void combinationsRefusedOnlyTogetherAreDrawnAgainAndSaidSo() {
        // Each end passes with the other parameter somewhere, but k=40 with pop=10 does not.
        Space s = Space.of(BASE, Parameter.integer("k", "selector.k", 2, 40, false),
                Parameter.integer("pop", "populationSize", 10, 60, false));
        List<String> lines = new ArrayList<>();
        RaceResult r = RaceTest.small(s).onProgress(lines::add).run();
        assertTrue(lines.stream().anyMatch(l -> l.matches("iteration 1: \\d+ drawn configurations? (was|were) refused"
                + " by the engine and drawn again \\(e\\.g\\. .*\\)")), lines.toString());
        for (Configuration c : r.configurations()) {
            assertTrue((Long) c.values().get("k") <= (Long) c.values().get("pop"), c.toString());
        }
    }
}
