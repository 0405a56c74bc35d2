package io.nqueens.memetic;

import io.nqueens.Checks;
import io.nqueens.InterruptedCallException;
import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;

import java.util.random.RandomGenerator;

/**
 * Local repair of a permutation by conflict-reducing swaps, in the style of Sosic and Gu's
 * min-conflicts queen search: every attacked queen in turn tries a few partner columns and swaps
 * with the first one that lowers the number of attacking pairs. Used as the engine's
 * {@link Mutation} with probability 1, it turns the GA into a memetic algorithm: each offspring is
 * improved before it is scored.
 *
 * <p>How one call goes: load {@link DiagonalCounters} for the genome (O(N)) and queue the
 * attacked queens. Then, repeatedly, take the queen at the head of the queue and try up to
 * {@code partnerTries} partners, each one drawn with even odds from the queue (likely attacked
 * too, so one swap can relieve both) or from all columns; each try is one O(1)
 * {@linkplain DiagonalCounters#swapDelta swap delta}. Apply the first improving swap and queue
 * the partner; put the queen back at the tail. A queen found unattacked leaves the queue. Every
 * attacking pair keeps at least one of its queens queued, so an empty queue means a solution.
 * After max(N, 64) failed tries in a row (a local minimum, common on small boards) the search
 * escapes with random swaps whatever their cost: one, plus one more for every two escapes since
 * the best local minimum so far (at most N more), so a search that keeps falling back into the
 * same basin kicks harder each time.
 *
 * <p>Budget: at most {@code steps} swap evaluations per call, either fixed or a multiple of N;
 * the call stops early at a solution, when its thread is interrupted, or when the time limit of
 * the run it works for has passed ({@link io.nqueens.Deadline}). Cost O(N + steps) time
 * per call, nothing allocated per step (per-thread buffers of about 21 bytes per queen are reused). The genome stays a
 * permutation whatever happens. Measured from random permutations (tries = 2): 4.5-4.8N
 * steps solve N = 100,000 and 1,000,000, 7-13N solve N = 1,000, and small boards need more
 * per queen (about 40-140N on average for N = 6..30, where the random escapes do the work).
 */
public final class Repair implements Mutation {
    /** Default partners tried per visit of an attacked queen. */
    public static final int DEFAULT_PARTNER_TRIES = 2;
    /** Failed tries in a row, at least, before a random swap leaves a local minimum (N if larger). */
    static final int MIN_STALL = 64;
    /** Largest budget multiple of N. */
    public static final double MAX_STEPS_PER_QUEEN = 1e6;
    /** Largest budget in swap evaluations per call. */
    public static final long MAX_STEPS = 1_000_000_000_000L;

    private final double stepsPerQueen; // >= 0
    private final long minSteps;        // >= 0; the budget is max(minSteps, ceil(stepsPerQueen × N), 1)
    private final int partnerTries;

    private Repair(double stepsPerQueen, long minSteps, int partnerTries) {
        this.stepsPerQueen = stepsPerQueen;
        this.minSteps = minSteps;
        this.partnerTries = partnerTries;
    }

    /**
     * A repair with a budget of {@code ceil(stepsPerQueen × N)} swap evaluations per call (at
     * least 1), for {@code stepsPerQueen} in (0, 1e6].
     *
     * @param stepsPerQueen the budget per queen
     * @return the repair, trying {@value #DEFAULT_PARTNER_TRIES} partners per visit
     */
    public static Repair of(double stepsPerQueen) {
        if (!(stepsPerQueen > 0 && stepsPerQueen <= MAX_STEPS_PER_QUEEN)) {
            throw new IllegalArgumentException("stepsPerQueen must be in (0, " + MAX_STEPS_PER_QUEEN
                    + "], was " + stepsPerQueen);
        }
        return new Repair(stepsPerQueen, 0, DEFAULT_PARTNER_TRIES);
    }

    /**
     * A repair with a fixed budget of {@code maxSteps} swap evaluations per call, in [1, 1e12].
     *
     * @param maxSteps the budget per call, whatever the board size
     * @return the repair, trying {@value #DEFAULT_PARTNER_TRIES} partners per visit
     */
    public static Repair ofSteps(long maxSteps) {
        return new Repair(0, Checks.inRange("maxSteps", maxSteps, 1, MAX_STEPS), DEFAULT_PARTNER_TRIES);
    }

    /**
     * The same repair with a budget of at least {@code minSteps} swap evaluations per call, in
     * [1, 1e12]: small boards need many more steps per queen than large ones.
     *
     * @param minSteps the smallest budget per call
     * @return a new repair; this one is unchanged
     */
    public Repair minSteps(long minSteps) {
        return new Repair(stepsPerQueen, Checks.inRange("minSteps", minSteps, 1, MAX_STEPS), partnerTries);
    }

