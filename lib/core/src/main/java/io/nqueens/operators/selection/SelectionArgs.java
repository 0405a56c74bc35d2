package io.nqueens.operators.selection;


import java.util.random.RandomGenerator;

/**
 * The argument check every selector of this package makes before it draws a random number,
 * following the contract of {@link Selector#select}: a non-null population, {@code into} array and
 * {@code rng}, and {@code count} in [0, {@code into.length}]. O(1); the message (naming the
 * selector, the parameter, the value and the accepted range) is built only when the check fails.
 */
final class SelectionArgs {
    private SelectionArgs() {}

    /**
     * Checks the arguments of {@code selector.select(population, count, into, rng)}.
     *
     * @throws IllegalArgumentException naming the first argument at fault
     */
    static void check(Selector selector, ScoredPopulation population, int count, int[] into, RandomGenerator rng) {
        if (population == null || into == null || count < 0 || count > into.length || rng == null) {
            throw bad(selector, population, count, into);
        }
    }

    private static IllegalArgumentException bad(Selector selector, ScoredPopulation population, int count, int[] into) {
        String what = population == null ? "population must not be null"
                : into == null ? "into must not be null"
                : count < 0 || count > into.length ? "count must be in [0, " + into.length + "] (into.length), was "
                        + count
                : "rng must not be null";
        return new IllegalArgumentException("selector " + selector + ": " + what);
    }
}
