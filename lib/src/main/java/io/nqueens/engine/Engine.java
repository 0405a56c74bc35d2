package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.Defaults;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;
import io.nqueens.solver.Solutions;

import java.time.Duration;

/**
 * A genetic algorithm for N queens, configured once with a {@link Builder} and immutable
 * afterwards, so one engine can be shared by many runs and threads. {@link #run(long)} starts a
 * reproducible {@link Run} from a seed: every random choice of the run flows from that seed.
 *
 * <p>A generation: select parents, recombine them with the crossover probability, mutate each
 * child with the mutation probability, score each new child once (a child equal to one of its
 * parents, such as a plain copy, keeps that parent's score), then form the next population with
 * the {@link Replacement}. Every run has a generation budget (1,000 unless set), so none runs
 * forever.
 */
public final class Engine {
    /** Generation records keep a copy of the best genome up to this many genes. */
    public static final int KEEP_GENES_UP_TO = 4096;
    /** Largest board for which the engine can look for all solutions (it counts them first). */
    public static final int MAX_FIND_ALL_SIZE = 14;

    final Encoding encoding;
    final int n;
    final Fitness fitness;
    final int populationSize;
    final Selector selector;
    final boolean distinctParents;
    final Crossover crossover;
    final Rate crossoverRate;
    final int childrenPerMating;
    final Mutation mutation;
    final Rate mutationRate;
    final double mutationShareThreshold;
    final Replacement replacement;
    final int maxGenerations;
    final int minGenerations;
    final boolean stopWhenSolved;
    final double fitnessTarget;
    final int stagnationLimit;
    final Duration timeLimit;
    final boolean findAllSolutions;
    final boolean restartOnSolution;
    final int restartAfterStagnation;
    final long solutionCount;
    final boolean trackDiversity;
    final String label;

    private Engine(Builder b) {
        this.encoding = b.encoding;
        this.n = b.n;
        this.fitness = b.fitness != null ? b.fitness : AttackingPairs.of(b.encoding);
        this.populationSize = b.populationSize;
        this.selector = b.selector != null ? b.selector : Defaults.selector(b.populationSize);
        this.distinctParents = b.distinctParents;
        this.crossover = b.crossoverSet ? b.crossover : Defaults.crossover(b.encoding);
        this.crossoverRate = b.crossoverRate;
        this.childrenPerMating = b.childrenPerMating;
        this.mutation = b.mutationSet ? b.mutation : Defaults.mutation(b.encoding);
        this.mutationRate = b.mutationRate;
        this.mutationShareThreshold = b.mutationShareThreshold;
        this.replacement = b.replacement != null ? b.replacement : Replacement.elitism(1);
        this.maxGenerations = b.maxGenerations;
        this.minGenerations = b.minGenerations;
        this.stopWhenSolved = b.stopWhenSolved;
        this.fitnessTarget = b.fitnessTarget;
        this.stagnationLimit = b.stagnationLimit;
        this.timeLimit = b.timeLimit;
        this.findAllSolutions = b.findAllSolutions;
        this.restartOnSolution = b.restartOnSolution;
        this.restartAfterStagnation = b.restartAfterStagnation;
        this.trackDiversity = b.trackDiversity;
        this.label = b.label;
        validate();
        this.solutionCount = findAllSolutions ? Solutions.count(n) : -1;
    }

    private void validate() {
        encoding.checkBoardSize(n);
        if (!fitness.accepts(encoding)) {
            throw new IllegalArgumentException("fitness " + fitness.name() + " does not fit the "
                    + encoding + " encoding; it accepts " + accepted(fitness::accepts));
        }
        if (crossover != null && !crossover.accepts(encoding)) {
            throw new IllegalArgumentException("crossover " + crossover + " does not fit the "
                    + encoding + " encoding; it accepts " + accepted(crossover::accepts));
        }
        if (mutation != null && !mutation.accepts(encoding)) {
            throw new IllegalArgumentException("mutation " + mutation + " does not fit the "
                    + encoding + " encoding; it accepts " + accepted(mutation::accepts));
        }
        if (!Double.isNaN(mutationShareThreshold) && fitness.direction() != Direction.MAXIMIZE) {
            // The rule mutates the children with the smallest shares: under a minimised fitness
            // those would be the best ones.
            throw new IllegalArgumentException("mutationWhenFitnessShareBelow needs a maximised fitness (a larger"
                    + " score is fitter); fitness " + fitness.name() + " is minimised");
        }
        selector.checkFits(populationSize);
        replacement.checkFits(populationSize);
        checkHeap();
        if (minGenerations > maxGenerations) {
            throw new IllegalArgumentException("minGenerations must be in [0, maxGenerations = "
                    + maxGenerations + "], was " + minGenerations);
        }
        if (findAllSolutions) {
            Checks.inRange("board size n (to find all solutions)", n, 1, MAX_FIND_ALL_SIZE);
        }
    }

