package io.nqueens.engine;

import java.util.Arrays;

/**
 * A run's diversity counts, made when someone reads them rather than as the run goes (see
 * {@link Generation#diversity()}), so a run whose diversity nobody reads pays nothing for it
 * beyond one reference per generation. A count asked for while the run's latest population is
 * still in place, on the thread that steps the run, is made on that population. Any other is
 * made by replaying the run from its seed with counting on: the engine's runs are reproducible,
 * so the replay breeds the same populations; one replay counts every generation recorded so far,
 * at the cost of running them again, and a replay that records a generation other than the
 * original's fails at once rather than returning a count for a different population. Only runs
 * whose every part is the kit's own, without a time limit, are counted this way ({@link
 * #replayable}); the engine counts the others as it goes. Thread-safe: counts are made under the
 * ledger's lock.
 */
final class DiversityLedger {
    /** Largest population, in genes (μ·L), counted lazily: a replay holds a second run's buffers. */
    static final long MAX_REPLAY_GENES = 1L << 21;
    private static final int UNKNOWN = -2;

    private final Engine engine;
    private final long seed;
    private int[] counts = new int[64];
    private Run live; // the run, until it ends: it may count its latest population in place
    private volatile int recorded; // generations the run has recorded so far

    DiversityLedger(Engine engine, long seed, Run live) {
        this.engine = engine;
        this.seed = seed;
        this.live = live;
        Arrays.fill(counts, UNKNOWN);
    }

    /**
     * Whether runs of these settings can be replayed exactly and cheaply enough: every part the
     * kit's own (a plug-in may draw from its own generator or count its calls), no time limit
     * (it cuts searches within a generation at a moment that differs from run to run), and a
     * population of at most {@link #MAX_REPLAY_GENES} genes.
     */
    static boolean replayable(Settings s) {
        boolean kitParts = KitOwn.is(s.fitness()) && KitOwn.is(s.selector()) && KitOwn.is(s.replacement())
                && (s.crossover() == null || KitOwn.is(s.crossover()))
                && (s.mutation() == null || KitOwn.is(s.mutation()));
        for (Limit l : s.limits()) {
            if (l instanceof Limit.TimeBudget) {
                return false;
            }
        }
        return kitParts && (long) s.populationSize() * s.encoding().length(s.boardSize()) <= MAX_REPLAY_GENES;
    }

    /** The run recorded generation {@code index}. Called by the run's thread. */
    void recorded(int index) {
        recorded = index + 1;
    }

    /** The run has ended: from now on counts come from replays, and the run can be collected. */
    synchronized void ended() {
        live = null;
    }

    /** The diversity of generation {@code g} of the run, counted now if it is not known yet. */
    synchronized int count(Generation g) {
        int index = g.index();
        if (index < counts.length && counts[index] != UNKNOWN) {
            return counts[index];
        }
        int d = live == null ? -1 : live.countLive(index);
        if (d >= 0) {
            put(index, d);
            return d;
        }
        replay(g, Math.max(index, recorded - 1));
        return counts[index];
    }

    /** Replays the run up to generation {@code last}, keeping every count; checks {@code asked}. */
    private void replay(Generation asked, int last) {
        // A replay is not a new run the user started: an interrupt meant for the caller stays set
        // for it, instead of refusing to start the replay.
        boolean interrupted = Thread.interrupted();
        try {
            Run again = new Run(engine, seed, true);
            Generation g = again.latest();
            while (true) {
                put(g.index(), g.diversity());
                if (g.index() == asked.index()) {
                    check(asked, g);
                }
                if (g.index() >= last) {
                    break;
                }
                g = again.step();
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void check(Generation original, Generation replayed) {
        if (Double.compare(original.best(), replayed.best()) != 0 || Double.compare(original.mean(), replayed.mean()) != 0
                || Double.compare(original.std(), replayed.std()) != 0
                || original.evaluations() != replayed.evaluations()
                || original.distinctSolutions() != replayed.distinctSolutions()) {
            throw new IllegalStateException("replaying the run of " + engine.label() + " from seed " + seed
                    + " to count the diversity of generation " + original.index() + " gave " + replayed
                    + " where the run recorded " + original.best() + " best, " + original.mean() + " mean, "
                    + original.evaluations() + " evaluations: a part of the engine is not reproducible");
        }
    }

    private void put(int index, int d) {
        if (index >= counts.length) {
            int old = counts.length;
            counts = Arrays.copyOf(counts, Math.max(index + 1, 2 * old));
            Arrays.fill(counts, old, counts.length, UNKNOWN);
        }
        counts[index] = d;
    }
}
