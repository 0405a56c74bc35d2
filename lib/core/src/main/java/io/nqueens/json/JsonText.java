package io.nqueens.json;

import com.fasterxml.jackson.core.JsonProcessingException;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@link Json#canonical} and the layout of {@link Json#write}: Jackson writes every scalar (its
 * escapes, its digits); this class only decides where lines break.
 */
final class JsonText {
    private static final int WIDTH = 100;

    private JsonText() {}

    /** The value indented, see {@link Json#write}. */
    static String indented(Object canonical) {
        StringBuilder out = new StringBuilder();
        indented(canonical, 0, out);
        return out.toString();
    }

    static Object canonical(Object value, String path, int depth) {
        if (value instanceof Map<?, ?> || value instanceof List<?>) {
            if (depth >= Json.MAX_DEPTH) {
                throw new IllegalArgumentException("JSON values must nest at most " + Json.MAX_DEPTH + " levels deep ("
                        + path + ")");
            }
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                if (!(e.getKey() instanceof String key)) {
                    throw new IllegalArgumentException("JSON object keys must be strings, was " + e.getKey()
                            + (e.getKey() == null ? "" : " (" + e.getKey().getClass().getSimpleName() + ")")
                            + " at " + path);
                }
                out.put(key, canonical(e.getValue(), Json.member(path, key), depth + 1));
            }
            return Collections.unmodifiableMap(out);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object item : list) {
                out.add(canonical(item, path + "[" + out.size() + "]", depth + 1));
            }
            return Collections.unmodifiableList(out);
        }
        return scalar(value, path);
    }

    /** A scalar in canonical form: Long for integer types, a finite Double for floating ones. */
    private static Object scalar(Object value, String path) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Long) {
            return value;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("JSON numbers must be finite, was " + d + " at " + path);
            }
            // A float means the decimal it prints (0.1f is 0.1), not its binary expansion.
            return value instanceof Float f ? Double.parseDouble(Float.toString(f)) : d;
        }
        throw new IllegalArgumentException("a JSON value must be a map, list, string, boolean, number or null, was "
                + Json.cut(String.valueOf(value)) + " (" + value.getClass().getName() + ") at " + path);
    }

    /** Scalars and flat containers on one line ({@code ", "} and {@code ": "}), others indented. */
    private static void indented(Object value, int depth, StringBuilder out) {
        if (!(value instanceof Map || value instanceof List)) {
            out.append(jackson(value));
            return;
        }
        String flat = flatOrNull(value);
        if (flat != null && depth * 2 + flat.length() <= WIDTH) {
            out.append(flat);
            return;
        }
        String pad = "  ".repeat(depth + 1);
        boolean map = value instanceof Map;
        out.append(map ? "{\n" : "[\n");
        int i = 0;
        for (Object member : members(value)) {
            out.append(i++ > 0 ? ",\n" : "").append(pad);
            if (member instanceof Map.Entry<?, ?> e) {
                out.append(jackson(e.getKey())).append(": ");
                indented(e.getValue(), depth + 1, out);
            } else {
                indented(member, depth + 1, out);
            }
        }
        out.append('\n').append("  ".repeat(depth)).append(map ? '}' : ']');
    }

    /** The container on one line when every member is a scalar (an empty container counts), else null. */
    private static String flatOrNull(Object container) {
        List<String> parts = new ArrayList<>();
        for (Object member : members(container)) {
            Object v = member instanceof Map.Entry<?, ?> e ? e.getValue() : member;
            if (v instanceof Map || v instanceof List) {
                return null;
            }
            parts.add(member instanceof Map.Entry<?, ?> e ? jackson(e.getKey()) + ": " + jackson(v) : jackson(v));
        }
        boolean map = container instanceof Map;
        return (map ? "{" : "[") + String.join(", ", parts) + (map ? "}" : "]");
    }

    private static Iterable<?> members(Object container) {
        return container instanceof Map<?, ?> m ? m.entrySet() : (List<?>) container;
    }

    /** A canonical value as Jackson writes it, compact. */
    static String jackson(Object canonical) {
        try {
            return Json.MAPPER.writeValueAsString(canonical);
        } catch (JsonProcessingException e) { // canonical values are maps, lists and scalars only
            throw new IllegalStateException("cannot write " + Json.cut(String.valueOf(canonical)) + " as JSON: " + e, e);
        }
    }
}
