package io.nqueens.spec;

import io.nqueens.Checks;
import io.nqueens.PluginNames;
import io.nqueens.engine.PluginRegistry;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.List;

/**
 * The names under which user-written plug-ins (a fitness, selector, crossover, mutation or
 * replacement of one's own) can appear in a spec: {@code {"plugin": "my OX"}}. The kit's own
 * operators need no registration, since a spec names them and their parameters. Register a
 * plug-in before writing or reading a spec that uses it:
 *
 * <pre>{@code
 * Crossover ox = Plugins.register("my OX", (p1, p2, c1, c2, rng) -> ...);
 * Engine e = Engine.builder(Encoding.PERMUTATION, 8).crossover(ox).build();
 * String json = EngineSpec.of(e).toJson();          // "crossover": {"plugin": "my OX"}
 * Engine same = EngineSpec.parse(json).build();     // the registered instance again
 * }</pre>
 *
 * A spec naming a plug-in that is not registered is refused with the list of known names.
 * Registering a name again replaces what it named (so a notebook cell can be run twice); one
 * plug-in may have several names, and the one it was last registered under is the one written.
 *
 * <p>A plug-in is identified in a setting's identity (what a saved experiment checks its runs
 * against, {@link io.nqueens.engine.Settings#identity()}) by its name and a version you may give,
 * {@code Plugins.register("my OX", "2", ox)}; its code is not looked at. So runs saved with a
 * plug-in are taken as runs of any plug-in later registered under the same name and version:
 * when you change a plug-in's code, give it a new version (or name), and its old runs are done
 * again instead of adopted. Renaming a plug-in likewise makes its saved runs those of another
 * setting. A setting takes its plug-ins' names and versions when it is built and keeps them
 * ({@link io.nqueens.engine.PluginId}): after registering a new version, build the engine again
 * (or run the cell that builds it) for its settings to carry the new version; one built before
 * keeps the old, and so does one derived from it with {@code toBuilder()} that keeps the plug-in.
 *
 * <p>This class only checks the types and names lambdas; the registrations themselves are kept by
 * core's {@link PluginRegistry}, the kit's one registry, where the engine can read them when it
 * builds a setting. Shared by the whole JVM and safe to use from several threads; O(1) per
 * look-up, O(names of the kind) per registration.
 */
public final class Plugins {
    /** The kinds of part a spec writes, each with its own names: the registry's kinds, and limits. */
    enum Kind {
        FITNESS(PluginRegistry.Kind.FITNESS), SELECTOR(PluginRegistry.Kind.SELECTOR),
        CROSSOVER(PluginRegistry.Kind.CROSSOVER), MUTATION(PluginRegistry.Kind.MUTATION),
        REPLACEMENT(PluginRegistry.Kind.REPLACEMENT),
        /** Limits are the kit's own only (a sealed interface): none can be registered. */
        LIMIT(null);

        final String word;
        /** The registry's kind, or null for limits. */
        final PluginRegistry.Kind registered;

        Kind(PluginRegistry.Kind registered) {
            this.word = registered == null ? "limit" : registered.word();
            this.registered = registered;
        }
    }

    private Plugins() {}

