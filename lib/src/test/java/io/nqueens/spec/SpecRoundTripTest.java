package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Limit;
import io.nqueens.engine.Limits;
import io.nqueens.engine.Rate;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Fitness;
import io.nqueens.fitness.HalvedCostFitness;
import io.nqueens.fitness.NonAttackingPairs;
import io.nqueens.fitness.ThreatFitness;
import io.nqueens.golden.GoldenOutcomesTest;
import io.nqueens.operators.OperatorCatalog;
import io.nqueens.operators.selection.BestTies;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;
import io.nqueens.presets.Preset;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every preset and every kit operator survives spec → text → spec with identical seeded runs. */
class SpecRoundTripTest {
    private static final int SEEDS = 3;

    /** Writes the engine as text, reads it back, and checks settings, text and seeded runs. */
    static Engine roundTrip(Engine original) {
        String text = EngineSpec.of(original).toJson();
        Engine back = EngineSpec.parse(text).build();
        assertEquals(original.toString(), back.toString(), "settings after the round trip");
        assertEquals(text, EngineSpec.of(back).toJson(), "the spec written again");
        for (long seed = 0; seed < SEEDS; seed++) {
            assertEquals(GoldenOutcomesTest.outcome("", original.runToEnd(seed)),
                    GoldenOutcomesTest.outcome("", back.runToEnd(seed)), original.label() + " seed " + seed);
        }
        return back;
    }

    /** The preset with its budget cut to 200 generations (it runs the same until then). */
    private static Engine quick(Engine e) {
        return e.maxGenerations() <= 200 ? e : e.toBuilder().maxGenerations(200).build();
    }

    @Test
    void everyPresetSurvivesTheRoundTrip() {
        List<String> names = new ArrayList<>();
        for (Preset p : Preset.all()) {
            Engine e = p.builder().build();
            String text = EngineSpec.of(e).toJson();
            assertEquals(e.toString(), EngineSpec.parse(text).build().toString(), p.name());
            roundTrip(quick(e));
            names.add(p.name());
        }
        assertEquals(14, names.size(), "presets checked: " + names);
    }

    @Test
    void doc003TunedIsWrittenWithItsDecayingRatesAndDoc001WithItsShareRule() {
        String tuned = EngineSpec.of(Preset.named("doc003Tuned").builder()).toJson();
        assertTrue(tuned.contains("\"crossover\": {\"op\": \"rowBoundary\", \"document003\": true}"), tuned);
        assertTrue(tuned.contains("\"crossoverRate\": {\"initial\": 0.8, \"dropPerGeneration\": 0.001}"), tuned);
        assertTrue(tuned.contains("\"mutationRate\": {\"initial\": 0.5, \"dropPerGeneration\": 0.009}"), tuned);
        String doc001 = EngineSpec.of(Preset.named("doc001").builder()).toJson();
        assertTrue(doc001.contains("\"mutation\": {\"op\": \"randomReset\", \"anyValue\": true}"), doc001);
        assertTrue(doc001.contains("\"mutationShareThreshold\": 1.0E-5"), doc001);
        assertTrue(doc001.contains("\"selector\": {\"op\": \"roulette\"}"), doc001);
        assertTrue(doc001.contains("\"crossover\": {\"op\": \"singlePoint\", \"cuts\": \"belowLength\"}"), doc001);
    }

    @Test
    void everyKitCrossoverAndMutationSurvivesTheRoundTrip() {
        int cases = 0;
        for (var c : OperatorCatalog.crossovers().entrySet()) {
            for (Encoding enc : c.getValue()) {
                Engine.Builder b = base(enc).crossover(c.getKey(), 0.9);
                roundTrip(b.build());
                cases++;
            }
        }
        for (var m : OperatorCatalog.mutations().entrySet()) {
            for (Encoding enc : m.getValue()) {
                roundTrip(base(enc).mutation(m.getKey(), 0.5).build());
                cases++;
            }
        }
        assertEquals(19 + 36, cases); // the catalogue's example operators with each encoding they accept
    }

    @Test
    void everyKitSelectorFitnessReplacementAndLimitSurvivesTheRoundTrip() {
        List<Selector> selectors = List.of(Tournament.of(2), Tournament.withoutReplacement(4), RouletteWheel.of(),
                StochasticUniversalSampling.of(), LinearRank.of(1.5), Truncation.of(0.3), BestTies.of());
        for (Selector s : selectors) {
            roundTrip(base(Encoding.INTEGER).selector(s).build());
        }
        Map<Fitness, Encoding> fitnesses = Map.of(AttackingPairs.of(Encoding.ONE_HOT_ROWS), Encoding.ONE_HOT_ROWS,
                NonAttackingPairs.of(Encoding.PERMUTATION), Encoding.PERMUTATION,
                HalvedCostFitness.of(), Encoding.INTEGER, ThreatFitness.countingEveryQueen(), Encoding.BINARY,
                ThreatFitness.lineOfSight(), Encoding.INTEGER, AdjacentRowScore.of(), Encoding.BINARY);
        fitnesses.forEach((f, enc) -> roundTrip(base(enc).fitness(f).build()));
        for (Replacement r : List.of(Replacement.generational(), Replacement.elitism(3), Replacement.elitismShare(0.15),
                Replacement.elitismIfBetter(2), Replacement.steadyState(7), Replacement.muPlusLambda(31))) {
            roundTrip(base(Encoding.INTEGER).replacement(r).build());
        }
        List<List<Limit>> limits = List.of(
                List.of(Limits.generations(40), Limits.minGenerations(5), Limits.solved(), Limits.stagnation(9)),
                List.of(Limits.generations(40), Limits.fitnessTarget(2.0), Limits.restartAfterStagnation(4)),
                List.of(Limits.generations(40), Limits.evaluations(1_234), Limits.solved()),
                List.of(Limits.generations(40), Limits.allSolutions(), Limits.restartOnSolution(),
                        Limits.time(Duration.ofMinutes(10))));
        for (List<Limit> l : limits) {
            roundTrip(base(Encoding.INTEGER).limits(l.toArray(Limit[]::new)).build());
        }
        roundTrip(base(Encoding.INTEGER).crossover(null, 0.3).mutation(null, 0.0).distinctParents(true)
                .childrenPerMating(1).trackDiversity(false).label("bare").build());
        roundTrip(base(Encoding.INTEGER).crossoverRate(Rate.decaying(0.9, 0.01)).build());
    }

