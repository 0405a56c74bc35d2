package io.nqueens.fitness;

import io.nqueens.board.Encoding;

/**
 * The number of queen pairs that attack each other; minimise to 0. Document 004's attack count
 * is exactly this on its integer vectors. O(N) for vector encodings, O(N²) for binary ones.
 */
public final class AttackingPairs implements Fitness {
    private final Encoding encoding;

    private AttackingPairs(Encoding encoding) {
        this.encoding = encoding;
    }

    /**
     * Attacking pairs of genomes of the given encoding.
     *
     * @param encoding the encoding of the genomes to score, not null
     * @return the count, accepting that encoding only
     */
    public static AttackingPairs of(Encoding encoding) {
        return new AttackingPairs(io.nqueens.Checks.notNull("encoding", encoding));
    }

    @Override
    public double evaluate(int[] genes, int n) {
        return encoding.attackingPairs(genes, n);
    }

    @Override
    public Direction direction() {
        return Direction.MINIMIZE;
    }

    @Override
    public double optimum(int n) {
        return 0;
    }

    @Override
    public boolean accepts(Encoding e) {
        return e == encoding;
    }
}
