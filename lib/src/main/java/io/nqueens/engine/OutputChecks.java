package io.nqueens.engine;

import io.nqueens.PluginNames;
import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

/**
 * Checks the output of the selection, crossover and mutation a user plugged in, where it acts:
 * indices in range, children and mutated genomes still valid genomes of the encoding. A failure
 * throws an IllegalStateException that names the operator, the value and what was expected. The
 * kit's own operators are tested and skip the checks (see {@link PluginNames#isKitOwn}); a user's
 * costs O(count) per selection and O(L) per child.
 */
final class OutputChecks {
    private final Encoding encoding;
    private final int n;
    final boolean selection;
    final boolean crossover;
    final boolean mutation;
    private int[] before; // a copy of the genome before a checked mutation, for the message

    OutputChecks(Settings s) {
        this.encoding = s.encoding();
        this.n = s.boardSize();
        this.selection = !PluginNames.isKitOwn(s.selector());
        this.crossover = s.crossover() != null && !PluginNames.isKitOwn(s.crossover());
        this.mutation = s.mutation() != null && !PluginNames.isKitOwn(s.mutation());
        this.before = mutation ? new int[encoding.length(n)] : null;
    }

    void selected(Selector selector, int[] into, int count, int mu) {
        for (int i = 0; i < count; i++) {
            if (into[i] < 0 || into[i] >= mu) {
                throw new IllegalStateException("selector " + selector.name() + " returned index " + into[i]
                        + " at position " + i + " of " + count + "; indices must be in [0, " + (mu - 1)
                        + "] (population size " + mu + ")");
            }
        }
    }

    void crossed(Crossover op, int[] p1, int[] p2, int[] child, int which) {
        String reason = encoding.invalidReason(child, n);
        if (reason != null) {
            throw new IllegalStateException("crossover " + op.name() + " made child " + which
                    + " that is not a valid " + encoding + " genome: " + reason + "; parents "
                    + PluginFit.shown(p1) + " and " + PluginFit.shown(p2) + ", child " + PluginFit.shown(child));
        }
    }

    /** Remembers a genome before a checked mutation changes it. */
    void beforeMutation(int[] genes) {
        System.arraycopy(genes, 0, before, 0, genes.length);
    }

    void mutated(Mutation op, int[] genes) {
        String reason = encoding.invalidReason(genes, n);
        if (reason != null) {
            throw new IllegalStateException("mutation " + op.name() + " made a genome that is not a valid "
                    + encoding + " genome: " + reason + "; before " + PluginFit.shown(before) + ", after "
                    + PluginFit.shown(genes));
        }
    }
}
