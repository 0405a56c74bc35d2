package io.nqueens.tuning;

import io.nqueens.Checks;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One parameter of a tuning {@link Space}: a name (used in tables, irace's parameters file and
 * the command line), the engine-spec setting it writes (a key of an engine spec such as
 * {@code "selector"}, {@code "mutationRate"} or {@code "populationSize"}, or a member of one, such
 * as {@code "selector.k"}), its domain, and an optional condition: the parameter is active only
 * when an earlier categorical parameter holds one of some values (a tournament's size only with a
 * tournament).
 *
 * <ul>
 *   <li><b>Categorical</b>: values by label, each an engine-spec form ({@code {"op": "roulette"}},
 *   a number, a string), e.g. {@code "tournament" -> {"op": "tournament"}}.</li>
 *   <li><b>Integer</b> and <b>real</b>: a range [low, high], sampled on a log scale when asked
 *   (population sizes, rates spanning decades). Reals are kept to 4 significant digits, as irace
 *   does, so that a configuration prints and reads back exactly.</li>
 * </ul>
 * Immutable. Every check happens here, naming the parameter.
 *
 * @param name the parameter's name: a letter, then letters, digits or underscores
 * @param key the engine-spec setting it writes, or {@code setting.member}
 * @param type categorical, integer or real
 * @param labels the categorical values' labels, in order (empty for numbers)
 * @param forms the engine-spec form of each label (empty for numbers)
 * @param low the range's low end (numbers; 0 for categorical)
 * @param high the range's high end (numbers; 0 for categorical)
 * @param log whether numbers are sampled on a log scale
 * @param parent the categorical parameter this one depends on, or null when always active
 * @param when the parent's labels under which this parameter is active (empty when always)
 */
