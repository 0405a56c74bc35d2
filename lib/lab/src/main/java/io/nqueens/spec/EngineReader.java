package io.nqueens.spec;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Limit;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.presets.Preset;

import java.util.ArrayList;
import java.util.List;

/** Applies an engine spec's members to a builder, in {@link EngineSpec#KEYS} order. */
final class EngineReader {
    private EngineReader() {}

    static Engine.Builder read(Node root) {
        root.allowOnly(EngineSpec.KEYS);
        Encoding encoding = EngineSpec.encodingOf(root);
        Engine.Builder b = start(root, encoding);
        Mutation mutation = null;
        for (String key : EngineSpec.KEYS) {
            Node n = root.optional(key);
            if (n == null || key.equals("preset") || key.equals("encoding") || key.equals("boardSize")) {
                continue;
            }
            try {
                if (key.equals("mutation")) {
                    mutation = n.isNull() ? null : OperatorCatalogue.KIT.mutations().read(n, encoding);
                    b.mutation(mutation);
                } else if (key.equals("mutationShareThreshold")) {
                    // Without a "mutation" member the rule applies to the preset's mutation.
                    b = mutation == null ? b.mutationWhenFitnessShareBelow(n.doubleValue())
                            : b.mutationWhenFitnessShareBelow(mutation, n.doubleValue());
                } else {
                    apply(b, key, n, encoding);
                }
            } catch (IllegalArgumentException e) {
                throw n.wrap(e);
            }
        }
        return b;
    }

    /** The preset's builder, or the encoding's defaults for the board size. */
    private static Engine.Builder start(Node root, Encoding encoding) {
        Node preset = root.optional("preset");
        Node size = root.optional("boardSize");
        if (preset != null) {
            if (encoding != null) {
                throw root.get("encoding").bad("left out: the preset " + preset.value() + " has its own encoding");
            }
            Preset p = EngineSpec.preset(preset);
            try {
                return size == null ? p.builder() : p.builder(size.intValue());
            } catch (IllegalArgumentException e) {
                throw (size == null ? preset : size).wrap(e);
            }
        }
        if (encoding == null || size == null) {
            throw root.bad("an object with \"encoding\" and \"boardSize\", or a \"preset\" to start from");
        }
        try {
            return Engine.builder(encoding, size.intValue());
        } catch (IllegalArgumentException e) {
            throw size.wrap(e);
        }
    }

    private static void apply(Engine.Builder b, String key, Node n, Encoding encoding) {
        switch (key) {
            case "label" -> b.label(n.string());
            case "fitness" -> b.fitness(RuleForms.FITNESSES.read(n, encoding));
            case "populationSize" -> b.populationSize(n.intValue());
            case "selector" -> b.selector(OperatorCatalogue.KIT.selectors().read(n, encoding));
            case "distinctParents" -> b.distinctParents(n.bool());
            case "crossover" -> b.crossover(n.isNull() ? null : OperatorCatalogue.KIT.crossovers().read(n, encoding));
            case "crossoverRate" -> b.crossoverRate(RuleForms.readRate(n));
            case "childrenPerMating" -> b.childrenPerMating(n.intValue());
            case "mutationRate" -> b.mutationRate(RuleForms.readRate(n));
            case "replacement" -> b.replacement(RuleForms.REPLACEMENTS.read(n, encoding));
            case "limits" -> b.limits(limits(n, encoding).toArray(Limit[]::new));
            case "trackDiversity" -> b.trackDiversity(n.bool());
            default -> throw new IllegalStateException("no setter for " + key);
        }
    }

    private static List<Limit> limits(Node n, Encoding encoding) {
        List<Limit> out = new ArrayList<>();
        for (Node item : n.list()) {
            out.add(RuleForms.LIMITS.read(item, encoding));
        }
        return out;
    }
}
