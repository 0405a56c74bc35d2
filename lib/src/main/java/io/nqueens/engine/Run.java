package io.nqueens.engine;

import io.nqueens.board.Board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * One run of an {@link Engine}: a sequence of {@link Generation}s that can be stepped one at a
 * time ({@link #next()}), streamed ({@link #stream()}) or run to the end ({@link #toEnd()}).
 * Generation 0, the scored initial population, exists as soon as the run is created. All
 * randomness comes from one generator seeded by the run's seed. A run is not thread-safe; run
 * several in parallel by giving each its own {@code Run}.
 */
public final class Run implements Iterator<Generation> {
    private final Engine engine;
    private final long seed;
    private final RandomGenerator rng;
    private final int length;
    private Population current;
    private Population next;
    private final Population offspring;
    private final int[] parents;
    private final int[] spare;
    private final boolean[] changed; // per child: made by crossover or mutation, so to be scored
    private final DistinctGenomes distinct; // null when diversity is not tracked
    private final List<Generation> history = new ArrayList<>();
    private final Set<Board> solutions = new LinkedHashSet<>();
    private final long startNanos;
    private long evaluations;
    private StopReason stopReason;
    private double bestEver;
    private int[] bestEverGenes;
    private boolean bestEverIsSolution; // isRealSolution(bestEverGenes), kept with it
    // Genomes already verified as real solutions (copies), so a population full of solutions is
    // not re-verified and re-boxed into Boards every generation. Mirrors the boards in solutions.
    // Each maps to its own stored copy, so a genome found there can become lastSolution uncopied.
    private final Map<Key, int[]> solutionGenomes = new HashMap<>();
    private int[] lastSolution; // the genome last confirmed as a solution (a stored copy), or null
    private long lastSolutionTag; // an identity tag that genome was seen under (0: none)
    private int stagnant;
    // restartAfterStagnation: the best since the current population was drawn at random, and the
    // generations since it last improved.
    private double restartBest;
    private int stuckSinceRestart;
    private int restarts;
    private long nextTag = 1; // identity tags for new genomes (see Population.tags)
    private int firstSolvedGeneration = -1;

    Run(Engine engine, long seed) {
        this.engine = engine;
        this.seed = seed;
        this.rng = new SplittableRandom(seed);
        this.length = engine.encoding.length(engine.n);
        int mu = engine.populationSize;
        this.current = new Population(mu, length, engine.fitness.direction());
        this.next = new Population(mu, length, engine.fitness.direction());
        int lambda = engine.replacement.offspringCount(mu);
        this.offspring = new Population(lambda, length, engine.fitness.direction());
        int matings = (lambda + engine.childrenPerMating - 1) / engine.childrenPerMating;
        this.parents = new int[2 * matings];
        // A second child with no place in the offspring (odd λ, two children per mating) lands here.
        this.spare = engine.childrenPerMating == 2 && lambda % 2 == 1 ? new int[length] : null;
        this.changed = new boolean[lambda];
        this.distinct = engine.trackDiversity ? new DistinctGenomes(mu, length) : null;
        this.startNanos = System.nanoTime();
        randomPopulation();
        bestEver = current.fitness[current.bestIndex()];
        bestEverGenes = current.genes[current.bestIndex()].clone();
        bestEverIsSolution = isRealSolution(bestEverGenes);
        record(0);
        if (engine.findAllSolutions && engine.solutionCount == 0) {
            stopReason = StopReason.NO_SOLUTION_EXISTS;
        } else {
            checkStop(0);
        }
    }

    /**
     * True while no stopping rule has fired. An interrupted thread (a notebook's stop button) ends
     * the run here, before another generation is bred.
     */
    @Override
    public boolean hasNext() {
        if (stopReason == null && Thread.currentThread().isInterrupted()) {
            stopReason = StopReason.INTERRUPTED;
        }
        return stopReason == null;
    }

    /** Breeds and records the next generation. */
    @Override
    public Generation next() {
        if (stopReason != null) {
            throw new NoSuchElementException("the run has ended: " + stopReason);
        }
        int g = latest().index();
        breed(g);
        Population t = current;
        current = next;
        next = t;
        current.invalidate();
        record(g + 1);
        checkStop(g + 1);
        if (stopReason == null && (engine.restartOnSolution && latest().solved()
                || engine.restartAfterStagnation > 0 && stuckSinceRestart >= engine.restartAfterStagnation)) {
            randomPopulation();
            restarts++;
        }
        return latest();
    }

    /** Fills the current population with fresh random genomes and scores them. */
    private void randomPopulation() {
        for (int i = 0; i < current.size(); i++) {
            engine.encoding.randomGenome(engine.n, rng, current.genes[i]);
            current.fitness[i] = score(current.genes[i]);
            current.tags[i] = nextTag++;
        }
        evaluations += current.size();
        current.invalidate();
        restartBest = current.fitness[current.bestIndex()];
        stuckSinceRestart = 0;
    }

    private void breed(int g) {
        Engine e = engine;
        int lambda = offspring.size();
        int cpm = e.childrenPerMating;
        int matings = parents.length / 2;
        e.selector.select(current, parents.length, parents, rng);
        if (e.distinctParents) {
            makeDistinct();
        }
        double pc = e.crossoverRate.at(g);
        for (int m = 0; m < matings; m++) {
            int[] p1 = current.genes[parents[2 * m]];
            int[] p2 = current.genes[parents[2 * m + 1]];
            int[] c1 = offspring.genes[m * cpm];
            int[] c2 = cpm == 1 ? null : (m * cpm + 1 < lambda ? offspring.genes[m * cpm + 1] : spare);
            boolean crossed = e.crossover != null && rng.nextDouble() < pc;
            if (crossed) {
                e.crossover.cross(p1, p2, c1, c2, rng);
            } else {
                // A plain copy is the parent again: it keeps the parent's score (no re-scoring)
                // and tag.
                System.arraycopy(p1, 0, c1, 0, length);
                offspring.fitness[m * cpm] = current.fitness[parents[2 * m]];
                offspring.tags[m * cpm] = current.tags[parents[2 * m]];
                if (c2 != null) {
                    System.arraycopy(p2, 0, c2, 0, length);
                    if (c2 != spare) {
                        offspring.fitness[m * cpm + 1] = current.fitness[parents[2 * m + 1]];
                        offspring.tags[m * cpm + 1] = current.tags[parents[2 * m + 1]];
                    }
                }
            }
            changed[m * cpm] = crossed;
            if (cpm == 2 && m * cpm + 1 < lambda) {
                changed[m * cpm + 1] = crossed;
            }
        }
        boolean shareRule = !Double.isNaN(e.mutationShareThreshold);
        if (e.mutation != null && !shareRule) {
            double pm = e.mutationRate.at(g);
            for (int k = 0; k < lambda; k++) {
                if (rng.nextDouble() < pm) {
                    e.mutation.mutate(offspring.genes[k], rng);
                    changed[k] = true;
                }
            }
        }
        double sum = 0;
        for (int k = 0; k < lambda; k++) {
            if (changed[k]) {
                scoreChild(k, k / cpm);
            }
            sum += offspring.fitness[k];
        }
        if (shareRule && sum != 0) {
            // Document 001 normalises the children's fitness to a distribution and mutates only
            // those whose share is below the threshold.
            for (int k = 0; k < lambda; k++) {
                if (offspring.fitness[k] / sum < e.mutationShareThreshold) {
                    e.mutation.mutate(offspring.genes[k], rng);
                    offspring.fitness[k] = score(offspring.genes[k]);
                    offspring.tags[k] = nextTag++;
                    evaluations++;
                }
            }
        }
        offspring.invalidate();
        e.replacement.replace(current, offspring, next);
    }

    /**
     * Scores offspring k, a child of mating m. Once a population converges, crossing two equal
     * parents or a mutation that moved nothing gives back a parent (in DEAP's N-queens GA, 5 of 6
     * crossed children over a run); such a child takes the parent's score and tag for an O(L)
     * comparison instead of an evaluation. Fitness functions are pure, so the score is the one
     * evaluation would give. Any other child is evaluated and gets a new tag.
     */
    private void scoreChild(int k, int m) {
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
            evaluations++;
            offspring.fitness[k] = score(child);
            offspring.tags[k] = nextTag++;
        }
    }

    /**
     * The fitness of a genome. A NaN score would compare as neither better nor worse than anything,
     * so selection and the stopping rules would quietly misbehave: it stops the run instead.
     */
    private double score(int[] genes) {
        double f = engine.fitness.evaluate(genes, engine.n);
        if (Double.isNaN(f)) {
            String shown = genes.length <= 64 ? Arrays.toString(genes) : "of " + genes.length + " genes";
            throw new IllegalStateException("fitness " + engine.fitness + " returned NaN for the genome " + shown
                    + "; a fitness function must return a number");
        }
        return f;
    }

    /** Redraws the second parent of a pair until it differs from the first (bounded). */
    private void makeDistinct() {
        int mu = current.size();
        int[] one = new int[1];
        for (int m = 0; m < parents.length / 2; m++) {
            int tries = 0;
            while (parents[2 * m + 1] == parents[2 * m] && tries++ < 100) {
                engine.selector.select(current, 1, one, rng);
                parents[2 * m + 1] = one[0];
            }
            if (parents[2 * m + 1] == parents[2 * m]) {
                // The selector keeps choosing one individual: take any other, uniformly.
                parents[2 * m + 1] = (parents[2 * m] + 1 + rng.nextInt(mu - 1)) % mu;
            }
        }
    }

    private void record(int index) {
        Engine e = engine;
        Population p = current;
        int mu = p.size();
        var dir = p.direction();
        double best = p.fitness[0];
        double worst = p.fitness[0];
        double sum = 0;
        int bestIndex = 0;
        double optimum = e.fitness.optimum(e.n);
        boolean anyOptimal = false; // no score at the optimum: no candidate solution to verify
        for (int i = 0; i < mu; i++) {
            double f = p.fitness[i];
            sum += f;
            anyOptimal |= f == optimum;
            if (dir.isBetter(f, best)) {
                best = f;
                bestIndex = i;
            }
            if (dir.isBetter(worst, f)) {
                worst = f;
            }
        }
        double mean = sum / mu;
        double squares = 0;
        for (int i = 0; i < mu; i++) {
            double d = p.fitness[i] - mean;
            squares += d * d;
        }
        double std = Math.sqrt(squares / mu);
        int diversity = distinct != null ? distinct.count(p) : -1;

        // Update the best-ever record before looking for solutions, so that a real solution found
        // below is not replaced by an equally scored fake (a flawed score's optimum, doc. 002).
        if (dir.isBetter(best, bestEver)) {
            bestEver = best;
            bestEverGenes = p.genes[bestIndex].clone();
            bestEverIsSolution = isRealSolution(bestEverGenes);
            stagnant = 0;
        } else if (index > 0) {
            stagnant++;
        }
        if (dir.isBetter(best, restartBest)) {
            restartBest = best;
            stuckSinceRestart = 0;
        } else if (index > 0) {
            stuckSinceRestart++;
        }
        int before = solutions.size();
        boolean solved = false;
        int firstReal = -1;
        for (int i = 0; anyOptimal && i < mu; i++) {
            if (p.fitness[i] == optimum && isKnownOrRealSolution(p.genes[i], p.tags[i])) {
                solved = true;
                if (firstReal < 0) {
                    firstReal = i;
                }
                if (!bestEverIsSolution) {
                    bestEverGenes = p.genes[i].clone(); // prefer a real solution among equal scores
                    bestEverIsSolution = true;
                }
            }
        }
        if (solved && firstSolvedGeneration < 0) {
            firstSolvedGeneration = index;
        }
        // A solved generation shows a real solution as its best genome, not a fake of equal score.
        int shown = solved && p.fitness[bestIndex] == optimum ? firstReal : bestIndex;
        int[] bestCopy = length <= Engine.KEEP_GENES_UP_TO ? p.genes[shown].clone() : null;
        history.add(new Generation(index, best, mean, worst, std, diversity, evaluations,
                System.nanoTime() - startNanos, bestCopy, solutions.size() - before, solutions.size(), solved));
    }

    /**
     * Whether a genome is a real solution; a new one is also recorded in {@code solutions}. A
     * genome seen before costs one hash lookup instead of validation, a conflict count and a
     * {@link Board}. Genomes map one-to-one to boards, so {@code solutions} ends up the same.
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
        Key key = new Key(genes);
        int[] known = solutionGenomes.get(key);
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
        solutions.add(engine.encoding.toBoard(genes, engine.n));
        return true;
    }

    private boolean isRealSolution(int[] genes) {
        return engine.encoding.invalidReason(genes, engine.n) == null
                && engine.encoding.attackingPairs(genes, engine.n) == 0;
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

    private void checkStop(int g) {
        Engine e = engine;
        Generation last = latest();
        if (Thread.currentThread().isInterrupted()) {
            stopReason = StopReason.INTERRUPTED;
        } else if (g >= e.minGenerations && e.findAllSolutions && solutions.size() >= e.solutionCount) {
            stopReason = StopReason.ALL_SOLUTIONS_FOUND;
        } else if (g >= e.minGenerations && !e.findAllSolutions && e.stopWhenSolved && last.solved()) {
            stopReason = StopReason.SOLVED;
        } else if (g >= e.minGenerations && !Double.isNaN(e.fitnessTarget)
                && !e.fitness.direction().isBetter(e.fitnessTarget, last.best())) {
            stopReason = StopReason.FITNESS_TARGET;
        } else if (g >= e.maxGenerations) {
            stopReason = StopReason.MAX_GENERATIONS;
        } else if (e.stagnationLimit > 0 && stagnant >= e.stagnationLimit) {
            stopReason = StopReason.STAGNATION;
        } else if (e.timeLimit != null && last.elapsedNanos() >= e.timeLimit.toNanos()) {
            stopReason = StopReason.TIME_LIMIT;
        }
    }

    /**
     * Steps until a stopping rule fires and returns the summary.
     *
     * @return the summary of the finished run
     */
    public RunResult toEnd() {
        while (hasNext()) {
            next();
        }
        return result();
    }

    /**
     * All generations of this run, from generation 0: those already recorded, then new ones bred
     * lazily as the stream is consumed, until a stopping rule fires.
     *
     * @return a sequential, ordered stream; consuming it advances this run
     */
    public Stream<Generation> stream() {
        Iterator<Generation> it = new Iterator<>() {
            private int i;

            @Override
            public boolean hasNext() {
                return i < history.size() || Run.this.hasNext();
            }

            @Override
            public Generation next() {
                if (i < history.size()) {
                    return history.get(i++);
                }
                Generation g = Run.this.next();
                i = history.size();
                return g;
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it, Spliterator.ORDERED), false);
    }

    /**
     * {@return the summary so far (final once {@link #hasNext()} is false)} O(G) to copy the
     * history.
     */
    public RunResult result() {
        return new RunResult(engine, seed, stopReason, firstSolvedGeneration, bestEver, bestEverGenes.clone(),
                List.copyOf(solutions), evaluations, restarts, System.nanoTime() - startNanos,
                Collections.unmodifiableList(new ArrayList<>(history)));
    }

    /** {@return the most recent generation} */
    public Generation latest() {
        return history.get(history.size() - 1);
    }

    /**
     * {@return every generation recorded so far, from generation 0} A read-only view, which grows
     * as the run goes on.
     */
    public List<Generation> history() {
        return Collections.unmodifiableList(history);
    }

    /** {@return how many times the run has started again from a fresh random population so far} */
    public int restarts() {
        return restarts;
    }

    /** {@return why the run ended, or null while it goes on} */
    public StopReason stopReason() {
        return stopReason;
    }

    /** {@return the current population (read only; it changes as the run steps)} */
    public Population population() {
        return current;
    }

    /** {@return a copy of the best genome seen so far} */
    public int[] bestGenes() {
        return bestEverGenes.clone();
    }

    /**
     * {@return the distinct real solutions seen so far, in order of discovery} An unmodifiable
     * copy.
     */
    public List<Board> solutions() {
        return List.copyOf(solutions);
    }

    /** {@return the engine this run belongs to} */
    public Engine engine() {
        return engine;
    }

    /** {@return the seed this run started from} */
    public long seed() {
        return seed;
    }
}
