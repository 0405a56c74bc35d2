package io.nqueens.presets;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.ShuffleIndexes;
import io.nqueens.operators.selection.Tournament;

/**
 * Other libraries' N-queens GAs, configured in the kit, so that the benchmark and the notebooks
 * compare like with like. Each method returns a fresh builder.
 */
public final class Comparisons {
    /** DEAP's crossover probability per mating. */
    public static final double DEAP_CROSSOVER = 0.5;
    /** DEAP's mutation probability per individual. */
    public static final double DEAP_MUTATION = 0.2;

    private Comparisons() {}

    /**
     * DEAP's N-queens GA (its example's configuration): permutations, 300 individuals, attacking
     * pairs minimised, tournament of 3, partially matched crossover with probability 0.5 and two
     * children per mating (DEAP's {@code cxPartialyMatched} never cuts an empty segment), shuffle
     * mutation with probability 0.2 per individual and 2/N per gene, the offspring replace every
     * parent (its {@code eaSimple}), and all 100 generations run even after a solution appears.
     *
     * @param n the board size N (DEAP's example has 20), at least 2
     * @return a new builder
     */
    public static Engine.Builder deap(int n) {
        return Engine.builder(Encoding.PERMUTATION, n)
                .label("DEAP")
                .fitness(AttackingPairs.of(Encoding.PERMUTATION))
                .populationSize(300)
                .selector(Tournament.of(3))
                .crossover(Pmx.withDistinctCuts(), DEAP_CROSSOVER)
                .childrenPerMating(2)
                .mutation(ShuffleIndexes.of(2.0 / n), DEAP_MUTATION)
                .replacement(Replacement.generational())
                .stopWhenSolved(false)
                .maxGenerations(100);
    }
}
