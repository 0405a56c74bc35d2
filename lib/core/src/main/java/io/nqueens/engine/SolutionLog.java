package io.nqueens.engine;

import io.nqueens.board.Board;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a run has found: the distinct real solutions in order of discovery, the best genome seen
 * (a real solution whenever one was seen, never a fake of equal score such as document 002's
 * flawed optimum) and the first generation that held a solution. Confirming a genome seen before
 * costs one tag lookup, a comparison or a hash lookup instead of a validity check, a conflict count
 * and a {@link Board}, so a converged population of a few solutions in many copies stays cheap.
 */
final class SolutionLog {
    private final Encoding encoding;
    private final int n;
    private final Direction direction;
    private final Set<Board> solutions = new LinkedHashSet<>();
    // Genomes already verified as real solutions (copies), mirroring the boards in solutions;
    // each maps to its own stored copy, so a genome found there can become lastSolution uncopied.
    private final Map<Key, int[]> solutionGenomes = new HashMap<>();
    private int[] lastSolution; // the genome last confirmed as a solution (a stored copy), or null
    // Identity tags of genomes confirmed as real solutions; made with the first one, since most
    // runs of a hard problem find none and the table is zeroed when made.
    private TagSet solutionTags;
    private final int tagCapacity;
    private double bestFitness;
    private int[] bestGenes;
    private boolean bestIsSolution; // isRealSolution(bestGenes), kept with it
    private int firstSolvedGeneration = -1;
    private final int[] optimal; // scan's buffer: indices scoring the optimum

    SolutionLog(Settings settings, Population initial) {
        this.encoding = settings.encoding();
        this.n = settings.boardSize();
        this.direction = settings.fitness().direction();
        this.tagCapacity = tagCapacity(settings.populationSize());
        this.optimal = new int[settings.populationSize()];
        int best = initial.bestIndex();
        bestFitness = initial.fitness[best];
        bestGenes = initial.genes[best].clone();
        bestIsSolution = isRealSolution(bestGenes);
    }

    /**
     * Tags kept as confirmed solutions: a cache, so a few thousand are plenty, and a huge
     * population does not get a huge table.
     */
    private static int tagCapacity(int populationSize) {
        return Math.min(2 * populationSize, 4_096);
    }

    /** {@return the bytes of a log's buffers for a population of this size} For memory estimates. */
    static double bufferBytes(int populationSize) {
        return 4.0 * populationSize + TagSet.bytes(tagCapacity(populationSize));
    }

    /** Takes a generation's best if it beats the best so far; true when it did. */
    boolean offerBest(double fitness, int[] genes) {
        if (!direction.isBetter(fitness, bestFitness)) {
            return false;
        }
        bestFitness = fitness;
        bestGenes = genes.clone();
        bestIsSolution = isRealSolution(bestGenes);
        return true;
    }

    /**
     * Records the real solutions among the individuals scoring the optimum, and the generation if
     * it is the first to hold one.
     *
     * @return the index of the first real solution in the population, or -1 when there is none
     */
    int scan(Population p, double optimum, int generation) {
        int mu = p.size();
        // First the indices scoring the optimum, gathered without a branch: in a converged run
        // about a third of the population does, in no order a branch predictor could learn.
        int count = 0;
        for (int i = 0; i < mu; i++) {
            optimal[count] = i;
            count += p.fitness[i] == optimum ? 1 : 0;
        }
        int firstReal = -1;
        for (int k = 0; k < count; k++) {
            int i = optimal[k];
            long tag = p.tags[i];
            // A tag already confirmed is the common case in a converged run: tested here, it
            // spares a call per individual to the method below, too large to be inlined.
            boolean known = tag != 0 && solutionTags != null && solutionTags.contains(tag);
            if (known || isKnownOrRealSolution(p.genes[i], tag)) {
                if (firstReal < 0) {
                    firstReal = i;
                }
                if (!bestIsSolution) {
                    bestGenes = p.genes[i].clone(); // prefer a real solution among equal scores
                    bestIsSolution = true;
                }
            }
        }
        if (firstReal >= 0 && firstSolvedGeneration < 0) {
            firstSolvedGeneration = generation;
        }
        return firstReal;
    }

    /**
     * Whether a genome is a real solution; a new one is also recorded. Genomes map one-to-one to
     * boards, so the set of boards ends up the same as if every genome were converted.
     */
    private boolean isKnownOrRealSolution(int[] genes, long tag) {
        // A converged population holds many copies of a few solutions, and a copy carries its
        // original's tag (same tag, same genome): a tag confirmed once answers for every copy.
        if (tag != 0 && solutionTags != null && solutionTags.contains(tag)) {
            return true;
        }
        if (lastSolution == null || !Arrays.equals(genes, lastSolution)) {
            int[] known = solutionGenomes.get(new Key(genes));
            if (known != null) {
                lastSolution = known;
            } else if (isRealSolution(genes)) {
                lastSolution = genes.clone();
                solutionGenomes.put(new Key(lastSolution), lastSolution);
                solutions.add(encoding.toBoard(genes, n));
            } else {
                return false;
            }
        }
        if (tag != 0) {
            if (solutionTags == null) {
                solutionTags = new TagSet(tagCapacity);
            } else if (solutionTags.size() >= solutionTags.capacity()) {
                solutionTags.clear(); // a cache: a tag forgotten costs one lookup to confirm again
            }
            solutionTags.add(tag);
        }
        return true;
    }

    private boolean isRealSolution(int[] genes) {
        return encoding.invalidReason(genes, n) == null && encoding.attackingPairs(genes, n) == 0;
    }

    int size() {
        return solutions.size();
    }

    List<Board> solutions() {
        return List.copyOf(solutions);
    }

    double bestFitness() {
        return bestFitness;
    }

    /** The best genome so far: the log's own array, to be copied by whoever hands it out. */
    int[] bestGenes() {
        return bestGenes;
    }

    int firstSolvedGeneration() {
        return firstSolvedGeneration;
    }

    /** An int[] compared by content, for the set of genomes known to be solutions. */
    private record Key(int[] genes, int hash) {
        Key(int[] genes) {
            this(genes, Arrays.hashCode(genes));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.hash == hash && Arrays.equals(k.genes, genes);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
