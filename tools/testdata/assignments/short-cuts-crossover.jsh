// Draws the cuts with nextInt(n) instead of nextInt(n + 1): the second cut never falls at n.
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    int n = keep.length;
    boolean[] kept = new boolean[n];
    for (int i = lo; i < hi; i++) {
        child[i] = keep[i];
        kept[keep[i]] = true;
    }
    int place = hi % n;
    for (int t = 0; t < n; t++) {
        int gene = order[(hi + t) % n];
        if (!kept[gene]) {
            child[place] = gene;
            place = (place + 1) % n;
        }
    }
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int n = p1.length;
    int a = rng.nextInt(n);
    int b = rng.nextInt(n);
    orderChild(p1, p2, Math.min(a, b), Math.max(a, b), c1);
    if (c2 != null) {
        orderChild(p2, p1, Math.min(a, b), Math.max(a, b), c2);
    }
});
