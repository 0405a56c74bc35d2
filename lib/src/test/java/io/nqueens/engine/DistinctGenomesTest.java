package io.nqueens.engine;

import io.nqueens.board.Encoding;
import io.nqueens.engine.RandomConfigurations.Config;
import io.nqueens.fitness.Direction;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.selection.Tournament;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The diversity statistic counts distinct genomes exactly, whatever their hashes do. */
class DistinctGenomesTest {

    /** The reference: genomes as lists in a hash set. */
    private static int distinctByList(Population p) {
        Set<List<Integer>> seen = new HashSet<>();
        for (int i = 0; i < p.size(); i++) {
            List<Integer> genome = new ArrayList<>();
            for (int g : p.genes(i)) {
                genome.add(g);
            }
            seen.add(genome);
        }
        return seen.size();
    }

    /** Genes from a small alphabet, so many genomes repeat. */
    @Property(tries = 300)
    void countsAsManyGenomesAsASetOfLists(@ForAll @IntRange(min = 1, max = 300) int size,
            @ForAll @IntRange(min = 1, max = 12) int length, @ForAll @IntRange(min = 1, max = 4) int alphabet,
            @ForAll long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        Population p = new Population(size, length, Direction.MINIMIZE);
        for (int i = 0; i < size; i++) {
            for (int j = 0; j < length; j++) {
                p.genes[i][j] = rng.nextInt(alphabet);
            }
        }
        DistinctGenomes counter = new DistinctGenomes(size, length);
        assertEquals(distinctByList(p), counter.count(p));
        assertEquals(distinctByList(p), counter.count(p), "the table is cleared between counts");
    }

    @Test
    void allEqualCountsOneAndAllDifferentCountsEveryone() {
        Population same = new Population(50, 8, Direction.MINIMIZE);
        assertEquals(1, new DistinctGenomes(50, 8).count(same));
        Population different = new Population(50, 8, Direction.MINIMIZE);
        for (int i = 0; i < 50; i++) {
            different.genes[i][i % 8] = 1 + i / 8;
        }
        assertEquals(50, new DistinctGenomes(50, 8).count(different));
    }

    /**
     * Permutations that differ by a 3-cycle would cancel out in a hash that only weighs genes by
     * position; every one of them must get its own hash here.
     */
    @Test
    void threeCyclesOfAPermutationAllHashDifferently() {
        int n = 12;
        int[] base = new int[n];
        for (int i = 0; i < n; i++) {
            base[i] = (5 * i + 3) % n;
        }
        DistinctGenomes counter = new DistinctGenomes(1, n);
        Set<Integer> hashes = new HashSet<>();
        hashes.add(counter.hash(base));
        int genomes = 1;
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                for (int c = 0; c < n; c++) {
                    if (a < b && a < c && b != c) { // each 3-cycle (a b c) once, both directions
                        int[] g = base.clone();
                        int t = g[a];
                        g[a] = g[b];
                        g[b] = g[c];
                        g[c] = t;
                        hashes.add(counter.hash(g));
                        genomes++;
                    }
                }
            }
        }
        assertEquals(1 + 2 * (n * (n - 1) * (n - 2) / 6), genomes);
        assertEquals(genomes, hashes.size());
    }

    /** In a running DEAP-style GA, every generation's diversity is its population's distinct count. */
    @Test
    void aRunReportsItsPopulationsDistinctGenomes() {
        Engine engine = Engine.builder(Encoding.PERMUTATION, 8)
                .populationSize(60)
                .selector(Tournament.of(3))
                .crossover(Pmx.of(), 0.5)
                .mutation(ShuffleIndexes.of(0.25), 0.2)
                .replacement(Replacement.generational())
                .stopWhenSolved(false)
                .maxGenerations(60)
                .build();
        Run run = engine.run(7);
        assertEquals(distinctByList(run.population()), run.latest().diversity());
        int smallest = Integer.MAX_VALUE;
        while (run.hasNext()) {
            Generation g = run.next();
            assertEquals(distinctByList(run.population()), g.diversity(), "generation " + g.index());
            smallest = Math.min(smallest, g.diversity());
        }
        // Not a tautology: tournament selection makes copies, so the count must fall below μ.
        org.junit.jupiter.api.Assertions.assertTrue(smallest < 60, "smallest diversity " + smallest);
    }

    /**
     * Copies keep their original's identity tag and the counter skips tags it has seen, so every
     * way genomes enter a population must keep "same tag, same genome" true: any selector,
     * crossover, mutation, replacement (copies and moves), document 001's share rule, restarts.
     */
    @Property(tries = 200)
    void everyGenerationOfARandomConfigurationReportsItsDistinctGenomes(@ForAll Encoding e,
            @ForAll @IntRange(min = 1, max = 8) int n, @ForAll @IntRange(min = 2, max = 40) int mu,
            @ForAll long choices, @ForAll long seed) {
        Config c = RandomConfigurations.config(e, Math.min(n, e.isBinary() ? 5 : 8), mu, choices);
        Engine engine = c.builder().trackDiversity(true).build();
        Run run = engine.run(seed);
        int restartsBefore = 0;
        while (true) {
            Generation g = run.latest();
            // A restart replaces the population after the generation was recorded.
            if (run.restarts() == restartsBefore) {
                assertEquals(distinctByList(run.population()), g.diversity(), c + ", seed " + seed
                        + ", generation " + g.index());
            }
            if (!run.hasNext()) {
                break;
            }
            restartsBefore = run.restarts();
            run.next();
        }
    }
}