    /**
     * Refuses a configuration whose populations cannot fit in this JVM's heap, which would otherwise
     * fail in the middle of a run with an OutOfMemoryError. A run holds two populations of μ genomes
     * and one of λ offspring; each genome costs its genes, an array header, a reference and a score.
     * (The history grows with the generations actually run; see {@link Builder#maxGenerations}.)
     */
    private void checkHeap() {
        long mu = populationSize;
        long lambda = replacement.offspringCount(populationSize);
        long length = encoding.length(n);
        double bytes = (2.0 * mu + lambda) * (4.0 * length + 32.0) + 8.0 * lambda;
        long heap = Runtime.getRuntime().maxMemory();
        if (heap != Long.MAX_VALUE && bytes > heap) {
            throw new IllegalArgumentException("population size " + mu + " with " + lambda
                    + " offspring per generation on genomes of " + length + " genes needs about "
                    + (long) Math.ceil(bytes / (1 << 20)) + " MB, more than the " + (heap >> 20)
                    + " MB of heap this JVM may use (-Xmx); make the population, the offspring count"
                    + " or the board smaller");
        }
    }

    /** The encodings an operator accepts, e.g. {@code "PERMUTATION"} or {@code "BINARY, ONE_HOT_ROWS"}. */
    private static String accepted(java.util.function.Predicate<Encoding> accepts) {
        java.util.StringJoiner names = new java.util.StringJoiner(", ");
        for (Encoding e : Encoding.values()) {
            if (accepts.test(e)) {
                names.add(e.name());
            }
        }
        return names.length() == 0 ? "no encoding" : names.toString();
    }

    /**
     * A builder for boards of size {@code n} in the given encoding. Defaults: 100 individuals,
     * tournament of 3 (of 2 in a population of 2), the encoding's usual crossover with probability
     * 0.8, its usual mutation with probability 0.1 per child, elitism of 1, attacking pairs as
     * fitness, stop when solved or after 1,000 generations.
     *
     * @param encoding the genome encoding, not null
     * @param n the board size, in [1, {@code encoding.maxBoardSize()}]
     * @return a new builder holding the defaults
     */
    public static Builder builder(Encoding encoding, int n) {
        return new Builder(encoding, n);
    }

    /**
     * {@return a new builder holding this engine's configuration} Change one parameter at a time
     * and build a new engine; this one stays as it is.
     */
    public Builder toBuilder() {
        Builder b = new Builder(encoding, n);
        b.fitness = fitness;
        b.populationSize = populationSize;
        b.selector = selector;
        b.distinctParents = distinctParents;
        b.crossover = crossover;
        b.crossoverSet = true;
        b.crossoverRate = crossoverRate;
        b.childrenPerMating = childrenPerMating;
        b.mutation = mutation;
        b.mutationSet = true;
        b.mutationRate = mutationRate;
        b.mutationShareThreshold = mutationShareThreshold;
        b.replacement = replacement;
        b.maxGenerations = maxGenerations;
        b.minGenerations = minGenerations;
        b.stopWhenSolved = stopWhenSolved;
        b.fitnessTarget = fitnessTarget;
        b.stagnationLimit = stagnationLimit;
        b.timeLimit = timeLimit;
        b.findAllSolutions = findAllSolutions;
        b.restartOnSolution = restartOnSolution;
        b.restartAfterStagnation = restartAfterStagnation;
        b.trackDiversity = trackDiversity;
        b.label = label;
        return b;
    }

