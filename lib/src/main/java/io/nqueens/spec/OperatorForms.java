package io.nqueens.spec;

import io.nqueens.memetic.ConflictDirectedSwap;
import io.nqueens.memetic.Repair;
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
import io.nqueens.operators.selection.BestTies;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;

import java.util.List;

import static io.nqueens.spec.Params.flag;
import static io.nqueens.spec.Params.none;
import static io.nqueens.spec.Params.of;
import static io.nqueens.spec.Params.variant;

/**
 * The spec forms of the kit's selectors, crossovers and mutations (the memetic local searches
 * included), with the parameters of their factories: e.g. {@code {"op": "tournament", "k": 3}},
 * {@code {"op": "geneWise", "fromFirst": 0.45, "fromSecond": 0.45}}. A flag that is false (its
 * default) is left out when written.
 */
final class OperatorForms {
    private OperatorForms() {}

    static final Forms<Selector> SELECTORS = new Forms<Selector>(Plugins.Kind.SELECTOR)
            .add("tournament", List.of("k", "distinct"), (n, e) -> n.has("distinct") && n.get("distinct").bool()
                    ? Tournament.withoutReplacement(n.get("k").intValue()) : Tournament.of(n.get("k").intValue()),
                    s -> s instanceof Tournament t ? of("k", t.size(), "distinct", flag(t.distinct())) : null)
            .add("roulette", List.of(), (n, e) -> RouletteWheel.of(), s -> none(s, RouletteWheel.class))
            .add("sus", List.of(), (n, e) -> StochasticUniversalSampling.of(),
                    s -> none(s, StochasticUniversalSampling.class))
            .add("linearRank", List.of("pressure"), (n, e) -> LinearRank.of(n.get("pressure").doubleValue()),
                    s -> s instanceof LinearRank r ? of("pressure", r.pressure()) : null)
            .add("truncation", List.of("share"), (n, e) -> Truncation.of(n.get("share").doubleValue()),
                    s -> s instanceof Truncation t ? of("share", t.share()) : null)
            .add("bestTies", List.of(), (n, e) -> BestTies.of(), s -> none(s, BestTies.class));

    static final Forms<Crossover> CROSSOVERS = new Forms<Crossover>(Plugins.Kind.CROSSOVER)
            .add("singlePoint", List.of("cuts"), (n, e) -> singlePoint(n.get("cuts")),
                    c -> c instanceof SinglePoint ? of("cuts", cutsOf(c)) : null)
            .add("uniform", List.of("indpb"), (n, e) -> UniformCrossover.of(n.get("indpb").doubleValue()),
                    c -> c instanceof UniformCrossover u ? of("indpb", u.indpb()) : null)
            .add("geneWise", List.of("fromFirst", "fromSecond"),
                    (n, e) -> GeneWise.of(n.get("fromFirst").doubleValue(), n.get("fromSecond").doubleValue()),
                    c -> c instanceof GeneWise g ? of("fromFirst", g.fromFirst(), "fromSecond", g.fromSecond()) : null)
            .add("pmx", List.of("distinctCuts"), (n, e) -> Params.isSet(n, "distinctCuts") ? Pmx.withDistinctCuts()
                    : Pmx.of(), c -> c instanceof Pmx ? of("distinctCuts", flag(variant(c, Pmx.withDistinctCuts()))) : null)
            .add("ox", List.of(), (n, e) -> OrderCrossover.of(), c -> none(c, OrderCrossover.class))
            .add("cx", List.of(), (n, e) -> CycleCrossover.of(), c -> none(c, CycleCrossover.class))
            .add("cutAndCrossfill", List.of(), (n, e) -> CutAndCrossfill.of(), c -> none(c, CutAndCrossfill.class))
            .add("rowBoundary", List.of("document003"), (n, e) -> Params.isSet(n, "document003")
                    ? RowBoundary.asDocument003() : RowBoundary.of(), c -> c instanceof RowBoundary
                    ? of("document003", flag(variant(c, RowBoundary.asDocument003()))) : null);

    static final Forms<Mutation> MUTATIONS = new Forms<Mutation>(Plugins.Kind.MUTATION)
            .add("randomReset", List.of("anyValue"), (n, e) -> Params.isSet(n, "anyValue") ? RandomReset.anyValue()
                    : RandomReset.toOtherValue(), m -> m instanceof RandomReset
                    ? of("anyValue", flag(variant(m, RandomReset.anyValue()))) : null)
            .add("swap", List.of("pyevolveRate"), (n, e) -> n.has("pyevolveRate")
                    ? Swap.pyevolve(n.get("pyevolveRate").doubleValue()) : Swap.of(), m -> m instanceof Swap s
                    ? of("pyevolveRate", Double.isNaN(s.pyevolveRate()) ? null : s.pyevolveRate()) : null)
            .add("inversion", List.of(), (n, e) -> Inversion.of(), m -> none(m, Inversion.class))
            .add("shuffleIndexes", List.of("indpb"), (n, e) -> ShuffleIndexes.of(n.get("indpb").doubleValue()),
                    m -> m instanceof ShuffleIndexes s ? of("indpb", s.indpb()) : null)
            .add("inRowMove", List.of("document003"), (n, e) -> Params.isSet(n, "document003")
                    ? InRowMove.asDocument003() : InRowMove.of(), m -> m instanceof InRowMove
                    ? of("document003", flag(variant(m, InRowMove.asDocument003()))) : null)
            .add("repair", List.of("stepsPerQueen", "minSteps", "partnerTries"), (n, e) -> repair(n),
                    m -> m instanceof Repair r ? of("stepsPerQueen", r.stepsPerQueen(), "minSteps", r.minSteps(),
                            "partnerTries", r.partnerTries()) : null)
            .add("conflictDirectedSwap", List.of("partners", "attempts", "moves"),
                    (n, e) -> ConflictDirectedSwap.of(n.get("partners").intValue())
                            .attempts(n.get("attempts").intValue()).moves(n.get("moves").intValue()),
                    m -> m instanceof ConflictDirectedSwap c
                            ? of("partners", c.partners(), "attempts", c.attempts(), "moves", c.moves()) : null);

    private static final List<SinglePoint> CUTS = List.of(SinglePoint.interior(), SinglePoint.anyCut(),
            SinglePoint.belowLength());
    private static final List<String> CUT_NAMES = List.of("interior", "any", "belowLength");

    private static SinglePoint singlePoint(Node cuts) {
        int i = CUT_NAMES.indexOf(cuts.string());
        if (i < 0) {
            throw cuts.bad("one of " + CUT_NAMES);
        }
        return CUTS.get(i);
    }

    private static String cutsOf(Crossover c) {
        for (int i = 0; i < CUTS.size(); i++) {
            if (variant(c, CUTS.get(i))) {
                return CUT_NAMES.get(i);
            }
        }
        return null; // not reached: every SinglePoint comes from one of the three factories
    }

    /** Repair.of(stepsPerQueen) or, with stepsPerQueen 0, Repair.ofSteps(minSteps); then the rest. */
    private static Repair repair(Node n) {
        double perQueen = n.get("stepsPerQueen").doubleValue();
        long minSteps = n.get("minSteps").longValue();
        Repair r = perQueen == 0 ? Repair.ofSteps(minSteps) : Repair.of(perQueen);
        if (perQueen != 0 && minSteps != 0) {
            r = r.minSteps(minSteps);
        }
        return r.partnerTries(n.get("partnerTries").intValue());
    }
}
