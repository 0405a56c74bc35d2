package io.nqueens.tuning;

import io.nqueens.Checks;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * An iterated race over a {@link Space} (irace's method, López-Ibáñez et al. 2016): each
 * iteration runs its configurations block by block on the same instances (board size, seed),
 * drops those a test shows worse than the best (Friedman on within-block ranks with Conover's
 * post-hoc, Wilcoxon's signed-rank test when two are left), keeps the best as elites and samples
 * the next iteration's newcomers around them, until the run budget is spent. A configuration the
 * engine refuses (a tournament larger than its population, say) is forbidden: another is drawn.
 * Newcomers must catch up with the elites on the instances the elites have seen before either can
 * be dropped, so an iteration races only as many configurations as its share of the budget can
 * take that far (irace's rule), and no race ends while an elite is still protected. The survivors
 * of a race are statistically indistinguishable; they are ordered by their ERT on the blocks they
 * all ran (then by rank sum), since ranks count a censored run only as one last place, and the
 * first of them (as many as the elites kept) go on as elites, the very first being the pick. The
 * last race's survivors, every one, are then re-run on held-out seeds the race never saw. For example
 *
 * <pre>
 * RaceResult r = Race.over(space).boardSizes(8).trainingSeeds(1_000, 500).heldOutSeeds(0, 30)
 *         .budget(600).maxEvaluations(20_000).seed(1).run();</pre>
 *
 * A run's cost is its evaluations to the first solution, censored at {@link #maxEvaluations} (an
 * exact budget, {@code Limits.evaluations}) and ranked below every solved run. Every random choice
 * flows from {@link #seed}; runs execute in parallel ({@link #threads}) and, with
 * {@link #saveTo}, are saved so that a killed race resumes without redoing them. Immutable: each
 * option returns a new race.
 *
 * <p>Defaults: board size 8, training seeds 1,000..1,999, held-out seeds 0..29, budget 1,000
 * runs, 10,000 evaluations a run, seed 1, first test after 5 blocks then after each block,
 * α = 0.05, 2 + ⌊log2 d⌋ iterations and as many survivors kept as elites (d parameters, irace's
 * rule), one thread per processor.
 */
public final class Race {
    final Space space;
    final List<Integer> boardSizes;
    final long trainingFirst;
    final int trainingCount;
    final long heldOutFirst;
    final int heldOutCount;
    final int budget;
    final long maxEvaluations;
    final long seed;
    final int firstTest;
    final int eachTest;
    final double alpha;
    final int threads;
    final Path folder;
    final java.util.function.Consumer<String> progress;
    final RunBatches.Remote remote;

    private Race(Space space, List<Integer> boardSizes, long trainingFirst, int trainingCount, long heldOutFirst,
            int heldOutCount, int budget, long maxEvaluations, long seed, int firstTest, int eachTest, double alpha,
            int threads, Path folder, java.util.function.Consumer<String> progress, RunBatches.Remote remote) {
        this.space = space;
        this.boardSizes = boardSizes;
        this.trainingFirst = trainingFirst;
        this.trainingCount = trainingCount;
        this.heldOutFirst = heldOutFirst;
        this.heldOutCount = heldOutCount;
        this.budget = budget;
        this.maxEvaluations = maxEvaluations;
        this.seed = seed;
        this.firstTest = firstTest;
        this.eachTest = eachTest;
        this.alpha = alpha;
        this.threads = threads;
        this.folder = folder;
        this.progress = progress;
        this.remote = remote;
    }

    /**
     * A race over a space, with the defaults above.
     *
     * @param space the settings to choose among, not null
     * @return the race
     */
    public static Race over(Space space) {
        return new Race(Checks.notNull("space", space), List.of(8), 1_000, 1_000, 0, 30, 1_000, 10_000, 1, 5, 1,
                0.05, Runtime.getRuntime().availableProcessors(), null, null, null);
    }

    private Race copy(List<Integer> sizes, long tf, int tc, long hf, int hc, int b, long me, long s, int ft, int et,
            double a, int t, Path f) {
        return new Race(space, sizes, tf, tc, hf, hc, b, me, s, ft, et, a, t, f, progress, remote);
    }

    /**
     * @param sizes the board sizes of the instances, each 4 to 100,000, at least one
     * @return a new race
     */
    public Race boardSizes(Integer... sizes) {
        Checks.notNull("boardSizes", sizes);
        if (sizes.length == 0) {
            throw new IllegalArgumentException("boardSizes must hold at least one size");
        }
        List<Integer> list = new ArrayList<>();
        for (Integer n : sizes) {
            list.add(Checks.inRange("board size", Checks.notNull("a board size", n), 4, 100_000));
        }
        return copy(List.copyOf(list), trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget,
                maxEvaluations, seed, firstTest, eachTest, alpha, threads, folder);
    }

    /**
     * The seeds the race draws its instances from (each with every board size), in an order
     * shuffled once from the race's seed.
     *
     * @param first the first seed; the last, first + count - 1, must not pass {@link Long#MAX_VALUE}
     * @param count 1 to 1,000,000 seeds
     * @return a new race
     */
    public Race trainingSeeds(long first, int count) {
        Checks.inRange("training seed count", count, 1, 1_000_000);
        checkLast("training seeds", first, count);
        return copy(boardSizes, first, count, heldOutFirst, heldOutCount, budget, maxEvaluations, seed, firstTest,
                eachTest, alpha, threads, folder);
    }

    /**
     * The seeds of the final re-test, which must not meet the training seeds.
     *
     * @param first the first seed; the last, first + count - 1, must not pass {@link Long#MAX_VALUE}
     * @param count 1 to 100,000 seeds
     * @return a new race
     */
    public Race heldOutSeeds(long first, int count) {
        Checks.inRange("held-out seed count", count, 1, 100_000);
        checkLast("held-out seeds", first, count);
        return copy(boardSizes, trainingFirst, trainingCount, first, count, budget, maxEvaluations, seed, firstTest,
                eachTest, alpha, threads, folder);
    }

    /** Refuses seeds first..first+count-1 that pass the largest long (they would wrap to negative seeds). */
    private static void checkLast(String what, long first, int count) {
        if (first > Long.MAX_VALUE - (count - 1)) {
            throw new IllegalArgumentException(what + " from " + first + ", " + count + " of them, pass the largest"
                    + " seed, " + Long.MAX_VALUE + "; start at most at " + (Long.MAX_VALUE - (count - 1)));
        }
    }

    /**
     * @param runs the most runs the race may spend (held-out runs not counted), 1 to 10,000,000;
     *     {@link #run()} refuses fewer than {@link #minimumBudget()}
     * @return a new race
     */
    public Race budget(int runs) {
        Checks.inRange("budget (runs)", runs, 1, 10_000_000);
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, runs, maxEvaluations, seed,
                firstTest, eachTest, alpha, threads, folder);
    }

    /**
     * @param evaluations each run's exact evaluation budget, 1 to 10^12: a run not solved within
     *     it is censored
     * @return a new race
     */
    public Race maxEvaluations(long evaluations) {
        Checks.inRange("maxEvaluations", evaluations, 1L, 1_000_000_000_000L);
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget, evaluations, seed,
                firstTest, eachTest, alpha, threads, folder);
    }

    /**
     * @param seed the seed every random choice of the race flows from
     * @return a new race
     */
    public Race seed(long seed) {
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget, maxEvaluations,
                seed, firstTest, eachTest, alpha, threads, folder);
    }

    /**
     * @param first blocks before the first test, 2 to 1,000
     * @param each blocks between later tests, 1 to 1,000
     * @return a new race
     */
    public Race tests(int first, int each) {
        Checks.inRange("first test (blocks)", first, 2, 1_000);
        Checks.inRange("blocks between tests", each, 1, 1_000);
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget, maxEvaluations,
                seed, first, each, alpha, threads, folder);
    }

    /**
     * @param alpha the level of every test, in (0, 0.5]
     * @return a new race
     */
    public Race alpha(double alpha) {
        if (!(alpha > 0 && alpha <= 0.5)) {
            throw new IllegalArgumentException("alpha must be in (0, 0.5], was " + alpha);
        }
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget, maxEvaluations,
                seed, firstTest, eachTest, alpha, threads, folder);
    }

    /**
     * @param threads runs at once, 1 to 1,024 (a race's result does not depend on it)
     * @return a new race
     */
    public Race threads(int threads) {
        Checks.inRange("threads", threads, 1, 1_024);
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget, maxEvaluations,
                seed, firstTest, eachTest, alpha, threads, folder);
    }

    /**
     * Saves every run under a folder (one experiment folder per batch, see
     * {@code Experiment.saveTo}); running the same race into the same folder again does only the
     * runs it lacks.
     *
     * @param folder the folder, created if missing
     * @return a new race
     */
    public Race saveTo(Path folder) {
        return copy(boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget, maxEvaluations,
                seed, firstTest, eachTest, alpha, threads, Checks.notNull("folder", folder));
    }

    /**
     * Tells a listener how the race goes while it runs: a line when an iteration starts, when a
     * test drops configurations, when drawn configurations were refused by the engine (their values
     * each pass the space's checks, their combination does not) and when the held-out re-test starts, e.g.
     * {@code iteration 2: block 6, friedman p = 0.0361 dropped 12, 13 alive; 412 of 600 runs};
     * then the re-test's own lines, its runs done of planned each time a survivor's runs have ended,
     * e.g. {@code held-out re-test: 400 of 1,100 runs (11 survivors × 100 instances)}. The listener
     * is called one line at a time, on the race's thread (the re-test's lines: on a thread of its
     * runs); an exception it throws ends the race (its saved runs stay, so it resumes).
     *
     * @param listener the listener, e.g. {@code System.out::println}, not null
     * @return a new race
     */
    public Race onProgress(java.util.function.Consumer<String> listener) {
        return new Race(space, boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget,
                maxEvaluations, seed, firstTest, eachTest, alpha, threads, folder, Checks.notNull("listener", listener),
                remote);
    }

    /**
     * Makes the race's runs in job arrays instead of in this process (a Slurm cluster's, say; see
     * {@link TaskArray} and {@link RaceTask}): each time the race needs runs it has not got, it
     * writes a job into its folder ({@code arrays/job-NNNNN}) of those runs and of the ones the
     * current race of the iteration will want next (its alive configurations on the blocks its
     * share still pays for), runs it as an array of up to {@code tasks} tasks, and reads what the
     * tasks saved. The race itself (tests, eliminations, sampling, the pick, the held-out figures)
     * stays in this process and is the race of one process for the same seed. A task that failed
     * or was killed stops the race, naming the job and its missing runs; running the race again
     * resumes it, submitting only what is missing. Needs {@link #saveTo}.
     *
     * @param array the array that runs the tasks, not null
     * @param tasks tasks an array may have at most, 1 to 100,000
     * @return a new race
     */
    public Race inArrays(TaskArray array, int tasks) {
        Checks.inRange("tasks", tasks, 1, 100_000);
        return new Race(space, boardSizes, trainingFirst, trainingCount, heldOutFirst, heldOutCount, budget,
                maxEvaluations, seed, firstTest, eachTest, alpha, threads, folder, progress,
                new RunBatches.Remote(Checks.notNull("array", array), tasks));
    }

    /** {@return the number of race iterations planned: 2 + ⌊log2 d⌋ for d parameters} */
    public int iterations() {
        return 2 + log2(space.parameters().size());
    }

    /** {@return the configurations kept as elites from one race to the next: 2 + ⌊log2 d⌋} */
    public int survivors() {
        return 2 + log2(space.parameters().size());
    }

    private static int log2(int d) {
        return 31 - Integer.numberOfLeadingZeros(d);
    }

    /**
     * {@return the smallest budget this race accepts} Each iteration's share must race one
     * configuration more than the survivors kept through the blocks of a first and a second test:
     * iterations × (survivors + 1) × (first test + blocks between tests).
     */
    public int minimumBudget() {
        return iterations() * (survivors() + 1) * (firstTest + eachTest);
    }

    /** {@return the training instances, in the order the race meets them} */
    List<Instance> trainingInstances() {
        List<Instance> all = new ArrayList<>();
        for (int i = 0; i < trainingCount; i++) {
            for (int n : boardSizes) {
                all.add(new Instance(n, trainingFirst + i));
            }
        }
        SplittableRandom order = new SplittableRandom(seed ^ 0x5DEECE66DL);
        for (int i = all.size() - 1; i > 0; i--) {
            int j = order.nextInt(i + 1);
            all.set(i, all.set(j, all.get(i)));
        }
        return all;
    }

    /**
     * Runs the race (or resumes it from its folder), then re-tests its survivors on the held-out
     * seeds.
     *
     * @return the result
     * @throws IllegalArgumentException when the budget is below {@link #minimumBudget()}, naming
     *     both figures, or when the held-out seeds meet the training seeds
     */
    public RaceResult run() {
        return run(step -> { });
    }

    /**
     * Where a running race stands, told after each block and when an iteration starts (see
     * {@link #run(java.util.function.Consumer)}).
     *
     * @param iteration the race iteration, from 1
     * @param block the blocks this iteration has run so far (0 when it starts)
     * @param alive the configurations still racing
     * @param runsUsed the training runs spent so far, of {@code budget}
     * @param budget the race's run budget
     * @param leader the first of the alive configurations in the order the race picks by (ERT on
     *     the blocks they all ran, then rank sum), or of the iteration's when no block has run
     */
    public record Step(int iteration, int block, int alive, int runsUsed, int budget, Configuration leader) {}

    /**
     * Runs the race as {@link #run()} does, telling {@code steps} where it stands after each block
     * and when each iteration starts: what a live view draws (configurations alive against the
     * budget used, and the leader). The listener runs on the race's thread and should only keep
     * what it is given; an exception it throws ends the race (its saved runs stay, so it resumes).
     *
     * @param steps the listener, not null
     * @return the result, the same as {@code run()} gives
     * @throws IllegalArgumentException as {@link #run()} does
     */
    public RaceResult run(java.util.function.Consumer<Step> steps) {
        Checks.notNull("steps", steps);
        Racing.checkRunnable(this);
        if (folder != null) {
            RaceFolder.claim(this, folder);
        } else if (remote != null) {
            throw new IllegalArgumentException("a race in job arrays needs a folder for its runs: call saveTo first");
        }
        return new Racing(this, steps).run();
    }

    /**
     * Runs one configuration once on one instance, as the race would (irace's target runner
     * calls this through the command line).
     *
     * @param values parameter name to value as text (see {@link Space#configuration})
     * @param instance the board size and seed
     * @return the run's outcome
     */
    public Outcome runOne(java.util.Map<String, String> values, Instance instance) {
        Configuration c = space.configuration(values);
        io.nqueens.engine.RunResult r = new RunBatches(space, maxEvaluations, 1, null).spec(c, instance.n()).build()
                .runToEnd(Checks.notNull("instance", instance).seed());
        return new Outcome(r.solved(), r.evaluations());
    }

    /** {@return the space the race samples its configurations from} */
    public Space space() {
        return space;
    }

    /** {@return the board sizes raced, in order} */
    public List<Integer> boardSizes() {
        return boardSizes;
    }

    /** {@return the run budget} */
    public int budget() {
        return budget;
    }

    /** {@return each run's evaluation budget} */
    public long maxEvaluations() {
        return maxEvaluations;
    }

    @Override
    public String toString() {
        return "race over " + space + ", board sizes " + boardSizes + ", budget " + budget + " runs of at most "
                + maxEvaluations + " evaluations, seed " + seed;
    }
}
