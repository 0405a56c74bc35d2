package io.nqueens.bench;

import io.nqueens.engine.Engine;
import io.nqueens.spec.EngineSpec;
import io.nqueens.tuning.Configuration;
import io.nqueens.tuning.Parameter;
import io.nqueens.tuning.Space;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two spaces of section 6. Notebook 06's is the 80-setting grid at N = 8 ({@link
 * RacingComparison#GRID}). The larger one is a conditional space of a permutation GA for N = 16
 * to 24: selection (tournament, roulette, linear rank, truncation), the tournament's size 2 to 8
 * only with a tournament, crossover (PMX, OX, CX, cut-and-crossfill), mutation (swap, inversion,
 * shuffle-indexes), population 20 to 400 and mutation rate 0.02 to 0.9 on log scales, crossover
 * rate 0.3 to 1. Its coarse grid fixes the ranges at a few points (192 settings); a full grid of
 * it does not exist (three of its parameters are continuous or nearly so).
 */
final class RacingSpaces {
    /** The large space's board sizes. */
    static final List<Integer> LARGE_SIZES = List.of(16, 20, 24);
    /**
     * The large space's exact evaluation budget per run. 10,000, not the 20,000 it was: at 20,000
     * the grid's, the race's and irace's picks all solved 91% to 93% of the held-out runs (273 to
     * 278 of 300), too near the ceiling for the paired tests to tell tuners apart.
     */
    static final long LARGE_MAX_EVALUATIONS = 10_000;

    private RacingSpaces() {}

    /** {@return the large conditional space} */
    static Space large() {
        EngineSpec base = EngineSpec.parse("""
                {"encoding": "PERMUTATION", "boardSize": 16, "populationSize": 100, "crossoverRate": 0.8}""");
        return Space.of(base,
                Parameter.categorical("selection", "selector", ordered("tournament", Map.of("op", "tournament", "k", 2),
                        "roulette", Map.of("op", "roulette"), "linearRank", Map.of("op", "linearRank", "pressure", 1.5),
                        "truncation", Map.of("op", "truncation", "share", 0.5))),
                Parameter.integer("k", "selector.k", 2, 8, false).when("selection", "tournament"),
                Parameter.categorical("crossover", "crossover", ordered("pmx", Map.of("op", "pmx"),
                        "ox", Map.of("op", "ox"), "cx", Map.of("op", "cx"),
                        "cutAndCrossfill", Map.of("op", "cutAndCrossfill"))),
                Parameter.categorical("mutation", "mutation", ordered("swap", Map.of("op", "swap"),
                        "inversion", Map.of("op", "inversion"),
                        "shuffleIndexes", Map.of("op", "shuffleIndexes", "indpb", 0.1))),
                Parameter.integer("pop", "populationSize", 20, 400, true),
                Parameter.real("pc", "crossoverRate", 0.3, 1.0, false),
                Parameter.real("pm", "mutationRate", 0.02, 0.9, true));
    }

    private static Map<String, Object> ordered(Object... labelsAndForms) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < labelsAndForms.length; i += 2) {
            m.put((String) labelsAndForms[i], labelsAndForms[i + 1]);
        }
        return m;
    }

    /**
     * The large space's coarse grid: every selection (a tournament of 3), crossover and mutation,
     * population 40 or 160, mutation rate 0.05 or 0.3, crossover rate 0.8: 192 configurations.
     */
    static List<Configuration> coarseGrid(Space space) {
        List<Configuration> grid = new ArrayList<>();
        for (String sel : List.of("tournament", "roulette", "linearRank", "truncation")) {
            for (String x : List.of("pmx", "ox", "cx", "cutAndCrossfill")) {
                for (String m : List.of("swap", "inversion", "shuffleIndexes")) {
                    for (String pop : List.of("40", "160")) {
                        for (String pm : List.of("0.05", "0.3")) {
                            Map<String, String> v = new LinkedHashMap<>();
                            v.put("selection", sel);
                            if (sel.equals("tournament")) {
                                v.put("k", "3");
                            }
                            v.putAll(Map.of("crossover", x, "mutation", m, "pop", pop, "pc", "0.8", "pm", pm));
                            grid.add(space.configuration(v));
                        }
                    }
                }
            }
        }
        return grid;
    }

    /**
     * The engine of a configuration at board size n under the race's rule: its exact evaluation
     * budget (and a generation limit that never binds first), stopping when solved. The same
     * limits as the race's own runs, so a pick re-run here is the run the race made.
     */
    static Engine.Builder engine(Space space, Configuration c, int n, long maxEvaluations) {
        return space.engineSpec(c, n, limits(maxEvaluations)).toBuilder();
    }

    /** The race's limits as spec forms (see {@code RunBatches}). */
    static List<Object> limits(long maxEvaluations) {
        return List.of(Map.of("op", "generations", "max", (int) Math.min(100_000_000L, maxEvaluations)),
                Map.of("op", "evaluations", "max", maxEvaluations), Map.of("op", "solved"));
    }
}
