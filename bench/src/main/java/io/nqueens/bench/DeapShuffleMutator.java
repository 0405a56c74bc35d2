package io.nqueens.bench;

import io.jenetics.Alterer;
import io.jenetics.AltererResult;
import io.jenetics.Chromosome;
import io.jenetics.Gene;
import io.jenetics.Genotype;
import io.jenetics.Phenotype;
import io.jenetics.util.MSeq;
import io.jenetics.util.RandomRegistry;
import io.jenetics.util.Seq;

import java.util.random.RandomGenerator;

/**
 * DEAP's {@code mutShuffleIndexes} as applied by DEAP's {@code varAnd}, written as a Jenetics
 * {@link Alterer}: each individual is visited with probability {@code individualProbability}
 * (DEAP's {@code mutpb}, 0.2 in the N-Queens example); in a visited individual each gene, with
 * probability {@code indpb} (2/N), swaps with a uniformly chosen <em>other</em> gene.
 *
 * <p>Why not a stock Jenetics mutator: Jenetics' {@code Mutator.alter} takes its rate r and
 * applies {@code r^(1/3)} at three levels - individual, chromosome and gene - so with one
 * chromosome an individual is mutated with probability {@code r^(2/3)} and each of its genes with
 * {@code r^(1/3)}. No single r gives DEAP's 0.2 per individual and 0.1 per gene. The
 * {@code SwapMutator} rate that matches DEAP's <em>expected</em> swaps per individual
 * (0.2 × 20 × 0.1 = 0.4 = 20·r) is r = 0.02, but it mutates only 7.4% of individuals with about
 * 5.4 swaps each, and may swap a gene with itself. This class does exactly DEAP's two-level draw.
 *
 * <p>Randomness comes from {@link RandomRegistry#random()}, like every Jenetics operator, so a run
 * seeded through the registry is reproducible. Cost per generation: one draw per individual, plus
 * L draws and one chromosome copy per visited individual.
 *
 * @param <G> gene type
 * @param <C> fitness type
 */
final class DeapShuffleMutator<G extends Gene<?, G>, C extends Comparable<? super C>> implements Alterer<G, C> {
    private final double individualProbability;
    private final double indpb;

    DeapShuffleMutator(double individualProbability, double indpb) {
        if (!(individualProbability >= 0 && individualProbability <= 1 && indpb >= 0 && indpb <= 1)) {
            throw new IllegalArgumentException("probabilities must be in [0, 1], were "
                    + individualProbability + " and " + indpb);
        }
        this.individualProbability = individualProbability;
        this.indpb = indpb;
    }

    @Override
    public AltererResult<G, C> alter(Seq<Phenotype<G, C>> population, long generation) {
        RandomGenerator random = RandomRegistry.random();
        MSeq<Phenotype<G, C>> pop = MSeq.of(population);
        int swaps = 0;
        for (int i = 0; i < pop.length(); i++) {
            if (random.nextDouble() < individualProbability) {
                Phenotype<G, C> pt = pop.get(i);
                Genotype<G> gt = pt.genotype();
                MSeq<Chromosome<G>> chromosomes = MSeq.of(gt);
                int changed = 0;
                for (int c = 0; c < chromosomes.length(); c++) {
                    MSeq<G> genes = MSeq.of(chromosomes.get(c));
                    int s = shuffle(genes, random);
                    if (s > 0) {
                        chromosomes.set(c, chromosomes.get(c).newInstance(genes.toISeq()));
                        changed += s;
                    }
                }
                if (changed > 0) {
                    // A new phenotype has no fitness, so the engine scores it again.
                    pop.set(i, Phenotype.of(Genotype.of(chromosomes), generation));
                    swaps += changed;
                }
            }
        }
        return new AltererResult<>(pop.toISeq(), swaps);
    }

    /** DEAP's per-gene loop: position i swaps with a uniform j != i with probability indpb. */
    private int shuffle(MSeq<G> genes, RandomGenerator random) {
        int length = genes.length();
        if (length < 2) {
            return 0;
        }
        int swaps = 0;
        for (int i = 0; i < length; i++) {
            if (random.nextDouble() < indpb) {
                int j = random.nextInt(length - 1);
                if (j >= i) {
                    j++;
                }
                genes.swap(i, j);
                swaps++;
            }
        }
        return swaps;
    }

    @Override
    public String toString() {
        return "DeapShuffleMutator[individual p=" + individualProbability + ", indpb=" + indpb + "]";
    }
}
