package io.nqueens.engine;

import io.nqueens.PluginNames;

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
 * The canonical text of everything that decides how an engine runs (see
 * {@link Settings#identity()}): each part of the kit is written as its class and every one of its
 * fields, found by reflection so that a parameter added to an operator later is part of it without
 * anyone remembering to add it here; a plug-in as its registered name and version
 * ({@link PluginNames#identity}). The label is left out: it names a setting, it does not change
 * its runs. O(size of the parts).
 */
final class SettingsIdentity {
    private static final int MAX_DEPTH = 8; // the kit's parts nest two levels at most

    private SettingsIdentity() {}

    /** Part name to its canonical text, in a fixed order. */
    static Map<String, String> parts(Settings s) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("encoding", s.encoding().name());
        m.put("boardSize", Integer.toString(s.boardSize()));
        m.put("fitness", describe(s.fitness(), "fitness", 0));
        m.put("populationSize", Integer.toString(s.populationSize()));
        m.put("selector", describe(s.selector(), "selector", 0));
        m.put("distinctParents", Boolean.toString(s.distinctParents()));
        m.put("crossover", describe(s.crossover(), "crossover", 0));
        m.put("crossoverRate", describe(s.crossoverRate(), "rate", 0));
        m.put("childrenPerMating", Integer.toString(s.childrenPerMating()));
        m.put("mutation", describe(s.mutation(), "mutation", 0));
        m.put("mutationRate", describe(s.mutationRate(), "rate", 0));
        m.put("mutationShareThreshold", Double.toString(s.mutationShareThreshold()));
        m.put("replacement", describe(s.replacement(), "replacement", 0));
        m.put("limits", describe(s.limits(), "limit", 0));
        m.put("trackDiversity", Boolean.toString(s.trackDiversity()));
        return m;
    }

    /** The parts as one line: {@code encoding=INTEGER; boardSize=8; ...}. */
    static String text(Settings s) {
        StringBuilder b = new StringBuilder();
        parts(s).forEach((k, v) -> b.append(b.length() == 0 ? "" : "; ").append(k).append('=').append(v));
        return b.toString();
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

    private static String describe(Object o, String kind, int depth) {
        if (o == null) {
            return "none";
        }
        if (depth > MAX_DEPTH) {
            throw new IllegalStateException(kind + " nests deeper than " + MAX_DEPTH + " levels: " + o.getClass());
        }
        if (o instanceof String text) {
            return PluginNames.quoted(text);
        }
        if (o instanceof Number || o instanceof Boolean || o instanceof Character || o instanceof Enum<?>
                || o instanceof Duration) {
            return o.toString(); // Double.toString reads back to the same double: no two values share a text
        }
        if (o instanceof List<?> list) {
            List<String> items = new ArrayList<>();
            for (Object item : list) {
                items.add(describe(item, kind, depth + 1));
            }
            return "[" + String.join(", ", items) + "]";
        }
        if (o.getClass().isArray()) {
            List<String> items = new ArrayList<>();
            for (int i = 0; i < java.lang.reflect.Array.getLength(o); i++) {
                items.add(describe(java.lang.reflect.Array.get(o, i), kind, depth + 1));
            }
            return "[" + String.join(", ", items) + "]";
        }
        if (!KitOwn.is(o)) {
            return PluginNames.identity(o, kind);
        }
        return fields(o, kind, depth);
    }

    /** {@code ClassName{field=value, ...}}, every instance field of the class and its kit superclasses. */
    private static String fields(Object o, String kind, int depth) {
        List<Field> all = new ArrayList<>();
        for (Class<?> c = o.getClass(); c != null && c.getName().startsWith("io.nqueens."); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers()) && !f.isSynthetic()) {
                    all.add(f);
                }
            }
        }
        all.sort(Comparator.comparing(Field::getName));
        List<String> shown = new ArrayList<>();
        for (Field f : all) {
            try {
                f.setAccessible(true); // the kit's own classes, in the kit's own module
                shown.add(f.getName() + "=" + describe(f.get(o), kind, depth + 1));
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new IllegalStateException("cannot read " + f + " of " + kind + " " + o + ": " + e, e);
            }
        }
        String name = o.getClass().getName().substring(o.getClass().getPackageName().length() + 1);
        return name + "{" + String.join(", ", shown) + "}";
    }
}
