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

    /**
     * Checks the components.
     *
     * @param initial the probability at generation 0, in [0, 1]
     * @param dropPerGeneration how much it falls per generation, finite and at least 0
     * @throws IllegalArgumentException when {@code initial} is NaN or outside [0, 1], or
     *     {@code dropPerGeneration} is negative, NaN or infinite
     */
    public Rate {
        Checks.probability("rate", initial);
        Checks.nonNegative("rate drop per generation", dropPerGeneration);
    }

    /**
     * A constant probability.
     *
     * @param p the probability, in [0, 1]
     * @return a rate that never falls
     */
    public static Rate of(double p) {
        return new Rate(p, 0.0);
    }

    /**
     * A probability that starts at {@code initial} and falls by {@code drop} every generation.
     *
     * @param initial the probability at generation 0, in [0, 1]
     * @param drop how much it falls per generation, finite and at least 0
     * @return the rate
     */
    public static Rate decaying(double initial, double drop) {
        return new Rate(initial, drop);
    }

    /**
     * The probability for breeding step {@code generation} (0 = the first breeding step); always in
     * [0, {@code initial}]. A negative generation is refused, for a constant rate too: it would
     * raise a falling rate above its start, even above 1.
     *
     * @param generation the number of the generation the parents come from, at least 0
     * @return {@code max(0, initial - generation × dropPerGeneration)}
     * @throws IllegalArgumentException when {@code generation} is negative
     */
    public double at(int generation) {
        if (generation < 0) {
            throw new IllegalArgumentException("generation must be at least 0 (the first breeding step) for rate "
                    + this + ", was " + generation);
        }
        return Math.max(0.0, initial - generation * dropPerGeneration);
    }

    @Override
    public String toString() {
        return dropPerGeneration == 0 ? Double.toString(initial) : initial + " - " + dropPerGeneration + "/gen";
    }
}
