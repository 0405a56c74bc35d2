package io.nqueens.operators.crossover;

import io.nqueens.KitCalls;

import java.util.random.RandomGenerator;

/**
 * Single-point crossover: child 1 is parent 1 before the cut and parent 2 from it; child 2 the
 * other way round. The factories differ only in where the cut may fall, which is where documents
 * 000 and 001 differ: a cut at 0 or at L copies a parent unchanged. O(L).
 */
public final class SinglePoint implements KitCrossover {
    private final int lowOffset;  // smallest cut
    private final int highOffset; // largest cut is L - highOffset
    private final String name;

    private SinglePoint(int lowOffset, int highOffset, String name) {
        this.lowOffset = lowOffset;
        this.highOffset = highOffset;
        this.name = name;
    }

    /**
     * {@return single-point crossover with the cut uniform in [1, L-1]} Both parents always
     * contribute (the textbook form); a genome of one gene is copied.
     */
    public static SinglePoint interior() {
        return new SinglePoint(1, 1, "singlePoint");
    }

    /**
     * {@return single-point crossover with the cut uniform in [0, L], as document 000 draws it
     * ({@code randint(0, n)} is inclusive)}
     */
    public static SinglePoint anyCut() {
        return new SinglePoint(0, 0, "singlePoint[0..L]");
    }

    /**
     * {@return single-point crossover with the cut uniform in [0, L-1], as document 001 draws it
     * ({@code np.random.randint(n)})}
     */
    public static SinglePoint belowLength() {
        return new SinglePoint(0, 1, "singlePoint[0..L-1]");
    }

    @Override
    public void cross(int[] parent1, int[] parent2, int[] child1, int[] child2, RandomGenerator rng) {
        KitCalls.ran(KitCalls.Call.SINGLE_POINT); // an exercise may ask students to write it
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
        return name;
    }
}