public record Parameter(String name, String key, Type type, List<String> labels, List<Object> forms, double low,
        double high, boolean log, String parent, List<String> when) {

    /** The kinds of domain. */
    public enum Type {
        /** One of a list of labelled values. */
        CATEGORICAL,
        /** An integer in a range. */
        INTEGER,
        /** A real number in a range. */
        REAL
    }

    /**
     * Checks the parameter and copies its lists.
     *
     * @param name see above
     * @param key see above
     * @param type see above
     * @param labels see above
     * @param forms see above
     * @param low see above
     * @param high see above
     * @param log see above
     * @param parent see above
     * @param when see above
     */
    public Parameter {
        Checks.notNull("parameter name", name);
        if (!name.matches("[A-Za-z][A-Za-z0-9_]*")) {
            throw new IllegalArgumentException("parameter name must be a letter followed by letters, digits or"
                    + " underscores, was \"" + name + "\"");
        }
        Checks.notNull("parameter " + name + ": key", key);
        Checks.notNull("parameter " + name + ": type", type);
        labels = List.copyOf(labels);
        forms = List.copyOf(forms.stream().map(Parameter::canonical).toList());
        when = List.copyOf(when);
        checkDomain(name, type, labels, low, high, log);
        if ((parent == null) != when.isEmpty()) {
            throw new IllegalArgumentException("parameter " + name + ": a condition needs both a parent and the"
                    + " parent's values, was parent " + parent + " when " + when);
        }
    }

    /**
     * A form with its maps in an order fixed across JVMs: a map that keeps an order of its own (a
     * LinkedHashMap, as JSON is read, or a sorted map) keeps it; any other ({@code Map.of}, whose
     * order changes from one JVM to the next) gets "op" first, then its keys sorted. Without it,
     * a race's spec (race.json) would read differently in the process that resumes a killed race,
     * which then refuses the folder as another race's. Nested maps and lists alike; O(size).
     */
    static Object canonical(Object form) {
        if (form instanceof Map<?, ?> m) {
            List<Object> keys = new ArrayList<>(m.keySet());
            if (!(m instanceof LinkedHashMap || m instanceof java.util.SortedMap)) {
                keys.sort(java.util.Comparator.comparing((Object k) -> !"op".equals(k))
                        .thenComparing(String::valueOf));
            }
            Map<Object, Object> out = new LinkedHashMap<>();
            keys.forEach(k -> out.put(k, canonical(m.get(k))));
            return java.util.Collections.unmodifiableMap(out);
        }
        if (form instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            l.forEach(v -> out.add(canonical(v)));
            return java.util.Collections.unmodifiableList(out);
        }
        return form;
    }

    private static void checkDomain(String name, Type type, List<String> labels, double low, double high,
            boolean log) {
        if (type == Type.CATEGORICAL) {
            if (labels.size() < 2 || labels.stream().distinct().count() != labels.size()) {
                throw new IllegalArgumentException("parameter " + name + " needs at least 2 distinct values, was "
                        + labels);
            }
            return;
        }
        if (!(Double.isFinite(low) && Double.isFinite(high) && low < high)) {
            throw new IllegalArgumentException("parameter " + name + ": the range must be finite with low < high,"
                    + " was [" + low + ", " + high + "]");
        }
        if (log && low <= 0) {
            throw new IllegalArgumentException("parameter " + name + ": a log scale needs low > 0, was " + low);
        }
        if (type == Type.INTEGER && (low != Math.rint(low) || high != Math.rint(high))) {
            throw new IllegalArgumentException("parameter " + name + ": an integer range needs integer ends, was ["
                    + low + ", " + high + "]");
        }
    }

    /**
     * A categorical parameter. The labels keep the map's order when it has one (a LinkedHashMap or
     * a sorted map); any other map's labels are sorted, since the order of, say, {@code Map.of}
     * changes from one JVM to the next and the race's draws depend on it.
     *
     * @param name the name
     * @param key the engine-spec setting it writes
     * @param values label to engine-spec form; at least 2
     * @return the parameter, always active
     */
    public static Parameter categorical(String name, String key, Map<String, ?> values) {
        Checks.notNull("parameter " + name + ": values", values);
        Map<String, ?> ordered = values instanceof LinkedHashMap || values instanceof java.util.SortedMap
                ? values : new java.util.TreeMap<>(values);
        return new Parameter(name, key, Type.CATEGORICAL, new ArrayList<>(ordered.keySet()),
                new ArrayList<>(ordered.values()), 0, 0, false, null, List.of());
    }

    /**
     * An integer parameter.
     *
     * @param name the name
     * @param key the engine-spec setting it writes
     * @param low the smallest value
     * @param high the largest value, above low
     * @param log whether to sample on a log scale (low must then be positive)
     * @return the parameter, always active
     */
    public static Parameter integer(String name, String key, int low, int high, boolean log) {
        return new Parameter(name, key, Type.INTEGER, List.of(), List.of(), low, high, log, null, List.of());
    }

    /**
     * A real parameter.
     *
     * @param name the name
     * @param key the engine-spec setting it writes
     * @param low the smallest value
     * @param high the largest value, above low
     * @param log whether to sample on a log scale (low must then be positive)
     * @return the parameter, always active
     */
    public static Parameter real(String name, String key, double low, double high, boolean log) {
        return new Parameter(name, key, Type.REAL, List.of(), List.of(), low, high, log, null, List.of());
    }

    /**
     * {@return this parameter, active only when {@code parent} holds one of {@code values}}
     *
     * @param parent an earlier categorical parameter's name (checked by the space)
     * @param values some of its labels, at least one
     */
    public Parameter when(String parent, String... values) {
        Checks.notNull("parameter " + name + ": parent", parent);
        if (values.length == 0) {
            throw new IllegalArgumentException("parameter " + name + ": when(" + parent + ") needs at least one value");
        }
        return new Parameter(name, key, type, labels, forms, low, high, log, parent, List.of(values));
    }

    /** {@return whether this parameter is conditional} */
    public boolean conditional() {
        return parent != null;
    }

    /**
     * {@return the value's engine-spec form: a categorical label's form, an integer as a Long, a
     * real as a Double}
     *
     * @param value a label, or a number in range
     */
    Object form(Object value) {
        return switch (type) {
            case CATEGORICAL -> forms.get(labels.indexOf((String) value));
            case INTEGER -> ((Number) value).longValue();
            case REAL -> ((Number) value).doubleValue();
        };
    }

    /**
     * Reads a value given as text (the command line, irace's target runner), checking it.
     *
     * @param text a label or a number
     * @return the value: a label, a Long or a Double
     */
    Object parse(String text) {
        if (type == Type.CATEGORICAL) {
            if (!labels.contains(text)) {
                throw new IllegalArgumentException("parameter " + name + " must be one of " + labels + ", was \""
                        + text + "\"");
            }
            return text;
        }
        double v;
        try {
            v = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("parameter " + name + " must be a number, was \"" + text + "\"");
        }
        if (!(v >= low && v <= high) || type == Type.INTEGER && v != Math.rint(v)) {
            throw new IllegalArgumentException("parameter " + name + " must be " + (type == Type.INTEGER
                    ? "an integer" : "a number") + " in [" + num(low) + ", " + num(high) + "], was " + text);
        }
        return type == Type.INTEGER ? (Object) (long) v : (Object) round4(v);
    }

    /** Keeps 4 significant digits, so a value prints and reads back as itself. */
    static double round4(double v) {
        return v == 0 ? 0 : new java.math.BigDecimal(v).round(new java.math.MathContext(4)).doubleValue();
    }

    /**
     * {@return {@code v} as the spec and the irace export write it: a whole number without a decimal point}
     *
     * @param v a bound of a parameter
     */
    public static String num(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v);
    }

    /** {@return the spec form this parameter writes, for the JSON of a race spec} */
    Map<String, Object> toTree() {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("name", name);
        t.put("key", key);
        t.put("type", type.name().toLowerCase(java.util.Locale.ROOT));
        if (type == Type.CATEGORICAL) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (int i = 0; i < labels.size(); i++) {
                values.put(labels.get(i), forms.get(i));
            }
            t.put("values", values);
        } else {
            t.put("low", type == Type.INTEGER ? (Object) (long) low : (Object) low);
            t.put("high", type == Type.INTEGER ? (Object) (long) high : (Object) high);
            t.put("log", log);
        }
        if (parent != null) {
            t.put("parent", parent);
            t.put("when", when);
        }
        return t;
    }
}
