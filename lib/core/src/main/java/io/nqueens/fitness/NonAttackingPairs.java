package io.nqueens.fitness;

import io.nqueens.board.Encoding;

/**
 * The number of queen pairs that do not attack each other, {@code N(N-1)/2 - attacking pairs};
 * maximise to N(N-1)/2. Document 001's {@code 28 - #attacking pairs} is this for N = 8.
 */
public final class NonAttackingPairs implements Fitness {
    private final Encoding encoding;

    private NonAttackingPairs(Encoding encoding) {
        this.encoding = encoding;
    }

    /**
     * Non-attacking pairs of genomes of the given encoding.
     *
     * @param encoding the encoding of the genomes to score, not null
     * @return the count, accepting that encoding only
     */
    public static NonAttackingPairs of(Encoding encoding) {
        return new NonAttackingPairs(io.nqueens.Checks.notNull("encoding", encoding));
    }

    @Override
    public double evaluate(int[] genes, int n) {
        return optimum(n) - encoding.attackingPairs(genes, n);
    }

    @Override
    public Direction direction() {
        return Direction.MAXIMIZE;
    }

    @Override
    public double optimum(int n) {
        return (double) n * (n - 1) / 2;
    }

    @Override
    public boolean accepts(Encoding e) {
        return e == encoding;
    }
}
