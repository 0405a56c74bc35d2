package io.nqueens.spec;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The parameter values an operator's factory in the {@link OperatorCatalogue} is given: read from
 * a spec (types checked there, ranges left to the factory, whose refusal names the value) or
 * made from examples. O(1) per value.
 */
public final class OperatorArgs {
    private final Map<String, Object> values;

    private OperatorArgs(Map<String, Object> values) {
        this.values = values;
    }

    /**
     * Values by parameter name: Long or Integer for integers, Double for numbers, Boolean for
     * flags, an enum constant for choices; an absent name is a parameter left out.
     *
     * @param values the values, not null
     * @return the arguments
     */
    public static OperatorArgs of(Map<String, ?> values) {
        return new OperatorArgs(new LinkedHashMap<>(values));
    }

    /** Reads the parameters of a spec node: present ones by their type, absent flags as false. */
    static OperatorArgs read(Node node, List<Parameter> parameters) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Parameter p : parameters) {
            if (!node.has(p.name()) && p.optional()) {
                if (p.type() == Parameter.Type.FLAG) {
                    out.put(p.name(), false);
                }
                continue;
            }
            Node n = node.get(p.name()); // names the missing member when it is required
            out.put(p.name(), switch (p.type()) {
                case FLAG -> n.bool();
                case REAL -> n.doubleValue();
                case INTEGER -> p.high() <= Integer.MAX_VALUE ? (Object) n.intValue() : (Object) n.longValue();
                case CHOICE -> choice(n, p);
            });
        }
        return new OperatorArgs(out);
    }

    private static Enum<?> choice(Node n, Parameter p) {
        int i = p.choiceNames().indexOf(n.string());
        if (i < 0) {
            throw n.bad("one of " + p.choiceNames());
        }
        return p.choices().getEnumConstants()[i];
    }

    /**
     * {@return whether the parameter {@code name} was given}
     *
     * @param name the parameter
     */
    public boolean has(String name) {
        return values.containsKey(name);
    }

    /**
     * {@return the flag {@code name}, false when left out}
     *
     * @param name the parameter
     */
    public boolean flag(String name) {
        return Boolean.TRUE.equals(values.get(name));
    }

    /**
     * {@return the integer {@code name}}
     *
     * @param name the parameter, present
     */
    public int intValue(String name) {
        return Math.toIntExact(longValue(name));
    }

    /**
     * {@return the integer {@code name}}
     *
     * @param name the parameter, present
     */
    public long longValue(String name) {
        return ((Number) present(name)).longValue();
    }

    /**
     * {@return the number {@code name}}
     *
     * @param name the parameter, present
     */
    public double doubleValue(String name) {
        return ((Number) present(name)).doubleValue();
    }

    /**
     * {@return the choice {@code name}}
     *
     * @param name the parameter, present
     * @param type its enum
     * @param <E> the enum
     */
    public <E extends Enum<E>> E choice(String name, Class<E> type) {
        return type.cast(present(name));
    }

    private Object present(String name) {
        Object v = values.get(name);
        if (v == null) {
            // A catalogue line whose factory reads a parameter it did not declare, or an optional
            // one without asking has(name) first: a mistake in the kit, not in a spec.
            throw new IllegalStateException("operator parameter \"" + name + "\" was not given; given: "
                    + values.keySet());
        }
        return v;
    }

    /** {@return the values by name} */
    public Map<String, Object> values() {
        return Map.copyOf(values);
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
