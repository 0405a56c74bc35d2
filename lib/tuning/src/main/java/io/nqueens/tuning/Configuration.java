package io.nqueens.tuning;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One point of a {@link Space}: a value for each active parameter (a label, a Long or a Double),
 * in the space's order; inactive conditional parameters are absent. Its number is its position
 * among the configurations a race has tried; its parent is the elite it was sampled around (-1
 * for the first iteration's, sampled uniformly).
 *
 * @param id the configuration's number in its race, from 0
 * @param iteration the race iteration that created it, from 1
 * @param parent the id of the elite it was sampled around, or -1
 * @param values parameter name to value, active parameters only, in the space's order
 */
public record Configuration(int id, int iteration, int parent, Map<String, Object> values) {

    /**
     * Copies the values into an unmodifiable map that keeps their order.
     *
     * @param id see above
     * @param iteration see above
     * @param parent see above
     * @param values see above
     */
    public Configuration {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
    }

    /** {@return the values as {@code name=value} pairs, e.g. "selection=tournament k=3 pm=0.1"} */
    public String describe() {
        return values.entrySet().stream().map(e -> e.getKey() + "=" + text(e.getValue()))
                .collect(Collectors.joining(" "));
    }

    static String text(Object v) {
        return v instanceof Double d ? Parameter.num(d) : String.valueOf(v);
    }

    /** {@return "c" and the number, the label its runs carry in tables} */
    public String label() {
        return label(id);
    }

    /** The label of configuration number {@code id}, as {@link #label()} gives it. */
    static String label(int id) {
        return "c" + id;
    }

    @Override
    public String toString() {
        return label() + " (" + describe() + ")";
    }
}