    /**
     * Starts a run from a seed; the same engine and seed give the same run, generation by
     * generation. Creating the run draws and scores the initial population: O(μ·L) plus μ
     * evaluations.
     *
     * @param seed any seed
     * @return the new run, at generation 0
     */
    public Run run(long seed) {
        return new Run(this, seed);
    }

    /**
     * Runs from a seed until a stopping rule fires.
     *
     * @param seed any seed
     * @return the summary of the finished run
     */
    public RunResult runToEnd(long seed) {
        return run(seed).toEnd();
    }

    /** {@return the genome encoding} */
    public Encoding encoding() { return encoding; }

    /** {@return the board size N} */
    public int boardSize() { return n; }

    /** {@return the fitness function} */
    public Fitness fitness() { return fitness; }

    /** {@return the population size μ} */
    public int populationSize() { return populationSize; }

    /** {@return the parent selection} */
    public Selector selector() { return selector; }

    /** {@return the crossover, or null when the parents are copied unchanged} */
    public Crossover crossover() { return crossover; }

    /** {@return the crossover probability per mating, by generation} */
    public Rate crossoverRate() { return crossoverRate; }

    /** {@return the mutation, or null when there is none} */
    public Mutation mutation() { return mutation; }

    /**
     * {@return the mutation probability per child, by generation (unused under document 001's
     * fitness-share rule)}
     */
    public Rate mutationRate() { return mutationRate; }

    /** {@return how the survivors of each generation are chosen} */
    public Replacement replacement() { return replacement; }

    /** {@return the generation budget} */
    public int maxGenerations() { return maxGenerations; }

    /** {@return the number of generations to run before a success may stop the run} */
    public int minGenerations() { return minGenerations; }

    /** {@return a short name for tables and legends (the preset's name, or "custom")} */
    public String label() { return label; }

    /**
     * {@return the number of distinct solutions the run looks for, or -1 when it does not look for
     * all}
     */
    public long solutionCount() { return solutionCount; }

    @Override
    public String toString() {
        return label + "{" + encoding + " n=" + n + ", population=" + populationSize
                + ", fitness=" + fitness.name() + ", selection=" + selector
                + ", crossover=" + crossover + " p=" + crossoverRate
                + ", mutation=" + mutation + (Double.isNaN(mutationShareThreshold)
                        ? " p=" + mutationRate : " when fitness share < " + mutationShareThreshold)
                + ", replacement=" + replacement + ", maxGenerations=" + maxGenerations + "}";
    }

    /** Collects an engine's configuration; {@link #build()} checks it and freezes it. */
    public static final class Builder {
        private final Encoding encoding;
        private final int n;
        private Fitness fitness;
        private int populationSize = 100;
        private Selector selector;
        private boolean distinctParents;
        private Crossover crossover;
        private boolean crossoverSet;
        private Rate crossoverRate = Rate.of(0.8);
        private int childrenPerMating = 2;
        private Mutation mutation;
        private boolean mutationSet;
        private Rate mutationRate = Rate.of(0.1);
        private double mutationShareThreshold = Double.NaN;
        private Replacement replacement;
        private int maxGenerations = 1_000;
        private int minGenerations;
        private boolean stopWhenSolved = true;
        private double fitnessTarget = Double.NaN;
        private int stagnationLimit;
        private Duration timeLimit;
        private boolean findAllSolutions;
        private boolean restartOnSolution;
        private int restartAfterStagnation;
        private boolean trackDiversity = true;
        private String label = "custom";

        private Builder(Encoding encoding, int n) {
            this.encoding = Checks.notNull("encoding", encoding);
            encoding.checkBoardSize(n);
            this.n = n;
        }

        /**
         * The fitness function (default: attacking pairs, minimised).
         *
         * @param fitness the fitness function, not null
         * @return this builder
         */
        public Builder fitness(Fitness fitness) {
            this.fitness = Checks.notNull("fitness", fitness);
            return this;
        }

        /**
         * Population size μ, at least 2 (and at most 10,000,000).
         *
         * @param size the number of individuals
         * @return this builder
         */
        public Builder populationSize(int size) {
            this.populationSize = Checks.inRange("population size", size, 2, 10_000_000);
            return this;
        }

        /**
         * The parent selection (default: tournament of 3).
         *
         * @param selector the selector, not null
         * @return this builder
         */
        public Builder selector(Selector selector) {
            this.selector = Checks.notNull("selector", selector);
            return this;
        }

