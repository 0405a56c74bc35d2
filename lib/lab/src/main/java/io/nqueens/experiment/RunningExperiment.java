package io.nqueens.experiment;

import io.nqueens.InterruptedCallException;

import io.nqueens.engine.RunResult;
import io.nqueens.engine.StopReason;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An experiment under way on a fixed pool of worker threads. {@link #await()} waits for it and
 * returns the result; {@link #cancel()} stops it early, keeping every run that finished. Runs under
 * way at a cancellation are interrupted (the engine stops at the next generation) and left out, so
 * each row of the result is a complete run. A progress listener may call {@link #cancel()} but
 * must not wait for the experiment it listens to. An experiment that saves to a folder
 * ({@link Experiment#saveTo}) first reads the runs the folder holds and runs only the others of
 * its shard; each run is on disk before it counts as finished.
 */
public final class RunningExperiment {
    private static final AtomicInteger POOLS = new AtomicInteger();
    /** How long a cancelled experiment waits for runs under way to answer their interrupt. */
    static final long ABANDON_AFTER_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final Experiment experiment;
    private final ExecutorService pool;
    private final RunRow[] rows;
    private final RunResult[] results; // the whole runs, only with Experiment.keepRuns()
    private final int[] finishedInSetting;
    private final int[] plannedInSetting; // runs of the setting in this shard
    private final int[] solvedInSetting;
    private final double[] wallMillisInSetting; // the finished runs' wall times, to estimate the rest
    private final Map<Integer, Long> inFlight = new java.util.concurrent.ConcurrentHashMap<>(); // task -> start
    private final RunStore store; // null unless the experiment saves to a folder
    private final int loaded;
    private final List<String> discarded;
    private final long startNanos;
    private final Object lock = new Object();
    private int completed;
    private int settingsDone;
    private volatile boolean cancelled;
    private volatile boolean budgetRanOut; // the time budget, not a user, cancelled it
    // The first failure: an IllegalStateException naming the run, or an Error thrown as it is.
    private final AtomicReference<Throwable> failure = new AtomicReference<>();
    private final int poolNumber;

    RunningExperiment(Experiment experiment) {
        this.experiment = experiment;
        int settings = experiment.settings.size();
        int seeds = experiment.seeds.length;
        this.rows = new RunRow[settings * seeds];
        this.results = experiment.options.keepRuns() ? new RunResult[settings * seeds] : null;
        this.finishedInSetting = new int[settings];
        this.plannedInSetting = new int[settings];
        this.solvedInSetting = new int[settings];
        this.wallMillisInSetting = new double[settings];
        for (int task = 0; task < rows.length; task++) {
            plannedInSetting[task / seeds] += experiment.options.inShard(task) ? 1 : 0;
        }
        Path folder = experiment.options.folder();
        this.store = folder == null ? null : RunStore.create(folder, experiment);
        RunStore.Loaded saved = store == null ? new RunStore.Loaded(Map.of(), List.of())
                : store.load();
        this.discarded = List.copyOf(saved.discarded());
        this.loaded = adopt(saved.rows());
        this.poolNumber = POOLS.incrementAndGet();
        AtomicInteger workers = new AtomicInteger();
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, "experiment-" + poolNumber + "-worker-" + workers.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        this.pool = Executors.newFixedThreadPool(experiment.options.threads(), factory);
        this.startNanos = System.nanoTime();
    }

    /** Takes the saved runs of this shard as finished; returns how many. */
    private int adopt(Map<Integer, RunRow> saved) {
        int n = 0;
        for (var e : saved.entrySet()) {
            int task = e.getKey();
            if (experiment.options.inShard(task)) {
                RunRow row = e.getValue();
                rows[task] = row;
                n++;
                solvedInSetting[row.setting()] += row.solved() ? 1 : 0;
                finishedInSetting[row.setting()]++;
            }
        }
        for (int s = 0; s < plannedInSetting.length; s++) {
            settingsDone += plannedInSetting[s] > 0 && finishedInSetting[s] == plannedInSetting[s] ? 1 : 0;
        }
        completed = n;
        return n;
    }

    /**
     * Queues every run of this shard not yet finished, in table order; stops queueing if the
     * experiment is cancelled meanwhile.
     */
    RunningExperiment submitAll() {
        try {
            for (int task = 0; task < rows.length && !cancelled; task++) {
                if (!experiment.options.inShard(task) || rows[task] != null) {
                    continue;
                }
                int t = task;
                pool.execute(() -> runOne(t));
            }
        } catch (RejectedExecutionException cancelledMeanwhile) {
            // cancel() shut the pool down while runs were being queued: the rest are skipped.
        }
        pool.shutdown();
        if (experiment.options.timeBudget() != null) {
            watchBudget(experiment.options.timeBudget().toNanos());
        }
        return this;
    }

    /**
     * Cancels the experiment when the budget runs out, whether or not anyone awaits it: a daemon
     * thread waits for the workers for at most the budget's remaining time.
     */
    private void watchBudget(long budgetNanos) {
        Thread watchdog = new Thread(() -> {
            try {
                long left = budgetNanos - (System.nanoTime() - startNanos);
                if (left <= 0 || !pool.awaitTermination(left, TimeUnit.NANOSECONDS)) {
                    budgetRanOut = !cancelled;
                    cancel();
                }
            } catch (InterruptedException e) {
                cancel(); // nothing should interrupt this thread; if something does, stop rather than run unbudgeted
            }
        }, "experiment-" + poolNumber + "-time-budget");
        watchdog.setDaemon(true);
        watchdog.start();
    }

    private void runOne(int task) {
        if (cancelled) {
            return;
        }
        int s = task / experiment.seeds.length;
        Setting setting = experiment.settings.get(s);
        long seed = experiment.seeds[task % experiment.seeds.length];
        inFlight.put(task, System.nanoTime());
        try {
            RunResult r = setting.engine().runToEnd(seed);
            if (r.stopReason() == StopReason.INTERRUPTED || cancelled && Thread.currentThread().isInterrupted()) {
                return;
            }
            RunRow row = RunRow.of(s, r);
            if (store != null) {
                store.save(task, row); // before it counts: a run is finished once it is on disk
            }
            record(task, row, r);
        } catch (InterruptedCallException e) {
            if (!cancelled) { // an interrupt from outside the experiment: a failure like any other
                failure.compareAndSet(null, new IllegalStateException(runFailed(setting, seed) + ": " + e, e));
                cancel();
            } // else the run was under way at a cancellation and is left out, as an INTERRUPTED one is
        } catch (RuntimeException e) {
            if (cancelled && Thread.currentThread().isInterrupted()) {
                // The cancellation interrupted this worker just as its run began (the engine refuses
                // to start on an interrupted thread): the run is left out, like an interrupted one.
                return;
            }
            failure.compareAndSet(null, new IllegalStateException(runFailed(setting, seed) + ": " + e, e));
            cancel();
        } catch (Error e) {
            // An Error (out of memory, stack overflow) stays what it is; the run it hit is noted on it.
            e.addSuppressed(new IllegalStateException(runFailed(setting, seed)));
            failure.compareAndSet(null, e);
            cancel();
        } finally {
            inFlight.remove(task);
        }
    }

    private void record(int task, RunRow row, RunResult r) {
        int s = row.setting();
        synchronized (lock) {
            rows[task] = row;
            if (results != null) {
                results[task] = r;
            }
            completed++;
            wallMillisInSetting[s] += row.wallMillis();
            if (row.solved()) {
                solvedInSetting[s]++;
            }
            if (++finishedInSetting[s] == plannedInSetting[s]) {
                settingsDone++;
                if (experiment.options.onSettingDone() != null) {
                    notify(new Progress(settingsDone, settingsInShard(), experiment.settings.get(s),
                            plannedInSetting[s], solvedInSetting[s], completed, plannedInShard(), this));
                }
            }
        }
    }

    private int settingsInShard() {
        return (int) Arrays.stream(plannedInSetting).filter(p -> p > 0).count();
    }

    private int plannedInShard() {
        return Arrays.stream(plannedInSetting).sum();
    }

    private static String runFailed(Setting setting, long seed) {
        return "run of setting " + setting.label() + " with seed " + seed + " failed";
    }

    private void notify(Progress progress) {
        try {
            experiment.options.onSettingDone().accept(progress);
        } catch (RuntimeException e) {
            failure.compareAndSet(null, new IllegalStateException("the progress listener failed after setting "
                    + progress.setting().label() + ": " + e, e));
            cancel();
        }
    }

    /**
     * Stops the experiment: runs not started are skipped, runs under way are interrupted and left
     * out. Returns at once; {@link #await()} then returns the finished runs. Safe to call from any
     * thread, more than once, and from a progress listener.
     */
    public void cancel() {
        cancelled = true;
        pool.shutdownNow();
    }

    /**
     * {@return whether {@link #cancel()} was called (or the time budget ran out, or a run failed)}
     */
    public boolean isCancelled() {
        return cancelled;
    }

    /** {@return whether every worker has stopped} */
    public boolean isDone() {
        return pool.isTerminated();
    }

    /** {@return the number of runs finished so far} */
    public int completedRuns() {
        synchronized (lock) {
            return completed;
        }
    }

    /**
     * The time left, estimated setting by setting: the runs left of each setting times the mean
     * wall time of its finished runs, shared among the threads. Settings differ in cost (a
     * population of 1,000 against one of 100), and the runs go in table order, so an estimate
     * from the runs finished so far, spread over all runs left, is wrong by the ratio of their
     * costs (notebook 06: 3 to 4 times too low). None is given while a setting with runs left has
     * fewer than {@value #RUNS_TO_ESTIMATE} finished runs (all of them, when it has fewer), so the
     * first estimate comes once the last setting has begun. A run under way counts what it has
     * left by its setting's mean. O(settings + threads).
     *
     * @return nanoseconds, or -1 while the time left cannot be estimated
     */
    public long nanosLeft() {
        synchronized (lock) {
            double millis = 0;
            int left = 0;
            for (int s = 0; s < plannedInSetting.length; s++) {
                int rest = plannedInSetting[s] - finishedInSetting[s];
                if (rest == 0) {
                    continue;
                }
                if (finishedInSetting[s] < Math.min(RUNS_TO_ESTIMATE, plannedInSetting[s])) {
                    return -1;
                }
                millis += rest * wallMillisInSetting[s] / finishedInSetting[s];
                left += rest;
            }
            int seeds = experiment.seeds.length;
            long now = System.nanoTime();
            for (Map.Entry<Integer, Long> run : inFlight.entrySet()) { // the part of them already done
                int s = run.getKey() / seeds;
                double mean = finishedInSetting[s] == 0 ? 0 : wallMillisInSetting[s] / finishedInSetting[s];
                millis -= Math.min(mean, (now - run.getValue()) / 1e6);
            }
            return left == 0 ? 0 : (long) (Math.max(0, millis) * 1e6 / Math.min(left, experiment.options.threads()));
        }
    }

    /** Finished runs a setting needs before its cost is taken for an estimate of the time left. */
    static final int RUNS_TO_ESTIMATE = 3;

    /** {@return the number of runs the experiment plans: settings × seeds} */
    public int plannedRuns() {
        return rows.length;
    }

    /**
     * Waits until every run has finished, the time budget runs out or the experiment is cancelled,
     * and returns the finished runs. After a cancellation (or the budget) it waits at most one
     * second more for the runs under way to stop: the engine answers an interrupt between two
     * calls of the fitness or an operator, but cannot cut one call short, so a call that takes
     * longer (a fitness that sleeps 10 s, say) is left running on its daemon worker thread and its
     * run is left out. The time budget thus bounds the wait for the result to the budget plus about
     * a second, whatever the calls do; it does not stop a call that ignores interrupts from using
     * its processor until it returns. An interrupt of the waiting thread cancels the experiment; the
     * thread's interrupt flag is set again before returning. Throws an {@link IllegalStateException}
     * naming the setting and seed when a run failed with an exception; an {@link Error} in a run
     * (out of memory, say) is rethrown as it is, with that note attached as a suppressed exception.
     *
     * @return the finished runs
     * @throws IllegalStateException naming the setting and seed when a run failed with an exception
     */
    public ExperimentResult await() {
        boolean interrupted = false;
        long cancelledAt = -1;
        while (true) { // the time budget's watchdog cancels the workers when it runs out
            try {
                if (pool.awaitTermination(20, TimeUnit.MILLISECONDS)) {
                    break;
                }
            } catch (InterruptedException e) {
                interrupted = true;
                cancel();
            }
            if (cancelled) {
                long now = System.nanoTime();
                if (cancelledAt < 0) {
                    cancelledAt = now;
                } else if (now - cancelledAt > ABANDON_AFTER_NANOS) {
                    // A worker deaf to its interrupt (a fitness or operator call that never looks at
                    // it) is left to finish on its own; its run is not part of this result.
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        Throwable failed = failure.get();
        if (failed instanceof Error error) {
            throw error;
        }
        if (failed != null) {
            throw (RuntimeException) failed;
        }
        return result();
    }

    /** The finished runs, and, when the time budget ran out, by how much the result overran it. */
    private ExperimentResult result() {
        long overrun = -1;
        int leftRunning = 0;
        if (budgetRanOut) {
            overrun = System.nanoTime() - startNanos - experiment.options.timeBudget().toNanos();
            leftRunning = ((java.util.concurrent.ThreadPoolExecutor) pool).getActiveCount();
        }
        synchronized (lock) {
            return new ExperimentResult(experiment, rows.clone(), results == null ? null : results.clone(), completed,
                    loaded, discarded, overrun, leftRunning);
        }
    }
}
