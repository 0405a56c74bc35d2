package io.nqueens.json;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.nqueens.Checks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * JSON for the kit's own files (engine and experiment specs, the runs and manifest an experiment
 * saves), read and written by Jackson and mapped to plain Java values: an object is an
 * unmodifiable {@code Map<String, Object>} keeping its member order, an array an unmodifiable
 * {@code List<Object>}, a string a {@code String}, {@code true}/{@code false} a {@code Boolean},
 * {@code null} Java's null, and a number a {@code Long} when written as an integer (no fraction,
 * no exponent) or a {@code Double} otherwise. That mapping is the kit's <em>canonical form</em>
 * ({@link #canonical}): specs print, compare and identify settings by it, and {@link #write} and
 * {@link #writeLine} are the only writers of JSON text. Doubles are written as
 * {@link Double#toString} writes them, which reads back to the same value.
 *
 * <p>It reads RFC 8259 text (a UTF-8 byte-order mark before it is skipped) and refuses, with the
 * line, the column and the JSON path of the fault: duplicate member names, nesting deeper than
 * {@value #MAX_DEPTH} levels, numbers outside the range of a long or a finite double, and anything
 * after the value. A value quoted in a message is cut to {@value #SHOWN} characters. Reading and
 * writing cost O(length of the text).
 */
public final class Json {
    /** The deepest nesting of arrays and objects read or written. */
    public static final int MAX_DEPTH = 64;

    /** The most characters of a value (a name, a string) that a message quotes. */
    public static final int SHOWN = 200;

    static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            // Jackson's own messages quote a bad token: keep that short (a 5 MB token is not echoed).
            .errorReportConfiguration(ErrorReportConfiguration.builder().maxErrorTokenLength(40)
                    .maxRawContentLength(0).build())
            .build();

    static final ObjectMapper MAPPER = JsonMapper.builder(FACTORY)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private static final Pattern PLAIN_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private Json() {}

    /**
     * Reads one JSON value that fills the whole text (white space around it allowed, and a
     * byte-order mark before it).
     *
     * @param text the JSON text, not null
     * @return the value in canonical form (see the class comment)
     * @throws IllegalArgumentException naming the line, the column, the JSON path and what was
     *     expected there, e.g. {@code JSON at line 3, column 9 ($.selector.k): "k" appears twice
     *     in this object}
     */
    public static Object parse(String text) {
        Checks.notNull("JSON text", text);
        // A byte-order mark (which some editors put first, and a file read as UTF-8 keeps) is no error.
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        try (JsonParser p = MAPPER.createParser(body)) {
            JsonNode tree;
            try {
                tree = MAPPER.readTree(p);
            } catch (JsonProcessingException e) {
                throw error(e, p);
            }
            if (tree == null || tree.isMissingNode()) {
                throw new IllegalArgumentException("JSON at line 1, column 1: expected a value, found the end of"
                        + " the text");
            }
            return value(tree, "$");
        } catch (IOException e) { // not thrown by a parser over a String, but declared by close()
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Where a value is written in a JSON text, for a message about it found after reading: the
     * line and column of its member name (for a member of an object) or of its first character.
     *
     * @param text a JSON text that {@link #parse} reads
     * @param path the value's JSON path as this class writes them, e.g. {@code $.axes[0].key}
     * @return {@code "line L, column C"}, or null when the text has no such value
     */
    public static String locate(String text, String path) {
        String body = Checks.notNull("JSON text", text).startsWith("\uFEFF") ? text.substring(1) : text;
        try (JsonParser p = MAPPER.createParser(body)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t.isStructEnd()) {
                    continue;
                }
                String here = t.isStructStart() ? path(p.getParsingContext().getParent()) : path(p.getParsingContext());
                if (here.equals(path)) {
                    JsonLocation at = p.currentTokenLocation();
                    return "line " + at.getLineNr() + ", column " + at.getColumnNr();
                }
            }
            return null;
        } catch (IOException e) { // the text was read before; a fault now only means "not found"
            return null;
        }
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
     * The canonical form of a value built in code: every map, list and scalar copied into the
     * form {@link #parse} gives (integer types as {@code Long}, a {@code float} as the
     * {@code Double} its printed digits name, containers unmodifiable). Two values are the same
     * JSON exactly when their canonical forms are {@code equals} (member order aside). O(size).
     *
     * @param value a map with string keys, a list, a string, a boolean, an integer type, a finite
     *     float or double, or null; nested at most {@value #MAX_DEPTH} deep
     * @return the canonical value
     * @throws IllegalArgumentException for any other value, a NaN or infinite number, or a map key
     *     that is not a string (naming the value and its JSON path)
     */
    public static Object canonical(Object value) {
        return JsonText.canonical(value, "$", 0);
    }

    /**
     * Writes a value as indented JSON: an object or array whose members are all scalars and that
     * fits in 100 columns stays on one line, e.g. {@code {"op": "tournament", "k": 3}}.
     *
     * @param value as for {@link #canonical}
     * @return the JSON text, without a trailing line break
     * @throws IllegalArgumentException as {@link #canonical}
     */
    public static String write(Object value) {
        return JsonText.indented(canonical(value));
    }

    /**
     * Writes a value on one line, without spaces: for records of one line each, and identities.
     *
     * @param value as for {@link #canonical}
     * @return the JSON text
     * @throws IllegalArgumentException as {@link #canonical}
     */
    public static String writeLine(Object value) {
        return JsonText.jackson(canonical(value));
    }

    /**
     * Names a JSON value's kind for messages, e.g. {@code "the number 3"}, {@code "an array"}; a
     * string is quoted up to {@value #SHOWN} characters, then cut with its length.
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
        if (value instanceof String s) {
            return "the string " + quoted(s);
        }
        if (value instanceof Boolean b) {
            return b.toString();
        }
        return "the number " + value;
    }

    /**
     * A string as JSON writes it, cut to {@value #SHOWN} characters (with its length said) so that
     * a message never echoes a 5 MB name.
     *
     * @param s the string, not null
     * @return {@code "s"}, escaped
     */
    public static String quoted(String s) {
        String cut = s.length() <= SHOWN ? s : s.substring(0, SHOWN);
        String shown = JsonText.jackson(cut);
        return s.length() <= SHOWN ? shown : shown + "... (" + s.length() + " characters)";
    }

    /**
     * The JSON path of a member: {@code path.name}, or {@code path["a name"]} when the name is not
     * a plain identifier (cut as {@link #quoted} cuts).
     *
     * @param path the path of the object
     * @param name the member's name
     * @return the member's path
     */
    public static String member(String path, String name) {
        return PLAIN_NAME.matcher(name).matches() && name.length() <= SHOWN ? path + "." + name
                : path + "[" + quoted(name) + "]";
    }

    /**
     * Binds a JSON object (in canonical form, as {@link #parse} gives it) to a record whose
     * components are its members: {@code Json.bind(seeds, Seeds.class, "race.seeds")}. A member of
     * a primitive type ({@code long}, {@code int}, {@code double}, {@code boolean}) is required, one
     * of a reference type optional (null when absent).
     * Components of type {@code Object}, {@code Map} or {@code List<Object>} receive canonical
     * values. O(size of the value).
     *
     * @param value the value, e.g. {@code {"first": 0, "count": 30}}
     * @param type the record
     * @param path the value's JSON path, for messages
     * @param <T> the record type
     * @return the record
     * @throws IllegalArgumentException naming the member's path, its value and what was expected,
     *     e.g. {@code race.seeds.count must be an integer, was the number 2.5}, or an unknown or
     *     missing member
     */
    public static <T extends Record> T bind(Object value, Class<T> type, String path) {
        return JsonBinding.bind(value, type, path);
    }

    // ---------------------------------------------------------------- reading

    private static Object value(JsonNode node, String path) {
        if (node.isObject()) {
            Map<String, Object> members = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : node.properties()) {
                members.put(e.getKey(), value(e.getValue(), member(path, e.getKey())));
            }
            return Collections.unmodifiableMap(members);
        }
        if (node.isArray()) {
            List<Object> items = new ArrayList<>(node.size());
            for (int i = 0; i < node.size(); i++) {
                items.add(value(node.get(i), path + "[" + i + "]"));
            }
            return Collections.unmodifiableList(items);
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isNull()) {
            return null;
        }
        if (node.isIntegralNumber()) {
            if (!node.canConvertToLong()) {
                throw new IllegalArgumentException("JSON at " + path + ": expected an integer within ["
                        + Long.MIN_VALUE + ", " + Long.MAX_VALUE + "], found " + cut(node.asText()));
            }
            return node.longValue();
        }
        double d = node.doubleValue();
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException("JSON at " + path + ": expected a number within the range of a"
                    + " double, found " + cut(node.asText()));
        }
        return d;
    }

    /** "JSON at line L, column C ($.path): what is wrong", from Jackson's refusal. */
    private static IllegalArgumentException error(JsonProcessingException e, JsonParser p) {
        JsonLocation at = e.getLocation() != null ? e.getLocation() : p.currentLocation();
        String where = at == null ? "JSON" : "JSON at line " + at.getLineNr() + ", column " + at.getColumnNr();
        String problem = e.getOriginalMessage();
        if (e instanceof StreamConstraintsException && problem.contains("nesting depth")) {
            problem = "expected at most " + MAX_DEPTH + " levels of nesting";
        } else if (problem.startsWith("Duplicate ")) {
            problem = quoted(p.getParsingContext().getCurrentName()) + " appears twice in this object"
                    + " (member names must be unique)";
        } else {
            // Jackson names the feature that would allow a non-standard token; the kit's files are plain JSON.
            problem = cut(problem.replaceAll("\\[Source: .*?; line: (\\d+), column: (\\d+)\\]", "line $1, column $2")
                    .replaceAll(": enable `[^`]*` to allow", " (not allowed in JSON)")
                    .replaceAll(" \\(bound as `[^`]*`\\)", "").replaceAll(": not allowed as per `[^`]*`", "")
                    .replaceAll(", from `[^`]*`\\)", ")"));
        }
        return new IllegalArgumentException(where + " (" + cut(path(p.getParsingContext())) + "): " + problem, e);
    }

    /** The JSON path of the parser's place, e.g. {@code $.axes[0].values[2]}. */
    private static String path(JsonStreamContext context) {
        if (context == null || context.inRoot()) {
            return "$";
        }
        String parent = path(context.getParent());
        if (context.inArray()) {
            return parent + "[" + Math.max(0, context.getCurrentIndex()) + "]";
        }
        String name = context.getCurrentName();
        return name == null ? parent : member(parent, name);
    }

    static String cut(String text) {
        return Checks.shorten(text, SHOWN);
    }

    /** A refusal of {@link #bind}, which knows the JSON path of the member at fault. */
    public static final class BindException extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        /** The JSON path of the member at fault (part of the serial form, hence documented). */
        private final String path;

        BindException(String path, String message) {
            this(path, message, null);
        }

        BindException(String path, String message, Throwable cause) {
            super(message, cause);
            this.path = path;
        }

        /** {@return the path of the member at fault, with which the message begins} */
        public String path() {
            return path;
        }
    }
}
