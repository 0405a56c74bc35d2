package io.nqueens.operators.crossover;

import io.nqueens.Checks;

import java.util.random.RandomGenerator;

/**
 * Single-point crossover: child 1 is parent 1 before the cut and parent 2 from it; child 2 the
 * other way round. The factories differ only in where the cut may fall, which is where documents
 * 000 and 001 differ: a cut at 0 or at L copies a parent unchanged. O(L).
 */
public final class SinglePoint implements Crossover {
    /** Where the cut of a genome of L genes may fall. */
    public enum Cuts {
        /** Uniform in [1, L-1] ({@link #interior()}). */
        INTERIOR(1, 1, "singlePoint"),
        /** Uniform in [0, L] ({@link #anyCut()}). */
        ANY(0, 0, "singlePoint[0..L]"),
        /** Uniform in [0, L-1] ({@link #belowLength()}). */
        BELOW_LENGTH(0, 1, "singlePoint[0..L-1]");

        private final int lowOffset;  // smallest cut
        private final int highOffset; // largest cut is L - highOffset
        private final String name;

        Cuts(int lowOffset, int highOffset, String name) {
            this.lowOffset = lowOffset;
            this.highOffset = highOffset;
            this.name = name;
        }
    }

    private final Cuts cuts;
    private final int lowOffset;  // cuts.lowOffset, copied to keep the hot path one load shorter
    private final int highOffset; // cuts.highOffset, likewise

    private SinglePoint(Cuts cuts) {
        this.cuts = cuts;
        this.lowOffset = cuts.lowOffset;
        this.highOffset = cuts.highOffset;
    }

    /**
     * {@return single-point crossover whose cut falls where {@code cuts} says}
     *
     * @param cuts where the cut may fall, not null
     * @throws IllegalArgumentException when {@code cuts} is null
     */
    public static SinglePoint of(Cuts cuts) {
        return new SinglePoint(Checks.notNull("cuts", cuts));
    }

    /** {@return where the cut may fall: the variant this crossover is} */
    public Cuts cuts() {
        return cuts;
    }

    /**
     * {@return single-point crossover with the cut uniform in [1, L-1]} Both parents always
     * contribute (the textbook form); a genome of one gene is copied.
     */
    public static SinglePoint interior() {
        return new SinglePoint(Cuts.INTERIOR);
    }

    /**
     * {@return single-point crossover with the cut uniform in [0, L], as document 000 draws it
     * ({@code randint(0, n)} is inclusive)}
     */
    public static SinglePoint anyCut() {
        return new SinglePoint(Cuts.ANY);
    }

    /**
     * {@return single-point crossover with the cut uniform in [0, L-1], as document 001 draws it
     * ({@code np.random.randint(n)})}
     */
    public static SinglePoint belowLength() {
        return new SinglePoint(Cuts.BELOW_LENGTH);
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        int length = CrossoverArgs.check(this, parent1, parent2, child1, child2, rng, 1);
        int high = Math.max(lowOffset, length - highOffset);
        int cut = lowOffset + rng.nextInt(high - lowOffset + 1);
        splice(parent1, parent2, cut, child1);
        if (child2 != null) {
            splice(parent2, parent1, cut, child2);
        }
    }

    static void splice(int[] head, int[] tail, int cut, int[] child) {
        System.arraycopy(head, 0, child, 0, cut);
        System.arraycopy(tail, cut, child, cut, head.length - cut);
    }

    @Override
    public boolean accepts(io.nqueens.board.Encoding encoding) {
        // Splicing permutations or grids at any gene does not keep them valid (see RowBoundary).
        return encoding == io.nqueens.board.Encoding.INTEGER;
    }

    @Override
    public String toString() {
        return cuts.name;
    }
}