    /**
     * The same repair trying up to {@code tries} partners per visit of an attacked queen
     * (default {@value #DEFAULT_PARTNER_TRIES}), in [1, 1,000,000].
     *
     * @param tries the partners tried per visit
     * @return a new repair; this one is unchanged
     */
    public Repair partnerTries(int tries) {
        return new Repair(stepsPerQueen, minSteps, Checks.inRange("partnerTries", tries, 1, 1_000_000));
    }

    /**
     * The swap-evaluation budget of one call on a board of size {@code n}: at most
     * {@link #MAX_STEPS}.
     *
     * @param n the board size, at least 1
     * @return {@code max(minSteps, ceil(stepsPerQueen × n), 1)}, capped at {@link #MAX_STEPS}
     */
    public long budget(int n) {
        Checks.atLeast("board size n", n, 1);
        long proportional = (long) Math.ceil(stepsPerQueen * n);
        return Math.min(MAX_STEPS, Math.max(1L, Math.max(minSteps, proportional)));
    }

    /** {@return the budget per queen, 0 for a fixed budget ({@link #ofSteps(long)})} */
    public double stepsPerQueen() {
        return stepsPerQueen;
    }

    /** {@return the smallest budget per call, 0 when there is none} */
    public long minSteps() {
        return minSteps;
    }

    /** {@return the number of partners tried per visit of an attacked queen} */
    public int partnerTries() {
        return partnerTries;
    }

