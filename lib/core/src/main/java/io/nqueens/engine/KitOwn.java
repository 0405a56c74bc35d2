package io.nqueens.engine;

import io.nqueens.fitness.AdjacentRowScore;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.HalvedCostFitness;
import io.nqueens.fitness.NonAttackingPairs;
import io.nqueens.fitness.ThreatFitness;
import io.nqueens.memetic.ConflictDirectedSwap;
import io.nqueens.memetic.Repair;
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
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.BestTies;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.RouletteWheel;
import io.nqueens.operators.selection.StochasticUniversalSampling;
import io.nqueens.operators.selection.Tournament;
import io.nqueens.operators.selection.Truncation;

import java.util.Set;

/**
 * Which parts of a setting are the kit's own: the tested fitnesses, operators and replacements,
 * listed here by their exact (final) classes, every {@link Limit} (a sealed interface) and every
 * {@link Rate} (a record). They implement the same interfaces as a user's plug-in and the engine
 * calls them the same way; this list only says whose they are. The engine's {@link Validity} uses
 * it for its measured opt-outs, and a spec writes the kit's own parts by their form and a
 * setting's identity by their fields, a plug-in by its name. A wrapper, a lambda, a subclass
 * (there can be none: the classes are final) or a class of the same simple name elsewhere is not
 * on the list. A class added to the kit joins by being named here; one that is not is checked and
 * named like a plug-in. O(1).
 */
public final class KitOwn {
    /** The kit's own plug-in classes, each final, so an instance's class is one of them or not. */
    private static final Set<Class<?>> CLASSES = Set.of(
            AdjacentRowScore.class, AttackingPairs.class, HalvedCostFitness.class, NonAttackingPairs.class,
            ThreatFitness.class,
            CutAndCrossfill.class, CycleCrossover.class, GeneWise.class, OrderCrossover.class, Pmx.class,
            RowBoundary.class, SinglePoint.class, UniformCrossover.class,
            InRowMove.class, Inversion.class, RandomReset.class, ShuffleIndexes.class, Swap.class,
            ConflictDirectedSwap.class, Repair.class,
            BestTies.class, LinearRank.class, RouletteWheel.class, StochasticUniversalSampling.class,
            Tournament.class, Truncation.class,
            Elitism.class, ElitismIfBetter.class, Generational.class, MuPlusLambda.class, SteadyState.class);

    private KitOwn() {}

    /**
     * Whether a part is one of the kit's own.
     *
     * @param part a fitness, operator, replacement, limit or rate; null is not the kit's
     * @return true for the kit's own classes, false for every plug-in (named or not)
     */
    public static boolean is(Object part) {
        return part != null && (CLASSES.contains(part.getClass()) || part instanceof Limit || part instanceof Rate);
    }

    /**
     * Whether a class is one of the kit's own fitness, operator or replacement classes.
     *
     * @param type a class, not null
     * @return true when instances of {@code type} are the kit's own
     */
    public static boolean isKitClass(Class<?> type) {
        return CLASSES.contains(type);
    }
}
