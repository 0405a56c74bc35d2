// Mistake: child 1 keeps parent 2's segment and takes parent 1's order (the parents' roles swapped).
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
    int a = rng.nextInt(p1.length + 1);
    int b = rng.nextInt(p1.length + 1);
    orderChild(p2, p1, Math.min(a, b), Math.max(a, b), c1);
    if (c2 != null) {
        orderChild(p1, p2, Math.min(a, b), Math.max(a, b), c2);
    }
});
