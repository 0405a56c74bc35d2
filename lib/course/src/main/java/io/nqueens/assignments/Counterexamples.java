package io.nqueens.assignments;

import io.nqueens.board.Encoding;

import java.util.SplittableRandom;

/**
 * Finds the smallest case on which a rule fails: the smallest board size first (sizes are tried
 * in increasing order), then simpler genomes (one {@link Genomes#simpler} step at a time while
 * the rule still fails for some seed), then the smallest seed. Every choice comes from the
 * search seed, so a check finds the same counterexample every time.
 */
final class Counterexamples {
    private Counterexamples() {}

    /** The most probe calls one shrink makes; it stops with the simplest case found so far. */
    static final int SHRINK_BUDGET = 40_000;

    /** One case: the rule's failure on {@code genomes} of board size n with generator seed s. */
    @FunctionalInterface
    interface Probe {
        /** Why the rule fails on this case, or null when it holds. */
        String failure(int n, int[][] genomes, long seed);
    }

    /**
     * A failing case.
     *
     * @param n the board size
     * @param genomes the genomes it was given (parents, or the genome to mutate or score)
     * @param seed the seed of the generator it was given
     * @param failure why the rule failed
     */
    record Found(int n, int[][] genomes, long seed, String failure) {}

    /**
     * Tries {@code trials} cases of random genomes (call seeds 0, 1, 2, ...) for each size in
     * {@code sizes}, in order, and shrinks the first failure. O(sizes × trials) probes, plus the
     * shrink's budget.
     *
     * @param arity genomes per case (2 for a crossover)
     * @param seeds call seeds a shrink step tries per candidate (1 for a probe that draws nothing)
     * @return the simplest failing case found, or null when the rule held on every case
     */
    static Found search(Encoding encoding, int[] sizes, int arity, int trials, long searchSeed, int seeds,
            Probe probe) {
        return search(encoding, sizes, arity, trials, searchSeed, seeds, probe, true);
    }

    /**
     * As above; {@code replayed} false for a rule that is itself about repeated calls (same seed,
     * same result), whose counterexample needs no {@link #NOT_REPRODUCED} note.
     */
    static Found search(Encoding encoding, int[] sizes, int arity, int trials, long searchSeed, int seeds,
            Probe probe, boolean replayed) {
        SplittableRandom rng = new SplittableRandom(searchSeed);
        for (int n : sizes) {
            for (int t = 0; t < trials; t++) {
                int[][] genomes = new int[arity][];
                for (int g = 0; g < arity; g++) {
                    genomes[g] = encoding.randomGenome(n, rng);
                }
                long seed = t % Math.max(1, seeds);
                String failure = probe.failure(n, genomes, seed);
                if (failure != null) {
                    Found f = shrink(encoding, new Found(n, genomes, seed, failure), seeds, probe);
                    return replayed ? reproduced(f, probe) : f;
                }
            }
        }
        return null;
    }

    /** Shrinks a failing case as described above; at most {@link #SHRINK_BUDGET} probes. */
    static Found shrink(Encoding encoding, Found found, int seeds, Probe probe) {
        int[] budget = {SHRINK_BUDGET};
        Found f = found;
        for (Found next = simplerCase(encoding, f, seeds, probe, budget); next != null;
                next = simplerCase(encoding, f, seeds, probe, budget)) {
            f = next;
        }
        for (long s = 0; s < f.seed() && budget[0]-- > 0; s++) {
            String failure = probe.failure(f.n(), f.genomes(), s);
            if (failure != null) {
                return new Found(f.n(), f.genomes(), s, failure);
            }
        }
        return f;
    }

    /** What a counterexample adds when the same case, probed again, gives another result. */
    static final String NOT_REPRODUCED = "your answer gave a different result when called again with the same input:"
            + " it keeps state between calls";

    /**
     * The case, its failure followed by {@link #NOT_REPRODUCED} when probing it once more does not
     * give the same failure: the answer depends on its earlier calls, and the student replaying the
     * case in a fresh session would not see it.
     */
    static Found reproduced(Found f, Probe probe) {
        String again = probe.failure(f.n(), f.genomes(), f.seed());
        return f.failure().equals(again) ? f
                : new Found(f.n(), f.genomes(), f.seed(), f.failure() + "; " + NOT_REPRODUCED);
    }

    /** The first failing case one step simpler than {@code f}, or null. */
    private static Found simplerCase(Encoding encoding, Found f, int seeds, Probe probe, int[] budget) {
        for (int g = 0; g < f.genomes().length; g++) {
            for (int[] candidate : Genomes.simpler(encoding, f.genomes()[g], f.n())) {
                int[][] genomes = f.genomes().clone();
                genomes[g] = candidate;
                for (long s = 0; s < Math.max(1, seeds); s++) {
                    if (budget[0]-- <= 0) {
                        return null;
                    }
                    String failure = probe.failure(f.n(), genomes, s);
                    if (failure != null) {
                        return new Found(f.n(), genomes, s, failure);
                    }
                }
            }
        }
        return null;
    }
}
