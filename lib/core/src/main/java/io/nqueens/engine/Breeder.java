package io.nqueens.engine;

import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The breeding loop of a run: select parents, recombine them, mutate the children, score each new
 * child once and form the next population with the replacement. It also draws random populations.
 * It owns the offspring buffers, reused every generation, and the identity tags that mark copies
 * (see {@link Population}). Every random draw comes from the run's generator, in a fixed order, so
 * a seed gives the same run. O(λ·L) per generation plus the operators' and the fitness's costs.
 */
final class Breeder {
    private final Settings settings;
    private final Scorer scorer;
    private final Validity checks;
    /** A copy of a genome before a checked mutation changes it, for the message; null when unchecked. */
    private final int[] beforeMutation;
    private final RandomGenerator rng;
    private final int length;
    private final Population offspring;
    private final int[] parents;
    private final int[] spare; // a second child with no place in the offspring (odd λ, two per mating)
    private final boolean[] changed; // per child: made by crossover or mutation, so to be scored
    private long nextTag = 1; // identity tags for new genomes (see Population.tags)

    Breeder(Settings settings, Scorer scorer, Validity checks, RandomGenerator rng) {
        this.settings = settings;
        this.scorer = scorer;
        this.checks = checks;
        this.rng = rng;
        this.length = settings.encoding().length(settings.boardSize());
        this.beforeMutation = checks.mutation ? new int[length] : null;
        int lambda = settings.replacement().offspringCount(settings.populationSize());
        this.offspring = new Population(lambda, length, settings.fitness().direction());
        int cpm = settings.childrenPerMating();
        this.parents = new int[2 * ((lambda + cpm - 1) / cpm)];
        this.spare = cpm == 2 && lambda % 2 == 1 ? new int[length] : null;
        this.changed = new boolean[lambda];
    }

    /** Fills a population with fresh random genomes, scored and tagged. */
    void randomize(Population p) {
        for (int i = 0; i < p.size(); i++) {
            settings.encoding().randomGenome(settings.boardSize(), rng, p.genes[i]);
            p.fitness[i] = scorer.score(p.genes[i]);
            p.tags[i] = nextTag++;
        }
        p.invalidate();
    }

    /** Breeds generation g + 1 from {@code current} into {@code next}. */
    void breed(int g, Population current, Population next) {
        select(current);
        cross(g, current);
        boolean shareRule = settings.usesShareRule();
        if (settings.mutation() != null && !shareRule) {
            mutate(g);
        }
        int cpm = settings.childrenPerMating();
        for (int k = 0; k < offspring.size(); k++) {
            if (changed[k]) {
                // k / cpm would divide per child: cpm is a setting, so the JIT cannot shift.
                scoreChild(k, cpm == 2 ? k >> 1 : k, current);
            }
        }
        if (shareRule) {
            double sum = 0; // summed in index order, as document 001 does
            for (int k = 0; k < offspring.size(); k++) {
                sum += offspring.fitness[k];
            }
            if (sum != 0) {
                mutateBelowShare(sum);
            }
        }
        offspring.invalidate();
        if (checks.replacement) {
            checks.beforeReplacement(next);
        }
        settings.replacement().replace(current, offspring, next);
        if (checks.replacement) {
            checks.replaced(settings.replacement(), next, scorer);
        }
    }

    /**
     * Draws the generation's parents through the selector's {@link Selector#prepare} (prepared
     * once: document 001's redraws of a second parent reuse a roulette's wheel), checking the
     * indices as the validity seam says.
     */
    private void select(Population current) {
        Selector selector = settings.selector();
        Selector.Prepared draws = selector.prepare(current);
        Redraw draw = (count, into) -> {
            draws.select(count, into, rng);
            if (checks.selection) {
                checks.selected(selector, into, count, current.size());
            }
        };
        draw.select(parents.length, parents);
        if (settings.distinctParents()) {
            makeDistinct(current, draw);
        }
    }

    /**
     * Crosses one pair. A crossover asked for one child gets a null second child, and a
     * NullPointerException there is most likely its writing it: that is reported naming the
     * crossover.
     */
    private void crossPair(Crossover crossover, int[] p1, int[] p2, int[] c1, int[] c2) {
        if (c2 != null) {
            crossover.cross(p1, p2, c1, c2, rng);
            return;
        }
        try {
            crossover.cross(p1, p2, c1, null, rng);
        } catch (NullPointerException e) {
            throw new IllegalStateException("crossover " + crossover.name() + " failed with " + e + " when asked for"
                    + " one child (children per mating 1): child2 is null then, so write it only when it is not"
                    + " null, or build the engine with childrenPerMating(2)", e);
        }
    }

