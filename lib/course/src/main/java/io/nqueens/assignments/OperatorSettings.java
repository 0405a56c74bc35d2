package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;

import java.time.Duration;

/**
 * What a crossover or mutation check is set up with, and the search both run for each rule:
 * random cases of 2 to 32 queens, smallest boards first, the first failure shrunk.
 *
 * @param encoding the encoding the operator must keep
 * @param geneProbability the declared per-gene probability, or NaN when none is declared
 * @param seed the seed the cases are drawn from
 * @param timeLimit the time the whole check may take
 */
record OperatorSettings(Encoding encoding, double geneProbability, long seed, Duration timeLimit) {
    static final int[] SIZES = {2, 3, 4, 5, 6, 7, 8, 10, 12, 16, 20, 32};
    static final int TRIALS_PER_SIZE = 40;
    static final int SEEDS_PER_CASE = 8;

    OperatorSettings {
        Checks.notNull("encoding", encoding);
        Checks.positive("time limit", timeLimit);
    }

    static OperatorSettings of(Encoding encoding) {
        return new OperatorSettings(encoding, Double.NaN, 1, CheckRunner.DEFAULT_LIMIT);
    }

    OperatorSettings withGeneProbability(double p) {
        return new OperatorSettings(encoding, Checks.probability("p", p), seed, timeLimit);
    }

    OperatorSettings withSeed(long s) {
        return new OperatorSettings(encoding, geneProbability, s, timeLimit);
    }

    OperatorSettings withTimeLimit(Duration limit) {
        return new OperatorSettings(encoding, geneProbability, seed, limit);
    }

    boolean declaresProbability() {
        return !Double.isNaN(geneProbability);
    }

    /** Passes, or fails with the simplest failing case of {@code arity} random genomes found. */
    Rule.Verdict search(int arity, Counterexamples.Probe probe) {
        return search(arity, probe, true);
    }

    /** As above; {@code replayed} false for the same-seed rule (see {@link Counterexamples#search}). */
    Rule.Verdict search(int arity, Counterexamples.Probe probe, boolean replayed) {
        Counterexamples.Found found = Counterexamples.search(encoding, SIZES, arity, TRIALS_PER_SIZE, seed,
                SEEDS_PER_CASE, probe, replayed);
        return found == null ? Rule.Verdict.pass() : Rule.Verdict.fail(found.failure());
    }

    /**
     * Judges a measured share against the declared probability: {@code observed} is formatted
     * with the share (a percentage) and the number of trials, and followed by the expected share
     * and its {@link Tolerance}.
     */
    Rule.Verdict judgeShare(long hits, long trials, String observed) {
        if (trials == 0) {
            return Rule.Verdict.notChecked("every call threw an exception");
        }
        double share = (double) hits / trials;
        double t = Tolerance.halfWidth(geneProbability, trials, Tolerance.FALSE_ALARM);
        String measured = String.format(observed, Tolerance.percent(share, t), trials) + "; expected "
                + Tolerance.percent(geneProbability, t) + " ± " + Tolerance.percent(t, t);
        return Math.abs(share - geneProbability) <= t ? Rule.Verdict.pass(measured) : Rule.Verdict.fail(measured);
    }
}
