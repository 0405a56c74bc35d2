package io.nqueens.spec;

import io.nqueens.json.Json;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * A value of a parsed spec with its path from the root (e.g. {@code axes[1].values[0].k}), read
 * through typed accessors that refuse a wrong type or range with a message naming the path, the
 * value and what was expected. O(1) per access.
 */
final class Node {
    private final String path;
    private final Object value;

    Node(String path, Object value) {
        this.path = path;
        this.value = value;
    }

    /** The root of a spec. */
    static Node root(String what, Object value) {
        return new Node(what, value);
    }

    String path() {
        return path;
    }

    Object value() {
        return value;
    }

    boolean isNull() {
        return value == null;
    }

    boolean isObject() {
        return value instanceof Map;
    }

    boolean isNumber() {
        return isInteger() || value instanceof Double || value instanceof Float;
    }

    /** Integers read from JSON are Longs; parts written in code may hold Integers. */
    private boolean isInteger() {
        return value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte;
    }

    @SuppressWarnings("unchecked")
    Map<String, Object> object() {
        if (!(value instanceof Map)) {
            throw bad("an object {...}");
        }
        return (Map<String, Object>) value;
    }

    /** True when this object has the member {@code key}. */
    boolean has(String key) {
        return object().containsKey(key);
    }

    /** The member {@code key}, which must be present. */
    Node get(String key) {
        if (!has(key)) {
            throw new SpecError(path, path, path + " needs " + Json.quoted(key) + "; it has " + names(object().keySet()));
        }
        return member(key);
    }

    /** The member {@code key}, or null when absent. */
    Node optional(String key) {
        return has(key) ? member(key) : null;
    }

    private Node member(String key) {
        return new Node(Json.member(path, key), object().get(key));
    }

    /** Refuses a member not in {@code allowed}, listing the allowed ones. */
    void allowOnly(Collection<String> allowed) {
        for (String key : object().keySet()) {
            if (!allowed.contains(key)) {
                throw new SpecError(path, Json.member(path, key), path + " has an unknown member " + Json.quoted(key) + "; its members are "
                        + allowed);
            }
        }
    }

    /** Member names for a message: each cut as {@link Json#quoted} cuts, at most 20 of them. */
    private static String names(Collection<String> keys) {
        List<String> shown = keys.stream().limit(20).map(k -> k.length() <= Json.SHOWN ? k
                : Json.quoted(k)).toList();
        return shown + (keys.size() > 20 ? " and " + (keys.size() - 20) + " more" : "");
    }

    List<Node> list() {
        if (!(value instanceof List<?> items)) {
            throw bad("an array [...]");
        }
        List<Node> out = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            out.add(new Node(path + "[" + i + "]", items.get(i)));
        }
        return out;
    }

    String string() {
        if (!(value instanceof String s)) {
            throw bad("a string");
        }
        return s;
    }

    boolean bool() {
        if (!(value instanceof Boolean b)) {
            throw bad("true or false");
        }
        return b;
    }

    long longValue() {
        if (!isInteger()) {
            throw bad("an integer");
        }
        return ((Number) value).longValue();
    }

    int intValue() {
        long l = longValue();
        if (l < Integer.MIN_VALUE || l > Integer.MAX_VALUE) {
            throw bad("an integer within [" + Integer.MIN_VALUE + ", " + Integer.MAX_VALUE + "]");
        }
        return (int) l;
    }

    double doubleValue() {
        if (!isNumber()) {
            throw bad("a number");
        }
        return ((Number) value).doubleValue();
    }

    /** An enum constant by its name, listing the constants when it is none of them. */
    <E extends Enum<E>> E constant(Class<E> type) {
        String name = string();
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(name)) {
                return e;
            }
        }
        throw bad("one of " + List.of(type.getEnumConstants()));
    }

    /** "PATH must be EXPECTED, was VALUE". */
    IllegalArgumentException bad(String expected) {
        return new SpecError(path, path, path + " must be " + expected + ", was " + Json.describe(value));
    }

    /**
     * Prefixes the message of a factory's or builder's refusal with this node's path; a refusal
     * that already names its place in the spec passes unchanged.
     */
    IllegalArgumentException wrap(IllegalArgumentException e) {
        return e instanceof SpecError ? e : new SpecError(path, path, path + ": " + e.getMessage(), e);
    }

    /**
     * A refusal whose message already names its place in the spec: it begins with {@code shown},
     * the path of the member at fault, and {@code at} is the path whose line and column a spec
     * read from text adds ({@link #locatedIn}).
     */
    static final class SpecError extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        private final String shown;
        private final String at;

        SpecError(String shown, String at, String message) {
            super(message);
            this.shown = shown;
            this.at = at;
        }

        SpecError(String shown, String at, String message, Throwable cause) {
            super(message, cause);
            this.shown = shown;
            this.at = at;
        }

        /**
         * This refusal with the line and column of its member in the spec's text, e.g.
         * {@code engine.selector.k (line 3, column 12) must be an integer, was ...}; itself when
         * the member is not found there (a value a builder added, say). O(length of the text).
         *
         * @param text the spec's JSON text
         * @param root the name of the spec's root in paths, e.g. {@code "engine"}
         */
        IllegalArgumentException locatedIn(String text, String root) {
            if (!at.startsWith(root) || !getMessage().startsWith(shown)) {
                return this;
            }
            String where = Json.locate(text, "$" + at.substring(root.length()));
            return where == null ? this : new SpecError(shown, at, shown + " (" + where + ")"
                    + getMessage().substring(shown.length()), this);
        }
    }
}
