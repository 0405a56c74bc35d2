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
 * Immutable. Creating a space checks its names, conditions and keys, and every label and both
 * ends of every range against the engine's own checks (see {@code checkRanges}), so that a key,
 * a value or a range the engine refuses fails now, naming the parameter, the value and its
 * domain, instead of being skipped by the race.
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
        s.checkRanges();
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

    /**
     * Checks every parameter against the engine's own ranges before any run: each value at the
     * edge of its domain (every label; a range's two ends) must build an engine, either alone
     * (written over the base with only the parents that make it active) or with the other
     * parameters all at their first label or low end, all at their last label or high end, or all
     * in the middle. A value that builds in none of these, say more elites than the largest
     * population, is refused here rather than skipped by the race, and the error quotes the
     * engine's reason for the value alone, so that a typo is reported at the parameter that holds
     * it, whatever comes before it.
     * Combinations that the engine refuses although each value passes (elites 40 with a population
     * of 20, where both are raced) stay possible; the race counts and reports those it draws.
     * Costs at most four engine builds per label or end.
     */
    private void checkRanges() {
        for (Parameter p : parameters) {
            for (Object v : edges(p)) {
                Configuration alone = new Configuration(0, 1, -1, with(p, v, Map.of()));
                IllegalArgumentException why = builds(alone);
                for (int fill = 0; why != null && fill < 3; fill++) {
                    if (builds(new Configuration(0, 1, -1, filled(p, v, fill))) == null) {
                        why = null;
                    }
                }
                if (why != null) { // reported as met alone: another parameter's typo cannot be the cause
                    throw refused(p, v, alone, why);
                }
            }
        }
    }

    /** {@return null when the engine builds the configuration, else why it refused it} */
    private IllegalArgumentException builds(Configuration c) {
        try {
            engineSpec(c, null, List.of()).build();
            return null;
        } catch (IllegalArgumentException e) {
            return e;
        }
    }

    private IllegalArgumentException refused(Parameter p, Object v, Configuration c, IllegalArgumentException e) {
        String domain = p.type() == Parameter.Type.CATEGORICAL ? "one of " + p.labels()
                : "in [" + Parameter.num(p.low()) + ", " + Parameter.num(p.high()) + "]";
        return new IllegalArgumentException("parameter " + p.name() + " (key " + p.key() + "): its value "
                + (v instanceof String ? v : Parameter.num(((Number) v).doubleValue())) + " (" + domain
                + ") is refused by the engine, with " + c.describe() + ": " + e.getMessage(), e);
    }

    /** The values at the edges of a parameter's domain: every label, or a range's two ends. */
    private static List<Object> edges(Parameter p) {
        return switch (p.type()) {
            case CATEGORICAL -> List.copyOf(p.labels());
            case INTEGER -> List.of((long) p.low(), (long) p.high());
            case REAL -> List.of(p.low(), p.high());
        };
    }

    /** {@code p = v} with the chain of parents that makes it active, over {@code others}. */
    private Map<String, Object> with(Parameter p, Object v, Map<String, Object> others) {
        Map<String, Object> values = new LinkedHashMap<>(others);
        for (Parameter q = p; q.conditional(); q = parameter(q.parent())) {
            values.put(q.parent(), q.when().get(0));
        }
        values.put(p.name(), v);
        // Kept in the space's order, and only the parameters active under those values.
        Map<String, Object> out = new LinkedHashMap<>();
        for (Parameter q : parameters) {
            if (values.containsKey(q.name()) && active(q, out)) {
                out.put(q.name(), values.get(q.name()));
            }
        }
        return out;
    }

    /** {@code p = v}, its parents set, and every other active parameter low (0), high (1) or mid (2). */
    private Map<String, Object> filled(Parameter p, Object v, int fill) {
        Map<String, Object> fixed = with(p, v, Map.of());
        Map<String, Object> values = new LinkedHashMap<>();
        for (Parameter q : parameters) {
            if (fixed.containsKey(q.name())) {
                values.put(q.name(), fixed.get(q.name()));
            } else if (active(q, values)) {
                values.put(q.name(), switch (q.type()) {
                    case CATEGORICAL -> q.labels().get(fill == 0 ? 0 : fill == 1 ? q.labels().size() - 1
                            : q.labels().size() / 2);
                    case INTEGER -> (long) (fill == 0 ? q.low() : fill == 1 ? q.high()
                            : Math.floor((q.low() + q.high()) / 2));
                    case REAL -> fill == 0 ? q.low() : fill == 1 ? q.high() : Parameter.round4((q.low() + q.high()) / 2);
                });
            }
        }
        return values;
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
