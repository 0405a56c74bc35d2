package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Mutation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad specs and unknown plug-ins are refused with messages naming the member, value and expectation. */
class SpecErrorsTest {

    /** The message, without the line and column a member's path is followed by (tested on their own below). */
    private static String engineError(String json) {
        return unplaced(assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse(json).build())
                .getMessage());
    }

    private static String experimentError(String json) {
        return unplaced(assertThrows(IllegalArgumentException.class, () -> ExperimentSpec.parse(json).experiment())
                .getMessage());
    }

    private static String unplaced(String message) {
        return message.replaceFirst(" \\(line \\d+, column \\d+\\)", "");
    }

    private static String placed(String json) {
        return assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse(json)).getMessage();
    }

    @Test
    void aMemberAtFaultIsNamedWithItsLineAndColumn() {
        String json = "{\"encoding\": \"INTEGER\", \"boardSize\": 8,\n \"selector\": {\"op\": \"tournament\", \"k\": \"3\"}}";
        assertEquals("engine.selector.k (line 2, column 35) must be an integer, was the string \"3\"", placed(json));
        assertEquals("engine.selector (line 1, column 74) has an unknown member \"size\"; its members are [op, k,"
                + " distinct]", placed("{\"encoding\": \"INTEGER\", \"boardSize\": 8, \"selector\": {\"op\": \"tournament\","
                + " \"size\": 3}}"));
        assertEquals("engine.limits[1].budget (line 1, column 85) must be an ISO-8601 duration such as \"PT60S\" or"
                + " \"PT1M30S\", was the string \"60s\"", placed("{\"encoding\": \"INTEGER\", \"boardSize\": 8, \"limits\":"
                + " [{\"op\": \"solved\"}, {\"op\": \"time\", \"budget\": \"60s\"}]}"));
        assertEquals("experiment.seeds.count (line 1, column 59) must be an integer, was the number 2.5",
                assertThrows(IllegalArgumentException.class, () -> ExperimentSpec.parse("{\"base\": {\"preset\":"
                        + " \"doc000Fixed\"}, \"seeds\": {\"first\": 0, \"count\": 2.5}}")).getMessage());
        String refused = placed("{\"preset\": \"doc001Fixed\",\n\n  \"populationSize\": -1}");
        assertTrue(refused.startsWith("engine.populationSize (line 3, column 3): "), refused);
    }

    @Test
    void engineSpecMistakesNameTheirPlace() {
        String head = "{\"encoding\": \"INTEGER\", \"boardSize\": 8, ";
        assertEquals("engine.selector.op must be one of the kit's selector ops [tournament, roulette, sus,"
                + " linearRank, truncation, bestTies] (a plug-in of your own is written {\"plugin\": NAME};"
                + " registered: " + Plugins.names("selector") + "), was the string \"tourney\"",
                engineError(head + "\"selector\": {\"op\": \"tourney\", \"k\": 3}}"));
        assertEquals("engine.selector.k must be an integer, was the string \"3\"",
                engineError(head + "\"selector\": {\"op\": \"tournament\", \"k\": \"3\"}}"));
        assertEquals("engine.selector: tournament size must be at least 1, was 0",
                engineError(head + "\"selector\": {\"op\": \"tournament\", \"k\": 0}}"));
        assertEquals("engine.selector has an unknown member \"size\"; its members are [op, k, distinct]",
                engineError(head + "\"selector\": {\"op\": \"tournament\", \"size\": 3}}"));
        assertEquals("engine.selector needs \"k\"; it has [op]",
                engineError(head + "\"selector\": {\"op\": \"tournament\"}}"));
        assertEquals("engine has an unknown member \"population\"; its members are " + EngineSpec.KEYS,
                engineError(head + "\"population\": 50}"));
        assertEquals("engine.encoding must be one of [INTEGER, PERMUTATION, BINARY, ONE_HOT_ROWS], was the string"
                + " \"integer\"", engineError("{\"encoding\": \"integer\", \"boardSize\": 8}"));
        assertEquals("engine.populationSize: population size must be in [2, 10000000], was 1",
                engineError(head + "\"populationSize\": 1}"));
        assertEquals("engine.crossoverRate: rate must be a probability in [0, 1], was 1.5",
                engineError(head + "\"crossoverRate\": 1.5}"));
        assertEquals("engine.limits[0].budget must be an ISO-8601 duration such as \"PT60S\" or \"PT1M30S\", was"
                + " the string \"60s\"", engineError(head + "\"limits\": [{\"op\": \"time\", \"budget\": \"60s\"}]}"));
        assertEquals("engine.encoding must be left out: the preset doc001 has its own encoding, was the string"
                + " \"PERMUTATION\"", engineError("{\"preset\": \"doc001\", \"encoding\": \"PERMUTATION\"}"));
        assertTrue(engineError("{\"preset\": \"doc9\"}").startsWith("engine.preset: no preset is named \"doc9\";"
                + " the presets are [doc000, doc000Fixed,"));
        assertEquals("engine must be an object with \"encoding\" and \"boardSize\", or a \"preset\" to start from,"
                + " was an object", engineError("{\"boardSize\": 8}"));
        assertEquals("JSON at line 1, column 36 ($.label): Unexpected character ('\"' (code 34)): was expecting comma"
                + " to separate Object entries",
                engineError("{\"encoding\": \"INTEGER\", \"label\": 1 \"boardSize\": 8}"));
    }

    @Test
    void aByteOrderMarkBeforeAValidSpecIsAccepted(@TempDir Path folder) throws IOException {
        String json = "{\"preset\": \"doc001Fixed\", \"populationSize\": 50}";
        EngineSpec plain = EngineSpec.parse(json);
        assertEquals(plain, EngineSpec.parse("\uFEFF" + json));
        Path file = folder.resolve("bom.json");
        Files.write(file, ("\uFEFF" + json + "\n").getBytes(StandardCharsets.UTF_8));
        assertEquals(plain, EngineSpec.read(file));
        assertEquals(ExperimentSpec.compare(List.of(plain)), ExperimentSpec.readAny(file));
    }

    @Test
    void jsonErrorsOfASpecNameTheirPathLineAndColumn() {
        assertEquals("JSON at line 2, column 26 ($.selector.k): \"k\" appears twice in this object (member names"
                + " must be unique)", engineError("{\"preset\": \"doc001Fixed\",\n \"selector\": {\"k\": 2, \"k\": 3}}"));
        String deep = "{\"preset\": \"doc001Fixed\", \"label\": " + "[".repeat(70) + "]".repeat(70) + "}";
        assertTrue(engineError(deep).matches("JSON at line 1, column \\d+ \\(\\$\\.label\\[0\\].*\\): expected at"
                + " most 64 levels of nesting"), engineError(deep));
        assertEquals("experiment.seeds.count must be an integer, was the number 2.5",
                experimentError("{\"base\": {\"preset\": \"doc001Fixed\"}, \"seeds\": {\"first\": 0, \"count\": 2.5}}"));
    }

    @Test
    void aHugeNameOrValueIsCutInTheMessage() {
        String name = "n".repeat(40_000); // under Jackson's 50 000-character limit on names: read, then refused
        String unknown = engineError("{\"preset\": \"doc001Fixed\", \"" + name + "\": 1}");
        assertEquals("engine has an unknown member \"" + "n".repeat(200) + "\"... (40000 characters); its members"
                + " are " + EngineSpec.KEYS, unknown);
        String label = "x".repeat(5_000_000);
        String wrong = engineError("{\"preset\": \"doc001Fixed\", \"boardSize\": \"" + label + "\"}");
        assertEquals("engine.boardSize must be an integer, was the string \"" + "x".repeat(200) + "\"... (5000000"
                + " characters)", wrong);
        String nested = engineError("{\"preset\": \"doc001Fixed\", \"selector\": {\"op\": \"tournament\", \"k\": 2,"
                + " \"" + name + "\": 1}}");
        assertTrue(nested.length() < 400, nested);
    }

    @Test
    void combinationsTheEngineRefusesFailWhenBuilt() {
        String json = "{\"encoding\": \"PERMUTATION\", \"boardSize\": 8, \"crossover\": {\"op\": \"singlePoint\","
                + " \"cuts\": \"any\"}}";
        EngineSpec spec = EngineSpec.parse(json); // every part reads
        String message = assertThrows(IllegalArgumentException.class, spec::build).getMessage();
        assertTrue(message.contains("singlePoint[0..L]") && message.contains("PERMUTATION"), message);
    }

    @Test
    void experimentSpecMistakesNameTheirPlace() {
        String base = "\"base\": {\"preset\": \"doc000Fixed\"}";
        assertEquals("experiment.axes[0].key must be one of the settings a sweep can vary: " + ExperimentSpec.axisKeys()
                + ", was the string \"pop\"", experimentError("{" + base + ", \"axes\": [{\"name\": \"p\", \"key\":"
                + " \"pop\", \"values\": [1]}]}"));
        assertEquals("experiment.axes[0].values[1] must be an integer, was the number 2.5",
                experimentError("{" + base + ", \"axes\": [{\"name\": \"p\", \"key\": \"populationSize\","
                        + " \"values\": [10, 2.5]}]}"));
        assertEquals("experiment.axes[0]: axis \"p\" lists the value 10 twice; each value must print differently",
                experimentError("{" + base + ", \"axes\": [{\"name\": \"p\", \"key\": \"populationSize\","
                        + " \"values\": [10, 10]}]}"));
        assertTrue(experimentError("{" + base + ", \"axes\": [{\"name\": \"p\", \"key\": \"populationSize\","
                + " \"values\": [1]}]}").startsWith("setting p=1 is not a valid engine: population size must be in"));
        assertEquals("experiment must be an object with either \"base\" (and \"axes\") or \"settings\", was an object",
                experimentError("{\"seeds\": {\"first\": 0, \"count\": 3}}"));
        assertEquals("experiment.seeds.count must be at least 1, was the number 0",
                experimentError("{" + base + ", \"seeds\": {\"first\": 0, \"count\": 0}}"));
        assertEquals("experiment.seeds must be {\"first\": F, \"count\": C} or a list of distinct seeds, at least one,"
                + " was an array", experimentError("{" + base + ", \"seeds\": []}"));
        assertEquals("experiment.seeds[1] must be a seed not given before (seed 1 is also experiment.seeds[0]; the seeds"
                + " must be distinct), was the number 1", experimentError("{" + base + ", \"seeds\": [1, 1]}"));
    }

    @Test
    void aRegisteredPluginIsWrittenByNameAndReadBackAsTheSameInstance() {
        Crossover mine = Plugins.register("spec-test OX", (p1, p2, c1, c2, rng) -> Pmx.of().cross(p1, p2, c1, c2, rng));
        assertEquals("spec-test OX", mine.name());
        Engine e = Engine.builder(Encoding.PERMUTATION, 8).crossover(mine).maxGenerations(20).build();
        String json = EngineSpec.of(e).toJson();
        assertTrue(json.contains("\"crossover\": {\"plugin\": \"spec-test OX\"}"), json);
        Engine back = SpecRoundTripTest.roundTrip(e);
        assertSame(mine, back.settings().crossover());
        assertTrue(Plugins.names("crossover").contains("spec-test OX"));
    }

    @Test
    void anUnregisteredPluginCannotBeWrittenAndAnUnknownNameIsRefusedWithTheKnownOnes() {
        Mutation unregistered = Mutation.named("my flip", (genes, rng) -> { });
        Engine e = Engine.builder(Encoding.INTEGER, 8).mutation(unregistered).build();
        assertEquals("engine custom: mutation my flip cannot be written as a spec: it is not one of the kit's own,"
                + " so register it first, e.g. Plugins.register(\"my flip\", mutation)",
                assertThrows(IllegalArgumentException.class, () -> EngineSpec.of(e)).getMessage());
        Plugins.register("spec-test swap", (genes, rng) -> { });
        String message = engineError("{\"encoding\": \"INTEGER\", \"boardSize\": 8, \"mutation\": {\"plugin\":"
                + " \"nobody\"}}");
        assertTrue(message.startsWith("engine.mutation.plugin must be the name of a registered mutation plug-in"
                + " (registered: ["), message);
        assertTrue(message.contains("spec-test swap") && message.endsWith("was the string \"nobody\""), message);
        assertEquals("kind must be one of [fitness, selector, crossover, mutation, replacement], was \"limit\"",
                assertThrows(IllegalArgumentException.class, () -> Plugins.names("limit")).getMessage());
    }

    @Test
    void registeringANameAgainReplacesWhatItNamed() {
        Mutation first = Plugins.register("spec-test again", (genes, rng) -> { });
        Mutation second = Plugins.register("spec-test again", (genes, rng) -> genes[0] = genes[0]);
        Engine e = Engine.builder(Encoding.INTEGER, 8).mutation(second).build();
        assertSame(second, EngineSpec.parse(EngineSpec.of(e).toJson()).build().settings().mutation());
        Engine old = Engine.builder(Encoding.INTEGER, 8).mutation(first).build();
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.of(old));
        assertEquals(1, Plugins.names("mutation").stream().filter("spec-test again"::equals).count());
    }
}
