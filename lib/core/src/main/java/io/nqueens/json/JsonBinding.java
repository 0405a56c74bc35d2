package io.nqueens.json;

import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.nqueens.Checks;

import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import static io.nqueens.json.Json.cut;
import static io.nqueens.json.Json.describe;
import static io.nqueens.json.Json.member;
import static io.nqueens.json.Json.quoted;

/** {@link Json#bind}: canonical values to records through Jackson, its refusals in the kit's words. */
final class JsonBinding {
    /**
     * Binds canonical values to records: no member unknown, no coercion (neither
     * {@code "3"} nor {@code 2.5} is an int, nor {@code 1} a boolean).
     */
    private static final ObjectMapper BINDER = JsonMapper.builder(Json.FACTORY)
            .enable(DeserializationFeature.USE_LONG_FOR_INTS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .build();

    private static final Pattern MISSING = Pattern.compile("Missing (?:required creator )?property '([^']*)'.*",
            Pattern.DOTALL);

    private JsonBinding() {}

    static <T extends Record> T bind(Object value, Class<T> type, String path) {
        Checks.notNull("type", type);
        List<String> members = java.util.Arrays.stream(type.getRecordComponents())
                .map(java.lang.reflect.RecordComponent::getName).toList();
        if (!(value instanceof Map<?, ?> object)) {
            throw new Json.BindException(path, path + " must be an object " + members + ", was " + describe(value));
        }
        for (Object key : object.keySet()) { // a misspelt member is named as such, not as a missing one
            if (!members.contains(key)) {
                throw new Json.BindException(path, path + " has an unknown member " + quoted(String.valueOf(key))
                        + "; its members are " + members);
            }
        }
        for (java.lang.reflect.RecordComponent c : type.getRecordComponents()) { // a primitive has no "absent"
            if (c.getType().isPrimitive() && !object.containsKey(c.getName())) {
                throw new Json.BindException(path, path + " needs " + quoted(c.getName()) + "; its members are "
                        + members);
            }
        }
        try {
            return BINDER.convertValue(object, type);
        } catch (IllegalArgumentException e) {
            throw bindError(e, object, members, path);
        }
    }

    /** "PATH must be EXPECTED, was VALUE", or an unknown or missing member, from Jackson's refusal. */
    private static Json.BindException bindError(IllegalArgumentException e, Map<?, ?> object, List<String> members,
            String path) {
        Throwable cause = e.getCause();
        if (cause instanceof UnrecognizedPropertyException u) {
            return new Json.BindException(path, path + " has an unknown member " + quoted(u.getPropertyName())
                    + "; its members are " + members, e);
        }
        if (!(cause instanceof JsonMappingException d)) {
            return new Json.BindException(path, path + ": " + cut(e.getMessage()), e);
        }
        String at = path;
        Object value = object;
        for (JsonMappingException.Reference r : d.getPath()) {
            if (r.getFieldName() != null && value instanceof Map<?, ?> m && !m.containsKey(r.getFieldName())) {
                return new Json.BindException(at, at + " needs " + quoted(r.getFieldName()) + "; its members are "
                        + members, e);
            }
            at = r.getFieldName() != null ? member(at, r.getFieldName()) : at + "[" + r.getIndex() + "]";
            value = r.getFieldName() != null && value instanceof Map<?, ?> m ? m.get(r.getFieldName())
                    : value instanceof List<?> l && r.getIndex() >= 0 && r.getIndex() < l.size() ? l.get(r.getIndex())
                    : null;
        }
        java.util.regex.Matcher missing = MISSING.matcher(d.getOriginalMessage());
        if (missing.matches()) {
            return new Json.BindException(at, at + " needs " + quoted(missing.group(1)) + "; its members are "
                    + members, e);
        }
        Class<?> target = d instanceof MismatchedInputException m ? m.getTargetType()
                : d.getCause() instanceof InputCoercionException c ? c.getTargetType() : null;
        return new Json.BindException(at, at + " must be " + expected(target, d.getCause() instanceof
                InputCoercionException) + ", was " + describe(value), e);
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
}
