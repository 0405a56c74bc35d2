package io.nqueens.operators;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CutAndCrossfill;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.GeneWise;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.RowBoundary;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.crossover.UniformCrossover;
import io.nqueens.operators.mutation.InRowMove;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.mutation.Swap;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static io.nqueens.board.Encoding.BINARY;
import static io.nqueens.board.Encoding.INTEGER;
import static io.nqueens.board.Encoding.ONE_HOT_ROWS;
import static io.nqueens.board.Encoding.PERMUTATION;

/** Every crossover and mutation of the kit, with the encodings each is meant to accept. */
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
        Map<Crossover, Set<Encoding>> m = new LinkedHashMap<>();
        m.put(SinglePoint.interior(), EnumSet.of(INTEGER));
        m.put(SinglePoint.anyCut(), EnumSet.of(INTEGER));
        m.put(SinglePoint.belowLength(), EnumSet.of(INTEGER));
        m.put(GeneWise.document004(), EnumSet.of(INTEGER));
        m.put(GeneWise.of(1, 0), EnumSet.of(INTEGER));
        m.put(GeneWise.of(0, 0), EnumSet.of(INTEGER));
        m.put(UniformCrossover.of(), EnumSet.of(INTEGER));
        m.put(UniformCrossover.of(0.1), EnumSet.of(INTEGER));
        m.put(Pmx.of(), EnumSet.of(PERMUTATION));
        m.put(Pmx.withDistinctCuts(), EnumSet.of(PERMUTATION));
        m.put(OrderCrossover.of(), EnumSet.of(PERMUTATION));
        m.put(CycleCrossover.of(), EnumSet.of(PERMUTATION));
        // BINARY only to reproduce document 002's quirk; it does not keep BINARY valid.
        m.put(CutAndCrossfill.of(), EnumSet.of(PERMUTATION, BINARY));
        m.put(RowBoundary.of(), EnumSet.of(ONE_HOT_ROWS));
        m.put(RowBoundary.asDocument003(), EnumSet.of(ONE_HOT_ROWS));
        return m;
    }

    public static Map<Mutation, Set<Encoding>> mutations() {
        Map<Mutation, Set<Encoding>> m = new LinkedHashMap<>();
        m.put(RandomReset.anyValue(), EnumSet.of(INTEGER));
        m.put(RandomReset.toOtherValue(), EnumSet.of(INTEGER));
        m.put(InRowMove.of(), EnumSet.of(ONE_HOT_ROWS));
        m.put(InRowMove.asDocument003(), EnumSet.of(ONE_HOT_ROWS));
        m.put(Swap.of(), EnumSet.of(INTEGER, PERMUTATION, BINARY));
        m.put(Swap.pyevolve(0.02), EnumSet.of(INTEGER, PERMUTATION, BINARY));
        m.put(Swap.pyevolve(0.5), EnumSet.of(INTEGER, PERMUTATION, BINARY));
        m.put(ShuffleIndexes.of(0.05), EnumSet.of(INTEGER, PERMUTATION, BINARY));
        m.put(ShuffleIndexes.of(1.0), EnumSet.of(INTEGER, PERMUTATION, BINARY));
        m.put(Inversion.of(), EnumSet.of(INTEGER, PERMUTATION, BINARY));
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
