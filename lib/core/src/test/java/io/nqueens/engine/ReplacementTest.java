package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Fitness;
import io.nqueens.fitness.NonAttackingPairs;
import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every replacement keeps the population size and valid, scored genomes; elitism never loses the best. */
class ReplacementTest {
    private static final int MU = 20;

    /** Strategy -> whether it must keep the best individual. */
    private static final Map<Replacement, Boolean> STRATEGIES = Map.of(
            Replacement.generational(), false,
            Replacement.elitism(1), true,
            Replacement.elitism(3), true,
            Replacement.elitismShare(0.1), true,
            Replacement.elitismIfBetter(1), true,
            Replacement.elitismIfBetter(2), true,
            Replacement.steadyState(5), true,
            Replacement.steadyState(MU), false,
            Replacement.muPlusLambda(7), true,
            Replacement.muPlusLambda(3 * MU), true);

    @Test
    void everyStrategyKeepsThePopulationSizeAndItsScores() {
        for (Fitness fitness : List.<Fitness>of(AttackingPairs.of(Encoding.INTEGER), NonAttackingPairs.of(Encoding.INTEGER))) {
            for (int children = 1; children <= 2; children++) {
                for (Map.Entry<Replacement, Boolean> s : STRATEGIES.entrySet()) {
                    check(s.getKey(), s.getValue(), fitness, children);
                }
            }
        }
    }

    private static void check(Replacement replacement, boolean elitist, Fitness fitness, int children) {
        Engine engine = Engine.builder(Encoding.INTEGER, 10)
                .fitness(fitness)
                .populationSize(MU)
                .childrenPerMating(children)
                .mutation(io.nqueens.operators.mutation.RandomReset.toOtherValue(), 0.5)
                .replacement(replacement)
                .stopWhenSolved(false)
                .maxGenerations(40)
                .build();
        String label = replacement + ", " + fitness.name() + ", " + children + " children per mating";
        for (long seed = 0; seed < 3; seed++) {
            Run run = engine.run(seed);
            double previousBest = run.latest().best();
            while (run.hasNext()) {
                Generation g = run.next();
                Population p = run.population();
                assertEquals(MU, p.size(), label);
                for (int i = 0; i < MU; i++) {
                    assertNull(Encoding.INTEGER.invalidReason(p.genes(i), 10), label);
                    assertEquals(fitness.evaluate(p.genes(i), 10), p.fitness(i), label + ": stored score is the genome's");
                }
                assertEquals(p.fitness(p.bestIndex()), g.best(), label);
                // Offspring are moved in by exchanging arrays: no two places may share one.
                Set<int[]> arrays = Collections.newSetFromMap(new IdentityHashMap<>());
                for (int i = 0; i < MU; i++) {
                    assertTrue(arrays.add(p.genes(i)), label + ": genome array shared by two individuals");
                }
                if (elitist) {
                    assertTrue(!fitness.direction().isBetter(previousBest, g.best()),
                            label + ": generation " + g.index() + " lost the best (" + previousBest + " -> " + g.best() + ")");
                }
                previousBest = g.best();
                // Children made by crossover or mutation are scored once; plain copies are not.
                long mostEvaluations = MU + (long) g.index() * replacement.offspringCount(MU);
                assertTrue(g.evaluations() >= MU && g.evaluations() <= mostEvaluations, label);
            }
        }
    }

    @Test
    void generationalReplacementCanLoseTheBest() {
        // Not a requirement, a contrast: without elitism the best score sometimes falls back.
        Engine engine = Engine.builder(Encoding.INTEGER, 10).populationSize(MU)
                .replacement(Replacement.generational()).mutation(io.nqueens.operators.mutation.RandomReset.toOtherValue(), 0.5)
                .stopWhenSolved(false).maxGenerations(200).build();
        RunResult r = engine.runToEnd(1);
        boolean fellBack = false;
        for (int g = 1; g < r.history().size(); g++) {
            fellBack |= r.history().get(g).best() > r.history().get(g - 1).best();
        }
        assertTrue(fellBack);
    }

    /** A maximised population of one-gene genomes with these scores (gene i = i, tag i + 1). */
    private static Population scored(double... fitness) {
        Population p = TestPopulations.of(io.nqueens.fitness.Direction.MAXIMIZE, fitness);
        for (int i = 0; i < p.size(); i++) {
            p.tags[i] = i + 1;
        }
        return p;
    }

    private static double[] sortedScores(Population p) {
        double[] f = new double[p.size()];
        for (int i = 0; i < f.length; i++) {
            f[i] = p.fitness(i);
        }
        java.util.Arrays.sort(f);
        return f;
    }

    @Test
    void eachStrategyBreedsTheOffspringItReplaces() {
        assertEquals(10, Replacement.generational().offspringCount(10));
        assertEquals(8, Replacement.elitism(2).offspringCount(10));
        assertEquals(10, Replacement.elitism(0).offspringCount(10));
        assertEquals(8, Replacement.elitismShare(0.25).offspringCount(10), "floor(0.25 × 10) = 2 elites");
        assertEquals(10, Replacement.elitismIfBetter(2).offspringCount(10));
        assertEquals(3, Replacement.steadyState(3).offspringCount(10));
        assertEquals(7, Replacement.muPlusLambda(7).offspringCount(10));
    }

    @Test
    void elitismIfBetterPutsAtMostCountParentsBack() {
        // Every parent beats every child: the best 2 parents replace the 2 worst children, no more.
        Population next = scored(0, 0, 0, 0);
        Replacement.elitismIfBetter(2).replace(scored(10, 9, 8, 7), scored(1, 2, 3, 4), next);
        assertArrayEquals(new double[] {3, 4, 9, 10}, sortedScores(next));
    }

    @Test
    void muPlusLambdaWithFewerChildrenThanParentsCanTakeThemAll() {
        // Both children beat every parent; the rest of the places go to the best parents.
        Population next = scored(0, 0, 0, 0);
        Replacement.muPlusLambda(2).replace(scored(1, 2, 3, 4), scored(10, 9), next);
        assertArrayEquals(new double[] {3, 4, 9, 10}, sortedScores(next));
    }
}
