package io.nqueens.operators;

import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.crossover.Pmx;
import io.nqueens.operators.crossover.RowBoundary;
import io.nqueens.operators.crossover.SinglePoint;
import io.nqueens.operators.mutation.InRowMove;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.mutation.RandomReset;
import io.nqueens.operators.mutation.Swap;
import io.nqueens.operators.selection.Selector;
import io.nqueens.operators.selection.Tournament;

/**
 * The usual operators for each encoding, which an engine uses where its builder names none: each
 * keeps its encoding valid. Kept apart from the engine so the engine depends on the operator
 * interfaces only.
 */
public final class Defaults {
    private Defaults() {}

    /**
     * {@return the usual crossover of an encoding, or null for BINARY} (no standard recombination
     * keeps exactly N queens on a grid): single point (interior cut) for INTEGER, PMX for
     * PERMUTATION, a cut between rows for ONE_HOT_ROWS.
     *
     * @param encoding the genome encoding, not null
     */
    public static Crossover crossover(Encoding encoding) {
        return switch (encoding) {
            case INTEGER -> SinglePoint.interior();
            case PERMUTATION -> Pmx.of();
            case ONE_HOT_ROWS -> RowBoundary.of();
            case BINARY -> null;
        };
    }

    /**
     * {@return the usual mutation of an encoding} random reset to another row for INTEGER, a swap
     * of two genes for PERMUTATION and BINARY, a move within a row for ONE_HOT_ROWS.
     *
     * @param encoding the genome encoding, not null
     */
    public static Mutation mutation(Encoding encoding) {
        return switch (encoding) {
            case INTEGER -> RandomReset.toOtherValue();
            case PERMUTATION, BINARY -> Swap.of();
            case ONE_HOT_ROWS -> InRowMove.of();
        };
    }

    /**
     * {@return the usual selection for a population of μ} a tournament of 3 (of 2 when μ = 2, so
     * that every population the engine accepts fits it).
     *
     * @param mu the population size, at least 2
     */
    public static Selector selector(int mu) {
        return Tournament.of(Math.min(3, mu));
    }
}
