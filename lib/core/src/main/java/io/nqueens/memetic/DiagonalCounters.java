package io.nqueens.memetic;

import io.nqueens.Checks;
import io.nqueens.board.Board;

/**
 * Incremental conflict bookkeeping for a permutation genome ({@code rows[c]} = row of the queen in
 * column c, every row used once). Rows and columns never clash in a permutation, so the only
 * attacks are along diagonals: the counters hold how many queens stand on each of the 2N-1
 * diagonals ({@code row - column}) and 2N-1 anti-diagonals ({@code row + column}), and the total
 * number of attacking pairs.
 *
 * <p>With them, the change in attacking pairs caused by swapping the queens of two columns is
 * known in O(1) ({@link #swapDelta(int, int)}) and the swap is carried out in O(1)
 * ({@link #applySwap(int, int)}), instead of the O(N) recount of
 * {@link io.nqueens.board.Conflicts#pairs(int[])}. This is what makes local search on a million
 * queens cheap: one O(N) {@link #load(int[])}, then many O(1) steps.
 *
 * <p>The counters work on the caller's array in place: {@link #applySwap(int, int)} swaps the two
 * genes of the loaded array, and the array must not be changed by other means while the counters
 * are in use. Memory: two {@code int} arrays of 2N-1 entries and one byte per row (16N + N bytes),
 * kept between loads, so one instance can be reused for many genomes of up to its capacity. Not
 * thread-safe.
 */
public final class DiagonalCounters {
    private int[] diag = new int[0]; // queens on diagonal row - column + n - 1
    private int[] anti = new int[0]; // queens on anti-diagonal row + column
    private byte[] seen = new byte[0]; // validation marks, cleared after use
    private int[] rows;
    private int n;
    private long pairs;

    private DiagonalCounters() {}

    /**
     * Counters loaded with {@code rows}, which must be a permutation of 0..N-1. O(N).
     *
     * @param rows a permutation of 0..N-1, kept by reference
     * @return new counters tracking {@code rows}
     * @throws IllegalArgumentException naming the first gene out of range or repeated
     */
    public static DiagonalCounters of(int[] rows) {
        return new DiagonalCounters().load(rows);
    }

    /**
     * {@return empty counters} {@linkplain #load(int[]) Load} a genome before use: until then the
     * per-column and per-line queries throw an {@link IllegalStateException}.
     */
    public static DiagonalCounters empty() {
        return new DiagonalCounters();
    }

    /**
     * Starts tracking {@code rows} (kept by reference, not copied): checks it is a permutation,
     * then counts the queens on every diagonal. O(N); the buffers grow only when N exceeds every
     * size loaded before.
     *
     * @param rows a permutation of 0..N-1, N at most {@link Board#MAX_SIZE}
     * @return these counters
     * @throws IllegalArgumentException naming the first gene out of range or repeated
     */
    public DiagonalCounters load(int[] rows) {
        Checks.notEmpty("rows", rows);
        int size = Checks.inRange("board size (rows.length)", rows.length, 1, Board.MAX_SIZE);
        ensureCapacity(size);
        checkPermutation(rows, size);
        int lines = 2 * size - 1;
        java.util.Arrays.fill(diag, 0, lines, 0);
        java.util.Arrays.fill(anti, 0, lines, 0);
        long p = 0;
        int offset = size - 1;
        for (int c = 0; c < size; c++) {
            int r = rows[c];
            // Each queen forms a pair with every queen already counted on its two diagonals.
            p += diag[r - c + offset]++;
            p += anti[r + c]++;
        }
        this.rows = rows;
        this.n = size;
        this.pairs = p;
        return this;
    }

    private void ensureCapacity(int size) {
        if (seen.length < size) {
            // Let go of the old buffers first: on a board of millions they are worth collecting.
            diag = null;
            anti = null;
            seen = null;
            diag = new int[2 * size - 1];
            anti = new int[2 * size - 1];
            seen = new byte[size];
        }
    }

    private void checkPermutation(int[] rows, int size) {
        byte[] marks = seen;
        int bad = -1;
        String why = null;
        int c = 0;
        for (; c < size; c++) {
            int r = rows[c];
            if (r < 0 || r >= size) {
                bad = c;
                why = "must be in [0, " + (size - 1) + "]";
                break;
            }
            if (marks[r] != 0) {
                bad = c;
                why = "repeats a row (a permutation holds each of 0.." + (size - 1) + " once)";
                break;
            }
            marks[r] = 1;
        }
        for (int k = 0; k < c; k++) {
            marks[rows[k]] = 0; // undo instead of clearing the whole buffer
        }
        if (bad >= 0) {
            throw new IllegalArgumentException("rows[" + bad + "] " + why + ", was " + rows[bad]);
        }
    }

    /** {@return the board size N of the loaded genome} 0 before the first load. */
    public int size() {
        return n;
    }

    /**
     * {@return the attacking pairs of the loaded genome (all on diagonals, as it is a permutation)}
     * O(1).
     */
    public long pairs() {
        return pairs;
    }

