package io.nqueens.json;

import java.util.List;
import java.util.Map;

/** The writer behind {@link Json#write} and {@link Json#writeLine}. */
final class JsonWriter {
    private static final int WIDTH = 100;

    /** Indented: scalars-only containers that fit in {@value #WIDTH} columns stay on one line. */
    String write(Object value) {
        StringBuilder out = new StringBuilder();
        indented(value, 0, out);
        return out.toString();
    }

    /** Compact, on one line. */
    String line(Object value) {
        StringBuilder out = new StringBuilder();
        compact(value, 0, out, "", ",", ":");
        return out.toString();
    }

    private void indented(Object value, int depth, StringBuilder out) {
        check(depth);
        if (!(value instanceof Map || value instanceof List)) {
            scalar(value, out);
            return;
        }
        String oneLine = flatOrNull(value, depth);
        if (oneLine != null && depth * 2 + oneLine.length() <= WIDTH) {
            out.append(oneLine);
            return;
        }
        String pad = "  ".repeat(depth + 1);
        boolean map = value instanceof Map;
        out.append(map ? "{\n" : "[\n");
        int i = 0;
        for (Object member : members(value)) {
            out.append(i++ > 0 ? ",\n" : "").append(pad);
            if (map) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) member;
                string(key(e.getKey()), out);
                out.append(": ");
                indented(e.getValue(), depth + 1, out);
            } else {
                indented(member, depth + 1, out);
            }
        }
        out.append('\n').append("  ".repeat(depth)).append(map ? '}' : ']');
    }

    /** The container on one line when every member is a scalar (an empty container counts), else null. */
    private String flatOrNull(Object value, int depth) {
        for (Object member : members(value)) {
            Object v = member instanceof Map.Entry<?, ?> e ? e.getValue() : member;
            if (v instanceof Map || v instanceof List) {
                return null;
            }
        }
        StringBuilder out = new StringBuilder();
        compact(value, depth, out, " ", ", ", ": ");
        return out.toString();
    }

    private void compact(Object value, int depth, StringBuilder out, String inner, String comma, String colon) {
        check(depth);
        if (!(value instanceof Map || value instanceof List)) {
            scalar(value, out);
            return;
        }
        boolean map = value instanceof Map;
        out.append(map ? '{' : '[');
        int i = 0;
        for (Object member : members(value)) {
            out.append(i++ > 0 ? comma : "");
            if (map) {
                Map.Entry<?, ?> e = (Map.Entry<?, ?>) member;
                string(key(e.getKey()), out);
                out.append(colon);
                compact(e.getValue(), depth + 1, out, inner, comma, colon);
            } else {
                compact(member, depth + 1, out, inner, comma, colon);
            }
        }
        out.append(map ? '}' : ']');
    }

    private static Iterable<?> members(Object container) {
        return container instanceof Map<?, ?> m ? m.entrySet() : (List<?>) container;
    }

    private static String key(Object key) {
        if (!(key instanceof String s)) {
            throw new IllegalArgumentException("JSON object keys must be strings, was " + key
                    + (key == null ? "" : " (" + key.getClass().getSimpleName() + ")"));
        }
        return s;
    }

    private static void check(int depth) {
        if (depth >= Json.MAX_DEPTH) {
            throw new IllegalArgumentException("JSON values must nest at most " + Json.MAX_DEPTH + " levels deep");
        }
    }

    private static void scalar(Object value, StringBuilder out) {
        if (value == null || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof String s) {
            string(s, out);
        } else if (value instanceof Long || value instanceof Integer || value instanceof Short
                || value instanceof Byte) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (!Double.isFinite(d)) {
                throw new IllegalArgumentException("JSON numbers must be finite, was " + d);
            }
            out.append(value instanceof Float f ? Float.toString(f) : Double.toString(d));
        } else {
            throw new IllegalArgumentException("a JSON value must be a map, list, string, boolean, number"
                    + " or null, was " + value + " (" + value.getClass().getName() + ")");
        }
    }

    private static void string(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
