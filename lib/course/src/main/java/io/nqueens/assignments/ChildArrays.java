package io.nqueens.assignments;

import java.util.List;

/**
 * What the child arrays hold when a crossover check calls the crossover: -1 everywhere ({@link
 * CrossoverCheck#UNWRITTEN}, so that a place left unwritten shows), zeros (a fresh {@code new
 * int[N]}, as the notebook and a new population pass them), or an earlier child (the engine
 * reuses its arrays). A child must not depend on them. O(N) per array.
 */
enum ChildArrays {
    UNWRITTEN(""),
    ZEROED(" on fresh zeroed child arrays (new int[N], as the engine and the notebook pass them)"),
    STALE(" on child arrays that still held earlier children (the engine reuses its arrays)");

    /** How a message names the case, after "gave [...]"; empty for {@link #UNWRITTEN}. */
    final String shown;

    ChildArrays(String shown) {
        this.shown = shown;
    }

    /** A child array of the parents' length; {@code earlier} is the genome a stale array holds. */
    int[] child(int[] earlier) {
        return switch (this) {
            case UNWRITTEN -> CrossoverCheck.filled(earlier.length);
            case ZEROED -> new int[earlier.length];
            case STALE -> earlier.clone();
        };
    }

    /**
     * A call whose children the encoding and named-operator rules judge.
     *
     * @param fill what the child arrays hold
     * @param two whether both children are asked for (false: {@code c2} is null)
     */
    record Call(ChildArrays fill, boolean two) {}

    /** Two children on -1, on zeros and on stale arrays, and child 1 alone on zeros (c2 null). */
    static final List<Call> JUDGED_CALLS = List.of(new Call(UNWRITTEN, true), new Call(ZEROED, true),
            new Call(ZEROED, false), new Call(STALE, true));
}
