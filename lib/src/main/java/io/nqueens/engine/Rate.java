package io.nqueens.engine;

import io.nqueens.Checks;

/**
 * A probability that may fall linearly with the generation: {@code p(g) = max(0, p0 - g * drop)}.
 * Document 003 lowers its crossover and mutation probabilities this way ({@code lower_pc},
 * {@code lower_pm}); every other document uses a constant. O(1).
 *
 * @param initial the probability at generation 0, in [0, 1]
 * @param dropPerGeneration how much it falls per generation, at least 0
 */
public record Rate(double initial, double dropPerGeneration) {

    public Rate {
        Checks.probability("rate", initial);
        Checks.nonNegative("rate drop per generation", dropPerGeneration);
    }

    /** A constant probability. */
    public static Rate of(double p) {
        return new Rate(p, 0.0);
    }

    /** A probability that starts at {@code initial} and falls by {@code drop} every generation. */
    public static Rate decaying(double initial, double drop) {
        return new Rate(initial, drop);
    }

    /** The probability for breeding generation {@code g} (0 = the first breeding step). */
    public double at(int generation) {
        return Math.max(0.0, initial - generation * dropPerGeneration);
    }

    @Override
    public String toString() {
        return dropPerGeneration == 0 ? Double.toString(initial) : initial + " - " + dropPerGeneration + "/gen";
    }
}
