package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks a student's mutation, e.g. {@code
 * MutationCheck.of(Encoding.INTEGER).changesEachGeneWithProbability(0.2).check(myReset)}. The
 * rules (5 points):
 * <ul>
 * <li><b>no exception on valid genomes</b> (1);</li>
 * <li><b>mutated genomes stay in the encoding</b> (2): e.g. "mutated genomes keep rows 0..N-1";</li>
 * <li><b>same seed, same result</b> (1): two calls with generators of the same seed change the
 *     genome the same way, so drawing from {@code Math.random} or a {@code Random} of its own is
 *     caught;</li>
 * <li><b>changes each gene with probability p</b> (1) when declared with
 *     {@link #changesEachGeneWithProbability(double)}: the share of genes changed in 20,000
 *     mutations of random 8-queen genomes is p within a {@link Tolerance Bernstein bound} that a
 *     correct operator exceeds less than once in 10,000 checks; otherwise <b>changes some
 *     genomes</b> (1): at least one of 1,000 mutations changes its genome.</li>
 * </ul>
 * Each rule tries random genomes of 2 to 32 queens, smallest boards first, and reports the
 * smallest case found, e.g. "genome [0, 0] became [0, 2], which holds row 2 at gene 1, outside the
 * board's rows 0..1 (N = 2, seed 0)" (seed s: a {@code new SplittableRandom(s)}). A few thousand
 * mutations per rule, well under a second for the kit's own operators; the check stops at its
 * time limit (20 s unless set).
 */
public final class MutationCheck {
    private static final int PROBABILITY_MUTATIONS = 20_000;
    private static final int SOME_CHANGE_MUTATIONS = 1_000;
    private static final int N = 8;

    private final OperatorSettings settings;

    private MutationCheck(OperatorSettings settings) {
        this.settings = settings;
    }

    /**
     * A check of a mutation for genomes of {@code encoding}.
     *
     * @param encoding the encoding the mutation must keep, not null
     * @return the check, with seed 1 and a 20 s time limit
     */
    public static MutationCheck of(Encoding encoding) {
        return new MutationCheck(OperatorSettings.of(encoding));
    }

    /**
     * The same check, with the rule that each gene changes with probability {@code p}.
     *
     * @param p the declared per-gene probability, in [0, 1]
     * @return a new check
     */
    public MutationCheck changesEachGeneWithProbability(double p) {
        return new MutationCheck(settings.withGeneProbability(p));
    }

    /**
     * The same check drawing its genomes from another seed.
     *
     * @param seed any seed
     * @return a new check
     */
    public MutationCheck seed(long seed) {
        return new MutationCheck(settings.withSeed(seed));
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public MutationCheck timeLimit(Duration limit) {
        return new MutationCheck(settings.withTimeLimit(limit));
    }

    /**
     * Checks a mutation; never throws for anything the mutation does.
     *
     * @param mutation the student's mutation, not null
     * @return the report (5 points)
     */
    public Report check(Mutation mutation) {
        Checks.notNull("mutation", mutation);
        Rule last = settings.declaresProbability()
                ? new Rule("changes each gene with probability " + Text.number(settings.geneProbability()), 1,
                        () -> changeShare(mutation))
                : new Rule("changes some genomes", 1, () -> changesSome(mutation));
        Encoding encoding = settings.encoding();
        return CheckRunner.run("mutation", mutation::name, encoding.toString(), settings.timeLimit(), List.of(
                new Rule("no exception on valid genomes", 1, () -> search(mutation, this::exception)),
                new Rule(Genomes.keeps(encoding, "mutated genomes"), 2, () -> search(mutation, this::invalid)),
                new Rule("same seed, same result", 1, () -> search(mutation, this::irreproducible)),
                last));
    }

    /** What one rule looks for in one call: a failure text, or null. */
    @FunctionalInterface
    private interface CallProbe {
        String failure(Mutation op, String name, int n, int[] genome, long seed);
    }

    private Rule.Verdict search(Mutation op, CallProbe probe) {
        String name = Calls.name(op::name);
        return settings.search(1, (n, g, s) -> probe.failure(op, name, n, g[0], s));
    }

    /** One call on a copy of the genome. */
    private record Mutated(int[] after, Throwable error, long draws) {}

    private static Mutated mutate(Mutation op, int[] genome, long seed) {
        int[] g = genome.clone();
        CountingRandom rng = new CountingRandom(seed);
        Throwable error = Calls.attempt(() -> op.mutate(g, rng));
        return new Mutated(g, error, rng.draws());
    }

    private String exception(Mutation op, String name, int n, int[] genome, long seed) {
        Mutated m = mutate(op, genome, seed);
        return m.error() == null ? null
                : Text.thrown(m.error()) + "; genome " + Text.genes(genome) + " (N = " + n + ", seed " + seed + ")";
    }

    private String invalid(Mutation op, String name, int n, int[] genome, long seed) {
        Mutated m = mutate(op, genome, seed);
        String violation = m.error() == null ? Genomes.violation(settings.encoding(), m.after(), n) : null;
        return violation == null ? null : "genome " + Text.genes(genome) + " became " + Text.genes(m.after())
                + ", which " + violation + " (N = " + n + ", seed " + seed + ")";
    }

    private String irreproducible(Mutation op, String name, int n, int[] genome, long seed) {
        Mutated a = mutate(op, genome, seed);
        Mutated b = mutate(op, genome, seed);
        if (Arrays.equals(a.after(), b.after()) && (a.error() == null) == (b.error() == null)) {
            return null;
        }
        return "two calls with new SplittableRandom(" + seed + ") turned " + Text.genes(genome) + " into "
                + Text.genes(a.after()) + " then " + Text.genes(b.after()) + " (N = " + n + "); "
                + Text.otherSource(name, a.draws());
    }

    private Rule.Verdict changesSome(Mutation op) {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        for (int t = 0; t < SOME_CHANGE_MUTATIONS; t++) {
            int[] genome = settings.encoding().randomGenome(N, rng);
            Mutated m = mutate(op, genome, t);
            if (m.error() == null && !Arrays.equals(genome, m.after())) {
                return Rule.Verdict.pass();
            }
        }
        return Rule.Verdict.fail(String.format("changed no genome in %,d mutations of random %d-queen genomes",
                SOME_CHANGE_MUTATIONS, N));
    }

    private Rule.Verdict changeShare(Mutation op) {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        long genes = 0;
        long changed = 0;
        for (int t = 0; t < PROBABILITY_MUTATIONS; t++) {
            int[] genome = settings.encoding().randomGenome(N, rng);
            Mutated m = mutate(op, genome, t);
            for (int i = 0; m.error() == null && i < genome.length; i++) {
                genes++;
                changed += m.after()[i] != genome[i] ? 1 : 0;
            }
        }
        return settings.judgeShare(changed, genes, "changed %s of %,d genes ("
                + String.format("%,d", PROBABILITY_MUTATIONS) + " mutations of random " + N + "-queen genomes)");
    }
}
