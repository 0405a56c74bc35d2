package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine's breeding rules seen from inside a generation: distinct parents (document 001) and
 * document 001's mutation of the children whose share of the children's total fitness is low.
 */
class BreedingRulesTest {

    /** Copies the parents into the children: the children are the parents again. */
    private static void copyParents(int[] p1, int[] p2, int[] c1, int[] c2) {
        System.arraycopy(p1, 0, c1, 0, p1.length);
        if (c2 != null) {
            System.arraycopy(p2, 0, c2, 0, p2.length);
        }
    }

    @Test
    void distinctParentsRedrawTheSecondParentFromTheSelector() {
        // Batches always pick individual 0; a single redraw picks individual 1.
        ScoredPopulation[] current = new ScoredPopulation[1];
        Selector zeroThenOne = (population, count, into, rng) -> {
            current[0] = population;
            Arrays.fill(into, 0, count, count == 1 ? 1 : 0);
        };
        int[] matings = {0};
        Crossover check = (p1, p2, c1, c2, rng) -> {
            assertSame(current[0].genes(0), p1, "the first parent is the selector's pick");
            assertSame(current[0].genes(1), p2, "the second parent is the selector's redraw");
            copyParents(p1, p2, c1, c2);
            matings[0]++;
        };
        Engine.builder(Encoding.PERMUTATION, 8).populationSize(10).selector(zeroThenOne).distinctParents(true)
                .crossover(check, 1.0).mutation(null, 0.0).stopWhenSolved(false).maxGenerations(5)
                .build().runToEnd(1);
        assertEquals(5 * 5, matings[0], "elitism(1) breeds 9 children a generation: 5 matings of 2");
    }

    @Test
    void aSelectorThatNeverChangesItsMindGetsAnyOtherIndividual() {
        ScoredPopulation[] current = new ScoredPopulation[1];
        Selector alwaysZero = (population, count, into, rng) -> {
            current[0] = population;
            Arrays.fill(into, 0, count, 0);
        };
        int[] seen = new int[3]; // second parents by individual
        Crossover check = (p1, p2, c1, c2, rng) -> {
            assertSame(current[0].genes(0), p1);
            for (int i = 0; i < 3; i++) {
                seen[i] += current[0].genes(i) == p2 ? 1 : 0;
            }
            copyParents(p1, p2, c1, c2);
        };
        Engine.builder(Encoding.PERMUTATION, 8).populationSize(3).selector(alwaysZero).distinctParents(true)
                .crossover(check, 1.0).mutation(null, 0.0).stopWhenSolved(false).maxGenerations(200)
                .build().runToEnd(2);
        assertEquals(0, seen[0], "a mating never pairs an individual with itself");
        assertEquals(200, seen[1] + seen[2]);
        assertTrue(seen[1] > 60 && seen[2] > 60, "the other two, uniformly: " + Arrays.toString(seen));
    }

    /** Counts the mutations; each leaves the genome as it was, so scores stay known. */
    private static final class CountingMutation implements Mutation {
        int calls;
        double[] scoresSeen = new double[0];

        @Override
        public void mutate(int[] genes, java.util.random.RandomGenerator rng) {
            scoresSeen = Arrays.copyOf(scoresSeen, calls + 1);
            scoresSeen[calls++] = 1 + genes[0];
        }
    }

    /** Child k is a copy of individual k (no crossover; mating k pairs k with itself): shares are known. */
    private static Engine.Builder shareRule(Mutation mutation, double threshold, boolean flat) {
        Selector inOrder = (population, count, into, rng) -> {
            for (int k = 0; k < count; k++) {
                into[k] = (k / 2) % population.size(); // mating m copies its first parent, m
            }
        };
        return Engine.builder(Encoding.INTEGER, 8).populationSize(10)
                .fitness(Fitness.of(flat ? "flat" : "1 + row of column 0", Direction.MAXIMIZE, 100,
                        // A solution scores the optimum; only the shares of the others matter here.
                        (genes, n) -> flat || Encoding.INTEGER.attackingPairs(genes, n) == 0 ? 100 : 1 + genes[0]))
                .selector(inOrder).crossover(null, 0.0).childrenPerMating(1)
                .replacement(Replacement.generational())
                .mutationWhenFitnessShareBelow(mutation, threshold)
                .stopWhenSolved(false).maxGenerations(5);
    }

    @Test
    void document001MutatesTheChildrenWhoseShareIsBelowTheThreshold() {
        // Ten equal scores: each child holds exactly 1/10 of the total, which is not below 1/10.
        CountingMutation none = new CountingMutation();
        shareRule(none, 0.1, true).build().runToEnd(3);
        assertEquals(0, none.calls);
        CountingMutation all = new CountingMutation();
        shareRule(all, Math.nextUp(0.1), true).build().runToEnd(3);
        assertEquals(5 * 10, all.calls, "just above 1/10: every child of every generation");

        // Unequal scores: the children of generation 1 are the initial population in order.
        CountingMutation some = new CountingMutation();
        Run run = shareRule(some, 0.1, false).maxGenerations(1).build().run(4);
        Population initial = run.population();
        double total = 0;
        for (int i = 0; i < initial.size(); i++) {
            total += initial.fitness(i);
        }
        int below = 0;
        for (int i = 0; i < initial.size(); i++) {
            below += initial.fitness(i) / total < 0.1 ? 1 : 0;
        }
        run.next();
        assertTrue(below > 0 && below < 10, "the seed gives a mixed case: " + below);
        assertEquals(below, some.calls);
        for (double f : some.scoresSeen) {
            assertTrue(f / total < 0.1, "mutated a child of share " + f / total);
        }
    }
}
