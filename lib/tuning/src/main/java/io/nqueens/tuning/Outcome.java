package io.nqueens.tuning;

/**
 * What a race keeps of one run: whether it found a solution and the evaluations it spent (to the
 * first solution when solved, the whole budget's worth otherwise).
 *
 * @param solved whether the run found a real solution
 * @param evaluations the fitness evaluations it spent
 */
public record Outcome(boolean solved, long evaluations) {

    /**
     * {@return the run's cost for ranking: its evaluations when solved, +∞ otherwise} A censored
     * run is ranked below every solved one and ties with the other censored runs; the value is
     * only ever ranked, never averaged.
     */
    public double cost() {
        return solved ? evaluations : Double.POSITIVE_INFINITY;
    }
}