    /** Recombines each pair of parents with the crossover probability; a plain copy keeps its parent's score. */
    private void cross(int g, Population current) {
        Crossover crossover = settings.crossover();
        int lambda = offspring.size();
        int cpm = settings.childrenPerMating();
        double pc = settings.crossoverRate().at(g);
        for (int m = 0; m < parents.length / 2; m++) {
            int[] p1 = current.genes[parents[2 * m]];
            int[] p2 = current.genes[parents[2 * m + 1]];
            int[] c1 = offspring.genes[m * cpm];
            int[] c2 = cpm == 1 ? null : (m * cpm + 1 < lambda ? offspring.genes[m * cpm + 1] : spare);
            boolean crossed = crossover != null && rng.nextDouble() < pc;
            if (crossed) {
                crossPair(crossover, p1, p2, c1, c2);
                if (checks.crossover) {
                    checks.crossed(crossover, p1, p2, c1, 1);
                    if (c2 != null) {
                        checks.crossed(crossover, p1, p2, c2, 2);
                    }
                }
            } else {
                copyParent(current, parents[2 * m], m * cpm);
                if (c2 != null) {
                    if (c2 == spare) {
                        System.arraycopy(p2, 0, c2, 0, length);
                    } else {
                        copyParent(current, parents[2 * m + 1], m * cpm + 1);
                    }
                }
            }
            changed[m * cpm] = crossed;
            if (cpm == 2 && m * cpm + 1 < lambda) {
                changed[m * cpm + 1] = crossed;
            }
        }
    }

    /** A plain copy is the parent again: it keeps the parent's score (no re-scoring) and tag. */
    private void copyParent(Population current, int parent, int child) {
        System.arraycopy(current.genes[parent], 0, offspring.genes[child], 0, length);
        offspring.fitness[child] = current.fitness[parent];
        offspring.tags[child] = current.tags[parent];
    }

    private void mutate(int g) {
        double pm = settings.mutationRate().at(g);
        for (int k = 0; k < offspring.size(); k++) {
            if (rng.nextDouble() < pm) {
                mutateChild(k);
                changed[k] = true;
            }
        }
    }

    private void mutateChild(int k) {
        Mutation mutation = settings.mutation();
        if (checks.mutation) {
            System.arraycopy(offspring.genes[k], 0, beforeMutation, 0, length);
        }
        mutation.mutate(offspring.genes[k], rng);
        if (checks.mutation) {
            checks.mutated(mutation, beforeMutation, offspring.genes[k]);
        }
    }

    /**
     * Document 001 normalises the children's fitness to a distribution and mutates only those whose
     * share is below the threshold, scoring them again.
     */
    private void mutateBelowShare(double sum) {
        double threshold = settings.mutationShareThreshold();
        // With sum > 0, a score at or above a bound just over threshold·sum (the product's
        // rounding error is below one step) has a share of at least the threshold, so only scores
        // below it pay for the exact division: one per child was 1-2% of 001's generation.
        double bound = sum > 0 ? Math.nextUp(threshold * sum) : Double.POSITIVE_INFINITY;
        for (int k = 0; k < offspring.size(); k++) {
            double f = offspring.fitness[k];
            if (f < bound && f / sum < threshold) {
                mutateChild(k);
                offspring.fitness[k] = scorer.score(offspring.genes[k]);
                offspring.tags[k] = nextTag++;
            }
        }
    }

    /**
     * Scores offspring k, a child of mating m. Once a population converges, crossing two equal
     * parents or a mutation that moved nothing gives back a parent (in DEAP's N-queens GA, 5 of 6
     * crossed children over a run); such a child takes the parent's score and tag for an O(L)
     * comparison instead of an evaluation. Fitness functions are pure, so the score is the one
     * evaluation would give. Any other child is evaluated and gets a new tag.
     */
    private void scoreChild(int k, int m, Population current) {
        int[] child = offspring.genes[k];
        int a = parents[2 * m];
        int b = parents[2 * m + 1];
        // Parents with one tag hold one genome: a child unequal to the first is unequal to both.
        int same = Arrays.equals(child, current.genes[a]) ? a
                : current.tags[b] != current.tags[a] && Arrays.equals(child, current.genes[b]) ? b : -1;
        if (same >= 0) {
            offspring.fitness[k] = current.fitness[same];
            offspring.tags[k] = current.tags[same];
        } else {
            offspring.fitness[k] = scorer.score(child);
            offspring.tags[k] = nextTag++;
        }
    }

    /** Draws {@code count} parents into {@code into}, from the population being bred. */
    private interface Redraw {
        void select(int count, int[] into);
    }

    /** Redraws the second parent of a pair until it differs from the first (bounded). */
    private void makeDistinct(Population current, Redraw redraw) {
        int mu = current.size();
        int[] one = new int[1];
        for (int m = 0; m < parents.length / 2; m++) {
            int tries = 0;
            while (parents[2 * m + 1] == parents[2 * m] && tries++ < 100) {
                redraw.select(1, one);
                parents[2 * m + 1] = one[0];
            }
            if (parents[2 * m + 1] == parents[2 * m]) {
                // The selector keeps choosing one individual: take any other, uniformly.
                parents[2 * m + 1] = (parents[2 * m] + 1 + rng.nextInt(mu - 1)) % mu;
            }
        }
    }
}
