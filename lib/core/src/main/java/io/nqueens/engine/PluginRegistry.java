package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.PluginNames;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The kit's one registry of user plug-ins: each registration is a name, a version and the
 * plug-in, per kind. Users register through {@code io.nqueens.spec.Plugins} (the lab's façade,
 * which also names a lambda so tables show it); it lives here, in core, because an
 * {@link Engine.Builder} reads it when it builds a {@link Settings}, to take each plug-in's
 * {@link PluginId}, and core cannot see the layers above it. The registrations are the only
 * state; the instance-to-name index is derived from them after every registration, never
 * written on its own, so the two cannot disagree.
 *
 * <p>Registering a name again replaces what it named (so a notebook cell can be run twice); one
 * plug-in may have several names, and the one it was last registered under is its name. A
 * setting keeps the ids its plug-ins had when it was built: registering later changes only the
 * settings built later. Shared by the whole JVM, safe from several threads (every method holds
 * the class's lock); O(1) per look-up, O(registrations of the kind) per registration. Rejected: a
 * blank name, a null version or plug-in, a plug-in that is not of the kind.
 */
public final class PluginRegistry {
    /** The kinds of plug-in, each with its own names; the word is the part's name in a setting. */
    public enum Kind {
        /** A fitness function. */
        FITNESS("fitness", Fitness.class, Settings::fitness),
        /** A parent selector. */
        SELECTOR("selector", Selector.class, Settings::selector),
        /** A crossover. */
        CROSSOVER("crossover", Crossover.class, Settings::crossover),
        /** A mutation. */
        MUTATION("mutation", Mutation.class, Settings::mutation),
        /** A replacement strategy. */
        REPLACEMENT("replacement", Replacement.class, Settings::replacement);

        private final String word;
        private final Class<?> type;
        private final Function<Settings, Object> part;

        Kind(String word, Class<?> type, Function<Settings, Object> part) {
            this.word = word;
            this.type = type;
            this.part = part;
        }

        /** {@return the kind's word, e.g. "crossover": also the part's name in a setting's identity} */
        public String word() {
            return word;
        }

        /** The part of this kind in a setting (null for a missing crossover or mutation). */
        Object of(Settings s) {
            return part.apply(s);
        }
    }

    /** Per kind, name to registration, in the order the names were last registered. */
    private static final Map<Kind, Map<String, Entry>> ENTRIES = new EnumMap<>(Kind.class);
    /** Per kind, instance (given or used) to the name it was last registered under; derived from ENTRIES. */
    private static final Map<Kind, Map<Object, String>> NAMES = new EnumMap<>(Kind.class);

    static {
        for (Kind k : Kind.values()) {
            ENTRIES.put(k, new LinkedHashMap<>());
            NAMES.put(k, new IdentityHashMap<>());
        }
    }

    private PluginRegistry() {}

    /**
     * Registers a plug-in under a name and a version.
     *
     * @param kind its kind, not null
     * @param name the name a spec uses, not blank
     * @param version the version, not null (may be empty)
     * @param given the instance the user gave, not null
     * @param used the instance to use: {@code given}, or a named wrapper of it; not null
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static synchronized void register(Kind kind, String name, String version, Object given, Object used) {
        Checks.notNull("kind", kind);
        Checks.notBlank("plug-in name", name);
        Checks.notNull("version", version);
        for (Object o : new Object[] {Checks.notNull("plug-in", given), Checks.notNull("plug-in used", used)}) {
            if (!kind.type.isInstance(o)) {
                throw new IllegalArgumentException("plug-in must be a " + kind.type.getSimpleName()
                        + " to be registered as a " + kind.word + ", was a " + o.getClass().getName());
            }
        }
        Map<String, Entry> entries = ENTRIES.get(kind);
        entries.remove(name); // added again last: a plug-in's latest name is the one it goes by
        entries.put(name, new Entry(given, used, version));
        Map<Object, String> names = NAMES.get(kind);
        names.clear();
        // Rebuilt from every registration, so that register("A", c); register("B", c);
        // register("B", other) leaves c named "A", not unnamed.
        entries.forEach((n, e) -> {
            names.put(e.given(), n);
            names.put(e.used(), n);
        });
    }

    /**
     * {@return the registered names of one kind, in the order they were last registered}
     *
     * @param kind the kind, not null
     */
    public static synchronized List<String> names(Kind kind) {
        return new ArrayList<>(ENTRIES.get(Checks.notNull("kind", kind)).keySet());
    }

    /**
     * {@return the plug-in to use that is registered under {@code name}, or null}
     *
     * @param kind the kind, not null
     * @param name the name, not null
     */
    public static synchronized Object lookup(Kind kind, String name) {
        Entry e = ENTRIES.get(Checks.notNull("kind", kind)).get(Checks.notNull("name", name));
        return e == null ? null : e.used();
    }

    /**
     * {@return the name {@code plugin} (or the lambda it wraps) was last registered under, or null}
     *
     * @param kind the kind, not null
     * @param plugin the plug-in, not null
     */
    public static synchronized String nameOf(Kind kind, Object plugin) {
        return NAMES.get(Checks.notNull("kind", kind)).get(Checks.notNull("plugin", plugin));
    }

    /**
     * The id a plug-in would have in a setting built now: its name and version if registered,
     * else the name shown for it.
     *
     * @param kind the kind, not null
     * @param plugin the plug-in, not null
     * @return its id
     */
    public static synchronized PluginId idOf(Kind kind, Object plugin) {
        String name = nameOf(kind, plugin);
        return name != null ? PluginId.registered(name, ENTRIES.get(kind).get(name).version())
                : PluginId.unregistered(PluginNames.of(plugin, kind.word));
    }

    /**
     * The ids of a setting's plug-ins, by the part's word, for a setting about to be built from
     * {@code parts} (indexed by {@link Kind#ordinal()}). A part that is the same instance as in
     * {@code from}, the setting a builder started from, keeps the id it had there: the setting
     * derived from another runs the same code, whatever was registered since.
     *
     * @param from the setting the builder started from, or null
     * @param parts the fitness, selector, crossover, mutation and replacement, in that order
     */
    static synchronized Map<String, PluginId> capture(Settings from, Object... parts) {
        Map<String, PluginId> ids = new LinkedHashMap<>();
        for (Kind k : Kind.values()) {
            Object part = parts[k.ordinal()];
            if (isPlugin(part)) {
                boolean same = from != null && k.of(from) == part;
                ids.put(k.word, same ? from.pluginIds().get(k.word) : idOf(k, part));
            }
        }
        return ids;
    }

    /**
     * Checks that {@code ids} hold an id for each part that is a plug-in and for no other.
     *
     * @param ids the ids, by the part's word
     * @param parts the fitness, selector, crossover, mutation and replacement, in that order
     * @return an unmodifiable copy, in the order of the kinds
     * @throws IllegalArgumentException naming the parts expected and those given
     */
    static Map<String, PluginId> checked(Map<String, PluginId> ids, Object... parts) {
        Checks.notNull("plugin ids", ids);
        List<String> expected = new ArrayList<>();
        Map<String, PluginId> copy = new LinkedHashMap<>();
        for (Kind k : Kind.values()) {
            if (isPlugin(parts[k.ordinal()])) {
                expected.add(k.word);
                if (ids.get(k.word) != null) {
                    copy.put(k.word, ids.get(k.word));
                }
            }
        }
        if (copy.size() != expected.size() || !copy.keySet().equals(ids.keySet())) {
            throw new IllegalArgumentException("plugin ids must name exactly the parts that are plug-ins, "
                    + expected + ", each with an id; was " + ids);
        }
        return Collections.unmodifiableMap(copy);
    }

    private static boolean isPlugin(Object part) {
        return part != null && !KitOwn.is(part);
    }

    /** The kind whose word is {@code word}, or null (e.g. for "limit" or "rate", never plug-ins). */
    static Kind kindOf(String word) {
        for (Kind k : Kind.values()) {
            if (k.word.equals(word)) {
                return k;
            }
        }
        return null;
    }

    /** One registration: the instance given, the one used (a named wrapper of a lambda) and the version. */
    private record Entry(Object given, Object used, String version) {}
}
