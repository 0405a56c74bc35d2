package io.nqueens.plugins;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.BestFirst;
import io.nqueens.operators.selection.ScoredPopulation;
import io.nqueens.operators.selection.Selector;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The one-line extension points: a fitness or operator as a lambda, with the name it shows. */
class NamedPluginsTest {

    @Test
    void aFitnessIsOneLambdaWithAName() {
        Fitness pairs = Fitness.of("my pairs", Direction.MINIMIZE, 0, (genes, n) -> Encoding.INTEGER.attackingPairs(genes, n));
        assertEquals("my pairs", pairs.name());
        assertEquals("my pairs", pairs.toString());
        assertEquals(Direction.MINIMIZE, pairs.direction());
        assertEquals(0.0, pairs.optimum(8));
        assertEquals(1.0, pairs.evaluate(new int[] {0, 2, 1}, 3)); // columns 1 and 2 share a diagonal
        Fitness nonAttacking = Fitness.of("non-attacking", Direction.MAXIMIZE, n -> n * (n - 1) / 2.0,
                (genes, n) -> n * (n - 1) / 2.0 - Encoding.INTEGER.attackingPairs(genes, n));
        assertEquals(28.0, nonAttacking.optimum(8));
        assertEquals(45.0, nonAttacking.optimum(10));
    }

    @Test
    void aFitnessLambdaRefusesBadParametersByName() {
        var blank = assertThrows(IllegalArgumentException.class,
                () -> Fitness.of(" ", Direction.MINIMIZE, 0, (g, n) -> 0));
        assertEquals("fitness name must be a non-blank text, was \" \"", blank.getMessage());
        var nan = assertThrows(IllegalArgumentException.class,
                () -> Fitness.of("f", Direction.MINIMIZE, Double.NaN, (g, n) -> 0));
        assertEquals("fitness f: optimum must be a finite number, was NaN", nan.getMessage());
        var noDirection = assertThrows(IllegalArgumentException.class,
                () -> Fitness.of("f", null, 0, (g, n) -> 0));
        assertEquals("direction must not be null", noDirection.getMessage());
    }

    @Test
    void operatorsWrittenAsLambdasShowTheirNames() {
        Crossover copy = Crossover.named("copy both", (p1, p2, c1, c2, rng) -> {
            System.arraycopy(p1, 0, c1, 0, p1.length);
            System.arraycopy(p2, 0, c2, 0, p2.length);
        });
        assertEquals("copy both", copy.name());
        assertEquals("copy both", copy.toString());
        int[] c1 = new int[3];
        int[] c2 = new int[3];
        copy.cross(new int[] {0, 1, 2}, new int[] {2, 1, 0}, c1, c2, new SplittableRandom(1));
        assertArrayEquals(new int[] {0, 1, 2}, c1);
        assertArrayEquals(new int[] {2, 1, 0}, c2);
        Mutation reverse = Mutation.named("reverse", (genes, rng) -> { });
        assertEquals("reverse", reverse.toString());
        Selector first = Selector.named("always 0", (pop, count, into, rng) -> java.util.Arrays.fill(into, 0, count, 0));
        assertEquals("always 0", first.name());
    }

    @Test
    void anUnnamedLambdaIsCalledSoAndNeverByItsJvmName() {
        Crossover anonymous = (p1, p2, c1, c2, rng) -> { };
        assertEquals("unnamed lambda crossover", anonymous.name());
        Mutation mutation = (genes, rng) -> { };
        assertEquals("unnamed lambda mutation", mutation.name());
        Fitness anonymousClass = new Fitness() {
            @Override
            public double evaluate(int[] genes, int n) {
                return 0;
            }

            @Override
            public Direction direction() {
                return Direction.MINIMIZE;
            }

            @Override
            public double optimum(int n) {
                return 0;
            }
        };
        assertEquals("unnamed fitness (anonymous class)", anonymousClass.name());
    }

    @Test
    void aPopulationOfScoresOrdersBestFirstWithTiesInIndexOrder() {
        ScoredPopulation p = ScoredPopulation.of(Direction.MAXIMIZE, 3, 7, 7, 1);
        assertArrayEquals(new int[] {1, 2, 0, 3}, p.order());
        assertEquals(1, p.bestIndex());
        assertArrayEquals(new int[] {3, 0, 1, 2}, BestFirst.order(new double[] {3, 7, 7, 1}, Direction.MINIMIZE));
        var bad = assertThrows(IllegalArgumentException.class, () -> p.fitness(4));
        assertEquals("individual index must be in [0, 3], was 4", bad.getMessage());
        var nan = assertThrows(IllegalArgumentException.class, () -> ScoredPopulation.of(Direction.MINIMIZE, 1, Double.NaN));
        assertEquals("fitness[1] must be a finite number, was NaN", nan.getMessage());
    }
}
