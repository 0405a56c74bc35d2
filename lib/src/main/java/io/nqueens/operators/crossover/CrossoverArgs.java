package io.nqueens.operators.crossover;

/**
 * The argument checks every crossover of this package makes before it reads a gene or draws a
 * random number, following the contract of {@link Crossover#cross}: both parents non-null and of
 * one length L, at least the length the operator needs; {@code child1} non-null and of length L;
 * {@code child2} either null or of length L. O(1): a few comparisons, and the message (naming the
 * operator, the parameter, the value and the accepted range) is built only when a check fails.
 */
final class CrossoverArgs {
    private CrossoverArgs() {}

    /**
     * Checks the arguments of {@code operator.cross(parent1, parent2, child1, child2, rng)} and
     * returns the parents' length L, at least {@code minLength}.
     *
     * @throws IllegalArgumentException naming the first argument at fault
     */
    static int check(Crossover operator, int[] parent1, int[] parent2, int[] child1, int[] child2, int minLength) {
        if (parent1 == null || parent2 == null || child1 == null) {
            throw nullArgument(operator, parent1 == null ? "parent1" : parent2 == null ? "parent2" : "child1");
        }
        int length = parent1.length;
        if (length < minLength || parent2.length != length || child1.length != length
                || (child2 != null && child2.length != length)) {
            throw badLength(operator, parent1, parent2, child1, child2, minLength);
        }
        return length;
    }

    private static IllegalArgumentException nullArgument(Crossover operator, String name) {
        return new IllegalArgumentException("crossover " + operator + ": " + name + " must not be null");
    }

    private static IllegalArgumentException badLength(Crossover operator, int[] parent1, int[] parent2,
            int[] child1, int[] child2, int minLength) {
        int length = parent1.length;
        String what;
        if (length < minLength) {
            what = "parent1.length must be at least " + minLength + ", was " + length;
        } else if (parent2.length != length) {
            what = "parent2.length must be " + length + " (parent1.length: parents must have the same length), was "
                    + parent2.length;
        } else if (child1.length != length) {
            what = "child1.length must be " + length + " (the parents' length), was " + child1.length;
        } else {
            what = "child2.length must be " + length + " (the parents' length), was " + child2.length;
        }
        return new IllegalArgumentException("crossover " + operator + ": " + what);
    }
}
