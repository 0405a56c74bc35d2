package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.AttackingPairs;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.Defaults;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;
import io.nqueens.solver.Solutions;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A genetic algorithm for N queens: its {@link Settings}, checked once when a {@link Builder}
 * builds it and immutable afterwards, so one engine can be shared by many runs and threads.
 * {@link #run(long)} starts a reproducible {@link Run} from a seed: every random choice of the run
 * flows from that seed.
 *
 * <p>A generation: select parents, recombine them with the crossover probability, mutate each
 * child with the mutation probability, score each new child once (a child equal to one of its
 * parents, such as a plain copy, keeps that parent's score), then form the next population with
 * the {@link Replacement}. The {@link Limit}s say when a run stops or starts again; every run has
 * a generation budget (1,000 unless set), so none runs forever.
 *
 * <p>Cost: building checks the settings once (the fitness is probed on a real solution); a
 * generation costs O(population × N) with the kit's operators and fitness (each is O(N) per
 * individual, tournament selection O(k)), plus what your plug-ins cost. Rejected: any setting out
 * of its range, or operators that do not fit the encoding, with an {@link IllegalArgumentException}
 * naming the setting, the value and the range, when the builder builds.
 *
 * <p>How to run: in a notebook cell, or in JShell with the kit on the class path (built by
 * {@code ./kit run}, or {@code mvn -q -pl lib package -DskipTests}). A short session:
 * <pre>
 * $ jshell --class-path lib/target/classpath
 * jshell&gt; import io.nqueens.engine.*; import io.nqueens.presets.*;
 * jshell&gt; Engine e = Presets.doc001Fixed().build();
 * jshell&gt; System.out.println(e.runToEnd(42));
 * run of 001 fixed from seed 42: SOLVED at generation 3, first solved at 3
 *   best fitness 28.0, 3509 evaluations, 1 solution, 0 restarts
 *   best genome [4, 6, 1, 5, 2, 0, 7, 3]
 * jshell&gt; Presets.doc001Fixed().populationSize(1).build();
 * |  Exception java.lang.IllegalArgumentException: population size must be in [2, 10000000], was 1
 * </pre>
 *
 * <p>This file is over 400 lines for one reason: the builder is nested, so that it reads
 * {@code Engine.Builder} in user code and method references ({@code Engine.Builder::mutationRate}),
 * and each of its setters documents what it accepts.
 */
public final class Engine {
    /** Generation records keep a copy of the best genome up to this many genes. */
    public static final int KEEP_GENES_UP_TO = 4096;
    /** Largest board for which the engine can look for all solutions (it counts them first). */
    public static final int MAX_FIND_ALL_SIZE = 14;

    private final Settings settings;
    private final long solutionCount;
    /** Which outputs the engine checks: picked here, once, for every run of this engine. */
    private final Validity validity;

    private Engine(Settings settings) {
        this.settings = settings;
        this.validity = new Validity(settings);
        MemoryEstimate.check(settings, 1, "engine " + settings.label());
        this.solutionCount = settings.findsAllSolutions() ? Solutions.count(settings.boardSize()) : -1;
    }

    /**
     * A builder for boards of size {@code n} in the given encoding. Defaults: 100 individuals,
     * tournament of 3 (of 2 in a population of 2), the encoding's usual crossover with probability
     * 0.8, its usual mutation with probability 0.1 per child (see {@link Defaults}), elitism of 1,
     * attacking pairs as fitness, stop when solved or after 1,000 generations.
     *
     * @param encoding the genome encoding, not null
     * @param n the board size, in [1, {@code encoding.maxBoardSize()}]
     * @return a new builder holding the defaults
     */
    public static Builder builder(Encoding encoding, int n) {
        return new Builder(encoding, n);
    }

    /**
     * {@return a new builder holding this engine's settings} Change one at a time and build a new
     * engine; this one stays as it is. A plug-in left in place keeps the {@link PluginId} it has in
     * this engine's settings, even if it was registered again since: it is the same code.
     */
    public Builder toBuilder() {
        return new Builder(settings);
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

    /** {@return every setting of this engine} */
    public Settings settings() {
        return settings;
    }

    /** {@return the outputs this engine's runs check} */
    Validity validity() {
        return validity;
    }

    /** {@return the genome encoding} */
    public Encoding encoding() {
        return settings.encoding();
    }

    /** {@return the board size N} */
    public int boardSize() {
        return settings.boardSize();
    }

    /** {@return the fitness function} */
    public Fitness fitness() {
        return settings.fitness();
    }

    /** {@return the population size μ} */
    public int populationSize() {
        return settings.populationSize();
    }

    /** {@return the generation budget} */
    public int maxGenerations() {
        return settings.maxGenerations();
    }

    /** {@return a short name for tables and legends (the preset's name, or "custom")} */
    public String label() {
        return settings.label();
    }

    /**
     * {@return the number of distinct solutions the run looks for, or -1 when it does not look for
     * all}
     */
    public long solutionCount() {
        return solutionCount;
    }

    /**
     * {@return the engine's identity: every parameter that decides its runs, as one canonical line}
     * See {@link Settings#identity()}; compare engines by it, never by {@link #toString()}.
     */
    public String identity() {
        return settings.identity();
    }

    /** {@return every setting, in a few lines (see {@link Settings#toString()})} */
    @Override
    public String toString() {
        return settings.toString();
    }

    /**
     * Collects an engine's settings; {@link #build()} checks them and freezes them. Setters return
     * the builder, so they chain, and each one refuses a bad value at once, naming it.
     */
    public static final class Builder {
        private final Encoding encoding;
        private final int n;
        private Fitness fitness;
        private int populationSize = 100;
        private Selector selector; // null: the default for the final population size
        private boolean distinctParents;
        private Crossover crossover;
        private Rate crossoverRate = Rate.of(0.8);
        private int childrenPerMating = 2;
        private Mutation mutation;
        private Rate mutationRate = Rate.of(0.1);
        private double mutationShareThreshold = Double.NaN;
        private Replacement replacement = Replacement.elitism(1);
        private final List<Limit> limits = new ArrayList<>(List.of(Limits.generations(1_000), Limits.solved()));
        private boolean trackDiversity = true;
        private String label = "custom";
        /** The setting this builder started from, whose plug-ins keep their ids if left in place. */
        private Settings from;

        private Builder(Encoding encoding, int n) {
            this.encoding = Checks.notNull("encoding", encoding);
            encoding.checkBoardSize(n);
            this.n = n;
            this.fitness = AttackingPairs.of(encoding);
            this.crossover = Defaults.crossover(encoding);
            this.mutation = Defaults.mutation(encoding);
        }

        private Builder(Settings s) {
            this(s.encoding(), s.boardSize());
            from = s;
            fitness = s.fitness();
            populationSize = s.populationSize();
            selector = s.selector();
            distinctParents = s.distinctParents();
            crossover = s.crossover();
            crossoverRate = s.crossoverRate();
            childrenPerMating = s.childrenPerMating();
            mutation = s.mutation();
            mutationRate = s.mutationRate();
            mutationShareThreshold = s.mutationShareThreshold();
            replacement = s.replacement();
            limits.clear();
            limits.addAll(s.limits());
            trackDiversity = s.trackDiversity();
            label = s.label();
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
         * The crossover, keeping the crossover probability; null copies the parents.
         *
         * @param crossover the crossover, or null to copy the parents unchanged
         * @return this builder
         */
        public Builder crossover(Crossover crossover) {
            this.crossover = crossover;
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
            return crossover(crossover).crossoverRate(probability);
        }

        /**
         * The crossover with a probability that may decay (document 003's lower_pc).
         *
         * @param crossover the crossover, or null to copy the parents unchanged
         * @param rate the probability per mating by generation, not null
         * @return this builder
         */
        public Builder crossover(Crossover crossover, Rate rate) {
            return crossover(crossover).crossoverRate(rate);
        }

        /**
         * The crossover probability per mating, keeping the crossover: for sweeps,
         * {@code .axis("pc", List.of(0.5, 0.9), Engine.Builder::crossoverRate)}.
         *
         * @param probability in [0, 1]
         * @return this builder
         */
        public Builder crossoverRate(double probability) {
            return crossoverRate(Rate.of(Checks.probability("crossover probability", probability)));
        }

        /**
         * A crossover probability that may decay, keeping the crossover.
         *
         * @param rate the probability per mating by generation, not null
         * @return this builder
         */
        public Builder crossoverRate(Rate rate) {
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
         * The mutation, keeping its probability; null means none.
         *
         * @param mutation the mutation, or null for none
         * @return this builder
         */
        public Builder mutation(Mutation mutation) {
            this.mutation = mutation;
            return this;
        }

        /**
         * The mutation and its probability per child; a null mutation means none. Replaces a
         * fitness-share rule set before.
         *
         * @param mutation the mutation, or null for none
         * @param probability the probability per child, in [0, 1]
         * @return this builder
         */
        public Builder mutation(Mutation mutation, double probability) {
            return mutation(mutation).mutationRate(probability);
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
            return mutation(mutation).mutationRate(rate);
        }

        /**
         * The mutation probability per child, keeping the mutation: for sweeps,
         * {@code .axis("pm", List.of(0.1, 0.5), Engine.Builder::mutationRate)}. Replaces a
         * fitness-share rule set before.
         *
         * @param probability in [0, 1]
         * @return this builder
         */
        public Builder mutationRate(double probability) {
            return mutationRate(Rate.of(Checks.probability("mutation probability", probability)));
        }

        /**
         * A mutation probability per child that may decay, keeping the mutation. Replaces a
         * fitness-share rule set before.
         *
         * @param rate the probability per child by generation, not null
         * @return this builder
         */
        public Builder mutationRate(Rate rate) {
            this.mutationRate = Checks.notNull("mutation rate", rate);
            this.mutationShareThreshold = Double.NaN;
            return this;
        }

        /**
         * Document 001's rule: after scoring, mutate each child whose share of the children's total
         * fitness is below {@code threshold} (then score it again). The rule reads a larger score
         * as fitter, so it suits a maximised, non-negative fitness such as 001's ({@link #build()}
         * refuses it with a minimised one); it replaces the probability per child until a mutation
         * rate is set again.
         *
         * @param mutation the mutation, not null
         * @param threshold the share below which a child is mutated, in [0, 1]
         * @return this builder
         */
        public Builder mutationWhenFitnessShareBelow(Mutation mutation, double threshold) {
            this.mutation = Checks.notNull("mutation", mutation);
            this.mutationShareThreshold = Checks.probability("fitness share threshold", threshold);
            return this;
        }

        /**
         * Document 001's rule ({@link #mutationWhenFitnessShareBelow(Mutation, double)}) with the
         * mutation this configuration already has (a preset's, say).
         *
         * @param threshold the share below which a child is mutated, in [0, 1]
         * @return this builder
         * @throws IllegalArgumentException when the configuration has no mutation, or the threshold
         *     is out of range
         */
        public Builder mutationWhenFitnessShareBelow(double threshold) {
            if (mutation == null) {
                throw new IllegalArgumentException("a fitness share threshold (" + threshold + ") needs a mutation to"
                        + " apply, and this configuration has none; give a mutation with it");
            }
            return mutationWhenFitnessShareBelow(mutation, threshold);
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
         * Replaces every stopping and restarting rule with these (they must include a generation
         * budget), e.g. {@code .limits(Limits.generations(500), Limits.solved())}.
         *
         * @param limits the rules, each kind at most once
         * @return this builder
         */
        public Builder limits(Limit... limits) {
            Checks.notNull("limits", limits);
            this.limits.clear();
            for (Limit l : limits) {
                this.limits.add(Checks.notNull("a limit", l));
            }
            return this;
        }

        /**
         * Adds a stopping or restarting rule, replacing one of the same kind.
         *
         * @param limit the rule, not null
         * @return this builder
         */
        public Builder limit(Limit limit) {
            Checks.notNull("limit", limit);
            limits.removeIf(l -> l.getClass() == limit.getClass());
            limits.add(limit);
            return this;
        }

        private Builder without(Class<? extends Limit> kind) {
            limits.removeIf(kind::isInstance);
            return this;
        }

        /**
         * Generation budget, 1 to 100 million (default 1,000): {@link Limits#generations}. A run
         * keeps one {@link Generation} record per generation it runs, about 100 bytes plus a copy of
         * the best genome (4 bytes a gene, up to {@link Engine#KEEP_GENES_UP_TO} genes): ten million
         * generations of 8 queens hold about 1.4 GB. A huge budget stopped by a time limit or by
         * solving is fine.
         *
         * @param generations the largest generation number a run reaches
         * @return this builder
         */
        public Builder maxGenerations(int generations) {
            return limit(Limits.generations(generations));
        }

        /**
         * Evaluation budget: {@link Limits#evaluations}; no generation starts that could take the
         * run past it. 0 removes the rule. The generation budget still applies.
         *
         * @param evaluations 0, or from the population size (checked by {@link #build()}) to 10^15
         * @return this builder
         */
        public Builder maxEvaluations(long evaluations) {
            Checks.inRange("maxEvaluations", evaluations, 0L, 1_000_000_000_000_000L);
            return evaluations == 0 ? without(Limit.Evaluations.class) : limit(Limits.evaluations(evaluations));
        }

        /**
         * Generations to run before a success may stop the run (document 003's min_iter):
         * {@link Limits#minGenerations}; 0 removes the rule.
         *
         * @param generations in [0, 100,000,000], and at most the budget when the engine is built
         * @return this builder
         */
        public Builder minGenerations(int generations) {
            Limit rule = Limits.minGenerations(generations);
            return generations == 0 ? without(Limit.MinGenerations.class) : limit(rule);
        }

        /**
         * Whether to stop as soon as the population holds a real solution (default true):
         * {@link Limits#solved}. True also drops a rule to find all solutions.
         *
         * @param stop false to keep going after a solution (until another rule fires)
         * @return this builder
         */
        public Builder stopWhenSolved(boolean stop) {
            without(Limit.Solved.class);
            return stop ? without(Limit.AllSolutions.class).limit(Limits.solved()) : this;
        }

        /**
         * Stop when the best fitness reaches this value (it may not be a real solution):
         * {@link Limits#fitnessTarget}.
         *
         * @param target a finite score; the run stops at the first generation (from
         *     {@code minGenerations} on) whose best fitness is at least as good
         * @return this builder
         */
        public Builder fitnessTarget(double target) {
            return limit(Limits.fitnessTarget(target));
        }

        /**
         * Stop after this many generations without a better best fitness (0 = never):
         * {@link Limits#stagnation}.
         *
         * @param generations in [0, 100,000,000]
         * @return this builder
         */
        public Builder stagnationLimit(int generations) {
            Checks.inRange("stagnationLimit", generations, 0, 100_000_000);
            return generations == 0 ? without(Limit.Stagnation.class) : limit(Limits.stagnation(generations));
        }

        /**
         * Stop when this much time has passed (wall clock, so not reproducible):
         * {@link Limits#time}. Checked between generations, so an operator call under way (a long
         * {@code Repair}, say) ends first; longer than about 292 years counts as 292 years.
         *
         * @param limit a positive duration
         * @return this builder
         */
        public Builder timeLimit(Duration limit) {
            return limit(Limits.time(limit));
        }

        /**
         * Keep running until every distinct solution has been seen (document 004); N ≤ 14:
         * {@link Limits#allSolutions}, which replaces stopping at the first solution. False goes
         * back to stopping at the first solution.
         *
         * @param findAll true to run until every solution has been seen; {@link #build()} then
         *     refuses N &gt; 14
         * @return this builder
         */
        public Builder findAllSolutions(boolean findAll) {
            without(Limit.AllSolutions.class);
            return findAll ? without(Limit.Solved.class).limit(Limits.allSolutions()) : stopWhenSolved(true);
        }

        /**
         * After a generation that holds a real solution (recorded as found), start again from a
         * fresh random population: {@link Limits#restartOnSolution}. With
         * {@link #findAllSolutions(boolean)} this is how document 004's run goes on "until all 92
         * solutions have been discovered".
         *
         * @param restart true to start afresh after every solved generation
         * @return this builder
         */
        public Builder restartOnSolution(boolean restart) {
            return restart ? limit(Limits.restartOnSolution()) : without(Limit.RestartOnSolution.class);
        }

        /**
         * Start again from a fresh random population after this many generations in a row whose
         * best fitness is no better than the best since the last (re)start (0 = never, the
         * default): {@link Limits#restartAfterStagnation}. A population that has converged on a
         * local optimum stops producing anything new; a restart spends its remaining budget
         * elsewhere. The run keeps its best genome and every solution seen;
         * {@link RunResult#restarts()} counts the restarts.
         *
         * @param generations in [0, 100,000,000]
         * @return this builder
         */
        public Builder restartAfterStagnation(int generations) {
            Checks.inRange("restartAfterStagnation", generations, 0, 100_000_000);
            return generations == 0 ? without(Limit.RestartAfterStagnation.class)
                    : limit(Limits.restartAfterStagnation(generations));
        }

        /**
         * Whether to count distinct genomes each generation (default true). A count is made when
         * {@link Generation#diversity()} is first read, so a run whose diversity nobody reads pays
         * nothing for it (a run the engine cannot replay exactly, with a plug-in part or a time
         * limit, counts every generation as it goes). Copies carry their original's identity, so a
         * count costs O(μ) lookups plus O(L) per genome new since the last one, at most O(μ·L);
         * read after its generation has passed, it replays the run (see there).
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
         * Checks the settings and returns the immutable engine. Looking for all solutions first
         * counts them with the exact solver. Each plug-in's {@link PluginId} (its registered name
         * and version) is taken now, from the {@link PluginRegistry}, and kept by the settings.
         *
         * @return a new engine
         * @throws IllegalArgumentException naming what is at fault: a fitness or operator that does
         *     not accept the encoding; a fitness with a null direction, a non-finite optimum, or
         *     one that scores a known solution other than its optimum; a selector or replacement
         *     that does not fit the population size, or a replacement whose offspring count is
         *     outside [1, 10,000,000]; limits without a generation budget, with a kind twice, or
         *     with {@code minGenerations > maxGenerations}; finding all solutions with N &gt;
         *     {@link Engine#MAX_FIND_ALL_SIZE}; populations too large for the heap
         */
        public Engine build() {
            Selector chosen = selector != null ? selector : Defaults.selector(populationSize);
            return new Engine(new Settings(encoding, n, fitness, populationSize, chosen, distinctParents, crossover,
                    crossoverRate, childrenPerMating, mutation, mutationRate, mutationShareThreshold, replacement,
                    limits, trackDiversity, label,
                    PluginRegistry.capture(from, fitness, chosen, crossover, mutation, replacement)));
        }
    }
}
