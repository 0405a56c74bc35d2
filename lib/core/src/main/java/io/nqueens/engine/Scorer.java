package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;

/**
 * A run's fitness function, counted and checked where it acts. Every score must be a finite
 * number no better than the declared optimum (O(1) a call); a fitness written by the user (a
 * lambda or a class outside the kit) must also score every real solution at the optimum, which
 * costs an O(L) validity and conflict count for each genome scored off the optimum (the kit's own
 * fitnesses skip it: see {@link Validity}). A score that
 * breaks a rule fails the run at once with an IllegalStateException naming the fitness, the genome,
 * the score and what was expected.
 */
final class Scorer {
    private final Fitness fitness;
    private final Encoding encoding;
    private final int n;
    private final double optimum;
    private final double lowest; // the allowed scores: finite and no better than the optimum
    private final double highest;
    private final boolean checkSolutions;
    private long evaluations;

    Scorer(Settings settings, Validity validity) {
        this.fitness = settings.fitness();
        this.encoding = settings.encoding();
        this.n = settings.boardSize();
        this.optimum = fitness.optimum(n);
        boolean minimise = fitness.direction() == Direction.MINIMIZE;
        this.lowest = minimise ? Math.max(optimum, -Double.MAX_VALUE) : -Double.MAX_VALUE;
        this.highest = minimise ? Double.MAX_VALUE : Math.min(optimum, Double.MAX_VALUE);
        this.checkSolutions = validity.solutions;
    }

    /** Scores a genome and counts one evaluation. */
    double score(int[] genes) {
        evaluations++;
        double f = fitness.evaluate(genes, n);
        // One range test per call, which NaN fails too: [lowest, highest] is the finite scores
        // from the optimum on (up to MAX_VALUE when minimised, down to -MAX_VALUE when maximised).
        if (!(f >= lowest && f <= highest)) {
            throw bad(genes, f, Double.isFinite(f) ? "it is better than the declared optimum " + optimum
                    : "a fitness function must return a finite number (NaN and infinities break selection)");
        }
        if (checkSolutions && f != optimum && isRealSolution(genes)) {
            throw bad(genes, f, "the genome is a real solution, so it must score the declared optimum " + optimum);
        }
        return f;
    }

    private IllegalStateException bad(int[] genes, double f, String why) {
        return Checks.brief(new IllegalStateException("fitness " + fitness.name() + " returned " + f + " for the genome "
                + PluginFit.shown(genes) + " (N = " + n + "): " + why));
    }

    /** Whether a genome is a valid board without an attacking pair. O(L). */
    boolean isRealSolution(int[] genes) {
        return encoding.invalidReason(genes, n) == null && encoding.attackingPairs(genes, n) == 0;
    }

    /** {@return the score every real solution has} */
    double optimum() {
        return optimum;
    }

    /** {@return fitness evaluations so far} */
    long evaluations() {
        return evaluations;
    }
}
