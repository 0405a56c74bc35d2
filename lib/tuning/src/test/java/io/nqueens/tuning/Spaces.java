package io.nqueens.tuning;

import io.nqueens.spec.EngineSpec;

import java.util.LinkedHashMap;
import java.util.Map;

/** Spaces the tuning tests share. */
final class Spaces {
    private Spaces() {}

    /** Notebook 06's grid (tools/slurm/grid-2400.json) as a space: 4 × 4 × 5 = 80 settings at N = 8. */
    static Space grid() {
        EngineSpec base = EngineSpec.parse("""
                {"encoding": "INTEGER", "boardSize": 8, "populationSize": 50, "crossoverRate": 0.8,
                 "mutation": {"op": "randomReset"}}""");
        Map<String, Object> selection = new LinkedHashMap<>();
        selection.put("tournament2", Map.of("op", "tournament", "k", 2));
        selection.put("tournament3", Map.of("op", "tournament", "k", 3));
        selection.put("roulette", Map.of("op", "roulette"));
        selection.put("truncation", Map.of("op", "truncation", "share", 0.5));
        Map<String, Object> crossover = new LinkedHashMap<>();
        crossover.put("interior", Map.of("op", "singlePoint", "cuts", "interior"));
        crossover.put("any", Map.of("op", "singlePoint", "cuts", "any"));
        crossover.put("belowLength", Map.of("op", "singlePoint", "cuts", "belowLength"));
        crossover.put("geneWise", Map.of("op", "geneWise", "fromFirst", 0.5, "fromSecond", 0.5));
        Map<String, Object> pm = new LinkedHashMap<>();
        for (double v : new double[] {0.05, 0.1, 0.2, 0.3, 0.5}) {
            pm.put(String.valueOf(v), v);
        }
        return Space.of(base, Parameter.categorical("selection", "selector", selection),
                Parameter.categorical("crossover", "crossover", crossover),
                Parameter.categorical("pm", "mutationRate", pm));
    }

    /** A conditional space: tournament size only with a tournament, numbers on log scales. */
    static Space conditional() {
        EngineSpec base = EngineSpec.parse("""
                {"encoding": "PERMUTATION", "boardSize": 8}""");
        Map<String, Object> selection = new LinkedHashMap<>();
        selection.put("tournament", Map.of("op", "tournament", "k", 2));
        selection.put("roulette", Map.of("op", "roulette"));
        return Space.of(base, Parameter.categorical("selection", "selector", selection),
                Parameter.integer("k", "selector.k", 2, 8, false).when("selection", "tournament"),
                Parameter.integer("pop", "populationSize", 10, 200, true),
                Parameter.real("pm", "mutationRate", 0.01, 0.9, true));
    }
}
