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
     * max({@value #MEMETIC_STEPS_PER_QUEEN}·N, {@value #MEMETIC_MIN_STEPS}) swap evaluations;
     * (μ+1) survival, an elitist scheme: the best board is never lost; diversity not tracked (it
     * would hash every genome); stops when solved, after 1,000 generations or after 60 seconds.
     *
     * <p>Measured with {@code -Xmx1g} on a 2-core machine shared with other jobs, by the program
     * that is now section 5 of the benchmark ({@code ./kit bench --sections 5}): N = 1,000,000
     * solved by all of seeds 1..5 in generation 1, median 0.7 s at a load average of 3 and 1.2 s at
     * a load average of 8. Seed 1 solved 2M in 2.4 s, 4M in 6.2 s, 8M in 13.4 s and 10M (the kit's
     * largest board) in 17.7 s at a load average of 2-3; at a load average of 8-11 the same runs
     * took 7-21 s for 2M-8M and 20-53 s for 10M, so every size up to 10M was solved within 60 s.
     * Section 5 itself, at a load average of 4-7: median 1.1-1.5 s at 1M, 10M in 18-28 s. Large boards are usually solved by the first
     * repaired child, since the budget is above the 4.5N steps a random permutation of a million
     * queens needs; from N of a few thousand down it takes a few generations, and small boards
     * (4..1,000) are solved by every seed tried. Memory about 95 bytes per queen: about ten genomes
     * of 4N bytes (two populations, the offspring and best-so-far copies), 20N for
     * the engine's conflict counter and 21N for the repair's buffers; the peak heap (the heap pools'
     * peaks summed, uncollected garbage included) stayed under 1 GB at 10M queens (950-995 MB).
     *
     * @param n the board size N, in [1, {@link io.nqueens.board.Board#MAX_SIZE}]
     * @return a new builder
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
     *
     * <p>Measured over seeds 1..30 within 1,000 generations (section 5 of the benchmark and
     * {@code PlainGaTuning}, test scope): N = 50 solved 30/30 (median generation 104), N = 100
     * 30/30 (median 187; 100/100 over seeds 1..100), N = 200 30/30 (median 324), N = 400 29/30
     * (median 651). In the tuning runs, (μ+λ) survival and a swap in every child mattered most:
     * with elitism of 1, 100 individuals and a swap in 80% of the children, N = 100 fell to 25/30.
     *
     * @param n the board size N
     * @return a new builder
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
