package io.nqueens.assignments;

/**
 * How much of a crossover child its parents do not explain, whatever the crossover's kind: a gene
 * is explained when a parent holds it at the same place (single-point, uniform, cycle crossover,
 * the segment of OX and PMX), or when it belongs to the longest run of the child's other genes
 * that follows one parent's order, read round the genome as a ring (OX's and cut-and-crossfill's
 * fill, PMX's copied genes). The kit's crossovers leave 0 to a few genes unexplained (PMX's
 * mapped genes); a child unrelated to its parents, e.g. a solution written down beforehand,
 * leaves most of them unexplained (about N − 2√(2N) for a random one). Works on any encoding
 * (repeated values are matched as a sequence). O(N²) time, O(N) memory per child.
 */
final class ChildOrigin {
    private ChildOrigin() {}

    /**
     * {@return the genes of {@code child} that neither parent explains} Arrays of different lengths
     * leave every gene of the child unexplained.
     *
     * @param child the child, not null
     * @param a the first parent as it was before the call, not null
     * @param b the second parent, not null
     */
    static int unexplained(int[] child, int[] a, int[] b) {
        if (a.length != child.length || b.length != child.length) {
            return child.length;
        }
        int[] rest = new int[child.length];
        int r = 0;
        for (int i = 0; i < child.length; i++) {
            if (child[i] != a[i] && child[i] != b[i]) {
                rest[r++] = child[i];
            }
        }
        if (r == 0) {
            return 0;
        }
        return r - Math.max(inOrder(rest, r, a), inOrder(rest, r, b));
    }

    /**
     * The longest common subsequence of {@code rest[0..r)} and the parent read twice (so that an
     * order read round the ring, as OX fills from its second cut on, counts in full).
     */
    private static int inOrder(int[] rest, int r, int[] parent) {
        int m = 2 * parent.length;
        int[] row = new int[m + 1];
        for (int i = 0; i < r; i++) {
            int diagonal = 0; // row[j - 1] of the previous i
            for (int j = 1; j <= m; j++) {
                int above = row[j];
                row[j] = rest[i] == parent[(j - 1) % parent.length] ? diagonal + 1 : Math.max(above, row[j - 1]);
                diagonal = above;
            }
        }
        return row[m];
    }
}
