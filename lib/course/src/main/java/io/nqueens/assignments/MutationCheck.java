package io.nqueens.assignments;

import io.nqueens.Checks;
import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Checks a student's mutation, e.g. {@code MutationCheck.perGeneReset(0.2).check(myReset)} or
 * {@code MutationCheck.of(Encoding.PERMUTATION).check(anyMutation)}. The rules (5 points, 6
 * with a declared per-gene probability, 8 for a per-gene reset):
 * <ul>
 * <li><b>changes genomes</b> (1), the gate: at least one of 1,000 mutations of random 8-queen
 *     genomes changes its genome; an answer that changes nothing scores 0 on the whole check. For
 *     a per-gene reset the changes must also be a reset's: an answer that swaps genes (the rows
 *     stay, in other places) or moves every gene of the genomes it mutates (the rate drawn once
 *     per genome) is another operator and scores 0, the message naming which;</li>
 * <li><b>no exception on valid genomes</b> (1);</li>
 * <li><b>mutated genomes stay in the encoding</b> (2): e.g. "mutated genomes keep rows 0..N-1";</li>
 * <li><b>same seed, same result</b> (1): two calls with generators of the same seed change the
 *     genome the same way, so drawing from {@code Math.random} or a {@code Random} of its own is
 *     caught; pairs of calls that both threw compare nothing: when every pair threw the rule is
 *     not checked ({@link SameSeed});</li>
 * <li><b>changes each gene with probability p</b> (1) when declared with
 *     {@link #changesEachGeneWithProbability(double)}: the share of genes changed in 20,000
 *     mutations of random 8-queen genomes, and in those of 5, 13 and 32 queens, is p within a
 *     {@link Tolerance Bernstein bound} that a correct operator exceeds less than once in 10,000
 *     checks per size;</li>
 * <li>for {@link #perGeneReset(double)}, <b>each gene changes on its own draw</b> (1): in the
 *     same 20,000 mutations each of the 8 positions changes with p and the number of genes
 *     changed together follows the binomial law, and <b>a moved queen goes to each other row
 *     equally often</b> (1): every move from row a to row b &ne; a makes 1/56 of the changes;
 *     both on 5, 13 and 32 queens too ({@link GeneChanges#SIZES}).
 *     Calling the kit's {@code RandomReset} scores 0 when graded (it is absent from the student's
 *     class path then; the checklist's last line says so).</li>
 * </ul>
 * Each rule tries random genomes of 2 to 32 queens, smallest boards first, and reports the
 * smallest case found, e.g. "genome [0, 0] became [0, 2], which holds row 2 at gene 1, outside the
 * board's rows 0..1 (N = 2, seed 0)" (seed s: a {@code new SplittableRandom(s)}). A few thousand
 * mutations per rule, well under a second for the kit's own operators; the check stops at its
 * time limit (20 s unless set).
 */
public final class MutationCheck {
    private static final int SOME_CHANGE_MUTATIONS = 1_000;
    private static final int N = 8;

    private final OperatorSettings settings;
    private final boolean perGene;
    private final String forbidden;

    private MutationCheck(OperatorSettings settings, boolean perGene, String forbidden) {
        this.settings = settings;
        this.perGene = perGene;
        this.forbidden = forbidden;
    }

    private MutationCheck(OperatorSettings settings) {
        this(settings, false, "");
    }

    /**
     * A check of a per-gene reset on integer vectors, as exercise 4 asks for it: each gene, on a
     * draw of its own, moves with probability {@code p} to one of the other N-1 rows, each equally
     * likely. Calling the kit's {@code RandomReset} scores 0.
     *
     * @param p the per-gene probability, in [0, 1]
     * @return the check (8 points)
     */
    public static MutationCheck perGeneReset(double p) {
        return new MutationCheck(OperatorSettings.of(Encoding.INTEGER).withGeneProbability(p), true,
                "the kit's RandomReset");
    }

    /**
     * The same check without forbidding the kit's own mutations: for checking the kit itself,
     * never for an exercise.
     *
     * @return a new check
     */
    public MutationCheck allowingTheKitsOwn() {
        return new MutationCheck(settings, perGene, "");
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
        return new MutationCheck(settings.withGeneProbability(p), perGene, forbidden);
    }

    /**
     * The same check drawing its genomes from another seed.
     *
     * @param seed any seed
     * @return a new check
     */
    public MutationCheck seed(long seed) {
        return new MutationCheck(settings.withSeed(seed), perGene, forbidden);
    }

    /**
     * The same check with another time limit.
     *
     * @param limit the time the whole check may take, positive
     * @return a new check
     */
    public MutationCheck timeLimit(Duration limit) {
        return new MutationCheck(settings.withTimeLimit(limit), perGene, forbidden);
    }

    /**
     * Checks a mutation; never throws for anything the mutation does.
     *
     * @param mutation the student's mutation, not null
     * @return the report (5, 6 or 8 points: see above)
     */
    public Report check(Mutation mutation) {
        Checks.notNull("mutation", mutation);
        Encoding encoding = settings.encoding();
        List<Rule> rules = new ArrayList<>(List.of(
                Rule.gate("changes genomes", 1, () -> changesSome(mutation)),
                new Rule("no exception on valid genomes", 1, () -> search(mutation, this::exception)),
                new Rule(Genomes.keeps(encoding, "mutated genomes"), 2, () -> search(mutation, this::invalid)),
                new Rule("same seed, same result", 1, () -> sameSeed(mutation))));
        if (settings.declaresProbability()) {
            rules.add(new Rule("changes each gene with probability " + Text.number(settings.geneProbability()), 1,
                    () -> changeShare(mutation)));
        }
        if (perGene) {
            List<GeneChanges> samples = new ArrayList<>(); // drawn by the first of the two rules; they run in order
            rules.add(new Rule("each gene changes on its own draw", 1, () -> {
                for (int[] size : GeneChanges.SIZES) {
                    samples.add(GeneChanges.sample(mutation, settings.seed(), size[0], size[1]));
                }
                return everySize(samples, g -> g.independent(settings.geneProbability()));
            }));
            rules.add(new Rule("a moved queen goes to each other row equally often", 1,
                    () -> everySize(samples, GeneChanges::uniformMoves)));
        }
        String detail = (perGene ? "per-gene reset, " : "") + encoding;
        return CheckRunner.run("mutation", mutation::name, detail, settings.timeLimit(), CheckRunner.whenGraded(forbidden, rules));
    }

    /**
     * A rule judged on every board size sampled: the first size that fails (8 queens first), or
     * the pass of 8 queens; a size where the rule could not be judged says so, unless another
     * failed.
     */
    private static Rule.Verdict everySize(List<GeneChanges> samples, java.util.function.Function<GeneChanges,
            Rule.Verdict> rule) {
        Rule.Verdict shown = null;
        for (GeneChanges g : samples) {
            Rule.Verdict v = rule.apply(g);
            if (!v.passed() && !v.message().startsWith(RuleResult.NOT_CHECKED)) {
                return g.n == GeneChanges.N ? v : Rule.Verdict.fail("on " + g.n + " queens: " + v.message());
            }
            if (shown == null || (shown.passed() && !v.passed())) {
                shown = v;
            }
        }
        return shown;
    }

    /** What one rule looks for in one call: a failure text, or null. */
    @FunctionalInterface
    private interface CallProbe {
        String failure(Mutation op, String name, int n, int[] genome, long seed);
    }

    private Rule.Verdict search(Mutation op, CallProbe probe) {
        return search(op, probe, true);
    }

    /** A rule's search; {@code replayed} false for the same-seed rule, which is about repeated calls. */
    private Rule.Verdict search(Mutation op, CallProbe probe, boolean replayed) {
        String name = Calls.name(op::name);
        return settings.search(1, (n, g, s) -> probe.failure(op, name, n, g[0], s), replayed);
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

    /** The same-seed rule: not checked when every pair of calls threw (see {@link SameSeed}). */
    private Rule.Verdict sameSeed(Mutation op) {
        SameSeed pairs = new SameSeed();
        return pairs.verdict(search(op, (o, name, n, g, s) -> irreproducible(o, name, n, g, s, pairs), false));
    }

    private static String irreproducible(Mutation op, String name, int n, int[] genome, long seed, SameSeed pairs) {
        Mutated a = mutate(op, genome, seed);
        Mutated b = mutate(op, genome, seed);
        if (!pairs.pair(a.error(), b.error())) {
            return null;
        }
        if (Arrays.equals(a.after(), b.after()) && (a.error() == null) == (b.error() == null)) {
            return null;
        }
        return "two calls with new SplittableRandom(" + seed + ") turned " + Text.genes(genome) + " into "
                + Text.genes(a.after()) + " then " + Text.genes(b.after()) + " (N = " + n + "); "
                + Text.otherSource(name, a.draws());
    }

    private Rule.Verdict changesSome(Mutation op) {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        long changed = 0;
        long everyGene = 0; // changed genomes whose every gene moved
        long sameRows = 0; // changed genomes holding the same rows as before, in other places
        for (int t = 0; t < SOME_CHANGE_MUTATIONS; t++) {
            int[] genome = settings.encoding().randomGenome(N, rng);
            Mutated m = mutate(op, genome, t);
            if (m.error() == null && !Arrays.equals(genome, m.after())) {
                if (!perGene) {
                    return Rule.Verdict.pass();
                }
                changed++;
                everyGene += GeneChanges.moved(genome, m.after()) == N ? 1 : 0;
                sameRows += GeneChanges.sameRows(genome, m.after()) ? 1 : 0;
            }
        }
        if (changed > 0) {
            return resets(changed, everyGene, sameRows);
        }
        return Rule.Verdict.fail(String.format("changed no genome in %,d mutations of random %d-queen genomes: a"
                + " mutation must change something, and an answer that does not scores 0", SOME_CHANGE_MUTATIONS, N));
    }

    /**
     * The per-gene reset's gate, past "changes something": the changed genomes are not those of
     * another operator. A swap keeps the genome's rows (a reset does in under 1% of changed
     * genomes); a rate drawn once per genome moves every gene (a reset moves all 8 in a share
     * p^8 / (1 - (1-p)^8) of them, 0.002% at p = 0.2). Either in half the changed genomes, where
     * a reset gives it in under a quarter, is another operator: it scores 0.
     */
    private Rule.Verdict resets(long changed, long everyGene, long sameRows) {
        String of = String.format("of the %,d genomes that %,d mutations of random %d-queen genomes changed,",
                changed, SOME_CHANGE_MUTATIONS, N);
        if (2 * sameRows >= changed) {
            return Rule.Verdict.fail(String.format("%s %,d held the same rows as before, in other places: it swaps"
                    + " two genes: the exercise asks for a reset to another row, and another operator scores 0",
                    of, sameRows));
        }
        double p = settings.geneProbability();
        double allMove = Math.pow(p, N) / (1 - Math.pow(1 - p, N));
        if (2 * everyGene >= changed && allMove < 0.25) {
            return Rule.Verdict.fail(String.format("%s %,d had every gene moved: it moves every gene of a mutated"
                    + " genome: the rate is per gene (each gene moves with probability %s on a draw of its own), and"
                    + " another operator scores 0", of, everyGene, Text.number(p)));
        }
        return Rule.Verdict.pass();
    }

    /**
     * The rate rule, on every board size of {@link GeneChanges#SIZES} (8 queens first, its share
     * shown when every size passes): a rate that depends on the board's size (a fixed number of
     * genes, a rate scaled by 8 / n) is right on one size only.
     */
    private Rule.Verdict changeShare(Mutation op) {
        Rule.Verdict shown = null;
        for (int[] size : GeneChanges.SIZES) {
            Rule.Verdict v = changeShare(op, size[0], size[1]);
            if (!v.passed()) {
                return size[0] == N ? v : Rule.Verdict.fail((v.message().startsWith(RuleResult.NOT_CHECKED) ? ""
                        : "on " + size[0] + " queens: ") + v.message());
            }
            shown = shown == null ? v : shown;
        }
        return shown;
    }

    private Rule.Verdict changeShare(Mutation op, int n, int mutations) {
        SplittableRandom rng = new SplittableRandom(settings.seed());
        long genes = 0;
        long changed = 0;
        for (int t = 0; t < mutations; t++) {
            int[] genome = settings.encoding().randomGenome(n, rng);
            Mutated m = mutate(op, genome, t);
            for (int i = 0; m.error() == null && i < genome.length; i++) {
                genes++;
                changed += m.after()[i] != genome[i] ? 1 : 0;
            }
        }
        return settings.judgeShare(changed, genes, "changed %s of %,d genes (" + String.format("%,d", mutations)
                + " mutations of random " + n + "-queen genomes)");
    }
}
