package io.nqueens.json;

import com.fasterxml.jackson.core.ErrorReportConfiguration;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.nqueens.Checks;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
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

    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH).build())
            // Jackson's own messages quote a bad token: keep that short (a 5 MB token is not echoed).
            .errorReportConfiguration(ErrorReportConfiguration.builder().maxErrorTokenLength(40)
                    .maxRawContentLength(0).build())
            .build();

    private static final ObjectMapper MAPPER = JsonMapper.builder(FACTORY)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    /**
     * Binds canonical values to records: no member left unknown or missing, no coercion (neither
     * {@code "3"} nor {@code 2.5} is an int, nor {@code 1} a boolean).
     */
    private static final ObjectMapper BINDER = JsonMapper.builder(FACTORY)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();

    private static final Pattern MISSING = Pattern.compile("Missing (?:required creator )?property '([^']*)'.*",
            Pattern.DOTALL);

    private static final int WIDTH = 100;
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
        return canonical(value, "$", 0);
    }

    /**
     * Writes a value as indented JSON: an object or array whose members are all scalars and that
     * fits in {@value #WIDTH} columns stays on one line, e.g. {@code {"op": "tournament", "k": 3}}.
     *
     * @param value as for {@link #canonical}
     * @return the JSON text, without a trailing line break
     * @throws IllegalArgumentException as {@link #canonical}
     */
    public static String write(Object value) {
        StringBuilder out = new StringBuilder();
        indented(canonical(value), 0, out);
        return out.toString();
    }

    /**
     * Writes a value on one line, without spaces: for records of one line each, and identities.
     *
     * @param value as for {@link #canonical}
     * @return the JSON text
     * @throws IllegalArgumentException as {@link #canonical}
     */
    public static String writeLine(Object value) {
        return jackson(canonical(value));
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
        String shown = jackson(cut);
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
     * components are its members, all required: {@code Json.bind(seeds, Seeds.class, "race.seeds")}.
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
        Checks.notNull("type", type);
        List<String> members = java.util.Arrays.stream(type.getRecordComponents())
                .map(java.lang.reflect.RecordComponent::getName).toList();
        if (!(value instanceof Map<?, ?> object)) {
            throw new IllegalArgumentException(path + " must be an object " + members + ", was " + describe(value));
        }
        for (Object key : object.keySet()) { // a misspelt member is named as such, not as a missing one
            if (!members.contains(key)) {
                throw new IllegalArgumentException(path + " has an unknown member " + quoted(String.valueOf(key))
                        + "; its members are " + members);
            }
        }
        try {
            return BINDER.convertValue(object, type);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(bindError(e, object, members, path), e);
        }
    }

    /** "PATH must be EXPECTED, was VALUE", or an unknown or missing member, from Jackson's refusal. */
    private static String bindError(IllegalArgumentException e, Map<?, ?> object, List<String> members,
            String path) {
        Throwable cause = e.getCause();
        if (cause instanceof UnrecognizedPropertyException u) {
            return path + " has an unknown member " + quoted(u.getPropertyName()) + "; its members are " + members;
        }
        if (!(cause instanceof JsonMappingException d)) {
            return path + ": " + cut(e.getMessage());
        }
        String at = path;
        Object value = object;
        for (JsonMappingException.Reference r : d.getPath()) {
            if (r.getFieldName() != null && value instanceof Map<?, ?> m && !m.containsKey(r.getFieldName())) {
                return at + " needs " + quoted(r.getFieldName()) + "; its members are " + members;
            }
            at = r.getFieldName() != null ? member(at, r.getFieldName()) : at + "[" + r.getIndex() + "]";
            value = r.getFieldName() != null && value instanceof Map<?, ?> m ? m.get(r.getFieldName())
                    : value instanceof List<?> l && r.getIndex() >= 0 && r.getIndex() < l.size() ? l.get(r.getIndex())
                    : null;
        }
        java.util.regex.Matcher missing = MISSING.matcher(d.getOriginalMessage());
        if (missing.matches()) {
            return at + " needs " + quoted(missing.group(1)) + "; its members are " + members;
        }
        Class<?> target = d instanceof MismatchedInputException m ? m.getTargetType()
                : d.getCause() instanceof InputCoercionException c ? c.getTargetType() : null;
        return at + " must be " + expected(target, d.getCause() instanceof InputCoercionException) + ", was "
                + describe(value);
    }

    private static String expected(Class<?> type, boolean outOfRange) {
        if (type == int.class || type == Integer.class) {
            return outOfRange ? "an integer within [" + Integer.MIN_VALUE + ", " + Integer.MAX_VALUE + "]"
                    : "an integer";
        }
        if (type == long.class || type == Long.class || type == short.class || type == Short.class) {
            return "an integer";
        }
        if (type == double.class || type == Double.class || type == float.class || type == Float.class) {
            return "a number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (type == String.class) {
            return "a string";
        }
        if (type != null && (java.util.Collection.class.isAssignableFrom(type) || type.isArray())) {
            return "an array [...]";
        }
        return type == null ? "another value" : "an object {...}";
    }

    // ---------------------------------------------------------------- reading

    private static Object value(JsonNode node, String path) {
        if (node.isObject()) {
            Map<String, Object> members = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
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
            problem = cut(problem.replaceAll(": enable `[^`]*` to allow", " (not allowed in JSON)")
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

    private static String cut(String text) {
        return Checks.shorten(text, SHOWN);
    }

    // ---------------------------------------------------------------- writing

    private static Object canonical(Object value, String path, int depth) {
        if (value instanceof Map<?, ?> || value instanceof List<?>) {
            if (depth >= MAX_DEPTH) {
                throw new IllegalArgumentException("JSON values must nest at most " + MAX_DEPTH + " levels deep ("
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
                out.put(key, canonical(e.getValue(), member(path, key), depth + 1));
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
                + cut(String.valueOf(value)) + " (" + value.getClass().getName() + ") at " + path);
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
    private static String jackson(Object canonical) {
        try {
            return MAPPER.writeValueAsString(canonical);
        } catch (JsonProcessingException e) { // canonical values are maps, lists and scalars only
            throw new IllegalStateException("cannot write " + cut(String.valueOf(canonical)) + " as JSON: " + e, e);
        }
    }
}
