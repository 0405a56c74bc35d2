package io.nqueens.spec;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * One operator of the {@link OperatorCatalogue}: its spec name, class, encodings, one line of
 * documentation, parameters, factory and the reverse (the parameter values of an instance, read
 * through the operator's accessors, so that the written spec is exact). O(parameters) per read or
 * write.
 *
 * @param kind what it is
 * @param op its name in a spec ({@code {"op": op, ...}})
 * @param type its class: only instances of exactly this class are written in this form
 * @param encodings the encodings it accepts (empty for a selector, which sees scores only)
 * @param description one line for the documentation table
 * @param parameters its parameters, in the order they are written
 * @param factory makes the operator from its parameter values
 * @param values the parameter values of an instance of {@code type}, in the parameters' order
 *     (null for one left out; a false flag is left out too)
 * @param <T> the operator interface (Selector, Crossover or Mutation)
 */
public record CatalogueEntry<T>(Kind kind, String op, Class<?> type, Set<Encoding> encodings, String description,
        List<Parameter> parameters, Function<OperatorArgs, ? extends T> factory,
        Function<Object, List<Object>> values) {

    /** The kinds of operator, each with the interface it implements and the plug-in kind of its spec forms. */
    public enum Kind {
        /** A parent selector. */
        SELECTOR("selector", Plugins.Kind.SELECTOR),
        /** A crossover. */
        CROSSOVER("crossover", Plugins.Kind.CROSSOVER),
        /** A mutation. */
        MUTATION("mutation", Plugins.Kind.MUTATION),
        /** A memetic local search, given to the engine as its mutation. */
        LOCAL_SEARCH("mutation (local search)", Plugins.Kind.MUTATION);

        /** How the documentation names it. */
        public final String word;
        final Plugins.Kind forms;

        Kind(String word, Plugins.Kind forms) {
            this.word = word;
            this.forms = forms;
        }
    }

    /**
     * Checks the entry, naming the operator and what is wrong.
     *
     * @param kind what it is
     * @param op its name in a spec
     * @param type its class
     * @param encodings the encodings it accepts (none for a selector)
     * @param description one line for the documentation table
     * @param parameters its parameters, in the order they are written
     * @param factory makes the operator from its parameter values
     * @param values the parameter values of an instance
     * @throws IllegalArgumentException for a blank op or description, or encodings that do not fit the kind
     */
    public CatalogueEntry {
        Checks.notBlank("op", op);
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(factory, "factory");
        Objects.requireNonNull(values, "values");
        Checks.notBlank("description of " + op, description);
        encodings = Set.copyOf(encodings);
        parameters = List.copyOf(parameters);
        if ((kind == Kind.SELECTOR) != encodings.isEmpty()) {
            throw new IllegalArgumentException("operator " + op + ": a selector has no encodings, every other"
                    + " operator at least one; was " + encodings);
        }
    }

    /** {@return the parameter names, in order} */
    public List<String> parameterNames() {
        return parameters.stream().map(Parameter::name).toList();
    }

    /**
     * The operator these values make.
     *
     * @param args the parameter values
     * @return the operator
     * @throws IllegalArgumentException from the factory, for a value out of its range
     */
    public T make(OperatorArgs args) {
        return factory.apply(args);
    }

    /**
     * The written parameters of {@code part}, or null when it is not exactly of this entry's class.
     *
     * @param part an operator
     * @return the parameters by name, in order, or null
     */
    public Map<String, Object> write(Object part) {
        if (part.getClass() != type) {
            return null;
        }
        List<Object> v = values.apply(part);
        if (v.size() != parameters.size()) {
            throw new IllegalStateException("operator " + op + " wrote " + v.size() + " values " + v + " for its "
                    + parameters.size() + " parameters " + parameterNames());
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (int i = 0; i < v.size(); i++) {
            Object value = v.get(i);
            if (value instanceof Enum<?> e) {
                value = Parameter.specName(e);
            }
            if (value != null && !Boolean.FALSE.equals(value)) {
                out.put(parameters.get(i).name(), value);
            }
        }
        return out;
    }

    /**
     * The arguments of the example operators: first every parameter at its usual example (an
     * optional number left out), then each parameter in turn at each of its other examples.
     *
     * @return the example arguments, none twice
     */
    public List<OperatorArgs> examples() {
        Map<String, Object> usual = new LinkedHashMap<>();
        for (Parameter p : parameters) {
            if (!p.optional() || p.type() == Parameter.Type.FLAG) {
                usual.put(p.name(), p.examples().get(0));
            }
        }
        List<Map<String, Object>> out = new ArrayList<>();
        out.add(usual);
        for (Parameter p : parameters) {
            for (Object example : p.examples()) {
                Map<String, Object> varied = new LinkedHashMap<>(usual);
                varied.put(p.name(), example);
                if (!out.contains(varied)) {
                    out.add(varied);
                }
            }
        }
        return out.stream().map(OperatorArgs::of).toList();
    }

    @Override
    public String toString() {
        return kind.word + " " + op;
    }
}
