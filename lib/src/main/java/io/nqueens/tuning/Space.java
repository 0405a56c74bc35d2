package io.nqueens.tuning;

import io.nqueens.Checks;
import io.nqueens.spec.EngineSpec;
import io.nqueens.spec.ExperimentSpec;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The settings a tuner may choose among: a base engine spec and the {@link Parameter}s that vary
 * it. A {@link Configuration} of the space becomes an engine spec by writing each active
 * parameter's form over the base, then the race's board size and stopping rules. For example
 * selection (tournament, roulette), tournament size 2..8 only with a tournament, mutation rate
 * 0.01..0.5 on a log scale:
 *
 * <pre>
 * Space.of(EngineSpec.of(Engine.builder(Encoding.PERMUTATION, 8)),
 *         Parameter.categorical("selection", "selector",
 *                 Map.of("tournament", Map.of("op", "tournament"), "roulette", Map.of("op", "roulette"))),
 *         Parameter.integer("k", "selector.k", 2, 8, false).when("selection", "tournament"),
 *         Parameter.real("pm", "mutationRate", 0.01, 0.5, true));</pre>
 *
 * Immutable. Creating a space checks its names, conditions and keys, and builds one engine of it
 * so that a key the engine refuses fails now, naming the parameter.
 */
public final class Space {
    private final EngineSpec base;
    private final List<Parameter> parameters;

    private Space(EngineSpec base, List<Parameter> parameters) {
        this.base = base;
        this.parameters = parameters;
    }

    /**
     * A space around a base engine.
     *
     * @param base the settings every configuration starts from, not null
     * @param parameters at least one; unique names; a condition names an earlier categorical
     *     parameter and some of its labels
     * @return the space
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public static Space of(EngineSpec base, List<Parameter> parameters) {
        Checks.notNull("base", base);
        Checks.notNull("parameters", parameters);
        if (parameters.isEmpty()) {
            throw new IllegalArgumentException("a space needs at least one parameter");
        }
        Map<String, Parameter> seen = new LinkedHashMap<>();
        Map<String, String> keys = new HashMap<>();
        for (Parameter p : parameters) {
            Checks.notNull("a parameter", p);
            if (seen.containsKey(p.name())) {
                throw new IllegalArgumentException("parameter " + p.name() + " is given twice");
            }
            String other = keys.putIfAbsent(p.key(), p.name());
            if (other != null) {
                throw new IllegalArgumentException("parameters " + other + " and " + p.name() + " both set "
                        + p.key() + "; one setting is raced by one parameter");
            }
            checkCondition(p, seen);
            seen.put(p.name(), p);
        }
        Space s = new Space(base, List.copyOf(parameters));
        s.checkKeys();
        return s;
    }

    /**
     * See {@link #of(EngineSpec, List)}.
     *
     * @param base the base engine
     * @param parameters the parameters
     * @return the space
     */
    public static Space of(EngineSpec base, Parameter... parameters) {
        return of(base, List.of(Checks.notNull("parameters", parameters)));
    }

    /**
     * The grid of a sweep spec as a space: its base, and one categorical parameter per axis (same
     * name, same key), labelled from each value's form: a number or string as it reads, an
     * operator as its op and parameter values joined by '-' ("tournament-3",
     * "singlePoint-interior"). A race over it picks among exactly the grid's settings.
     *
     * @param sweep a sweep spec ({@code {"base": ..., "axes": [...]}}), not null
     * @return the space
     * @throws IllegalArgumentException when the spec is a comparison, not a sweep, or has no axis
     */
    public static Space of(ExperimentSpec sweep) {
        Map<String, Object> tree = Checks.notNull("sweep", sweep).toTree();
        if (!(tree.get("base") instanceof Map<?, ?> base) || !(tree.get("axes") instanceof List<?> axes)
                || axes.isEmpty()) {
            throw new IllegalArgumentException("a space needs a sweep spec with a base and at least one axis");
        }
        List<Parameter> parameters = new ArrayList<>();
        for (Object a : axes) {
            Map<?, ?> axis = (Map<?, ?>) a;
            Map<String, Object> values = new LinkedHashMap<>();
            for (Object v : (List<?>) axis.get("values")) {
                String label = label(v);
                for (int k = 2; values.containsKey(label); k++) {
                    label = label(v) + "-" + k;
                }
                values.put(label, v);
            }
            parameters.add(Parameter.categorical((String) axis.get("name"), (String) axis.get("key"), values));
        }
        return of(EngineSpec.fromTree(spec(base)), parameters);
    }

    private static String label(Object form) {
        if (form instanceof Map<?, ?> m) {
            StringBuilder s = new StringBuilder(String.valueOf(m.get("op") != null ? m.get("op") : "value"));
            m.forEach((k, v) -> s.append(k.equals("op") ? "" : "-" + (v instanceof Map || v instanceof List
                    ? "x" : Configuration.text(v instanceof Long l ? (Object) l : v))));
            return s.toString();
        }
        return form instanceof Double d ? Parameter.num(d) : String.valueOf(form);
    }

