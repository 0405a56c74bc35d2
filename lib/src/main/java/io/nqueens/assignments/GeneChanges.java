package io.nqueens.assignments;

import io.nqueens.board.Encoding;
import io.nqueens.operators.mutation.Mutation;

import java.util.SplittableRandom;

/**
 * What a mutation changed in many mutations of random genomes of N = {@value #N} integer genes:
 * per position, per genome (how many genes changed) and per move (old row to new row). It
 * decides the rules of a per-gene reset: each gene changes with probability p, independently of
 * the others, and a changed gene moves to each of the N-1 other rows equally often. Each rule is
 * a set of shares tested with a Bernstein bound and a Bonferroni correction over the set, so a
 * correct mutation fails it less than once in 10,000 checks. O(mutations × N).
 */
final class GeneChanges {
    static final int N = 8;
    static final int MUTATIONS = 20_000;

    final long[] perPosition = new long[N];
    final long[] perGenome = new long[N + 1];
    final long[][] moves = new long[N][N];
    long changed;
    long mutated; // mutations that returned normally

    /** Mutates {@code MUTATIONS} random genomes drawn from {@code seed}, call t with generator seed t. */
    static GeneChanges sample(Mutation op, long seed) {
        GeneChanges g = new GeneChanges();
        SplittableRandom rng = new SplittableRandom(seed);
        for (int t = 0; t < MUTATIONS; t++) {
            int[] genome = Encoding.INTEGER.randomGenome(N, rng);
            int[] after = genome.clone();
            long callSeed = t;
            Throwable error = Calls.attempt(() -> op.mutate(after, new CountingRandom(callSeed)));
            if (error != null || Genomes.violation(Encoding.INTEGER, after, N) != null) {
                continue;
            }
            g.mutated++;
            int k = 0;
            for (int i = 0; i < N; i++) {
                if (after[i] != genome[i]) {
                    k++;
                    g.perPosition[i]++;
                    g.moves[genome[i]][after[i]]++;
                }
            }
            g.perGenome[k]++;
            g.changed += k;
        }
        return g;
    }

    /** {@return how many genes differ between {@code before} and {@code after}} O(N). */
    static int moved(int[] before, int[] after) {
        int k = 0;
        for (int i = 0; i < before.length; i++) {
            k += before[i] != after[i] ? 1 : 0;
        }
        return k;
    }

    /** {@return whether two genomes of rows 0..N-1 hold each row equally often} O(N). */
    static boolean sameRows(int[] before, int[] after) {
        int[] count = new int[before.length + 1];
        for (int i = 0; i < before.length; i++) {
            count[Math.floorMod(before[i], count.length)]++;
            count[Math.floorMod(after[i], count.length)]--;
        }
        for (int c : count) {
            if (c != 0) {
                return false;
            }
        }
        return true;
    }

    /** Each position changes with p, and the number of changed genes is Binomial(N, p). */
    Rule.Verdict independent(double p) {
        if (mutated == 0) {
            return Rule.Verdict.notChecked("no mutation returned a valid genome");
        }
        double alpha = Tolerance.FALSE_ALARM / (N + N + 1);
        Draws.Deviation worst = null;
        for (int i = 0; i < N; i++) {
            worst = worse(worst, perPosition[i], mutated, p, alpha, "gene " + i + " changed in %s of %,d mutations");
        }
        for (int k = 0; k <= N; k++) {
            worst = worse(worst, perGenome[k], mutated, binomial(N, k, p), alpha, k + " of the " + N
                    + " genes changed together in %s of %,d mutations");
        }
        String text = worst.text() + String.format(" (%,d mutations of random %d-queen genomes)", MUTATIONS, N);
        return worst.ratio() <= 1 ? Rule.Verdict.pass("furthest from its share: " + text)
                : Rule.Verdict.fail(text + "; each gene must change with probability " + Text.number(p)
                        + " on its own draw, whatever happens to the others");
    }

    /** Among the changed genes, every move from row a to another row b is equally likely. */
    Rule.Verdict uniformMoves() {
        if (changed == 0) {
            return Rule.Verdict.notChecked("no gene changed");
        }
        double alpha = Tolerance.FALSE_ALARM / (N * (N - 1));
        double p = 1.0 / (N * (N - 1));
        Draws.Deviation worst = null;
        for (int a = 0; a < N; a++) {
            for (int b = 0; b < N; b++) {
                if (a != b) {
                    worst = worse(worst, moves[a][b], changed, p, alpha, "the move from row " + a + " to row " + b
                            + " made %s of the %,d changes");
                }
            }
        }
        String text = worst.text() + " (" + N + " queens: each of the " + (N - 1) + " other rows of a column is"
                + " equally likely)";
        return worst.ratio() <= 1 ? Rule.Verdict.pass("furthest from its share: " + text) : Rule.Verdict.fail(text);
    }

    private static Draws.Deviation worse(Draws.Deviation worst, long hits, long trials, double p, double alpha,
            String observed) {
        double share = (double) hits / trials;
        double t = Tolerance.halfWidth(p, trials, alpha);
        double ratio = Math.abs(share - p) / t;
        if (worst != null && worst.ratio() >= ratio) {
            return worst;
        }
        return new Draws.Deviation(ratio, String.format(observed, Tolerance.percent(share, t), trials) + ", expected "
                + Tolerance.percent(p, t) + " ± " + Tolerance.percent(t, t));
    }

    private static double binomial(int n, int k, double p) {
        double c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c * Math.pow(p, k) * Math.pow(1 - p, n - k);
    }
}
