// Mistake: fills the free places from position 0 with parent 2's genes read from position 0, not
// from hi round (children stay permutations, but they are not OX children).
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    int n = keep.length;
    boolean[] used = new boolean[n];
    for (int i = lo; i < hi; i++) {
        child[i] = keep[i];
        used[keep[i]] = true;
    }
    int next = 0;
    for (int i = 0; i < n; i++) {
        if (i >= lo && i < hi) {
            continue;
        }
        while (used[order[next]]) {
            next++;
        }
        child[i] = order[next];
        used[order[next]] = true;
    }
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int a = rng.nextInt(p1.length + 1);
    int b = rng.nextInt(p1.length + 1);
    orderChild(p1, p2, Math.min(a, b), Math.max(a, b), c1);
    if (c2 != null) {
        orderChild(p2, p1, Math.min(a, b), Math.max(a, b), c2);
    }
});
