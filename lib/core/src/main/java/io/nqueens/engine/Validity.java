package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.PluginNames;
import io.nqueens.board.Encoding;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.operators.selection.Selector;

import java.util.EnumSet;
import java.util.Set;

/**
 * The engine's one validity seam, in the way a constraint sits at one seam of Jenetics' engine:
 * picked once when the engine is built, from the parts of its {@link Settings}, and asked by the
 * breeding loop and the scorer after each part acts. It checks the output of every selector,
 * crossover, mutation, replacement and fitness: indices in range, children and mutated genomes
 * still valid genomes of the encoding, every individual of a replacement's next population filled
 * with a valid genome (and scored again, since a replacement outside the engine cannot set
 * scores), every real solution scored at the fitness's optimum. A failure throws an
 * IllegalStateException that names the part, the value and what was expected.
 *
 * <p>Every part goes through the same calls of the same interfaces; the only difference the kit's
 * own parts ({@link KitOwn}) get is an opt-out, role by role, where it was measured to pay (see
 * {@link #SKIPS_KIT_OWN}): a check that costs a measurable share of a generation on the kit's
 * benchmarks is skipped for the kit's tested parts. A plug-in is checked in every role. O(count)
 * per checked selection, O(L) per checked child or mutation, O(μ·L) plus μ evaluations per
 * checked replacement, O(L) per checked score off the optimum.
 */
final class Validity {
    /** The parts' roles, each with its own check. */
    enum Role { SELECTION, CROSSOVER, MUTATION, REPLACEMENT, SOLUTIONS }

    /**
     * The roles whose check the kit's own parts skip. A replacement's check scores the whole next
     * population again and the fitness's counts the conflicts of each genome scored off the
     * optimum, each about doubling a generation's evaluations. A crossover's or mutation's check
     * costs O(L) per child, and more: the documents' flawed set-ups rely on the kit's operators
     * making genomes the strict check refuses (document 002's cut-and-crossfill on the binary board
     * changes the number of queens), which the kit's tests vouch for instead. A selection's check,
     * O(count) comparisons a generation, is kept for every selector: with it, the benchmark's
     * section 2 (DEAP's GA, kit/Jenetics) and section 3 (document 001, ns per individual) were no
     * worse than without it and before this seam (figures in the commit message).
     */
    private static final Set<Role> SKIPS_KIT_OWN = EnumSet.of(Role.CROSSOVER, Role.MUTATION, Role.REPLACEMENT,
            Role.SOLUTIONS);

    private final Encoding encoding;
    private final int n;
    final boolean selection;
    final boolean crossover;
    final boolean mutation;
    final boolean replacement;
    final boolean solutions;

    Validity(Settings s) {
        this.encoding = s.encoding();
        this.n = s.boardSize();
        this.selection = checks(s.selector(), Role.SELECTION);
        this.crossover = s.crossover() != null && checks(s.crossover(), Role.CROSSOVER);
        this.mutation = s.mutation() != null && checks(s.mutation(), Role.MUTATION);
        this.replacement = checks(s.replacement(), Role.REPLACEMENT);
        this.solutions = checks(s.fitness(), Role.SOLUTIONS);
    }

    /** Whether the output of {@code part} in {@code role} is checked: always, but for a measured opt-out. */
    private static boolean checks(Object part, Role role) {
        return !(SKIPS_KIT_OWN.contains(role) && KitOwn.is(part));
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

    /** Checks a genome a mutation changed; {@code before} is a copy of it from before, for the message. */
    void mutated(Mutation op, int[] before, int[] genes) {
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
