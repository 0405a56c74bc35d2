package io.nqueens.solver;

import io.nqueens.Checks;
import io.nqueens.board.Board;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The distinct solutions a search has found for one board size, measured against all there are:
 * "found 37 of 92 solutions (11 of 12 up to symmetry)". Offer boards as a GA meets them; boards
 * that are not solutions are only counted, repeats are kept once, and solutions are also grouped
 * by their {@link Symmetry#canonical canonical form}. Offering a board costs O(N). The totals are
 * counted with {@link Solutions} on first use and only up to {@link #MAX_TOTAL_SIZE}. Not
 * thread-safe.
 */
public final class SolutionCatalog {
    /** Largest N whose totals the catalog counts (a few seconds for N = 15). */
    public static final int MAX_TOTAL_SIZE = 15;

    private final int n;
    private final Set<Board> solutions = new LinkedHashSet<>(); // in order of discovery
    private final Set<Board> canonicalForms = new LinkedHashSet<>();
    private long rejected;
    private long total = -1; // not counted yet
    private long totalFundamental = -1;

    private SolutionCatalog(int n) {
        this.n = n;
    }

    /**
     * An empty catalog for boards of size {@code n}.
     *
     * @param n the board size, in [1, {@link Board#MAX_SIZE}]
     * @return the catalog
     */
    public static SolutionCatalog of(int n) {
        return new SolutionCatalog(Checks.inRange("board size n", n, 1, Board.MAX_SIZE));
    }

    /**
     * A catalog of the solutions among {@code boards}, all of size {@code n}.
     *
     * @param n the board size, in [1, {@link Board#MAX_SIZE}]
     * @param boards the boards to offer, in order
     * @return the catalog
     * @throws IllegalArgumentException for a board of another size
     */
    public static SolutionCatalog of(int n, Iterable<Board> boards) {
        SolutionCatalog catalog = of(n);
        catalog.addAll(boards);
        return catalog;
    }

    /**
     * Offers a board; true when it is a solution not seen before. A board of another size is a
     * mistake and fails; a board that is not a solution is counted in {@link #rejected()}.
     *
     * @param board a board of size N
     * @return true when {@code board} is a solution not seen before
     */
    public boolean add(Board board) {
        Checks.notNull("board", board);
        if (board.size() != n) {
            throw new IllegalArgumentException("board: size must be " + n + " for this catalog, was "
                    + board.size());
        }
        if (!board.isSolution()) {
            rejected++;
            return false;
        }
        if (!solutions.add(board)) {
            return false;
        }
        canonicalForms.add(Symmetry.canonical(board));
        return true;
    }

    /**
     * Offers every board; returns how many were new solutions.
     *
     * @param boards the boards to offer, in order
     * @return the number of new solutions among them
     */
    public int addAll(Iterable<Board> boards) {
        Checks.notNull("boards", boards);
        int added = 0;
        for (Board b : boards) {
            added += add(b) ? 1 : 0;
        }
        return added;
    }

    /** {@return the board size N} */
    public int size() {
        return n;
    }

    /** {@return the number of distinct solutions found so far} */
    public int found() {
        return solutions.size();
    }

    /**
     * {@return the number of distinct solutions found so far, counting those related by a symmetry
     * as one}
     */
    public int foundFundamental() {
        return canonicalForms.size();
    }

    /** {@return the number of boards offered that were not solutions} */
    public long rejected() {
        return rejected;
    }

    /** {@return the distinct solutions found, in order of discovery; a read-only view} */
    public Set<Board> solutions() {
        return Collections.unmodifiableSet(solutions);
    }

    /**
     * {@return whether the totals can be counted here, that is N is at most
     * {@link #MAX_TOTAL_SIZE}}
     */
    public boolean hasTotals() {
        return n <= MAX_TOTAL_SIZE;
    }

    /**
     * All solutions there are for size N; counted once, on the first call.
     *
     * @return the number of solutions of size N
     * @throws IllegalStateException when N is above {@link #MAX_TOTAL_SIZE}
     */
    public long total() {
        checkTotals();
        if (total < 0) {
            total = Solutions.count(n);
        }
        return total;
    }

    /**
     * All solutions up to symmetry for size N; counted once, on the first call.
     *
     * @return the number of solutions of size N that are distinct up to symmetry
     * @throws IllegalStateException when N is above {@link #MAX_TOTAL_SIZE}
     */
    public long totalFundamental() {
        checkTotals();
        if (totalFundamental < 0) {
            totalFundamental = Solutions.countFundamental(n);
        }
        return totalFundamental;
    }

    /**
     * {@return whether every solution of size N has been found} Counts the total on the first call.
     *
     * @throws IllegalStateException when N is above {@link #MAX_TOTAL_SIZE}
     */
    public boolean isComplete() {
        return found() == total();
    }

    /**
     * One line for a notebook, e.g. {@code N = 8: found 37 of 92 solutions (11 of 12 up to
     * symmetry)}; without totals above {@link #MAX_TOTAL_SIZE}.
     *
     * @return the line
     */
    public String summary() {
        if (!hasTotals()) {
            return "N = " + n + ": found " + found() + " distinct solutions (" + foundFundamental()
                    + " up to symmetry)";
        }
        return "N = " + n + ": found " + found() + " of " + total() + " solutions ("
                + foundFundamental() + " of " + totalFundamental() + " up to symmetry)";
    }

    @Override
    public String toString() {
        return summary();
    }

    private void checkTotals() {
        if (!hasTotals()) {
            throw new IllegalStateException("board size n must be in [1, " + MAX_TOTAL_SIZE
                    + "] for the catalog to count all solutions, was " + n + "; Solutions.count(n) "
                    + "counts up to N = " + Solutions.MAX_COUNT_SIZE + " (about half a minute for N = 17)");
        }
    }
}
