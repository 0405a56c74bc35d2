package io.nqueens.bench;

import io.jenetics.Alterer;
import io.jenetics.EnumGene;
import io.jenetics.Genotype;
import io.jenetics.Optimize;
import io.jenetics.PartiallyMatchedCrossover;
import io.jenetics.PermutationChromosome;
import io.jenetics.SwapMutator;
import io.jenetics.TournamentSelector;
import io.jenetics.util.RandomRegistry;
import io.nqueens.board.Conflicts;
import io.nqueens.engine.Engine;
import io.nqueens.engine.RunResult;
import io.nqueens.presets.Comparisons;

import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * The classic DEAP N-Queens GA, set up identically in the kit and in Jenetics 7.2.0: permutation
 * genomes, attacking pairs minimised, tournament of 3, PMX with probability 0.5 per mating of two,
 * shuffle-indexes mutation visiting a child with probability 0.2 and swapping each gene with
 * probability 2/N, generational replacement (DEAP's eaSimple: μ parents drawn with replacement,
 * varAnd, the offspring replace everyone, no elitism), a fixed number of generations.
 */
final class DeapQueens {
    final int n;
    final int populationSize;
    final int generations;
    static final double CXPB = Comparisons.DEAP_CROSSOVER;
    static final double MUTPB = Comparisons.DEAP_MUTATION;
    final double indpb;

    DeapQueens(int n, int populationSize, int generations) {
        this.n = n;
        this.populationSize = populationSize;
        this.generations = generations;
        this.indpb = 2.0 / n;
    }

    /** DEAP's own example: N = 20, 300 individuals, 100 generations. */
    static DeapQueens classic() {
        return new DeapQueens(20, 300, 100);
    }

    /** What one run measured, whichever library ran it. */
    record Outcome(long elapsedNanos, long cpuNanos, int generations, boolean solved, int firstSolvedGeneration,
            long evaluations, double bestFitness) {

        /** Wall-clock milliseconds per generation (initialisation included). */
        double millisPerGeneration() {
            return elapsedNanos / 1e6 / generations;
        }

        /** This thread's CPU milliseconds per generation: less disturbed by other processes. */
        double cpuMillisPerGeneration() {
            return cpuNanos / 1e6 / generations;
        }
    }

    /** CPU time of the current thread in nanoseconds (both libraries run on the calling thread). */
    static long cpuNow() {
        return Machine.threadCpuNanos();
    }

    // ---------------------------------------------------------------- the kit

    /** The kit's engine; all {@code generations} run even after a solution appears. */
    Engine kitEngine(boolean trackDiversity) {
        // The catalogue's DEAP preset (Comparisons.deap), at this size, population and budget.
        return Comparisons.deap(n)
                .label(trackDiversity ? "kit" : "kit (trackDiversity off)")
                .populationSize(populationSize)
                .maxGenerations(generations)
                .trackDiversity(trackDiversity)
                .build();
    }

    /** Runs the kit from a seed; time covers the initial population and every generation. */
    static Outcome runKit(Engine engine, long seed) {
        long c0 = cpuNow();
        long t0 = System.nanoTime();
        RunResult r = engine.runToEnd(seed);
        long t = System.nanoTime() - t0;
        long c = cpuNow() - c0;
        return new Outcome(t, c, r.generations(), r.solved(), r.firstSolvedGeneration(), r.evaluations(), r.bestFitness());
    }

    // ---------------------------------------------------------------- Jenetics

    /** How the Jenetics engine is set up; {@link #MATCHED} is the like-for-like one. */
    enum JeneticsVariant {
        /**
         * PartiallyMatchedCrossover(0.25) and {@link DeapShuffleMutator}(0.2, 2/N). Jenetics'
         * crossover probability is per individual: each individual is picked with probability p
         * and crossed with a random partner, both being replaced, so it performs p·μ crossovers
         * per generation where DEAP performs cxpb·μ/2. p = cxpb/2 = 0.25 gives DEAP's 75.
         */
        MATCHED("jenetics", 0.25, false),
        /** The crossover probability copied literally (0.5): twice DEAP's crossovers. */
        PMX_LITERAL("jenetics (PMX p=0.5 literal)", 0.5, false),
        /** The stock SwapMutator at the rate with DEAP's expected swaps per individual (0.02). */
        STOCK_SWAP("jenetics (SwapMutator r=0.02)", 0.25, true);

