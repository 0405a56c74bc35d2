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
}
