package io.nqueens.operators;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CutAndCrossfill;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.spec.CatalogueEntry;
import io.nqueens.spec.OperatorArgs;
import io.nqueens.spec.OperatorCatalogue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.nqueens.board.Encoding.BINARY;

/**
 * Every crossover and mutation of the kit (the memetic local searches included), with the
 * encodings each is meant to accept: the example operators of {@link OperatorCatalogue#KIT}, so
 * that an operator added there is tested here too.
 */
public final class OperatorCatalog {
    private OperatorCatalog() {}

    /** An operator applied to genomes of one encoding. */
    public record Case<T>(T operator, Encoding encoding) {
        @Override
        public String toString() {
            return operator + " on " + encoding;
        }
    }

    public static Map<Crossover, Set<Encoding>> crossovers() {
        return examples(Crossover.class, CatalogueEntry.Kind.CROSSOVER);
    }

    public static Map<Mutation, Set<Encoding>> mutations() {
        Map<Mutation, Set<Encoding>> m = examples(Mutation.class, CatalogueEntry.Kind.MUTATION);
        m.putAll(examples(Mutation.class, CatalogueEntry.Kind.LOCAL_SEARCH));
        return m;
    }

    private static <T> Map<T, Set<Encoding>> examples(Class<T> type, CatalogueEntry.Kind kind) {
        Map<T, Set<Encoding>> m = new LinkedHashMap<>();
        for (CatalogueEntry<?> e : OperatorCatalogue.KIT.entries(kind)) {
            for (OperatorArgs args : e.examples()) {
                m.put(type.cast(e.make(args)), e.encodings().isEmpty() ? Set.of() : EnumSet.copyOf(e.encodings()));
            }
        }
        return m;
    }

    /** Crossover cases that must keep their genomes valid (all accepted ones but 002's quirk). */
    public static List<Case<Crossover>> validCrossoverCases(boolean binary) {
        List<Case<Crossover>> cases = new ArrayList<>();
        crossovers().forEach((c, encodings) -> {
            for (Encoding e : encodings) {
                boolean quirk = c instanceof CutAndCrossfill && e == BINARY;
                if (!quirk && e.isBinary() == binary) {
                    cases.add(new Case<>(c, e));
                }
            }
        });
        return cases;
    }

    public static List<Case<Mutation>> mutationCases(boolean binary) {
        List<Case<Mutation>> cases = new ArrayList<>();
        mutations().forEach((m, encodings) -> {
            for (Encoding e : encodings) {
                if (e.isBinary() == binary) {
                    cases.add(new Case<>(m, e));
                }
            }
        });
        return cases;
    }

    /** Whether a mutation only moves genes around (so it keeps the multiset of genes). */
    public static boolean movesGenesOnly(Mutation m) {
        return m instanceof Swap || m instanceof ShuffleIndexes || m instanceof Inversion;
    }
}