        /**
         * Whether the two parents of a mating must be different individuals (document 001).
         *
         * @param distinct true to redraw a second parent that is the first one again
         * @return this builder
         */
        public Builder distinctParents(boolean distinct) {
            this.distinctParents = distinct;
            return this;
        }

        /**
         * The crossover and its probability per mating; a null crossover copies the parents.
         *
         * @param crossover the crossover, or null to copy the parents unchanged
         * @param probability the probability per mating, in [0, 1]
         * @return this builder
         */
        public Builder crossover(Crossover crossover, double probability) {
            return crossover(crossover, Rate.of(Checks.probability("crossover probability", probability)));
        }

        /**
         * The crossover with a probability that may decay (document 003's lower_pc).
         *
         * @param crossover the crossover, or null to copy the parents unchanged
         * @param rate the probability per mating by generation, not null
         * @return this builder
         */
        public Builder crossover(Crossover crossover, Rate rate) {
            this.crossover = crossover;
            this.crossoverSet = true;
            this.crossoverRate = Checks.notNull("crossover rate", rate);
            return this;
        }

        /**
         * Children kept per mating: 1 (documents 000, 001, 004) or 2.
         *
         * @param children 1 or 2
         * @return this builder
         */
        public Builder childrenPerMating(int children) {
            this.childrenPerMating = Checks.inRange("children per mating", children, 1, 2);
            return this;
        }

        /**
         * The mutation and its probability per child; a null mutation means none.
         *
         * @param mutation the mutation, or null for none
         * @param probability the probability per child, in [0, 1]
         * @return this builder
         */
        public Builder mutation(Mutation mutation, double probability) {
            return mutation(mutation, Rate.of(Checks.probability("mutation probability", probability)));
        }

        /**
         * The mutation with a probability per child that may decay (document 003's lower_pm).
         * Replaces a fitness-share rule set before.
         *
         * @param mutation the mutation, or null for none
         * @param rate the probability per child by generation, not null
         * @return this builder
         */
        public Builder mutation(Mutation mutation, Rate rate) {
            this.mutation = mutation;
            this.mutationSet = true;
            this.mutationRate = Checks.notNull("mutation rate", rate);
            this.mutationShareThreshold = Double.NaN;
            return this;
        }

        /**
         * Document 001's rule: after scoring, mutate each child whose share of the children's total
         * fitness is below {@code threshold} (then score it again). The rule reads a larger score
         * as fitter, so it suits a maximised, non-negative fitness such as 001's ({@link #build()}
         * refuses it with a minimised one); it replaces the probability per child until
         * {@link #mutation(Mutation, Rate)} is called again.
         *
         * @param mutation the mutation, not null
         * @param threshold the share below which a child is mutated, in [0, 1]
         * @return this builder
         */
        public Builder mutationWhenFitnessShareBelow(Mutation mutation, double threshold) {
            this.mutation = Checks.notNull("mutation", mutation);
            this.mutationSet = true;
            this.mutationShareThreshold = Checks.probability("fitness share threshold", threshold);
            return this;
        }

        /**
         * How survivors are chosen (default: elitism of 1).
         *
         * @param replacement the replacement strategy, not null
         * @return this builder
         */
        public Builder replacement(Replacement replacement) {
            this.replacement = Checks.notNull("replacement", replacement);
            return this;
        }

        /**
         * Generation budget, 1 to 100 million (default 1,000). A run keeps one {@link Generation}
         * record per generation it runs, about 100 bytes plus a copy of the best genome (4 bytes a
         * gene, up to {@link Engine#KEEP_GENES_UP_TO} genes): ten million generations of 8 queens hold
         * about 1.4 GB. A huge budget stopped by a time limit or by solving is fine.
         *
         * @param generations the largest generation number a run reaches
         * @return this builder
         */
        public Builder maxGenerations(int generations) {
            this.maxGenerations = Checks.inRange("maxGenerations", generations, 1, 100_000_000);
            return this;
        }

        /**
         * Generations to run before a success may stop the run (document 003's min_iter).
         *
         * @param generations in [0, 100,000,000], and at most the budget when the engine is built
         * @return this builder
         */
        public Builder minGenerations(int generations) {
            this.minGenerations = Checks.inRange("minGenerations", generations, 0, 100_000_000);
            return this;
        }

