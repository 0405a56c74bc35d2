package io.nqueens.experiment;

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
}
