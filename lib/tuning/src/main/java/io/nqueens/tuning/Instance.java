package io.nqueens.tuning;

import io.nqueens.Checks;

/**
 * A block of a race: a board size and a seed, on which every configuration runs once (so their
 * costs are paired).
 *
 * @param n the board size, at least 4
 * @param seed the run's seed
 */
public record Instance(int n, long seed) {
    /**
     * @param n the board size, 4 to 100,000
     * @param seed any seed
     */
    public Instance {
        Checks.inRange("instance board size", n, 4, 100_000);
    }

    @Override
    public String toString() {
        return n + ":" + seed;
    }

    /**
     * Reads {@code N:SEED}, as {@link #toString()} writes it.
     *
     * @param text the instance, e.g. "8:1017"
     * @return the instance
     */
    public static Instance parse(String text) {
        String[] p = Checks.notNull("instance", text).split(":");
        try {
            if (p.length == 2) {
                return new Instance(Integer.parseInt(p[0].trim()), Long.parseLong(p[1].trim()));
            }
        } catch (NumberFormatException e) {
            // refused below, with the expected form
        }
        throw new IllegalArgumentException("instance must be N:SEED, e.g. 8:1017, was \"" + text + "\"");
    }
}
