package io.nqueens.assignments;

import io.nqueens.board.Encoding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Genomes for the checks: why one breaks its encoding (worded for a student), the "simpler"
 * genomes a counterexample shrinks through, and every genome of a small board in order.
 */
final class Genomes {
    private Genomes() {}

    /**
     * Why {@code genes} is not a genome of {@code encoding} for board size n, worded as "holds
     * row 5 twice" (to follow "child 2 "), or null when it is one. O(L).
     */
    static String violation(Encoding encoding, int[] genes, int n) {
        if (genes == null) {
            return "is null";
        }
        int length = encoding.length(n);
        if (genes.length != length) {
            return "has " + genes.length + " genes, not " + length;
        }
        return encoding.isBinary() ? bitsViolation(encoding, genes, n) : rowsViolation(encoding, genes, n);
    }

    private static String rowsViolation(Encoding encoding, int[] genes, int n) {
        for (int c = 0; c < n; c++) {
            if (genes[c] < 0 || genes[c] >= n) {
                return "holds row " + genes[c] + " at gene " + c + ", outside the board's rows 0.." + (n - 1);
            }
        }
        if (encoding == Encoding.PERMUTATION) {
            int[] first = new int[n];
            Arrays.fill(first, -1);
            for (int c = 0; c < n; c++) {
                if (first[genes[c]] >= 0) {
                    return "holds row " + genes[c] + " twice (genes " + first[genes[c]] + " and " + c + ")";
                }
                first[genes[c]] = c;
            }
        }
        return null;
    }

    private static String bitsViolation(Encoding encoding, int[] genes, int n) {
        int ones = 0;
        for (int i = 0; i < genes.length; i++) {
            if (genes[i] != 0 && genes[i] != 1) {
                return "holds " + genes[i] + " at gene " + i + ", not 0 or 1";
            }
            ones += genes[i];
        }
        if (encoding == Encoding.BINARY) {
            return ones == n ? null : "holds " + ones + " queens (ones), not " + n;
        }
        for (int r = 0; r < n; r++) {
            int inRow = 0;
            for (int c = 0; c < n; c++) {
                inRow += genes[r * n + c];
            }
            if (inRow != 1) {
                return "holds " + inRow + " ones in row group " + r + ", not exactly 1";
            }
        }
        return null;
    }

    /** What the encoding rule of an operator check is called, e.g. "children are permutations". */
    static String keeps(Encoding encoding, String who) {
        return switch (encoding) {
            case INTEGER -> who + " keep rows 0..N-1";
            case PERMUTATION -> who + " are permutations";
            case BINARY -> who + " hold exactly N queens";
            case ONE_HOT_ROWS -> who + " keep one queen per row group";
        };
    }

    /**
     * Valid genomes one step simpler than {@code genes} (each lexicographically smaller), in the
     * order a shrink should try them: earlier genes first, smallest values first. O(L²) genomes.
     */
    static List<int[]> simpler(Encoding encoding, int[] genes, int n) {
        return switch (encoding) {
            case INTEGER -> lowerOneGene(genes);
            case PERMUTATION, BINARY -> swapDescents(genes);
            case ONE_HOT_ROWS -> moveQueensLeft(genes, n);
        };
    }

    /** Each gene lowered to each smaller value. */
    private static List<int[]> lowerOneGene(int[] genes) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < genes.length; i++) {
            for (int v = 0; v < genes[i]; v++) {
                int[] c = genes.clone();
                c[i] = v;
                out.add(c);
            }
        }
        return out;
    }

    /** Each pair i &lt; j with genes[j] &lt; genes[i] swapped (keeps a permutation or a 0/1 count). */
    private static List<int[]> swapDescents(int[] genes) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < genes.length; i++) {
            for (int j = i + 1; j < genes.length; j++) {
                if (genes[j] < genes[i]) {
                    int[] c = genes.clone();
                    c[i] = genes[j];
                    c[j] = genes[i];
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** Each row's queen moved to each column on its left (keeps one queen per row). */
    private static List<int[]> moveQueensLeft(int[] genes, int n) {
        List<int[]> out = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            for (int c = 1; c < n; c++) {
                if (genes[r * n + c] == 1) {
                    for (int to = 0; to < c; to++) {
                        int[] g = genes.clone();
                        g[r * n + c] = 0;
                        g[r * n + to] = 1;
                        out.add(g);
                    }
                }
            }
        }
        return out;
    }

    /**
     * How many genomes {@link #all} lists for board size n: N^N integer vectors or N!
     * permutations; {@code Long.MAX_VALUE} for the binary encodings, which it does not list.
     */
    static long count(Encoding encoding, int n) {
        if (encoding.isBinary()) {
            return Long.MAX_VALUE;
        }
        long count = 1;
        for (int i = 1; i <= n && count < Long.MAX_VALUE / n; i++) {
            count *= encoding == Encoding.INTEGER ? n : i;
        }
        return count;
    }

    /**
     * Every genome of a small vector encoding in lexicographic order (so the first that fails a
     * rule is the simplest of its size). O(count × N); needs {@link #count} to be small.
     */
    static List<int[]> all(Encoding encoding, int n) {
        List<int[]> out = new ArrayList<>();
        int[] g = encoding == Encoding.INTEGER ? new int[n] : identity(n);
        do {
            out.add(g.clone());
        } while (encoding == Encoding.INTEGER ? nextVector(g, n) : nextPermutation(g));
        return out;
    }

    private static int[] identity(int n) {
        int[] g = new int[n];
        for (int i = 0; i < n; i++) {
            g[i] = i;
        }
        return g;
    }

    /** The next vector of 0..n-1 in lexicographic order; false after the last. */
    private static boolean nextVector(int[] g, int n) {
        for (int i = g.length - 1; i >= 0; i--) {
            if (++g[i] < n) {
                return true;
            }
            g[i] = 0;
        }
        return false;
    }

    /** The next permutation in lexicographic order; false after the last. */
    private static boolean nextPermutation(int[] g) {
        int i = g.length - 2;
        while (i >= 0 && g[i] >= g[i + 1]) {
            i--;
        }
        if (i < 0) {
            return false;
        }
        int j = g.length - 1;
        while (g[j] <= g[i]) {
            j--;
        }
        swap(g, i, j);
        for (int a = i + 1, b = g.length - 1; a < b; a++, b--) {
            swap(g, a, b);
        }
        return true;
    }

    private static void swap(int[] g, int i, int j) {
        int t = g[i];
        g[i] = g[j];
        g[j] = t;
    }
}