    /**
     * Registers a fitness under a name.
     *
     * @param name the name a spec uses, not blank
     * @param fitness the fitness, not null
     * @return {@code fitness}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Fitness register(String name, Fitness fitness) {
        return register(name, "", fitness);
    }

    /**
     * Registers a fitness under a name and a version (see the class comment: change the version
     * when the code changes, so that saved runs of the old code are not adopted).
     *
     * @param name the name a spec uses, not blank
     * @param version the version, not null (may be empty)
     * @param fitness the fitness, not null
     * @return {@code fitness}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Fitness register(String name, String version, Fitness fitness) {
        return put(Kind.FITNESS, name, version, Checks.notNull("fitness", fitness), fitness);
    }

    /**
     * Registers a selector under a name; a lambda is first given that name
     * ({@link Selector#named}), so tables show it.
     *
     * @param name the name a spec uses, not blank
     * @param selector the selector, not null
     * @return the selector to use: the named one for a lambda, else {@code selector}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Selector register(String name, Selector selector) {
        return register(name, "", selector);
    }

    /**
     * Registers a selector under a name and a version (see {@link #register(String, String, Fitness)}).
     *
     * @param name the name a spec uses, not blank
     * @param version the version, not null (may be empty)
     * @param selector the selector, not null
     * @return the selector to use: the named one for a lambda, else {@code selector}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Selector register(String name, String version, Selector selector) {
        Checks.notNull("selector", selector);
        return put(Kind.SELECTOR, name, version, selector, unnamed(selector, "selector")
                ? Selector.named(Checks.notBlank("plug-in name", name), selector) : selector);
    }

    /**
     * Registers a crossover under a name; a lambda is first given that name
     * ({@link Crossover#named}), so tables show it.
     *
     * @param name the name a spec uses, not blank
     * @param crossover the crossover, not null
     * @return the crossover to use: the named one for a lambda, else {@code crossover}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Crossover register(String name, Crossover crossover) {
        return register(name, "", crossover);
    }

    /**
     * Registers a crossover under a name and a version (see {@link #register(String, String, Fitness)}).
     *
     * @param name the name a spec uses, not blank
     * @param version the version, not null (may be empty)
     * @param crossover the crossover, not null
     * @return the crossover to use: the named one for a lambda, else {@code crossover}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Crossover register(String name, String version, Crossover crossover) {
        Checks.notNull("crossover", crossover);
        return put(Kind.CROSSOVER, name, version, crossover, unnamed(crossover, "crossover")
                ? Crossover.named(Checks.notBlank("plug-in name", name), crossover) : crossover);
    }

    /**
     * Registers a mutation under a name; a lambda is first given that name
     * ({@link Mutation#named}), so tables show it.
     *
     * @param name the name a spec uses, not blank
     * @param mutation the mutation, not null
     * @return the mutation to use: the named one for a lambda, else {@code mutation}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Mutation register(String name, Mutation mutation) {
        return register(name, "", mutation);
    }

    /**
     * Registers a mutation under a name and a version (see {@link #register(String, String, Fitness)}).
     *
     * @param name the name a spec uses, not blank
     * @param version the version, not null (may be empty)
     * @param mutation the mutation, not null
     * @return the mutation to use: the named one for a lambda, else {@code mutation}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Mutation register(String name, String version, Mutation mutation) {
        Checks.notNull("mutation", mutation);
        return put(Kind.MUTATION, name, version, mutation, unnamed(mutation, "mutation")
                ? Mutation.named(Checks.notBlank("plug-in name", name), mutation) : mutation);
    }

    /**
     * Registers a replacement strategy under a name.
     *
     * @param name the name a spec uses, not blank
     * @param replacement the replacement, not null
     * @return {@code replacement}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Replacement register(String name, Replacement replacement) {
        return register(name, "", replacement);
    }

    /**
     * Registers a replacement under a name and a version (see {@link #register(String, String, Fitness)}).
     *
     * @param name the name a spec uses, not blank
     * @param version the version, not null (may be empty)
     * @param replacement the replacement, not null
     * @return {@code replacement}
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Replacement register(String name, String version, Replacement replacement) {
        return put(Kind.REPLACEMENT, name, version, Checks.notNull("replacement", replacement), replacement);
    }

    /**
     * {@return the registered names of one kind, in registration order}
     *
     * @param kind {@code "fitness"}, {@code "selector"}, {@code "crossover"}, {@code "mutation"}
     *     or {@code "replacement"}
     * @throws IllegalArgumentException for another kind, listing these
     */
    public static List<String> names(String kind) {
        Checks.notNull("kind", kind);
        for (Kind k : Kind.values()) {
            if (k != Kind.LIMIT && k.word.equals(kind)) {
                return names(k);
            }
        }
        throw new IllegalArgumentException("kind must be one of " + List.of("fitness", "selector", "crossover",
                "mutation", "replacement") + ", was \"" + kind + "\"");
    }

    static List<String> names(Kind kind) {
        return kind.registered == null ? List.of() : PluginRegistry.names(kind.registered);
    }

    /** The plug-in registered under {@code name}, or null. */
    static Object lookup(Kind kind, String name) {
        return kind.registered == null ? null : PluginRegistry.lookup(kind.registered, name);
    }

    /** The name {@code plugin} (or the lambda it wraps) was last registered under, or null. */
    static String nameOf(Kind kind, Object plugin) {
        return kind.registered == null ? null : PluginRegistry.nameOf(kind.registered, plugin);
    }

    private static boolean unnamed(Object plugin, String kind) {
        return PluginNames.of(plugin, kind).startsWith("unnamed ");
    }

    private static <T> T put(Kind kind, String name, String version, Object given, T used) {
        PluginRegistry.register(kind.registered, name, version, given, used);
        return used;
    }
}
