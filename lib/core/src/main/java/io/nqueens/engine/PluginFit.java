package io.nqueens.engine;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.fitness.Direction;
import io.nqueens.fitness.Fitness;
import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;
import io.nqueens.solver.ExplicitSolution;

import java.util.Arrays;
import java.util.StringJoiner;
import java.util.function.Predicate;

/**
 * The checks an engine makes of its plug-ins when it is built: each fits the encoding, the fitness
 * declares a direction and a finite optimum, and scores a real solution at that optimum. The last
 * costs one evaluation of a solution written down by {@link ExplicitSolution}, on boards of up to
 * {@link #SOLUTION_CHECK_UP_TO} queens (a user's O(N²) fitness stays quick there); larger boards
 * are checked as the run meets solutions.
 */
final class PluginFit {
    /** Largest board on which the fitness is checked against a known solution when the engine is built. */
    static final int SOLUTION_CHECK_UP_TO = 4096;

    private PluginFit() {}

    static void check(Encoding encoding, int n, Fitness fitness, Crossover crossover, Mutation mutation,
            double shareThreshold) {
        if (!fitness.accepts(encoding)) {
            throw misfit("fitness " + fitness.name(), encoding, fitness::accepts);
        }
        if (crossover != null && !crossover.accepts(encoding)) {
            throw misfit("crossover " + crossover.name(), encoding, crossover::accepts);
        }
        if (mutation != null && !mutation.accepts(encoding)) {
            throw misfit("mutation " + mutation.name(), encoding, mutation::accepts);
        }
        Direction direction = fitness.direction();
        if (direction == null) {
            throw Checks.brief(new IllegalArgumentException("fitness " + fitness.name()
                    + ": direction() returned null; it must be MAXIMIZE or MINIMIZE"));
        }
        double optimum = fitness.optimum(n);
        if (!Double.isFinite(optimum)) {
            throw Checks.brief(new IllegalArgumentException("fitness " + fitness.name() + ": optimum(" + n
                    + ") must be a finite number, was " + optimum));
        }
        if (!Double.isNaN(shareThreshold) && direction != Direction.MAXIMIZE) {
            // The rule mutates the children with the smallest shares: under a minimised fitness
            // those would be the best ones.
            throw Checks.brief(new IllegalArgumentException("mutationWhenFitnessShareBelow needs a maximised fitness (a larger"
                    + " score is fitter); fitness " + fitness.name() + " is minimised"));
        }
        if (ExplicitSolution.exists(n) && n <= SOLUTION_CHECK_UP_TO) {
            int[] solution = encoding.fromBoard(ExplicitSolution.of(n));
            double score = fitness.evaluate(solution, n);
            if (score != optimum) {
                throw Checks.brief(new IllegalArgumentException("fitness " + fitness.name() + " scores the solution "
                        + shown(solution) + " (N = " + n + ") as " + score + ", but declares optimum(" + n + ") = "
                        + optimum + "; every real solution must score the optimum"));
            }
        }
    }

    /** A genome for a message: its genes up to 64 of them, else its length. */
    static String shown(int[] genes) {
        return genes.length <= 64 ? Arrays.toString(genes) : "of " + genes.length + " genes";
    }

    private static IllegalArgumentException misfit(String plugin, Encoding encoding, Predicate<Encoding> accepts) {
        StringJoiner names = new StringJoiner(", ");
        for (Encoding e : Encoding.values()) {
            if (accepts.test(e)) {
                names.add(e.name());
            }
        }
        return Checks.brief(new IllegalArgumentException(plugin + " does not fit the " + encoding + " encoding; it accepts "
                + (names.length() == 0 ? "no encoding" : names.toString())));
    }
}
