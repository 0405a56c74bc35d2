package io.nqueens.assignments;

import io.nqueens.operators.crossover.Crossover;
import io.nqueens.operators.mutation.Mutation;

import java.util.random.RandomGenerator;

/** Operators as students write them in the exercise notebooks: one right answer, and mistakes. */
final class StudentCode {
    private StudentCode() {}

    /** Order crossover's child: keep[lo..hi) in place, the rest in order's order from hi on. */
    static void oxChild(int[] keep, int[] order, int lo, int hi, int[] child) {
        int n = keep.length;
        boolean[] inSegment = new boolean[n];
        for (int i = lo; i < hi; i++) {
            child[i] = keep[i];
            inSegment[keep[i]] = true;
        }
        int place = hi % n;
        for (int t = 0; t < n; t++) {
            int v = order[(hi + t) % n];
            if (!inSegment[v]) {
                child[place] = v;
                place = (place + 1) % n;
            }
        }
    }

    /** The segment taken inclusive of its second cut: index n when that cut is n. */
    static void oxChildInclusive(int[] keep, int[] order, int lo, int hi, int[] child) {
        int n = keep.length;
        boolean[] inSegment = new boolean[n];
        for (int i = lo; i <= hi; i++) {
            child[i] = keep[i];
            inSegment[keep[i]] = true;
        }
        int place = (hi + 1) % n;
        for (int t = 0; t < n; t++) {
            int v = order[(hi + 1 + t) % n];
            if (!inSegment[v]) {
                child[place] = v;
                place = (place + 1) % n;
            }
        }
    }

    interface ChildRule {
        void child(int[] keep, int[] order, int lo, int hi, int[] child);
    }

    static Crossover ox(String name, ChildRule rule) {
        return Crossover.named(name, (p1, p2, c1, c2, rng) -> {
            int a = rng.nextInt(p1.length + 1);
            int b = rng.nextInt(p1.length + 1);
            rule.child(p1, p2, Math.min(a, b), Math.max(a, b), c1);
            if (c2 != null) {
                rule.child(p2, p1, Math.min(a, b), Math.max(a, b), c2);
            }
        });
    }

    static final Crossover OX = ox("my OX", StudentCode::oxChild);

    /** One-point splice: fine for integer vectors, repeats rows in permutations. */
    static final Crossover SPLICE = Crossover.named("splice", (p1, p2, c1, c2, rng) -> {
        int cut = rng.nextInt(p1.length + 1);
        for (int i = 0; i < p1.length; i++) {
            c1[i] = i < cut ? p1[i] : p2[i];
            if (c2 != null) {
                c2[i] = i < cut ? p2[i] : p1[i];
            }
        }
    });

    /** Per-gene reset to another row with probability p, drawing only from rng. */
    static Mutation reset(double p) {
        return Mutation.named("my reset", (genes, rng) -> resetGenes(genes, p, rng));
    }

    static void resetGenes(int[] genes, double p, RandomGenerator rng) {
        int n = genes.length;
        for (int i = 0; i < n; i++) {
            if (rng.nextDouble() < p) {
                int r = rng.nextInt(n - 1);
                genes[i] = r >= genes[i] ? r + 1 : r;
            }
        }
    }
}
