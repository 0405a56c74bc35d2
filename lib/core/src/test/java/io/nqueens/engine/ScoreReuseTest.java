package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;
import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A child equal to one of its parents takes that parent's score instead of a new evaluation. The
 * scores must stay exactly what evaluation gives, and the evaluation count must count only the
 * calls that really happen.
 */
class ScoreReuseTest {

    /** Attacking pairs on permutations, counting its calls. */
    private static final class CountingPairs implements Fitness {
        private final Fitness inner = AttackingPairs.of(Encoding.PERMUTATION);
        final AtomicLong calls = new AtomicLong();

        @Override
        public double evaluate(int[] genes, int n) {
            calls.incrementAndGet();
            return inner.evaluate(genes, n);
        }

        @Override
        public Direction direction() {
            return inner.direction();
        }

        @Override
        public double optimum(int n) {
            return inner.optimum(n);
        }

        @Override
        public boolean accepts(Encoding encoding) {
            return inner.accepts(encoding);
        }
    }

    private static final Selector ALWAYS_FIRST = (population, count, into, rng) -> java.util.Arrays.fill(into, 0, count, 0);

    private static Engine.Builder deapLike(Fitness fitness) {
        return Engine.builder(Encoding.PERMUTATION, 12)
                .fitness(fitness)
                .populationSize(60)
                .selector(Tournament.of(3))
                .crossover(Pmx.withDistinctCuts(), 0.5)
                .childrenPerMating(2)
                .mutation(io.nqueens.operators.mutation.ShuffleIndexes.of(2.0 / 12), 0.2)
                .replacement(Replacement.generational())
                .stopWhenSolved(false)
                .maxGenerations(150);
    }

    @Test
    void everyStoredScoreIsWhatEvaluationGives() {
        Fitness plain = AttackingPairs.of(Encoding.PERMUTATION);
        for (long seed = 0; seed < 5; seed++) {
            Run run = deapLike(plain).build().run(seed);
            while (run.hasNext()) {
                run.next();
                Population p = run.population();
                for (int i = 0; i < p.size(); i++) {
                    assertEquals(plain.evaluate(p.genes(i), 12), p.fitness(i),
                            "seed " + seed + ", generation " + run.latest().index() + ", individual " + i);
                }
            }
        }
    }

    @Test
    void theEvaluationCountIsTheNumberOfCalls() {
        for (long seed = 0; seed < 5; seed++) {
            CountingPairs counting = new CountingPairs();
            RunResult r = deapLike(counting).build().runToEnd(seed);
            // build() scores one known solution to check the optimum: one call that is not an evaluation.
            assertEquals(counting.calls.get() - 1, r.evaluations(), "seed " + seed);
            // The GA converges, so most crossed children equal a parent: far fewer calls than
            // children (60 initial boards plus 150 generations of 60 children).
            assertTrue(r.evaluations() < 60 + 150 * 60 / 2, "seed " + seed + ": " + r.evaluations() + " evaluations");
        }
    }

    /**
     * Two boards, and a selector that always picks the first, so every mating pairs it with itself:
     * PMX then returns it unchanged, and only the mutation can make a new board. 20 generations.
     */
    private static RunResult selfMatingRun(Fitness fitness, Mutation mutation, double mutationRate) {
        return Engine.builder(Encoding.PERMUTATION, 8)
                .fitness(fitness)
                .populationSize(2)
                .selector(ALWAYS_FIRST)
                .distinctParents(false)
                .crossover(Pmx.of(), 1.0)
                .childrenPerMating(1)
                .mutation(mutation, mutationRate)
                .replacement(Replacement.generational())
                .stopWhenSolved(false)
                .maxGenerations(20)
                .build().runToEnd(3);
    }

    @Test
    void crossingAParentWithItselfScoresNothing() {
        CountingPairs counting = new CountingPairs();
        RunResult r = selfMatingRun(counting, null, 0); // no mutation (the permutation default would swap)
        assertEquals(20, r.generations());
        assertEquals(2, r.evaluations(), "only the 2 initial boards are scored");
        assertEquals(1 + 2, counting.calls.get(), "and the one call build() makes");
    }

    @Test
    void aChildThatDiffersFromBothParentsIsScored() {
        // A swap always changes a permutation, so every child is new: one call per child.
        CountingPairs counting = new CountingPairs();
        RunResult r = selfMatingRun(counting, Swap.of(), 1.0);
        assertEquals(2 + 20 * 2, r.evaluations());
        assertEquals(1 + 2 + 20 * 2, counting.calls.get(), "and the one call build() makes");
    }

    @Test
    void aChildEqualToItsSecondParentTakesThatParentsScore() {
        // The crossover hands each child the other parent's genome; distinct parents have distinct
        // tags, so only a comparison with the second parent finds the score to reuse.
        Crossover swapped = (p1, p2, c1, c2, rng) -> {
            System.arraycopy(p2, 0, c1, 0, p2.length);
            if (c2 != null) {
                System.arraycopy(p1, 0, c2, 0, p1.length);
            }
        };
        for (int children = 1; children <= 2; children++) {
            CountingPairs counting = new CountingPairs();
            RunResult r = Engine.builder(Encoding.PERMUTATION, 8).fitness(counting).populationSize(10)
                    .distinctParents(true).crossover(swapped, 1.0).childrenPerMating(children).mutation(null, 0)
                    .stopWhenSolved(false).maxGenerations(10).build().runToEnd(5);
            assertEquals(10, r.evaluations(), children + " children per mating: only the initial 10 are scored");
            assertEquals(1 + 10, counting.calls.get(), "and the one call build() makes");
        }
    }
}
