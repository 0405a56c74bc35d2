package io.nqueens.experiment;

import io.nqueens.Checks;
import io.nqueens.engine.Engine;

import java.util.Map;

/**
 * One configuration of an {@link Experiment}: its position, a label for tables and legends
 * ({@code "pop=200, pm=0.1"}, or the engine's label), the parameter values that made it (in axis
 * order; empty when the experiment compares ready engines) and the engine itself.
 *
 * @param index position among the experiment's settings, from 0
 * @param label unique label within the experiment
 * @param parameters axis name to value, in axis order
 * @param engine the engine every run of this setting uses
 */
public record Setting(int index, String label, Map<String, Object> parameters, Engine engine) {

    /**
     * Copies {@code parameters} into an unmodifiable map that keeps their order.
     *
     * @param index position among the experiment's settings, from 0
     * @param label unique label within the experiment
     * @param parameters axis name to value, in axis order
     * @param engine the engine every run of this setting uses
     */
    public Setting {
        parameters = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
    }

    /**
     * The value this setting took on an axis, with the axis's type: after
     * {@code Axis<Selector> selection = Axis.of("selection", ...)},
     * {@code SettingRanking.best(result).value(selection)} is a {@code Selector}, no cast needed.
     *
     * @param <V> the axis's value type
     * @param axis an axis of the sweep this setting came from
     * @return the value
     * @throws IllegalArgumentException when this setting has no value on that axis
     */
    public <V> V value(Axis<V> axis) {
        Object v = parameters.get(Checks.notNull("axis", axis).name());
        if (v == null || !axis.values().contains(v)) {
            throw new IllegalArgumentException("setting " + label + " has no value on axis \"" + axis.name()
                    + "\"; its axes are " + parameters.keySet());
        }
        return axis.values().get(axis.values().indexOf(v));
    }

    /**
     * The value this setting took on the axis named {@code name}, as a {@code type}.
     *
     * @param <V> the value type
     * @param name the axis name
     * @param type the value's class, e.g. {@code Double.class} or {@code Selector.class}
     * @return the value
     * @throws IllegalArgumentException when there is no such axis or its value is not a {@code type}
     */
    public <V> V value(String name, Class<V> type) {
        Object v = parameters.get(Checks.notNull("axis name", name));
        if (v == null) {
            throw new IllegalArgumentException("setting " + label + " has no axis named \"" + name
                    + "\"; its axes are " + parameters.keySet());
        }
        if (!Checks.notNull("type", type).isInstance(v)) {
            throw new IllegalArgumentException("axis \"" + name + "\" of setting " + label + " holds " + v + ", a "
                    + v.getClass().getSimpleName() + ", not a " + type.getSimpleName());
        }
        return type.cast(v);
    }

    /**
     * {@return this setting's identity: every parameter that decides its runs, as one canonical
     * line} The same as {@code engine().identity()} ({@link Engine#identity()}); the label is not
     * part of it. Two settings with equal identities run identically seed for seed; a saved
     * experiment keeps each setting's identity and each run file its fingerprint, and code that must
     * tell settings apart should compare this, never a printout.
     */
    public String identity() {
        return engine.identity();
    }
}
