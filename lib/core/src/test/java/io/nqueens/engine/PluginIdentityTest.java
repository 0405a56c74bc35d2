package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Mutation;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 46: a plug-in's identity is a value a setting takes when it is built ({@link PluginId}),
 * read from the setting, not from the registry each time; the registry is core's one
 * {@link PluginRegistry}.
 */
class PluginIdentityTest {

    /**
     * A crossover of one's own: the children copy the parents (so every child is a permutation).
     * The lambda captures {@code swapped}, so each call gives a new instance (one that captures
     * nothing is a single object, which the tests would register under each other's names).
     */
    private static Crossover copying(boolean swapped) {
        return (p1, p2, c1, c2, rng) -> {
            System.arraycopy(swapped ? p2 : p1, 0, c1, 0, p1.length);
            System.arraycopy(swapped ? p1 : p2, 0, c2, 0, p2.length);
        };
    }

    private static Engine.Builder with(Crossover c) {
        return Engine.builder(Encoding.PERMUTATION, 8).label("plug").populationSize(10).maxGenerations(5).crossover(c);
    }

    private static Crossover register(String name, String version, Crossover c) {
        PluginRegistry.register(PluginRegistry.Kind.CROSSOVER, name, version, c, c);
        return c;
    }

    private static String crossoverPart(String name, String version) {
        return "\"crossover\":{\"plugin\":\"" + name + "\",\"version\":\"" + version + "\"}";
    }

    @Test
    void aSettingKeepsTheVersionItWasBuiltWithWhenThePluginIsRegisteredAgain() {
        Crossover c = register("issue46 keep", "1", copying(false));
        Engine before = with(c).build();
        String identity = before.identity();
        String fingerprint = before.settings().fingerprint();
        assertTrue(identity.contains(crossoverPart("issue46 keep", "1")), identity);

        register("issue46 keep", "2", c);
        assertEquals(identity, before.identity(), "registering again does not reach a setting already built");
        assertEquals(fingerprint, before.settings().fingerprint());
        assertEquals(PluginId.registered("issue46 keep", "1"), before.settings().pluginIds().get("crossover"));

        Engine after = with(c).build();
        assertTrue(after.identity().contains(crossoverPart("issue46 keep", "2")), after.identity());
        assertNotEquals(identity, after.identity());
    }

    @Test
    void aBuilderStartedFromASettingKeepsItsPluginsIdsUnlessThePartIsReplaced() {
        Crossover c = register("issue46 derived", "1", copying(false));
        Engine before = with(c).build();
        register("issue46 derived", "2", c);
        Engine derived = before.toBuilder().populationSize(12).build();
        assertTrue(derived.identity().contains(crossoverPart("issue46 derived", "1")),
                "the same instance runs the same code as in the setting it came from: " + derived.identity());
        Crossover other = register("issue46 other", "7", copying(false));
        Engine replaced = before.toBuilder().crossover(other).build();
        assertTrue(replaced.identity().contains(crossoverPart("issue46 other", "7")), replaced.identity());
    }

    @Test
    void anUnregisteredPluginIsKnownByItsShownNameAndAKitPartHasNoId() {
        Engine e = with(copying(false)).build();
        assertEquals(Map.of("crossover", PluginId.unregistered("unnamed lambda crossover")), e.settings().pluginIds());
        assertTrue(e.identity().contains("\"crossover\":{\"unregistered\":\"unnamed lambda crossover\"}"),
                e.identity());
        assertEquals(Map.of(), with(Pmx.of()).build().settings().pluginIds());
    }

    @Test
    void aPluginIdHasTheMembersSavedIdentitiesAlwaysHad() {
        assertEquals("{plugin=my OX, version=2}", PluginId.registered("my OX", "2").members().toString());
        assertEquals(List.of("plugin", "version"), List.copyOf(PluginId.registered("a", "").members().keySet()));
        assertEquals("{unregistered=unnamed lambda mutation}",
                PluginId.unregistered("unnamed lambda mutation").members().toString());
        assertFalse(PluginId.unregistered("x").isRegistered());
        assertNull(PluginId.unregistered("x").version());
        assertEquals("plug-in name must be a non-blank text, was \" \"",
                assertThrows(IllegalArgumentException.class, () -> PluginId.registered(" ", "1")).getMessage());
    }

    @Test
    void settingsRefuseIdsThatDoNotNameExactlyTheirPlugins() {
        Settings s = with(copying(false)).build().settings();
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class, () -> copy(s, Map.of()));
        assertEquals("plugin ids must name exactly the parts that are plug-ins, [crossover], each with an id;"
                + " was {}", missing.getMessage());
        Map<String, PluginId> extra = Map.of("crossover", PluginId.unregistered("a"),
                "mutation", PluginId.registered("b", "1"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> copy(s, extra)).getMessage()
                .startsWith("plugin ids must name exactly the parts that are plug-ins, [crossover], each with an id;"
                        + " was {"));
    }

    private static Settings copy(Settings s, Map<String, PluginId> ids) {
        return new Settings(s.encoding(), s.boardSize(), s.fitness(), s.populationSize(), s.selector(),
                s.distinctParents(), s.crossover(), s.crossoverRate(), s.childrenPerMating(), s.mutation(),
                s.mutationRate(), s.mutationShareThreshold(), s.replacement(), s.limits(), s.trackDiversity(),
                s.label(), ids);
    }

    @Test
    void theRegistryRefusesAPluginOfAnotherKindNamingIt() {
        Mutation m = (genes, rng) -> { };
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> PluginRegistry.register(PluginRegistry.Kind.CROSSOVER, "issue46 wrong", "", m, m));
        assertTrue(e.getMessage().startsWith("plug-in must be a Crossover to be registered as a crossover, was a "),
                e.getMessage());
        assertFalse(PluginRegistry.names(PluginRegistry.Kind.CROSSOVER).contains("issue46 wrong"));
    }

    @Test
    void aPluginRegisteredUnderTwoNamesGoesByTheLatestAndIsFoundByEither() {
        Crossover c = register("issue46 first", "1", copying(false));
        register("issue46 second", "3", c);
        assertEquals("issue46 second", PluginRegistry.nameOf(PluginRegistry.Kind.CROSSOVER, c));
        assertEquals(PluginId.registered("issue46 second", "3"), PluginRegistry.idOf(PluginRegistry.Kind.CROSSOVER, c));
        assertEquals(c, PluginRegistry.lookup(PluginRegistry.Kind.CROSSOVER, "issue46 first"));
        assertNull(PluginRegistry.nameOf(PluginRegistry.Kind.MUTATION, c), "names are per kind");
    }
}
