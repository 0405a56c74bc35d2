package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Limit;
import io.nqueens.engine.Rate;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The settings a sweep axis of a spec can vary, each with how its values are read from JSON,
 * written back, and applied to a builder: {@code {"name": "pop", "key": "populationSize",
 * "values": [50, 100]}}. Integer settings give int values (so the table column is numeric), rates
 * a double (a constant) or a {@link Rate}, parts the part itself (its column shows its name).
 */
final class AxisKeys {
    private AxisKeys() {}

    /** One axis key: read a JSON value, write a value back, apply it to a builder. */
    record Key(String name, BiFunction<Node, Encoding, Object> reader, Function<Object, Object> writer,
            BiFunction<Engine.Builder, Object, Engine.Builder> apply) {}

    private static final Map<String, Key> KEYS = new LinkedHashMap<>();

    static {
        integer("populationSize", Engine.Builder::populationSize);
        integer("childrenPerMating", Engine.Builder::childrenPerMating);
        integer("maxGenerations", Engine.Builder::maxGenerations);
        integer("stagnationLimit", Engine.Builder::stagnationLimit);
        integer("restartAfterStagnation", Engine.Builder::restartAfterStagnation);
        flag("distinctParents", Engine.Builder::distinctParents);
        flag("trackDiversity", Engine.Builder::trackDiversity);
        rate("crossoverRate", Engine.Builder::crossoverRate, Engine.Builder::crossoverRate);
        rate("mutationRate", Engine.Builder::mutationRate, Engine.Builder::mutationRate);
        part("selector", OperatorCatalogue.KIT.selectors(), Selector.class, Engine.Builder::selector);
        part("crossover", OperatorCatalogue.KIT.crossovers(), Crossover.class, Engine.Builder::crossover);
        part("mutation", OperatorCatalogue.KIT.mutations(), Mutation.class, Engine.Builder::mutation);
        part("fitness", RuleForms.FITNESSES, Fitness.class, Engine.Builder::fitness);
        part("replacement", RuleForms.REPLACEMENTS, Replacement.class, Engine.Builder::replacement);
        part("limit", RuleForms.LIMITS, Limit.class, Engine.Builder::limit);
    }

    /** {@return the key names, in order} */
    static List<String> names() {
        return List.copyOf(KEYS.keySet());
    }

    /** The key a spec names, or a refusal listing the keys. */
    static Key named(Node name) {
        Key k = KEYS.get(name.string());
        if (k == null) {
            throw name.bad("one of the settings a sweep can vary: " + names());
        }
        return k;
    }

    private static void integer(String name, BiFunction<Engine.Builder, Integer, Engine.Builder> setter) {
        KEYS.put(name, new Key(name, (n, e) -> n.intValue(), v -> checked(v, Integer.class, name),
                (b, v) -> setter.apply(b, (Integer) v)));
    }

    private static void flag(String name, BiFunction<Engine.Builder, Boolean, Engine.Builder> setter) {
        KEYS.put(name, new Key(name, (n, e) -> n.bool(), v -> checked(v, Boolean.class, name),
                (b, v) -> setter.apply(b, (Boolean) v)));
    }

    private static void rate(String name, BiFunction<Engine.Builder, Double, Engine.Builder> constant,
            BiFunction<Engine.Builder, Rate, Engine.Builder> decaying) {
        KEYS.put(name, new Key(name, (n, e) -> {
            Rate r = RuleForms.readRate(n);
            return r.dropPerGeneration() == 0 ? (Object) r.initial() : r;
        }, v -> v instanceof Rate r ? RuleForms.writeRate(r) : checked(v, Double.class, name),
                (b, v) -> v instanceof Rate r ? decaying.apply(b, r) : constant.apply(b, (Double) v)));
    }

    private static <T> void part(String name, Forms<T> forms, Class<T> type,
            BiFunction<Engine.Builder, T, Engine.Builder> setter) {
        KEYS.put(name, new Key(name, forms::read, v -> forms.write(type.cast(checked(v, type, name))),
                (b, v) -> setter.apply(b, type.cast(v))));
    }

    private static Object checked(Object value, Class<?> type, String key) {
        if (!type.isInstance(value)) {
            throw new IllegalArgumentException("values of axis key \"" + key + "\" must be of type "
                    + type.getSimpleName() + ", was " + value + (value == null ? "" : " (" + value.getClass()
                    .getSimpleName() + ")"));
        }
        return value;
    }
}
