package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;

/**
 * One named dimension of a {@link Sweep}: a list of values and how each one changes an engine
 * builder, e.g. {@code Axis.of("pop", List.of(50, 100, 200), Engine.Builder::populationSize)}.
 * Immutable; O(values) to create.
 *
 * <p>In experiment tables the axis becomes a column named after it: integers, longs or other
 * numbers when every value is one, otherwise the values' {@code toString()}.
 *
 * @param <V> the type of the values
 */
public final class Axis<V> {
    private final String name;
    private final List<V> values;
    private final BiFunction<Engine.Builder, ? super V, Engine.Builder> apply;

    private Axis(String name, List<V> values, BiFunction<Engine.Builder, ? super V, Engine.Builder> apply) {
        this.name = name;
        this.values = values;
        this.apply = apply;
    }

    /**
     * An axis; rejects a blank name, an empty list (naming the axis), null values and values that
     * print the same (their labels would clash in tables).
     *
     * @param <V> the type of the values
     * @param name the axis name, also its column name in experiment tables
     * @param values the values, in order; copied
     * @param apply how a value changes a builder; it returns the builder to go on with, usually the
     *     one it was given
     * @return the axis
     */
    public static <V> Axis<V> of(String name, List<V> values, BiFunction<Engine.Builder, ? super V, Engine.Builder> apply) {
        Checks.notNull("axis name", name);
        if (name.isBlank()) {
            throw new IllegalArgumentException("axis name must not be blank");
        }
        Checks.notNull("values of axis \"" + name + "\"", values);
        Checks.notNull("apply function of axis \"" + name + "\"", apply);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("axis \"" + name + "\" has no values; give it at least one");
        }
        Set<String> labels = new HashSet<>();
        for (V v : values) {
            Checks.notNull("a value of axis \"" + name + "\"", v);
            if (!labels.add(v.toString())) {
                throw new IllegalArgumentException("axis \"" + name + "\" lists the value " + v
                        + " twice; each value must print differently");
            }
        }
        return new Axis<>(name, List.copyOf(values), apply);
    }

    /** {@return the axis name, also its column name in experiment tables} */
    public String name() {
        return name;
    }

    /** {@return the values, in order (an unmodifiable list)} */
    public List<V> values() {
        return values;
    }

    /** Applies value number {@code i} to a builder and returns the builder to go on with. */
    Engine.Builder apply(Engine.Builder builder, int i) {
        Engine.Builder out = apply.apply(builder, values.get(i));
        if (out == null) {
            throw new IllegalArgumentException("the apply function of axis \"" + name
                    + "\" returned null for value " + values.get(i) + "; return the builder");
        }
        return out;
    }

    /** The column kind that holds every value: "int", "long", "double" or "string". */
    String columnKind() {
        if (values.stream().allMatch(v -> v instanceof Integer || v instanceof Short || v instanceof Byte)) {
            return "int";
        }
        if (values.stream().allMatch(v -> v instanceof Long || v instanceof Integer
                || v instanceof Short || v instanceof Byte)) {
            return "long";
        }
        if (values.stream().allMatch(v -> v instanceof Double || v instanceof Float || v instanceof Long
                || v instanceof Integer || v instanceof Short || v instanceof Byte)) {
            return "double";
        }
        return "string";
    }

    @Override
    public String toString() {
        return name + " " + values;
    }
}
