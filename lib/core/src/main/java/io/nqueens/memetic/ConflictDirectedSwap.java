package io.nqueens.memetic;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;

import java.util.random.RandomGenerator;

/**
 * Conflict-directed swap mutation for permutations, in the min-conflicts style: pick an attacked
 * queen and swap it with the partner column that lowers the number of attacking pairs most.
 *
 * <p>One move: draw up to {@code attempts} random columns until one holds an attacked queen (if
 * none turns up, pick one uniformly among all attacked queens by a scan); then evaluate the swap
 * with every other column when N-1 ≤ {@code partners}, otherwise with {@code partners} random
 * columns, and make the best swap (ties broken at random). When no candidate lowers the conflicts,
 * swap with a random partner instead, so the mutation still moves. A genome that is already a
 * solution is left unchanged. A call makes {@code moves} moves (default 1), stopping early at a
 * solution.
 *
 * <p>Cost per call: O(N) to load the {@link DiagonalCounters}, then
 * O(moves × (attempts + partners)); no allocation (per-thread buffers are reused).
 */
public final class ConflictDirectedSwap implements Mutation {
    /** Default number of partners sampled on large boards. */
    public static final int DEFAULT_PARTNERS = 64;
    /** Default number of random draws to find an attacked queen before scanning. */
    public static final int DEFAULT_ATTEMPTS = 64;

    private final int partners;
    private final int attempts;
    private final int moves;

    private ConflictDirectedSwap(int partners, int attempts, int moves) {
        this.partners = partners;
        this.attempts = attempts;
        this.moves = moves;
    }

    /**
     * {@value #DEFAULT_PARTNERS} sampled partners, {@value #DEFAULT_ATTEMPTS} attempts, one move.
     *
     * @return the mutation
     */
    public static ConflictDirectedSwap of() {
        return of(DEFAULT_PARTNERS);
    }

    /**
     * {@code partners} sampled partners per move, in [1, 1,000,000] (all columns on small boards).
     *
     * @param partners the partner columns evaluated per move when N - 1 exceeds them
     * @return the mutation, with {@value #DEFAULT_ATTEMPTS} attempts and one move
     */
    public static ConflictDirectedSwap of(int partners) {
        return new ConflictDirectedSwap(Checks.inRange("partners", partners, 1, 1_000_000),
                DEFAULT_ATTEMPTS, 1);
    }

    /**
     * The same mutation drawing up to {@code attempts} random columns to find an attacked queen,
     * in [1, 1,000,000].
     *
     * @param attempts the random draws before a scan
     * @return a new mutation; this one is unchanged
     */
    public ConflictDirectedSwap attempts(int attempts) {
        return new ConflictDirectedSwap(partners, Checks.inRange("attempts", attempts, 1, 1_000_000), moves);
    }

    /**
     * The same mutation making up to {@code moves} moves per call, in [1, 1,000,000].
     *
     * @param moves the largest number of moves per call
     * @return a new mutation; this one is unchanged
     */
    public ConflictDirectedSwap moves(int moves) {
        return new ConflictDirectedSwap(partners, attempts, Checks.inRange("moves", moves, 1, 1_000_000));
    }

    /** {@return the number of partner columns sampled per move on large boards} */
    public int partners() { return partners; }
    /** {@return the number of random draws made to find an attacked queen before scanning} */
    public int attempts() { return attempts; }
    /** {@return the largest number of moves per call} */
    public int moves() { return moves; }

    @Override
    public void mutate(int[] genes, RandomGenerator rng) {
        if (rng == null) {
            throw new IllegalArgumentException("mutation " + this + ": rng must not be null");
        }
        DiagonalCounters dc = Workspace.get().counters.load(genes);
        int n = genes.length;
        for (int m = 0; m < moves && dc.pairs() > 0; m++) {
            if ((m & 4095) == 4095 && (Thread.currentThread().isInterrupted() || io.nqueens.Deadline.passed())) {
                return; // the run's interrupt or time limit: the engine stops the run
            }
            move(dc, n, rng);
        }
    }

    private void move(DiagonalCounters dc, int n, RandomGenerator rng) {
        int i = attackedQueen(dc, n, rng);
        int best = Integer.MAX_VALUE;
        int bestJ = -1;
        int ties = 0;
        if (n - 1 <= partners) {
            for (int j = 0; j < n; j++) {
                if (j != i) {
                    int d = dc.delta(i, j);
                    if (d < best) {
                        best = d;
                        bestJ = j;
                        ties = 1;
                    } else if (d == best && rng.nextInt(++ties) == 0) {
                        bestJ = j; // reservoir choice among equally good partners
                    }
                }
            }
        } else {
            for (int k = 0; k < partners; k++) {
                int j = Repair.other(i, n, rng);
                int d = dc.delta(i, j);
                if (d < best) {
                    best = d;
                    bestJ = j;
                }
            }
        }
        if (best < 0) {
            dc.swap(i, bestJ, best);
        } else {
            int j = Repair.other(i, n, rng);
            dc.swap(i, j, dc.delta(i, j));
        }
    }

    /** An attacked queen's column; the genome must hold at least one attacking pair. */
    private int attackedQueen(DiagonalCounters dc, int n, RandomGenerator rng) {
        for (int t = 0; t < attempts; t++) {
            int c = rng.nextInt(n);
            if (dc.attackersUnchecked(c) > 0) {
                return c;
            }
        }
        int chosen = -1;
        int seen = 0;
        for (int c = 0; c < n; c++) {
            if (dc.attackersUnchecked(c) > 0 && rng.nextInt(++seen) == 0) {
                chosen = c;
            }
        }
        return chosen;
    }

    @Override
    public boolean accepts(Encoding encoding) {
        return encoding == Encoding.PERMUTATION;
    }

    @Override
    public String toString() {
        // Every parameter that differs from the default is shown, so two that run differently print differently.
        return "conflictDirectedSwap(" + partners + " partners"
                + (attempts != DEFAULT_ATTEMPTS ? ", " + attempts + " attempts" : "")
                + (moves > 1 ? ", " + moves + " moves" : "") + ")";
    }
}