    /**
     * {@link #repair} as the engine's mutation. In a run, an interrupt of the thread ends the
     * search early without an exception (the genome stays a permutation); the engine then stops the
     * run with {@link io.nqueens.engine.StopReason#INTERRUPTED} before the next generation.
     *
     * @param genes a permutation, changed in place
     * @param rng the source of randomness, not null
     * @throws IllegalArgumentException when {@code genes} is not a permutation or {@code rng} is null
     */
    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        improve(genes, rng);
    }

    /**
     * Repairs {@code genes} (a permutation) in place within the budget and returns the attacking
     * pairs left (0 = solved). O(N + budget). An interrupt of the thread ends the call within 4,096
     * passes of the search (well under a millisecond) with an exception; the genome is left a
     * permutation, partly repaired.
     *
     * @param genes a permutation, changed in place
     * @param rng the source of randomness, not null
     * @return the attacking pairs left
     * @throws IllegalArgumentException when {@code genes} is not a permutation or {@code rng} is null
     * @throws InterruptedCallException when the thread is interrupted before the genome is solved;
     *     its flag stays set
     */
    public long repair(int[] genes, RandomGenerator rng) {
        long left = improve(genes, rng);
        if (left > 0 && Thread.currentThread().isInterrupted()) {
            throw new InterruptedCallException("Repair.repair of " + this, "after " + Workspace.get().lastSteps
                    + " of its " + budget(genes.length) + " steps, leaving a permutation with " + left
                    + " attacking pair" + (left == 1 ? "" : "s"));
        }
        return left;
    }

    /** The repair, stopping early on an interrupt; returns the attacking pairs left. */
    private long improve(int[] genes, RandomGenerator rng) {
        if (rng == null) {
            throw new IllegalArgumentException("mutation " + this + ": rng must not be null");
        }
        Workspace w = Workspace.get();
        DiagonalCounters dc = w.counters.load(genes);
        int n = genes.length;
        if (dc.pairs() == 0 || n < 2) {
            w.lastSteps = 0;
            return dc.pairs();
        }
        Queue q = new Queue(w.queue(n), dc.scratchMarks(), n);
        boolean finished = false;
        try {
            w.lastSteps = search(dc, q, n, rng);
            finished = true;
        } finally {
            // The counters' next load expects the marks zeroed. After a failure (a generator
            // that throws, say) the column being worked on is marked but not queued: clear all.
            if (finished) {
                q.clearMarks();
            } else {
                java.util.Arrays.fill(dc.scratchMarks(), 0, n, (byte) 0);
            }
        }
        return dc.pairs();
    }

    /**
     * The search loop; returns the steps spent. It is over 40 lines on purpose: the min-conflicts
     * step (pick an attacked queen, find its best swap, apply it, update the queue) is the memetic
     * GA's hot loop, and its local variables stay in registers as one method.
     */
    private long search(DiagonalCounters dc, Queue q, int n, RandomGenerator rng) {
        for (int c = 0; c < n; c++) {
            if (dc.attackersUnchecked(c) > 0) {
                q.offer(c);
            }
        }
        long budget = budget(n);
        long steps = 0;
        long failures = 0;                          // failed tries since the last improvement
        long stallLimit = Math.max(n, MIN_STALL);
        long bestMinimum = Long.MAX_VALUE;          // fewest pairs at a local minimum so far
        long escapes = 0;                           // escapes since that minimum
        int tries = partnerTries;
        long passes = 0;
        // Loop bound: each pass either spends a step or takes a column off the queue for good,
        // and columns join the queue only together with a step: at most N + 3 × budget passes.
        while (dc.pairs() > 0 && steps < budget && q.size > 0) {
            // A budget can be hours of work on a board without a solution (N = 2 or 3): an
            // interrupted thread (a notebook's stop button) or the run's passed time limit ends
            // the call within 4,096 passes, leaving a permutation; the engine then stops the run.
            if ((++passes & 4095) == 0 && (Thread.currentThread().isInterrupted() || io.nqueens.Deadline.passed())) {
                break;
            }
            int i = q.poll();
            if (dc.attackersUnchecked(i) == 0) {
                q.drop(i);
                continue;
            }
            int partner = -1;
            for (int t = 0; t < tries && steps < budget; t++) {
                // Half the partners come from the queue: likely attacked, so one swap can relieve
                // both queens.
                int j = q.size > 0 && rng.nextBoolean() ? q.sample(rng) : other(i, n, rng);
                steps++;
                int d = dc.delta(i, j);
                if (d < 0) {
                    dc.swap(i, j, d);
                    partner = j;
                    break;
                }
                failures++;
            }
            q.putBack(i);
            if (partner >= 0) {
                failures = 0;
                q.offer(partner);
            } else if (failures >= stallLimit) {
                // A local minimum. Escape with random swaps: one, plus one more for every two
                // escapes since the best minimum so far, so that repeated failures kick harder.
                if (dc.pairs() < bestMinimum) {
                    bestMinimum = dc.pairs();
                    escapes = 0;
                } else {
                    escapes++;
                }
                long kicks = 1 + Math.min(n, escapes / 2);
                for (long k = 0; k < kicks && steps < budget; k++) {
                    int a = k == 0 ? i : rng.nextInt(n);
                    int b = other(a, n, rng);
                    steps++;
                    dc.swap(a, b, dc.delta(a, b));
                    q.offer(a);
                    q.offer(b);
                }
                failures = 0;
            }
        }
        return steps;
    }

    /**
     * The ring buffer of queued columns, each at most once (marked in a byte per column). Every
     * attacking pair keeps at least one of its two columns queued: a column leaves only when
     * unattacked, and the queens that move are queued again.
     */
    private static final class Queue {
        private final int[] items;
        private final byte[] marks;
        private final int capacity;
        private int head;
        private int tail;
        int size;

        Queue(int[] items, byte[] marks, int capacity) {
            this.items = items;
            this.marks = marks;
            this.capacity = capacity;
        }

        /** Queues {@code c} unless it is queued already. */
        void offer(int c) {
            if (marks[c] == 0) {
                marks[c] = 1;
                putBack(c);
            }
        }

        /** Appends a column that is still marked as queued (one just polled). */
        void putBack(int c) {
            items[tail] = c;
            tail = tail + 1 == capacity ? 0 : tail + 1;
            size++;
        }

        /** Takes the head; it stays marked until {@link #drop} or {@link #putBack}. */
        int poll() {
            int c = items[head];
            head = head + 1 == capacity ? 0 : head + 1;
            size--;
            return c;
        }

        void drop(int c) {
            marks[c] = 0;
        }

        /** A uniformly random queued column (the one just polled is not among them). */
        int sample(RandomGenerator rng) {
            int at = head + rng.nextInt(size);
            return items[at >= capacity ? at - capacity : at];
        }

        /** Zeroes the marks of the columns still queued. O(size). */
        void clearMarks() {
            for (int k = 0, at = head; k < size; k++, at = at + 1 == capacity ? 0 : at + 1) {
                marks[items[at]] = 0;
            }
        }
    }

    /** A uniformly random column other than {@code i}; needs n >= 2. */
    static int other(int i, int n, RandomGenerator rng) {
        int j = rng.nextInt(n - 1);
        return j >= i ? j + 1 : j;
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION;
    }

    @Override
    public String toString() {
        String budget = stepsPerQueen == 0 ? minSteps + " steps"
                : stepsPerQueen + "·N steps" + (minSteps > 0 ? ", at least " + minSteps : "");
        return "repair(" + budget + ", " + partnerTries + " tries)";
    }
}
