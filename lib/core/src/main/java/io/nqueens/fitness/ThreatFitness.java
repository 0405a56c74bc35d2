package io.nqueens.fitness;

import io.nqueens.Checks;
import io.nqueens.board.Conflicts;
import io.nqueens.board.Encoding;
import io.nqueens.board.LineCounts;

/**
 * Document 003's fitness {@code N² - threats} (64 - threats for 8 queens); maximise to N². Each
 * queen counts the queens that share its row, column or diagonal, so every attacking pair is
 * counted twice, and threats never exceed N(N-1) &lt; N².
 *
 * <p>{@link #lineOfSight()} counts instead, for each queen, the directions in which it sees
 * another queen (a queen hidden behind another does not count). That is the kit's own second
 * reading of "threats": document 003 neither states it nor shows code for it. Both reach N²
 * exactly on solutions. O(N) for vectors, O(N²) for binary genomes.
 */
public final class ThreatFitness implements Fitness {
    private final boolean lineOfSight;

    private ThreatFitness(boolean lineOfSight) {
        this.lineOfSight = lineOfSight;
    }

    /**
     * Every queen on a shared line counts: threats = 2 × attacking pairs (003's text).
     *
     * @return the fitness {@code N² - 2 × attacking pairs}
     */
    public static ThreatFitness countingEveryQueen() {
        return new ThreatFitness(false);
    }

    /**
     * Only the nearest queen in each of the eight directions counts (the kit's second reading).
     *
     * @return the fitness {@code N² - line-of-sight threats}
     */
    public static ThreatFitness lineOfSight() {
        return new ThreatFitness(true);
    }

    /**
     * Threats on a row-major 0/1 grid. O(N²).
     *
     * @param cells the grid, nonzero cells being queens
     * @param n the board size, at least 1
     * @param lineOfSight true to count only the nearest queen in each direction, false to count
     *     every queen on a shared line
     * @return the number of threats
     * @throws IllegalArgumentException when {@code cells} is null or its length is not N²
     */
    public static long threats(int[] cells, int n, boolean lineOfSight) {
        LineCounts lines = LineCounts.ofGrid(cells, n);
        return lineOfSight ? lines.sightings() : 2 * lines.pairs();
    }

    @Override
    public double evaluate(int[] genes, int n) {
        Checks.notNull("genes", genes);
        Checks.atLeast("board size n", n, 1);
        if (n == 1) {
            // One square holds at most one queen, so nothing is threatened. Deciding by length
            // alone would misread the binary genome [1] (length 1 = N) as a queen on row 1.
            if (genes.length != 1) {
                throw new IllegalArgumentException("genes must hold 1 gene for board size 1, had " + genes.length);
            }
            return 1;
        }
        long threats;
        if (genes.length == n) { // a vector genome: one queen per column
            threats = lineOfSight ? LineCounts.ofQueens(n, genes, columns(n)).sightings()
                    : 2 * Conflicts.pairs(genes);
        } else {
            threats = threats(genes, n, lineOfSight);
        }
        return (double) n * n - threats;
    }

    /** 0, 1, ..., n-1: the columns of a one-queen-per-column genome's queens. */
    private static int[] columns(int n) {
        int[] columns = new int[n];
        for (int c = 0; c < n; c++) {
            columns[c] = c;
        }
        return columns;
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