        final String label;
        final double crossoverProbability;
        final boolean stockSwap;

        JeneticsVariant(String label, double crossoverProbability, boolean stockSwap) {
            this.label = label;
            this.crossoverProbability = crossoverProbability;
            this.stockSwap = stockSwap;
        }
    }

    /**
     * Attacking pairs of a Jenetics permutation genotype with the kit's O(N) counter, counting
     * evaluations. Not thread-safe: the engines here run on one thread ({@code Runnable::run}).
     */
    static final class JeneticsFitness implements Function<Genotype<EnumGene<Integer>>, Integer> {
        private final int[] rows;
        long evaluations;

        JeneticsFitness(int n) {
            this.rows = new int[n];
        }

        @Override
        public Integer apply(Genotype<EnumGene<Integer>> gt) {
            var chromosome = gt.chromosome();
            for (int i = 0; i < rows.length; i++) {
                // ofInteger(n) has alleles 0..n-1 in order, so the allele index is the row.
                rows[i] = chromosome.get(i).alleleIndex();
            }
            evaluations++;
            return (int) Conflicts.pairs(rows);
        }
    }

    /** A Jenetics engine for one run (it holds that run's evaluation counter). */
    io.jenetics.engine.Engine<EnumGene<Integer>, Integer> jeneticsEngine(JeneticsVariant v, JeneticsFitness fitness) {
        Alterer<EnumGene<Integer>, Integer> mutation = v.stockSwap
                // SwapMutator(r): individual picked with r^(2/3), gene with r^(1/3): N·r swaps expected
                // per individual, DEAP has mutpb·N·indpb, so r = mutpb·indpb (0.02 at N = 20).
                ? new SwapMutator<>(MUTPB * indpb)
                : new DeapShuffleMutator<>(MUTPB, indpb);
        return io.jenetics.engine.Engine
                .builder(fitness, Genotype.of(PermutationChromosome.ofInteger(n)))
                .optimize(Optimize.MINIMUM)
                .populationSize(populationSize)
                // All μ of the next population are bred offspring: no survivors, hence no elitism
                // (Jenetics keeps parents only through the survivors' share).
                .offspringFraction(1.0)
                .offspringSelector(new TournamentSelector<>(3))
                .survivorsSelector(new TournamentSelector<>(3)) // unused: zero survivors
                .alterers(new PartiallyMatchedCrossover<>(v.crossoverProbability), mutation)
                // Jenetics replaces individuals older than 70 generations by random ones (an
                // unaltered copy keeps its birth generation); DEAP has no such rule.
                .maximalPhenotypeAge(1_000_000)
                .executor(Runnable::run)
                .build();
    }

    /** Runs Jenetics for {@code generations} generations from a seeded registry random. */
    Outcome runJenetics(JeneticsVariant v, long seed) {
        JeneticsFitness fitness = new JeneticsFitness(n);
        var engine = jeneticsEngine(v, fitness);
        if (engine.survivorsSize() != 0 || engine.offspringSize() != populationSize) {
            throw new IllegalStateException("expected " + populationSize + " offspring and no survivors");
        }
        int[] firstSolved = {-1};
        int[] best = {Integer.MAX_VALUE};
        long c0 = cpuNow();
        long t0 = System.nanoTime();
        RandomRegistry.using(new SplittableRandom(seed), random -> engine.stream()
                .limit(generations)
                .forEach(result -> {
                    int b = result.bestFitness();
                    best[0] = Math.min(best[0], b);
                    if (b == 0 && firstSolved[0] < 0) {
                        firstSolved[0] = (int) result.generation();
                    }
                }));
        long t = System.nanoTime() - t0;
        long c = cpuNow() - c0;
        return new Outcome(t, c, generations, firstSolved[0] >= 0, firstSolved[0], fitness.evaluations, best[0]);
    }
}
