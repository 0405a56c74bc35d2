package io.nqueens.assignments;

import io.nqueens.board.Encoding;
import io.nqueens.grading.wire.OperatorQueue;
import io.nqueens.operators.mutation.Mutation;

import java.util.SplittableRandom;

/**
 * What a mutation changed in many mutations of random genomes of n integer genes: per position,
 * per genome (how many genes changed) and per move (old row to new row). It decides the rules of
 * a per-gene reset: each gene changes with probability p, independently of the others, and a
 * changed gene moves to each of the n-1 other rows equally often. Each rule is a set of shares
 * tested with a Bernstein bound and a Bonferroni correction over the set, so a correct mutation
 * fails it less than once in 10,000 checks per board size. The check samples several sizes
 * ({@link #SIZES}): a mistake such as a new row drawn as {@code nextInt(7) % (n - 1)} is uniform
 * on 8 queens only. O(mutations × n).
 */
final class GeneChanges {
    /** The board size whose results the messages show when every size passes. */
    static final int N = 8;
    static final int MUTATIONS = 20_000;
    /**
     * The board sizes sampled, and the mutations of each: 8 first (its counts decide and show
     * when every size passes), then sizes that are no multiple of anything the task uses.
     */
    static final int[][] SIZES = {{N, MUTATIONS}, {5, 10_000}, {13, 5_000}, {32, 2_000}};

    final int n;
    final int mutations;
    final long[] perPosition;
    final long[] perGenome;
    final long[][] moves;
    long changed;
    long mutated; // mutations that returned normally

    private GeneChanges(int n, int mutations) {
        this.n = n;
        this.mutations = mutations;
        perPosition = new long[n];
        perGenome = new long[n + 1];
        moves = new long[n][n];
    }

    /** Mutates {@code MUTATIONS} random 8-queen genomes drawn from {@code seed}, call t with generator seed t. */
    static GeneChanges sample(Mutation op, long seed) {
        return sample(op, seed, N, MUTATIONS);
    }

    /** Mutates {@code mutations} random n-queen genomes drawn from {@code seed}, call t with generator seed t. */
    static GeneChanges sample(Mutation op, long seed, int n, int mutations) {
        GeneChanges g = new GeneChanges(n, mutations);
        SplittableRandom rng = new SplittableRandom(seed);
        int[][][] genomes = new int[mutations][][]; // before, after
        QueuedChunks.Thrown thrown = QueuedChunks.each(op, mutations, t -> {
            int[] before = Encoding.INTEGER.randomGenome(n, rng);
            genomes[t] = new int[][] {before, before.clone()};
            return new OperatorQueue.Ask(new int[][] {genomes[t][1]}, new CountingRandom(t));
        });
        for (int t = 0; t < mutations; t++) {
            Throwable error = thrown.get(t); // made the call, so genomes[t] is set
            int[] genome = genomes[t][0];
            int[] after = genomes[t][1];
            genomes[t] = null;
            if (error != null || Genomes.violation(Encoding.INTEGER, after, n) != null) {
                continue;
            }
            g.mutated++;
            int k = 0;
            for (int i = 0; i < n; i++) {
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
        double alpha = Tolerance.FALSE_ALARM / (n + n + 1);
        Draws.Deviation worst = null;
        for (int i = 0; i < n; i++) {
            worst = worse(worst, perPosition[i], mutated, p, alpha, "gene " + i + " changed in %s of %,d mutations");
        }
        for (int k = 0; k <= n; k++) {
            worst = worse(worst, perGenome[k], mutated, binomial(n, k, p), alpha, k + " of the " + n
                    + " genes changed together in %s of %,d mutations");
        }
        String text = worst.text() + String.format(" (%,d mutations of random %d-queen genomes)", mutations, n);
        return worst.ratio() <= 1 ? Rule.Verdict.pass("furthest from its share: " + text)
                : Rule.Verdict.fail(text + "; each gene must change with probability " + Text.number(p)
                        + " on its own draw, whatever happens to the others");
    }

    /**
     * Among the changed genes, every move from row a to another row b is equally likely; on boards
     * above 8 queens (too many moves to count each often enough) every destination row is.
     */
    Rule.Verdict uniformMoves() {
        if (changed == 0) {
            return Rule.Verdict.notChecked("no gene changed");
        }
        Draws.Deviation worst = null;
        if (n <= N) {
            double alpha = Tolerance.FALSE_ALARM / (n * (n - 1));
            double p = 1.0 / (n * (n - 1));
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (a != b) {
                        worst = worse(worst, moves[a][b], changed, p, alpha, "the move from row " + a + " to row " + b
                                + " made %s of the %,d changes");
                    }
                }
            }
        } else {
            double alpha = Tolerance.FALSE_ALARM / n;
            for (int b = 0; b < n; b++) {
                long into = 0;
                for (int a = 0; a < n; a++) {
                    into += moves[a][b];
                }
                // A random genome's genes hold each row equally often, so each row receives 1/n of the moves.
                worst = worse(worst, into, changed, 1.0 / n, alpha, "moves to row " + b + " made %s of the %,d changes");
            }
        }
        String text = worst.text() + " (" + n + " queens: each of the " + (n - 1) + " other rows of a column is"
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
