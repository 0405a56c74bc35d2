package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.PluginNames;
import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

/**
 * Checks the output of the selection, crossover, mutation and replacement a user plugged in,
 * where it acts: indices in range, children and mutated genomes still valid genomes of the
 * encoding, every individual of a replacement's next population filled with a valid genome. A failure
 * throws an IllegalStateException that names the operator, the value and what was expected. The
 * kit's own operators are tested and skip the checks (see {@link KitOwn}); a user's
 * costs O(count) per selection and O(L) per child.
 */
final class OutputChecks {
    private final Encoding encoding;
    private final int n;
    final boolean selection;
    final boolean crossover;
    final boolean mutation;
    final boolean replacement;
    private int[] before; // a copy of the genome before a checked mutation, for the message

    OutputChecks(Settings s) {
        this.encoding = s.encoding();
        this.n = s.boardSize();
        this.selection = !KitOwn.is(s.selector());
        this.crossover = s.crossover() != null && !KitOwn.is(s.crossover());
        this.mutation = s.mutation() != null && !KitOwn.is(s.mutation());
        this.replacement = !KitOwn.is(s.replacement());
        this.before = mutation ? new int[encoding.length(n)] : null;
    }

    void selected(Selector selector, int[] into, int count, int mu) {
        for (int i = 0; i < count; i++) {
            if (into[i] < 0 || into[i] >= mu) {
                throw Checks.brief(new IllegalStateException("selector " + selector.name() + " returned index " + into[i]
                        + " at position " + i + " of " + count + "; indices must be in [0, " + (mu - 1)
                        + "] (population size " + mu + ")"));
            }
        }
    }

    void crossed(Crossover op, int[] p1, int[] p2, int[] child, int which) {
        String reason = encoding.invalidReason(child, n);
        if (reason != null) {
            throw Checks.brief(new IllegalStateException("crossover " + op.name() + " made child " + which
                    + " that is not a valid " + encoding + " genome: " + reason + "; parents "
                    + PluginFit.shown(p1) + " and " + PluginFit.shown(p2) + ", child " + PluginFit.shown(child)));
        }
    }

    /** Remembers a genome before a checked mutation changes it. */
    void beforeMutation(int[] genes) {
        System.arraycopy(genes, 0, before, 0, genes.length);
    }

    void mutated(Mutation op, int[] genes) {
        String reason = encoding.invalidReason(genes, n);
        if (reason != null) {
            throw Checks.brief(new IllegalStateException("mutation " + op.name() + " made a genome that is not a valid "
                    + encoding + " genome: " + reason + "; before " + PluginFit.shown(before) + ", after "
                    + PluginFit.shown(genes)));
        }
    }

    /** A first gene no encoding allows: marks the individuals a plug-in replacement must fill. */
    private static final int UNFILLED = Integer.MIN_VALUE;

    /** Marks every individual of {@code next} unfilled, before a plug-in replacement fills it. */
    void beforeReplacement(Population next) {
        for (int i = 0; i < next.size(); i++) {
            next.genes[i][0] = UNFILLED;
        }
    }

    /**
     * Checks that a plug-in replacement filled every individual of {@code next} with a valid
     * genome, and scores them all: a replacement outside the engine cannot set scores, so the
     * ones {@code next} held would belong to other genomes. O(μ·L) plus μ evaluations.
     */
    void replaced(Replacement op, Population next, Scorer scorer) {
        for (int i = 0; i < next.size(); i++) {
            int[] genes = next.genes[i];
            if (genes[0] == UNFILLED) {
                throw Checks.brief(new IllegalStateException("replacement " + PluginNames.of(op, "replacement") + " left individual "
                        + i + " of the next population (size " + next.size() + ") unfilled; replace(parents, offspring,"
                        + " next) must copy a genome into every next.genes(i)"));
            }
            String reason = encoding.invalidReason(genes, n);
            if (reason != null) {
                throw Checks.brief(new IllegalStateException("replacement " + PluginNames.of(op, "replacement") + " put a genome"
                        + " that is not a valid " + encoding + " genome at individual " + i + ": " + reason + "; genome "
                        + PluginFit.shown(genes)));
            }
            next.fitness[i] = scorer.score(genes);
            next.tags[i] = 0; // its identity is unknown: the distinct-genome count compares it
        }
        next.invalidate();
    }
}
