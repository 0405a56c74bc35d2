package io.nqueens.spec;

import java.util.LinkedHashMap;
import java.util.Map;

/** Helpers for writing and reading the parameters of a part's spec form. */
final class Params {
    private Params() {}

    /** A parameter map from name, value pairs in order; a null value is left out. */
    static Map<String, Object> of(Object... namesAndValues) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            if (namesAndValues[i + 1] != null) {
                out.put((String) namesAndValues[i], namesAndValues[i + 1]);
            }
        }
        return out;
    }

    /** True for a flag that is set, null (left out) for one at its default, false. */
    static Boolean flag(boolean set) {
        return set ? Boolean.TRUE : null;
    }

    /** No parameters when {@code part} is of {@code type}; null (another form) otherwise. */
    static Map<String, Object> none(Object part, Class<?> type) {
        return type.isInstance(part) ? Map.of() : null;
    }

    /** Whether the optional flag {@code key} is present and true. */
    static boolean isSet(Node node, String key) {
        return node.has(key) && node.get(key).bool();
    }
}