    /**
     * Number of other queens attacking the queen of {@code column}. O(1).
     *
     * @param column a column in 0..N-1
     * @return how many other queens share a diagonal with its queen
     */
    public int attackers(int column) {
        checkColumn("column", column);
        return attackersUnchecked(column);
    }

    /**
     * Whether another queen attacks the queen of {@code column}. O(1).
     *
     * @param column a column in 0..N-1
     * @return true when another queen shares a diagonal with its queen
     */
    public boolean isAttacked(int column) {
        checkColumn("column", column);
        return attackersUnchecked(column) > 0;
    }

    /**
     * Queens on the diagonal {@code row - column = d}, for d in [-(N-1), N-1]. O(1).
     *
     * @param d the diagonal's {@code row - column}
     * @return the number of queens on it
     */
    public int onDiagonal(int d) {
        checkLoaded();
        Checks.inRange("diagonal (row - column)", d, -(n - 1), n - 1);
        return diag[d + n - 1];
    }

    /**
     * Queens on the anti-diagonal {@code row + column = s}, for s in [0, 2N-2]. O(1).
     *
     * @param s the anti-diagonal's {@code row + column}
     * @return the number of queens on it
     */
    public int onAntiDiagonal(int s) {
        checkLoaded();
        Checks.inRange("anti-diagonal (row + column)", s, 0, 2 * n - 2);
        return anti[s];
    }

    /**
     * The change in attacking pairs if the queens of columns {@code i} and {@code j} swapped rows
     * (negative = fewer conflicts); 0 when {@code i == j}. Nothing changes. O(1).
     *
     * @param i a column in 0..N-1
     * @param j a column in 0..N-1
     * @return the change in attacking pairs the swap would make
     */
    public int swapDelta(int i, int j) {
        checkColumn("i", i);
        checkColumn("j", j);
        return i == j ? 0 : delta(i, j);
    }

    /**
     * Swaps the rows of columns {@code i} and {@code j} in the loaded array and updates the
     * counters and {@link #pairs()}. O(1).
     *
     * @param i a column in 0..N-1
     * @param j a column in 0..N-1; equal to {@code i}, nothing changes
     */
    public void applySwap(int i, int j) {
        checkColumn("i", i);
        checkColumn("j", j);
        if (i != j) {
            swap(i, j, delta(i, j));
        }
    }

    int attackersUnchecked(int column) {
        int r = rows[column];
        return diag[r - column + n - 1] + anti[r + column] - 2;
    }

    /**
     * Swap delta without argument checks, for {@code i != j} both in range.
     *
     * <p>The old lines of the two queens are d1 = ri-i, d2 = rj-j (diagonals) and a1 = ri+i,
     * a2 = rj+j; the new ones d3 = rj-i, d4 = ri-j, a3 = rj+i, a4 = ri+j. As ri != rj and i != j,
     * no new line equals an old line, so the removals and the additions can be counted apart.
     * Taking a queen off a line holding k queens removes k-1 pairs; putting one on a line holding
     * k adds k. Two queens leaving the same line remove one pair fewer than counted separately,
     * and two arriving on the same line add one more. d1 == d2 exactly when a3 == a4, and
     * a1 == a2 exactly when d3 == d4, so each coincidence shifts the sum by 2.
     */
    int delta(int i, int j) {
        int[] rows = this.rows;
        int[] diag = this.diag;
        int[] anti = this.anti;
        int ri = rows[i];
        int rj = rows[j];
        int o = n - 1;
        int d1 = ri - i + o;
        int d2 = rj - j + o;
        int a1 = ri + i;
        int a2 = rj + j;
        int delta = diag[rj - i + o] + diag[ri - j + o] + anti[rj + i] + anti[ri + j]
                - diag[d1] - diag[d2] - anti[a1] - anti[a2] + 4;
        if (d1 == d2) {
            delta += 2;
        }
        if (a1 == a2) {
            delta += 2;
        }
        return delta;
    }

    /** Carries out a swap whose delta is already known. O(1). */
    void swap(int i, int j, int delta) {
        int[] rows = this.rows;
        int ri = rows[i];
        int rj = rows[j];
        int o = n - 1;
        diag[ri - i + o]--;
        diag[rj - j + o]--;
        anti[ri + i]--;
        anti[rj + j]--;
        diag[rj - i + o]++;
        diag[ri - j + o]++;
        anti[rj + i]++;
        anti[ri + j]++;
        rows[i] = rj;
        rows[j] = ri;
        pairs += delta;
    }

    /** Row of the queen in {@code column} of the loaded genome, without checks. */
    int row(int column) {
        return rows[column];
    }

    /**
     * N zeroed bytes the validation leaves behind, lent to the local search of this package as
     * "already queued" marks; the borrower must zero them again before the next {@link #load}.
     */
    byte[] scratchMarks() {
        return seen;
    }

    private void checkColumn(String name, int column) {
        checkLoaded();
        Checks.inRange(name, column, 0, n - 1);
    }

    private void checkLoaded() {
        if (rows == null) {
            throw new IllegalStateException("no genome loaded: call load(rows) first");
        }
    }
}
