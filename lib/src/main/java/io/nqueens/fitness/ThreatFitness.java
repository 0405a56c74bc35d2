package io.nqueens.fitness;

import io.nqueens.board.Encoding;

/**
 * Document 003's fitness {@code N² - threats} (64 - threats for 8 queens); maximise to N². Each
 * queen counts the queens that share its row, column or diagonal, so every attacking pair is
 * counted twice, and threats never exceed N(N-1) &lt; N².
 *
 * <p>{@link #lineOfSight()} counts instead, for each queen, the directions in which it sees
 * another queen (a queen hidden behind another does not count), as the program behind 003
 * does. Both reach N² exactly on solutions. O(N) for vectors, O(N²) for binary genomes.
 */
public final class ThreatFitness implements Fitness {
    private final boolean lineOfSight;

    private ThreatFitness(boolean lineOfSight) {
        this.lineOfSight = lineOfSight;
    }

    /** Every queen on a shared line counts: threats = 2 × attacking pairs (003's text). */
    public static ThreatFitness countingEveryQueen() {
        return new ThreatFitness(false);
    }

    /** Only the nearest queen in each of the eight directions counts (003's program). */
    public static ThreatFitness lineOfSight() {
        return new ThreatFitness(true);
    }

    /** Threats on a row-major 0/1 grid. */
    public static long threats(int[] cells, int n, boolean lineOfSight) {
        if (!lineOfSight) {
            return 2 * Conflicts.pairsOnGrid(cells, n);
        }
        int[] row = new int[n];
        int[] col = new int[n];
        int[] diag = new int[2 * n - 1];
        int[] anti = new int[2 * n - 1];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (cells[r * n + c] != 0) {
                    row[r]++;
                    col[c]++;
                    diag[r - c + n - 1]++;
                    anti[r + c]++;
                }
            }
        }
        // On a line with k queens, the queens see 2(k-1) neighbours in all.
        return sightings(row) + sightings(col) + sightings(diag) + sightings(anti);
    }

    private static long sightings(int[] counts) {
        long s = 0;
        for (int k : counts) {
            s += k > 1 ? 2L * (k - 1) : 0;
        }
        return s;
    }

    @Override
    public double evaluate(int[] genes, int n) {
        if (n == 1) {
            // One square holds at most one queen, so nothing is threatened. Deciding by length
            // alone would misread the binary genome [1] (length 1 = N) as a queen on row 1.
            return 1;
        }
        long threats;
        if (genes.length == n) { // a vector genome: one queen per column
            threats = lineOfSight ? threats(toGrid(genes), n, true) : 2 * Conflicts.pairs(genes);
        } else {
            threats = threats(genes, n, lineOfSight);
        }
        return (double) n * n - threats;
    }

    private static int[] toGrid(int[] rows) {
        int n = rows.length;
        int[] grid = new int[n * n];
        for (int c = 0; c < n; c++) {
            grid[rows[c] * n + c] = 1;
        }
        return grid;
    }

    @Override
    public Direction direction() {
        return Direction.MAXIMIZE;
    }

    @Override
    public double optimum(int n) {
        return (double) n * n;
    }

    @Override
    public String name() {
        return lineOfSight ? "ThreatFitness(lineOfSight)" : "ThreatFitness";
    }
}
