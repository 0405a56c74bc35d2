package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.HalvedCostFitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.CycleCrossover;
import io.nqueens.operators.crossover.OrderCrossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.RowBoundary;
import io.nqueens.operators.crossover.UniformCrossover;
import io.nqueens.operators.mutation.InRowMove;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Inversion;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.selection.LinearRank;
import io.nqueens.operators.selection.Tournament;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad configurations fail when configured or built, with a message naming the parameter. */
class EngineConfigurationTest {

    private static void failsNaming(String parameter, Executable configure) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, configure);
        assertTrue(e.getMessage().contains(parameter),
                "the message should name '" + parameter + "': " + e.getMessage());
    }

    private static Engine.Builder integer() {
        return Engine.builder(Encoding.INTEGER, 8).populationSize(10);
    }

    @Test
    void populationBelowTwo() {
        failsNaming("population size", () -> integer().populationSize(1).build());
        failsNaming("population size", () -> integer().populationSize(0).build());
        assertDoesNotThrow(() -> integer().populationSize(2).build());
    }

    @Test
    void probabilitiesOutsideTheUnitIntervalOrNaN() {
        for (double p : new double[] {-0.01, 1.01, Double.NaN, Double.POSITIVE_INFINITY}) {
            failsNaming("crossover probability", () -> integer().crossover(UniformCrossover.of(), p).build());
            failsNaming("mutation probability", () -> integer().mutation(InRowMove.of(), p).build());
            failsNaming("rate", () -> integer().crossover(UniformCrossover.of(), Rate.decaying(p, 0.0)).build());
        }
        failsNaming("rate drop", () -> Rate.decaying(0.5, -0.1));
        failsNaming("indpb", () -> ShuffleIndexes.of(1.5));
        failsNaming("indpb", () -> UniformCrossover.of(Double.NaN));
        assertDoesNotThrow(() -> integer().crossover(UniformCrossover.of(), 0.0).mutation(null, 1.0).build());
    }

    @Test
    void tournamentLargerThanThePopulation() {
        failsNaming("tournament size", () -> integer().selector(Tournament.of(11)).build());
        failsNaming("tournament size", () -> integer().selector(Tournament.withoutReplacement(11)).build());
        failsNaming("tournament size", () -> Tournament.of(0));
        assertDoesNotThrow(() -> integer().selector(Tournament.of(10)).build());
    }

    @Test
    void eliteCountAtLeastThePopulationAndEliteShareOne() {
        failsNaming("elite count", () -> integer().replacement(Replacement.elitism(10)).build());
        failsNaming("elite count", () -> integer().replacement(Replacement.elitismIfBetter(10)).build());
        failsNaming("elite count", () -> Replacement.elitism(-1));
        failsNaming("elite share", () -> integer().replacement(Replacement.elitismShare(1.0)).build());
        failsNaming("elite share", () -> Replacement.elitismShare(Double.NaN));
        failsNaming("steady-state offspring count", () -> integer().replacement(Replacement.steadyState(11)).build());
        assertDoesNotThrow(() -> integer().replacement(Replacement.elitism(9)).build());
        assertDoesNotThrow(() -> integer().replacement(Replacement.elitismShare(0.99)).build());
    }

    @Test
    void operatorsThatDoNotFitTheEncoding() {
        failsNaming("crossover", () -> integer().crossover(Pmx.of(), 0.9).build());
        failsNaming("crossover", () -> integer().crossover(OrderCrossover.of(), 0.9).build());
        failsNaming("crossover", () -> integer().crossover(CycleCrossover.of(), 0.9).build());
        failsNaming("crossover", () -> Engine.builder(Encoding.PERMUTATION, 8).crossover(UniformCrossover.of(), 0.9).build());
        failsNaming("crossover", () -> Engine.builder(Encoding.PERMUTATION, 8).crossover(RowBoundary.of(), 0.9).build());
        failsNaming("mutation", () -> Engine.builder(Encoding.PERMUTATION, 8).mutation(InRowMove.of(), 0.1).build());
        failsNaming("mutation", () -> Engine.builder(Encoding.ONE_HOT_ROWS, 8).mutation(Inversion.of(), 0.1).build());
        failsNaming("mutation", () -> Engine.builder(Encoding.ONE_HOT_ROWS, 8).mutation(ShuffleIndexes.of(0.1), 0.1).build());
        failsNaming("fitness", () -> Engine.builder(Encoding.BINARY, 8).fitness(HalvedCostFitness.of()).build());
    }

    @Test
    void operatorsOfOnesOwnFitEveryEncoding() {
        // A lambda takes the interfaces' default: it accepts every encoding, and the engine builds.
        Crossover copy = (p1, p2, c1, c2, rng) -> {
            System.arraycopy(p1, 0, c1, 0, p1.length);
            if (c2 != null) {
                System.arraycopy(p2, 0, c2, 0, p2.length);
            }
        };
        Mutation none = (genes, rng) -> { };
        for (Encoding e : Encoding.values()) {
            assertTrue(copy.accepts(e) && none.accepts(e), e.name());
            assertDoesNotThrow(() -> Engine.builder(e, 8).populationSize(10).crossover(copy, 0.9)
                    .mutation(none, 0.1).maxGenerations(1).build().runToEnd(0), e.name());
        }
    }

    @Test
    void minGenerationsAboveMaxGenerations() {
        failsNaming("minGenerations", () -> integer().maxGenerations(5).minGenerations(6).build());
        failsNaming("maxGenerations", () -> integer().maxGenerations(0));
        assertDoesNotThrow(() -> integer().maxGenerations(5).minGenerations(5).build());
    }

    @Test
    void otherRanges() {
        failsNaming("selection pressure", () -> LinearRank.of(2.5));
        failsNaming("selection pressure", () -> LinearRank.of(Double.NaN));
        failsNaming("children per mating", () -> integer().childrenPerMating(3));
        failsNaming("board size", () -> Engine.builder(Encoding.INTEGER, 0));
        failsNaming("board size n (to find all solutions)", () -> Engine.builder(Encoding.INTEGER, 15).findAllSolutions(true).build());
        failsNaming("fitnessTarget", () -> integer().fitnessTarget(Double.NaN));
        failsNaming("stagnationLimit", () -> integer().stagnationLimit(-1));
        failsNaming("timeLimit", () -> integer().timeLimit(java.time.Duration.ZERO));
    }
}
