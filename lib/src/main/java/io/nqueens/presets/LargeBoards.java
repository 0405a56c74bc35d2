package io.nqueens.presets;

import io.nqueens.board.Encoding;
import io.nqueens.engine.Engine;
import io.nqueens.engine.Replacement;
import io.nqueens.memetic.Repair;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.Tournament;

import java.time.Duration;

/**
 * Configurations for boards far beyond the documents' 8 queens. {@link #memetic(int)} couples a
 * tiny GA with the {@link Repair} local search and solves a million queens in seconds;
 * {@link #plainGa(int)} is the best plain GA (no heuristic operators) the kit found, for
 * comparison. Each method returns a fresh builder, so any parameter can be changed afterwards.
 */
public final class LargeBoards {
    private LargeBoards() {}

    /** Per-call budget of the memetic preset's repair, in swap evaluations per queen. */
    public static final double MEMETIC_STEPS_PER_QUEEN = 5.0;
    /** Smallest per-call budget of the memetic preset's repair: small boards need more per queen. */
    public static final long MEMETIC_MIN_STEPS = 1_000;

    /**
     * A memetic GA: permutations; 4 individuals; tournament of 2; PMX with probability 0.1, one
     * child per mating; every child repaired by {@link Repair} with a budget of
     * {@value #MEMETIC_STEPS_PER_QUEEN}·N swap evaluations; (μ+1) survival, so the best board is
     * always kept; diversity not tracked (it would hash every genome); stops when solved, after
     * 1,000 generations or after 60 seconds. Memory about 60 bytes per queen (six genomes and the
     * counters), e.g. 60 MB for N = 1,000,000.
     */
    public static Engine.Builder memetic(int n) {
        return Engine.builder(Encoding.PERMUTATION, n)
                .label("memetic")
                .populationSize(4)
                .selector(Tournament.of(2))
                .crossover(Pmx.of(), 0.1)
                .childrenPerMating(1)
                .mutation(Repair.of(MEMETIC_STEPS_PER_QUEEN).minSteps(MEMETIC_MIN_STEPS), 1.0)
                .replacement(Replacement.muPlusLambda(1))
                .trackDiversity(false)
                .stopWhenSolved(true)
                .maxGenerations(1_000)
                .timeLimit(Duration.ofSeconds(60));
    }

    /**
     * A plain GA, tuned: permutations; 200 individuals; tournament of 3; PMX with probability 0.8,
     * two children per mating; one random swap in every child; (μ+λ) survival with λ = 200
     * offspring; attacking pairs as fitness; 1,000 generations. No operator knows where the
     * conflicts are.
     */
    public static Engine.Builder plainGa(int n) {
        return Engine.builder(Encoding.PERMUTATION, n)
                .label("plain GA")
                .populationSize(200)
                .selector(Tournament.of(3))
                .crossover(Pmx.of(), 0.8)
                .childrenPerMating(2)
                .mutation(Swap.of(), 1.0)
                .replacement(Replacement.muPlusLambda(200))
                .trackDiversity(false)
                .maxGenerations(1_000);
    }
}