    @Test
    void aHandWrittenSpecMayStartFromAPresetAndLeaveSettingsOut() {
        Engine e = EngineSpec.parse("{\"preset\": \"doc001Fixed\", \"boardSize\": 10, \"populationSize\": 60,"
                + " \"selector\": {\"op\": \"tournament\", \"k\": 3}}").build();
        Engine expected = Preset.named("doc001Fixed").builder(10).populationSize(60).selector(Tournament.of(3))
                .build();
        assertEquals(expected.toString(), e.toString());
        Engine defaults = EngineSpec.parse("{\"encoding\": \"PERMUTATION\", \"boardSize\": 12}").build();
        assertEquals(Engine.builder(Encoding.PERMUTATION, 12).build().toString(), defaults.toString());
    }

    @Test
    void aSweepSpecSurvivesTheRoundTripWithTheSameSettingsAndRuns() {
        ExperimentSpec spec = ExperimentSpec.sweep(EngineSpec.of(Preset.named("doc001Fixed").builder()
                        .populationSize(40).maxGenerations(60)))
                .axis("selection", "selector", List.of(Tournament.of(3), LinearRank.of(2.0)))
                .axis("pm", "mutationRate", List.of(0.05, 0.3))
                .axis("keep", "replacement", List.of(Replacement.elitism(1), Replacement.generational()))
                .seeds(5, 4).description("round trip");
        ExperimentSpec back = ExperimentSpec.parse(spec.toJson());
        assertEquals(spec, back);
        var a = spec.experiment().sequential().run();
        var b = back.experiment().sequential().run();
        assertEquals(8, a.settings().size());
        assertEquals("selection=tournament(3), pm=0.05, keep=elitism(1)", a.settings().get(0).label());
        assertEquals(a.settings().stream().map(s -> s.label() + s.engine()).toList(),
                b.settings().stream().map(s -> s.label() + s.engine()).toList());
        assertEquals(a.runs().removeColumns("wall_ms").print(1000), b.runs().removeColumns("wall_ms").print(1000));
        assertEquals(Set.of("double"), Set.of(a.runs().column("pm").type().name().toLowerCase()));
    }

    @Test
    void aComparisonSpecListsItsEnginesAndSeeds() {
        ExperimentSpec spec = ExperimentSpec.compare(List.of(EngineSpec.of(Preset.named("doc000Fixed").builder()),
                EngineSpec.of(Preset.named("doc001Fixed").builder()))).seeds(3, 2);
        var e = ExperimentSpec.parse(spec.toJson()).experiment();
        assertEquals(List.of("000 fixed", "001 fixed"), e.settings().stream().map(s -> s.label()).toList());
        assertEquals(List.of(3L, 4L), java.util.Arrays.stream(e.seeds()).boxed().toList());
        UnaryOperator<String> noSpace = t -> t.replaceAll("\\s", "");
        assertTrue(noSpace.apply(spec.toJson()).contains("\"seeds\":{\"first\":3,\"count\":2}"));
    }

    /** A quick engine of the encoding: 20 boards of 6 queens, 30 generations. */
    private static Engine.Builder base(Encoding enc) {
        return Engine.builder(enc, 6).populationSize(20).maxGenerations(30);
    }

    @Test
    void oneCanonicalFormPrintsComparesAndIdentifiesASpec() {
        EngineSpec brief = EngineSpec.parse("{\"preset\": \"doc001Fixed\", \"populationSize\": 50}");
        EngineSpec full = EngineSpec.of(brief.build());
        org.junit.jupiter.api.Assertions.assertNotEquals(brief, full, "different JSON values");
        assertEquals(brief.identity(), full.identity(), "the same settings, however written");
        assertEquals(brief.build().identity(), brief.identity());
        assertEquals(full, EngineSpec.fromTree(full.toTree()), "a tree, no text");
        assertEquals(full, EngineSpec.parse(full.toJson()));
        assertEquals(full.hashCode(), EngineSpec.parse(full.toJson()).hashCode());
        Map<String, Object> members = io.nqueens.json.Json.parseObject(full.identity(), "identity");
        assertEquals(full.build().settings().identityParts().keySet(), members.keySet());
        assertEquals(Map.of("class", "Tournament", "distinct", false, "size", 2L), members.get("selector"));
        Map<String, Object> built = new java.util.LinkedHashMap<>(full.toTree());
        built.put("populationSize", 50); // an Integer, as code writes it; JSON reads a Long
        assertEquals(full, EngineSpec.fromTree(built));
    }
}
