package io.nqueens.json;

import io.nqueens.Checks;

import java.util.List;
import java.util.Map;

/**
 * A small JSON reader and writer for the kit's own files: engine and experiment specs, and the
 * records an experiment saves. It maps JSON to plain Java values and back: an object is an
 * unmodifiable {@code Map<String, Object>} keeping its key order, an array an unmodifiable
 * {@code List<Object>}, a string a {@code String}, {@code true}/{@code false} a {@code Boolean},
 * {@code null} Java's null, and a number a {@code Long} when written as an integer (no fraction,
 * no exponent) or a {@code Double} otherwise. Doubles are written with {@link Double#toString},
 * which reads back to the same value, so numbers survive a round trip exactly.
 *
 * <p>It follows RFC 8259 except that it refuses what the kit's files never need: numbers outside
 * the range of a long or a finite double, duplicate keys, and nesting deeper than
 * {@value #MAX_DEPTH} levels. Reading and writing cost O(length of the text).
 */
public final class Json {
    /** The deepest nesting of arrays and objects read or written. */
    public static final int MAX_DEPTH = 64;

    private Json() {}

    /**
     * Reads one JSON value that fills the whole text (white space around it allowed, and a
     * byte-order mark before it).
     *
     * @param text the JSON text, not null
     * @return the value: a map, list, string, Long, Double, Boolean or null (see the class comment)
     * @throws IllegalArgumentException naming the line, the column and what was expected there
     */
    public static Object parse(String text) {
        Checks.notNull("JSON text", text);
        // A byte-order mark (which some editors put first, and a file read as UTF-8 keeps) is no error.
        return new JsonReader(text.startsWith("\uFEFF") ? text.substring(1) : text).document();
    }

    /**
     * Reads a JSON object (see {@link #parse}).
     *
     * @param text the JSON text, not null
     * @param what what the text is, for the message, e.g. {@code "engine spec"}
     * @return the object's members, in the order written
     * @throws IllegalArgumentException when the text is not JSON or not an object
     */
    @SuppressWarnings("unchecked")
    public static Map<String, Object> parseObject(String text, String what) {
        Object value = parse(text);
        if (!(value instanceof Map)) {
            throw new IllegalArgumentException(what + " must be a JSON object {...}, was " + describe(value));
        }
        return (Map<String, Object>) value;
    }

    /**
     * Writes a value as indented JSON: an object or array whose members are all scalars and that
     * fits in 100 columns stays on one line, e.g. {@code {"op": "tournament", "k": 3}}.
     *
     * @param value a map with string keys, a list, a string, a boolean, an integer type, a finite
     *     float or double, or null; nested at most {@value #MAX_DEPTH} deep
     * @return the JSON text, without a trailing line break
     * @throws IllegalArgumentException for any other value, a NaN or infinite number, or a map key
     *     that is not a string (naming the value)
     */
    public static String write(Object value) {
        return new JsonWriter().write(value);
    }

    /**
     * Writes a value on one line, without spaces: for records of one line each.
     *
     * @param value as for {@link #write}
     * @return the JSON text
     * @throws IllegalArgumentException as {@link #write}
     */
    public static String writeLine(Object value) {
        return new JsonWriter().line(value);
    }

    /**
     * Names a JSON value's kind for messages, e.g. {@code "the number 3"}, {@code "an array"}.
     *
     * @param value a value as {@link #parse} returns them
     * @return a short description
     */
    public static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof List) {
            return "an array";
        }
        if (value instanceof String s) { // a 5 MB string is shown by its start and its length
            return s.length() <= 200 ? "the string \"" + s + "\""
                    : "the string \"" + s.substring(0, 200) + "\"... (" + s.length() + " characters)";
        }
        if (value instanceof Boolean b) {
            return b.toString();
        }
        return "the number " + value;
    }
}
