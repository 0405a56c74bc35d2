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
 * costs one tag comparison or hash lookup instead of a validity check, a conflict count and a
 * {@link Board}, so a converged population of one solution in many copies stays cheap.
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
    private long lastSolutionTag; // an identity tag that genome was seen under (0: none)
    private double bestFitness;
    private int[] bestGenes;
    private boolean bestIsSolution; // isRealSolution(bestGenes), kept with it
    private int firstSolvedGeneration = -1;

    SolutionLog(Settings settings, Population initial) {
        this.encoding = settings.encoding();
        this.n = settings.boardSize();
        this.direction = settings.fitness().direction();
        int best = initial.bestIndex();
        bestFitness = initial.fitness[best];
        bestGenes = initial.genes[best].clone();
        bestIsSolution = isRealSolution(bestGenes);
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
        int firstReal = -1;
        for (int i = 0; i < p.size(); i++) {
            if (p.fitness[i] == optimum && isKnownOrRealSolution(p.genes[i], p.tags[i])) {
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
        // A converged population holds many copies of one solution: a copy carries the tag of the
        // one last confirmed (same tag, same genome), and comparing with that genome is still
        // cheaper than hashing.
        if (tag != 0 && tag == lastSolutionTag) {
            return true;
        }
        if (lastSolution != null && Arrays.equals(genes, lastSolution)) {
            lastSolutionTag = tag;
            return true;
        }
        int[] known = solutionGenomes.get(new Key(genes));
        if (known != null) {
            lastSolution = known;
            lastSolutionTag = tag;
            return true;
        }
        if (!isRealSolution(genes)) {
            return false;
        }
        lastSolutionTag = tag;
        lastSolution = genes.clone();
        solutionGenomes.put(new Key(lastSolution), lastSolution);
        solutions.add(encoding.toBoard(genes, n));
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
