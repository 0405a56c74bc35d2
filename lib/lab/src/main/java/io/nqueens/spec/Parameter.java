package io.nqueens.spec;

import io.nqueens.Checks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * One parameter of an operator's spec form in the {@link OperatorCatalogue}: its name, its type,
 * the range its factory accepts, whether it may be left out, and example values (the first is
 * the usual one) from which the catalogue's example operators are made. O(1) per value read.
 *
 * @param name the member name in the spec, e.g. {@code "k"}
 * @param type what the value is
 * @param low the smallest value the factory accepts (numbers only)
 * @param lowOpen whether {@code low} itself is refused (numbers only)
 * @param high the largest value the factory accepts (numbers only)
 * @param optional whether the member may be left out (a flag always may: left out, it is false)
 * @param examples example values, the usual one first: numbers of the parameter's type, both
 *     flag values, or every choice
 * @param choices the enum whose constants a {@link Type#CHOICE} names (null otherwise)
 */
public record Parameter(String name, Type type, double low, boolean lowOpen, double high, boolean optional,
        List<Object> examples, Class<? extends Enum<?>> choices) {

    /** What a parameter's value is. */
    public enum Type {
        /** An integer in [low, high]. */
        INTEGER,
        /** A number in [low, high] or (low, high]. */
        REAL,
        /** true or false, false when left out. */
        FLAG,
        /** One of an enum's constants, written in lower camel case ({@code BELOW_LENGTH} as "belowLength"). */
        CHOICE
    }

    /**
     * Checks the record's invariants, naming the parameter at fault.
     *
     * @param name the member name
     * @param type what the value is
     * @param low the smallest accepted value
     * @param lowOpen whether {@code low} itself is refused
     * @param high the largest accepted value
     * @param optional whether the member may be left out
     * @param examples example values, the usual one first
     * @param choices the enum of a choice, else null
     * @throws IllegalArgumentException for a blank name, no examples or low above high
     */
    public Parameter {
        Checks.notBlank("parameter name", name);
        Checks.notNull("parameter type", type);
        examples = List.copyOf(examples);
        if (examples.isEmpty() || low > high) {
            throw new IllegalArgumentException("parameter " + name + ": needs at least one example and low <= high,"
                    + " was " + examples + " in [" + low + ", " + high + "]");
        }
        for (Object e : examples) {
            boolean number = type == Type.INTEGER || type == Type.REAL;
            if (number && !(e instanceof Number v && (lowOpen ? v.doubleValue() > low : v.doubleValue() >= low)
                    && v.doubleValue() <= high)) {
                throw new IllegalArgumentException("parameter " + name + ": example " + e + " is outside its range "
                        + (lowOpen ? "(" : "[") + number(low) + ", " + number(high) + "]");
            }
        }
    }

    /**
     * An integer in [low, high]; the examples are the usual value first, then others worth testing.
     *
     * @param name the member name
     * @param low the smallest accepted value
     * @param high the largest accepted value
     * @param examples the usual value, then others
     * @return the parameter
     */
    public static Parameter integer(String name, long low, long high, long... examples) {
        return new Parameter(name, Type.INTEGER, low, false, high, false,
                Arrays.stream(examples).boxed().map(Object.class::cast).toList(), null);
    }

    /**
     * A number in [low, high]; the examples are the usual value first, then others worth testing.
     *
     * @param name the member name
     * @param low the smallest accepted value
     * @param high the largest accepted value
     * @param examples the usual value, then others
     * @return the parameter
     */
    public static Parameter real(String name, double low, double high, double... examples) {
        return new Parameter(name, Type.REAL, low, false, high, false,
                Arrays.stream(examples).boxed().map(Object.class::cast).toList(), null);
    }

    /**
     * {@return a flag, false (and left out of the written spec) by default}
     *
     * @param name the member name
     */
    public static Parameter flag(String name) {
        return new Parameter(name, Type.FLAG, 0, false, 0, true, List.of(false, true), null);
    }

    /**
     * One of the constants of {@code type}, written in lower camel case; every constant is an example.
     *
     * @param name the member name
     * @param type the enum
     * @return the parameter
     */
    public static Parameter choice(String name, Class<? extends Enum<?>> type) {
        return new Parameter(name, Type.CHOICE, 0, false, 0, false, List.of(type.getEnumConstants()), type);
    }

    /** {@return this number parameter with {@code low} itself refused: (low, high]} */
    public Parameter aboveLow() {
        return new Parameter(name, type, low, true, high, optional, examples, choices);
    }

    /** {@return this parameter, which may be left out (the factory then takes its own default)} */
    public Parameter orLeftOut() {
        return new Parameter(name, type, low, lowOpen, high, true, examples, choices);
    }

    /**
     * {@return the spec name of a choice: its constant in lower camel case}
     *
     * @param constant the constant
     */
    static String specName(Enum<?> constant) {
        StringBuilder b = new StringBuilder();
        for (String word : constant.name().toLowerCase(Locale.ROOT).split("_")) {
            b.append(b.length() == 0 ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return b.toString();
    }

    /** {@return the spec names of the choices, in order} */
    List<String> choiceNames() {
        List<String> out = new ArrayList<>();
        for (Enum<?> e : choices.getEnumConstants()) {
            out.add(specName(e));
        }
        return out;
    }

    /**
     * How the documentation shows it, e.g. {@code k: integer ≥ 1}, {@code [distinct]},
     * {@code indpb: number in [0, 1]}, {@code cuts: "interior" | "any"}.
     *
     * @return the text
     */
    String shown() {
        String what = switch (type) {
            case FLAG -> null;
            case CHOICE -> String.join(" | ", choiceNames().stream().map(c -> "\"" + c + "\"").toList());
            case INTEGER -> high == Integer.MAX_VALUE || high == Long.MAX_VALUE ? "integer ≥ " + number(low)
                    : "integer in [" + number(low) + ", " + number(high) + "]";
            case REAL -> "number in " + (lowOpen ? "(" : "[") + number(low) + ", " + number(high) + "]";
        };
        String shown = what == null ? name : name + ": " + what;
        return optional ? "[" + shown + "]" : shown;
    }

    /** A number as written in the table: 1e6 for a million (so long ranges stay short), else plainly. */
    static String number(double v) {
        long exponent = Math.round(Math.log10(Math.abs(v)));
        if (exponent >= 6 && v == Math.pow(10, exponent)) {
            return "1e" + exponent;
        }
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.valueOf((long) v) : String.valueOf(v);
    }
}