    private static void checkCondition(Parameter p, Map<String, Parameter> earlier) {
        if (!p.conditional()) {
            return;
        }
        Parameter parent = earlier.get(p.parent());
        if (parent == null || parent.type() != Parameter.Type.CATEGORICAL) {
            throw new IllegalArgumentException("parameter " + p.name() + " depends on " + p.parent()
                    + ", which must be an earlier categorical parameter; earlier ones: " + earlier.keySet());
        }
        for (String v : p.when()) {
            if (!parent.labels().contains(v)) {
                throw new IllegalArgumentException("parameter " + p.name() + " depends on " + p.parent() + " = " + v
                        + ", which is not one of its values " + parent.labels());
            }
        }
    }

    /** Builds, for each parameter, an engine with it active, so a bad key fails here. */
    private void checkKeys() {
        for (Parameter p : parameters) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (Parameter q : parameters) {
                if (active(q, values)) {
                    values.put(q.name(), q.type() == Parameter.Type.CATEGORICAL
                            ? (q == p || !p.conditional() || !q.name().equals(p.parent()) ? q.labels().get(0)
                                    : p.when().get(0))
                            : q.type() == Parameter.Type.INTEGER ? (Object) (long) q.low() : (Object) q.low());
                }
            }
            Configuration c = new Configuration(0, 1, -1, values);
            try {
                engineSpec(c, null, List.of()).build();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("parameter " + p.name() + " (key " + p.key() + "): with "
                        + c.describe() + " the engine is refused: " + e.getMessage(), e);
            }
        }
    }

    /** {@return the parameters, in order} */
    public List<Parameter> parameters() {
        return parameters;
    }

    /** {@return the base engine spec} */
    public EngineSpec base() {
        return base;
    }

    /** {@return the parameter of that name} */
    Parameter parameter(String name) {
        for (Parameter p : parameters) {
            if (p.name().equals(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("the space has no parameter " + name + "; its parameters: "
                + parameters.stream().map(Parameter::name).toList());
    }

    /**
     * {@return whether a parameter is active given the values chosen so far for earlier ones}
     *
     * @param p the parameter
     * @param values earlier parameters' values
     */
    static boolean active(Parameter p, Map<String, Object> values) {
        Object parent = values.get(p.parent());
        return !p.conditional() || parent != null && p.when().contains(parent); // absent parent: inactive
    }

    /**
     * The engine spec of a configuration: the base, each active parameter's form written over
     * it, then the board size and limits when given.
     *
     * @param c the configuration
     * @param n the board size, or null to keep the base's
     * @param limits the limits' spec forms, or empty to keep the base's
     * @return the spec
     * @throws IllegalArgumentException naming the member the engine refuses
     */
    public EngineSpec engineSpec(Configuration c, Integer n, List<Object> limits) {
        Map<String, Object> tree = new LinkedHashMap<>(base.toTree());
        for (Parameter p : parameters) {
            Object v = c.values().get(p.name());
            if (v != null) {
                put(tree, p.key(), p.form(v));
            }
        }
        if (n != null) {
            tree.put("boardSize", n);
        }
        if (!limits.isEmpty()) {
            tree.put("limits", limits);
        }
        tree.remove("label");
        return EngineSpec.fromTree(tree);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, ?> spec(Map<?, ?> tree) {
        return (Map<String, ?>) tree;
    }

    @SuppressWarnings("unchecked")
    private static void put(Map<String, Object> tree, String key, Object form) {
        int dot = key.indexOf('.');
        if (dot < 0) {
            tree.put(key, form);
            return;
        }
        String outer = key.substring(0, dot);
        Object inner = tree.get(outer);
        Map<String, Object> copy = inner instanceof Map<?, ?> m ? new LinkedHashMap<>((Map<String, Object>) m)
                : new LinkedHashMap<>();
        put(copy, key.substring(dot + 1), form);
        tree.put(outer, copy);
    }

    /**
     * Reads a configuration from {@code name=value} texts (the command line, irace's target
     * runner): every active parameter must be given, no inactive or unknown one.
     *
     * @param texts parameter name to its value as text
     * @return the configuration, numbered 0
     * @throws IllegalArgumentException naming the parameter at fault
     */
    public Configuration configuration(Map<String, String> texts) {
        Checks.notNull("values", texts);
        Map<String, Object> values = new LinkedHashMap<>();
        Set<String> used = new HashSet<>();
        for (Parameter p : parameters) {
            String t = texts.get(p.name());
            if (!active(p, values)) {
                if (t != null) {
                    throw new IllegalArgumentException("parameter " + p.name() + " is inactive unless " + p.parent()
                            + " is one of " + p.when() + ", but was given " + t);
                }
                continue;
            }
            if (t == null) {
                throw new IllegalArgumentException("parameter " + p.name() + " is missing");
            }
            values.put(p.name(), p.parse(t));
            used.add(p.name());
        }
        List<String> unknown = new ArrayList<>(texts.keySet());
        unknown.removeAll(used);
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("unknown parameters " + unknown + "; the space has "
                    + parameters.stream().map(Parameter::name).toList());
        }
        return new Configuration(0, 1, -1, values);
    }

    @Override
    public String toString() {
        return "space of " + parameters.size() + " parameters " + parameters.stream().map(Parameter::name).toList();
    }
}
