// Mistake: draws lo first and then hi between lo and n, not two cuts from 0..n sorted: short
// segments near the end come too often, and the cuts are not those the exercise asks for.
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    int n = keep.length;
    boolean[] used = new boolean[n];
    for (int i = lo; i < hi; i++) {
        child[i] = keep[i];
        used[keep[i]] = true;
    }
    int place = hi;
    for (int t = 0; t < n; t++) {
        int gene = order[(hi + t) % n];
        if (!used[gene]) {
            child[place % n] = gene;
            place++;
        }
    }
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int n = p1.length;
    int lo = rng.nextInt(n + 1);
    int hi = lo + rng.nextInt(n - lo + 1);
    orderChild(p1, p2, lo, hi, c1);
    if (c2 != null) {
        orderChild(p2, p1, lo, hi, c2);
    }
});
