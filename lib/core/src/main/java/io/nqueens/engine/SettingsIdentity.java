package io.nqueens.engine;

import io.nqueens.PluginNames;
import io.nqueens.json.Json;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The canonical JSON of everything that decides how an engine runs (see
 * {@link Settings#identity()}), written by the kit's one JSON writer ({@link Json#writeLine}, the
 * writer of specs too): each part of the kit is an object naming its class and every one of its
 * fields, found by reflection so that a parameter added to an operator later is part of it without
 * anyone remembering to add it here, e.g. {@code {"class":"Tournament","distinct":false,"size":3}};
 * a plug-in is the {@link PluginId} the setting took when it was built ({@link Settings#pluginIds()}),
 * read from the setting, never from the registry, so that computing an identity again gives the
 * same text whatever was registered in between. The label is left out: it names a setting, it
 * does not change its runs. O(size of the parts).
 */
final class SettingsIdentity {
    private static final int MAX_DEPTH = 8; // the kit's parts nest two levels at most

    private SettingsIdentity() {}

    /** Part name to its canonical JSON value (maps, lists and scalars), in a fixed order. */
    static Map<String, Object> tree(Settings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("encoding", s.encoding().name());
        m.put("boardSize", s.boardSize());
        m.put("fitness", part(s, s.fitness(), "fitness"));
        m.put("populationSize", s.populationSize());
        m.put("selector", part(s, s.selector(), "selector"));
        m.put("distinctParents", s.distinctParents());
        m.put("crossover", part(s, s.crossover(), "crossover"));
        m.put("crossoverRate", describe(s.crossoverRate(), "rate", 0));
        m.put("childrenPerMating", s.childrenPerMating());
        m.put("mutation", part(s, s.mutation(), "mutation"));
        m.put("mutationRate", describe(s.mutationRate(), "rate", 0));
        m.put("mutationShareThreshold", describe(s.mutationShareThreshold(), "threshold", 0));
        m.put("replacement", part(s, s.replacement(), "replacement"));
        m.put("limits", describe(s.limits(), "limit", 0));
        m.put("trackDiversity", s.trackDiversity());
        return m;
    }

    /** Part name to its canonical JSON text, in a fixed order. */
    static Map<String, String> parts(Settings s) {
        Map<String, String> m = new LinkedHashMap<>();
        tree(s).forEach((k, v) -> m.put(k, Json.writeLine(v)));
        return m;
    }

    /** The parts as one line of JSON: {@code {"encoding":"INTEGER","boardSize":8,...}}. */
    static String text(Settings s) {
        return Json.writeLine(tree(s));
    }

    /** A setting's part: a plug-in by the id the setting holds for it, a kit part by its fields. */
    private static Object part(Settings s, Object part, String kind) {
        PluginId id = s.pluginIds().get(kind);
        return id != null ? id.members() : describe(part, kind, 0);
    }

    /**
     * One part's canonical JSON outside a setting: a plug-in as a setting built now would show it
     * (the registry's current id), a kit part by its fields.
     */
    static String part(Object part, String kind) {
        if (part != null && !KitOwn.is(part)) {
            PluginRegistry.Kind k = PluginRegistry.kindOf(kind);
            PluginId id = k != null ? PluginRegistry.idOf(k, part)
                    : PluginId.unregistered(PluginNames.of(part, kind));
            return Json.writeLine(id.members());
        }
        return Json.writeLine(describe(part, kind, 0));
    }

    /** The SHA-256 of the text, in hex. */
    static String fingerprint(String identity) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(identity.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static Object describe(Object o, String kind, int depth) {
        if (o == null || o instanceof String || o instanceof Boolean || o instanceof Long || o instanceof Integer
                || o instanceof Short || o instanceof Byte) {
            return o;
        }
        if (depth > MAX_DEPTH) {
            throw new IllegalStateException(kind + " nests deeper than " + MAX_DEPTH + " levels: " + o.getClass());
        }
        if (o instanceof Double || o instanceof Float) {
            double d = ((Number) o).doubleValue();
            // JSON has no NaN (Swap's unset rate): a field holds numbers only, so its "NaN" is no string's.
            return Double.isFinite(d) ? o : Double.toString(d);
        }
        if (o instanceof Character || o instanceof Duration || o instanceof Number) {
            return o.toString();
        }
        if (o instanceof Enum<?> e) {
            return e.name();
        }
        if (o instanceof List<?> list) {
            List<Object> items = new ArrayList<>();
            for (Object item : list) {
                items.add(describe(item, kind, depth + 1));
            }
            return items;
        }
        if (o.getClass().isArray()) {
            List<Object> items = new ArrayList<>();
            for (int i = 0; i < java.lang.reflect.Array.getLength(o); i++) {
                items.add(describe(java.lang.reflect.Array.get(o, i), kind, depth + 1));
            }
            return items;
        }
        if (!KitOwn.is(o)) { // plug-ins are top-level parts, named by id; kit parts hold none
            throw new IllegalStateException(kind + " holds " + o.getClass().getName() + ", which is neither the"
                    + " kit's own nor a setting's plug-in part, so it has no identity");
        }
        return fields(o, kind, depth);
    }

    /**
     * {@code {"class": NAME, FIELD: VALUE, ...}}, every instance field of the class and its kit
     * superclasses by name (no Java field can be called {@code class}).
     */
    private static Map<String, Object> fields(Object o, String kind, int depth) {
        List<Field> all = new ArrayList<>();
        for (Class<?> c = o.getClass(); c != null && c.getName().startsWith("io.nqueens."); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                    all.add(f);
                }
            }
        }
        all.sort(Comparator.comparing(Field::getName));
        Map<String, Object> shown = new LinkedHashMap<>();
        shown.put("class", o.getClass().getName().substring(o.getClass().getPackageName().length() + 1));
        for (Field f : all) {
            try {
                f.setAccessible(true); // the kit's own classes, in the kit's own module
                shown.put(f.getName(), describe(f.get(o), kind, depth + 1));
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalStateException("cannot read " + f + " of " + kind + " " + o + ": " + e, e);
            }
        }
        return shown;
    }
}