        /**
         * Whether to stop as soon as the population holds a real solution (default true).
         *
         * @param stop false to keep going after a solution (until another rule fires)
         * @return this builder
         */
        public Builder stopWhenSolved(boolean stop) {
            this.stopWhenSolved = stop;
            return this;
        }

        /**
         * Stop when the best fitness reaches this value (it may not be a real solution).
         *
         * @param target a finite score; the run stops at the first generation (from
         *     {@code minGenerations} on) whose best fitness is at least as good
         * @return this builder
         */
        public Builder fitnessTarget(double target) {
            if (Double.isNaN(target) || Double.isInfinite(target)) {
                throw new IllegalArgumentException("fitnessTarget must be a finite number, was " + target);
            }
            this.fitnessTarget = target;
            return this;
        }

        /**
         * Stop after this many generations without a better best fitness (0 = never).
         *
         * @param generations in [0, 100,000,000]
         * @return this builder
         */
        public Builder stagnationLimit(int generations) {
            this.stagnationLimit = Checks.inRange("stagnationLimit", generations, 0, 100_000_000);
            return this;
        }

        /**
         * Stop when this much time has passed (wall clock, so not reproducible). Checked between
         * generations, so an operator call under way (a long {@code Repair}, say) ends first;
         * longer than about 292 years counts as 292 years.
         *
         * @param limit a positive duration
         * @return this builder
         */
        public Builder timeLimit(Duration limit) {
            this.timeLimit = Checks.positive("timeLimit", limit);
            return this;
        }

        /**
         * Keep running until every distinct solution has been seen (document 004); N ≤ 14.
         *
         * @param findAll true to run until every solution has been seen; {@link #build()} then
         *     refuses N &gt; 14
         * @return this builder
         */
        public Builder findAllSolutions(boolean findAll) {
            this.findAllSolutions = findAll;
            return this;
        }

        /**
         * After a generation that holds a real solution (recorded as found), start again from a
         * fresh random population; with {@link #findAllSolutions(boolean)} this is how document
         * 004's run goes on "until all 92 solutions have been discovered".
         *
         * @param restart true to start afresh after every solved generation
         * @return this builder
         */
        public Builder restartOnSolution(boolean restart) {
            this.restartOnSolution = restart;
            return this;
        }

        /**
         * Start again from a fresh random population after this many generations in a row whose
         * best fitness is no better than the best since the last (re)start (0 = never, the
         * default). A population that has converged on a local optimum stops producing anything
         * new; a restart spends its remaining budget elsewhere. The run keeps its best genome and
         * every solution seen; {@link RunResult#restarts()} counts the restarts. It differs from
         * {@link #stagnationLimit(int)}, which ends the run, and counts against the current
         * population's own best rather than the best of the whole run.
         *
         * @param generations in [0, 100,000,000]
         * @return this builder
         */
        public Builder restartAfterStagnation(int generations) {
            this.restartAfterStagnation = Checks.inRange("restartAfterStagnation", generations, 0, 100_000_000);
            return this;
        }

        /**
         * Whether to count distinct genomes each generation (default true). Copies carry their
         * original's identity, so the count costs O(μ) lookups plus O(L) per genome new this
         * generation, at most O(μ·L).
         *
         * @param track false to skip the count ({@link Generation#diversity()} is then -1)
         * @return this builder
         */
        public Builder trackDiversity(boolean track) {
            this.trackDiversity = track;
            return this;
        }

        /**
         * A short name for tables and legends.
         *
         * @param label the name, not null
         * @return this builder
         */
        public Builder label(String label) {
            this.label = Checks.notNull("label", label);
            return this;
        }

        /**
         * Checks the configuration and returns the immutable engine.
         *
         * @return a new engine
         * @throws IllegalArgumentException when the parts do not fit together: a fitness or
         *     operator that does not accept the encoding, a selector or replacement that does not
         *     fit the population size, populations too large for the heap,
         *     {@code minGenerations > maxGenerations}, or {@code findAllSolutions} with N &gt;
         *     {@link Engine#MAX_FIND_ALL_SIZE}
         */
        public Engine build() {
            return new Engine(this);
        }
    }
}
