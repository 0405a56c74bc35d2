package io.nqueens.engine;

import io.nqueens.board.Board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * One run of an {@link Engine}: a sequence of {@link Generation}s that can be stepped one at a
 * time ({@link #next()}), streamed ({@link #stream()}) or run to the end ({@link #toEnd()}).
 * Generation 0, the scored initial population, exists as soon as the run is created. All
 * randomness comes from one generator seeded by the run's seed. The run records each generation
 * and asks the engine's {@link Limit}s whether to stop or restart; the {@link Breeder} makes the
 * generations, the {@link SolutionLog} keeps what was found. A run is not thread-safe; run several
 * in parallel by giving each its own {@code Run}.
 *
 * <p>An interrupted thread (a notebook's stop button) ends the run before its next generation,
 * with {@link StopReason#INTERRUPTED}, and keeps its interrupt flag, so a loop over runs can see it
 * and stop too. A run is not started on a thread whose flag is set: the constructor throws an
 * IllegalStateException saying so, instead of a run that ends at once.
 */
public final class Run implements Iterator<Generation>, RunStatus {
    private final Engine engine;
    private final Settings settings;
    private final long seed;
    private final Scorer scorer;
    private final Breeder breeder;
    private final SolutionLog found;
    // Diversity: counted every generation (eager, when the run cannot be replayed exactly), or
    // when read, through the ledger (see DiversityLedger); neither when it is not tracked.
    private final boolean eagerDiversity;
    private final DiversityLedger ledger; // null unless counted when read
    private DistinctGenomes distinct; // made when the first count is
    private int liveIndex = -1; // the generation whose population is `current`, unchanged; else -1
    private Thread stepper; // the thread that made or last stepped the run
    private final List<Generation> history = new ArrayList<>();
    private final long startNanos;
    private final long deadline; // the time limit's end for searches within a generation, or Deadline.NONE
    private Population current;
    private Population next;
    private StopReason stopReason;
    private int stagnant;
    // For restartAfterStagnation: the best since the population was last drawn at random, and the
    // generations since it last improved.
    private double restartBest;
    private int stuckSinceRestart;
    private int restarts;

    Run(Engine engine, long seed) {
        this(engine, seed, false);
    }

    /** A run that counts its diversity every generation when {@code countEveryGeneration}. */
    Run(Engine engine, long seed, boolean countEveryGeneration) {
        if (Thread.currentThread().isInterrupted()) {
            throw new IllegalStateException("the current thread is interrupted (a stop button, or"
                    + " Thread.interrupt()), so the run from seed " + seed + " did not start; call"
                    + " Thread.interrupted() to clear the flag before starting another run");
        }
        this.engine = engine;
        this.settings = engine.settings();
        this.seed = seed;
        int mu = settings.populationSize();
        int length = settings.encoding().length(settings.boardSize());
        this.scorer = new Scorer(settings, engine.validity());
        this.current = new Population(mu, length, settings.fitness().direction());
        this.next = new Population(mu, length, settings.fitness().direction());
        this.breeder = new Breeder(settings, scorer, engine.validity(), new SplittableRandom(seed));
        boolean track = settings.trackDiversity();
        this.eagerDiversity = track && (countEveryGeneration || !DiversityLedger.replayable(settings));
        this.ledger = track && !eagerDiversity ? new DiversityLedger(engine, seed, this) : null;
        this.distinct = eagerDiversity ? new DistinctGenomes(mu, length) : null;
        this.stepper = Thread.currentThread();
        this.startNanos = System.nanoTime();
        this.deadline = deadline(settings, startNanos);
        long before = io.nqueens.Deadline.set(deadline);
        try {
            randomPopulation();
        } finally {
            io.nqueens.Deadline.restore(before);
        }
        this.found = new SolutionLog(settings, current);
        record(0);
        if (settings.findsAllSolutions() && engine.solutionCount() == 0) {
            end(StopReason.NO_SOLUTION_EXISTS);
        } else {
            checkStop();
        }
    }

    /** True while no stopping rule has fired; an interrupt ends the run here (see above). */
    @Override
    public boolean hasNext() {
        if (stopReason == null && Thread.currentThread().isInterrupted()) {
            end(StopReason.INTERRUPTED);
        }
        return stopReason == null;
    }

    /** Breeds and records the next generation. */
    @Override
    public Generation next() {
        if (!hasNext()) {
            throw new NoSuchElementException("the run has ended: " + stopReason);
        }
        return step();
    }

    /**
     * One generation, once {@link #hasNext()} has said there is one. {@link #toEnd()} calls it
     * directly: through {@link #next()}, an interrupt arriving between its own {@code hasNext()}
     * and next()'s would throw instead of ending the run at the next check. A replay
     * ({@link DiversityLedger}) calls it too, without the stopping rules: it goes exactly as far as
     * the run it repeats did.
     */
    Generation step() {
        stepper = Thread.currentThread();
        liveIndex = -1;
        int g = generation();
        long before = io.nqueens.Deadline.set(deadline);
        try {
            breeder.breed(g, current, next);
        } finally {
            io.nqueens.Deadline.restore(before);
        }
        Population t = current;
        current = next;
        next = t;
        current.invalidate();
        record(g + 1);
        checkStop();
        if (stopReason == null && restartDue()) {
            randomPopulation();
            restarts++;
        }
        return latest();
    }

    /**
     * The time limit's end as a nanoTime, for searches inside a generation that could outlast it
     * ({@link io.nqueens.Deadline}); NONE without a time limit, or one too long to matter.
     */
    private static long deadline(Settings settings, long start) {
        long out = io.nqueens.Deadline.NONE;
        for (Limit l : settings.limits()) {
            if (l instanceof Limit.TimeBudget t && t.nanos() < Long.MAX_VALUE / 4) {
                long at = start + t.nanos();
                out = out == io.nqueens.Deadline.NONE || at - out < 0 ? at : out;
            }
        }
        return out;
    }

    /**
     * The diversity of generation {@code index} counted on the live population, or -1 when that
     * population is gone (a later generation, a restart) or the caller is not the thread stepping
     * the run (which may be changing it). Called by the ledger.
     */
    int countLive(int index) {
        if (index != liveIndex || Thread.currentThread() != stepper) {
            return -1;
        }
        if (distinct == null) {
            distinct = new DistinctGenomes(current.size(), current.genes[0].length);
        }
        return distinct.count(current);
    }

    /** Ends the run for a reason; its records' diversity is counted by replays from then on. */
    private void end(StopReason reason) {
        stopReason = reason;
        if (ledger != null) {
            ledger.ended();
        }
    }

    private boolean restartDue() {
        for (Limit l : settings.limits()) {
            if (l.restart(this)) {
                return true;
            }
        }
        return false;
    }

    /** Fills the current population with fresh random genomes and scores them. */
    private void randomPopulation() {
        breeder.randomize(current);
        liveIndex = -1;
        restartBest = current.fitness[current.bestIndex()];
        stuckSinceRestart = 0;
    }

    private void record(int index) {
        double optimum = scorer.optimum();
        PopulationStats s = PopulationStats.of(current, optimum);
        int diversity = eagerDiversity ? distinct.count(current) : -1;
        // The best-ever record is updated before looking for solutions, so that a real solution
        // found below is not replaced by an equally scored fake (a flawed score's optimum, doc. 002).
        if (found.offerBest(s.best(), current.genes[s.bestIndex()])) {
            stagnant = 0;
        } else if (index > 0) {
            stagnant++;
        }
        if (current.direction().isBetter(s.best(), restartBest)) {
            restartBest = s.best();
            stuckSinceRestart = 0;
        } else if (index > 0) {
            stuckSinceRestart++;
        }
        int before = found.size();
        int firstReal = s.anyOptimal() ? found.scan(current, optimum, index) : -1;
        boolean solved = firstReal >= 0;
        // A solved generation shows a real solution as its best genome, not a fake of equal score.
        int shown = solved && current.fitness[s.bestIndex()] == optimum ? firstReal : s.bestIndex();
        // The record copies the genome it is given.
        int[] bestCopy = current.genes[shown].length <= Engine.KEEP_GENES_UP_TO ? current.genes[shown] : null;
        long elapsed = System.nanoTime() - startNanos;
        if (ledger != null) {
            history.add(new Generation(index, s.best(), s.mean(), s.worst(), s.std(), ledger, scorer.evaluations(),
                    elapsed, bestCopy, found.size() - before, found.size(), solved));
            liveIndex = index;
            ledger.recorded(index);
        } else {
            history.add(new Generation(index, s.best(), s.mean(), s.worst(), s.std(), diversity, scorer.evaluations(),
                    elapsed, bestCopy, found.size() - before, found.size(), solved));
        }
    }

    private void checkStop() {
        if (Thread.currentThread().isInterrupted()) {
            end(StopReason.INTERRUPTED);
            return;
        }
        for (Limit l : settings.limits()) {
            StopReason reason = l.stop(this);
            if (reason != null) {
                end(reason);
                return;
            }
        }
    }

    /**
     * Steps until a stopping rule fires and returns the summary.
     *
     * @return the summary of the finished run
     */
    public RunResult toEnd() {
        while (hasNext()) {
            step();
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
        return new RunResult(engine, seed, stopReason, found.firstSolvedGeneration(), found.bestFitness(),
                found.bestGenes(), found.solutions(), scorer.evaluations(), restarts, System.nanoTime() - startNanos,
                history);
    }

    /** {@return the most recent generation} */
    @Override
    public Generation latest() {
        return history.get(history.size() - 1);
    }

    @Override
    public int generation() {
        return latest().index();
    }

    @Override
    public Settings settings() {
        return settings;
    }

    @Override
    public int stagnantGenerations() {
        return stagnant;
    }

    @Override
    public int stagnantSinceRestart() {
        return stuckSinceRestart;
    }

    @Override
    public int distinctSolutions() {
        return found.size();
    }

    @Override
    public long solutionCount() {
        return engine.solutionCount();
    }

    @Override
    public long elapsedNanos() {
        return latest().elapsedNanos();
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
        return found.bestGenes().clone();
    }

    /**
     * {@return the distinct real solutions seen so far, in order of discovery} An unmodifiable
     * copy.
     */
    public List<Board> solutions() {
        return found.solutions();
    }

    /** {@return the engine this run belongs to} */
    public Engine engine() {
        return engine;
    }

    /** {@return the seed this run started from} */
    public long seed() {
        return seed;
    }

    /** {@return a short summary: engine, seed, generation, best fitness, solutions, stop reason} */
    @Override
    public String toString() {
        return "run of " + settings.label() + " from seed " + seed + ": generation " + generation() + ", best "
                + found.bestFitness() + ", " + found.size() + (found.size() == 1 ? " solution" : " solutions")
                + ", " + scorer.evaluations() + " evaluations" + (stopReason == null ? ", going on"
                : ", stopped: " + stopReason);
    }
}
