// Parent 2 read from hi round to hi - 1 into a queue, minus the kept genes; the queue fills the child.
void orderChild(int[] keep, int[] order, int lo, int hi, int[] child) {
    int n = keep.length;
    Set<Integer> segment = new HashSet<>();
    for (int i = lo; i < hi; i++) {
        segment.add(keep[i]);
        child[i] = keep[i];
    }
    ArrayDeque<Integer> rest = new ArrayDeque<>();
    for (int t = 0; t < n; t++) {
        int gene = order[(hi + t) % n];
        if (!segment.contains(gene)) {
            rest.addLast(gene);
        }
    }
    for (int t = 0; !rest.isEmpty(); t++) {
        child[(hi + t) % n] = rest.pollFirst();
    }
}

Crossover myOx = Crossover.named("my OX", (p1, p2, c1, c2, rng) -> {
    int first = rng.nextInt(p1.length + 1);
    int second = rng.nextInt(p1.length + 1);
    int lo = Math.min(first, second);
    int hi = Math.max(first, second);
    orderChild(p1, p2, lo, hi, c1);
    if (c2 != null) {
        orderChild(p2, p1, lo, hi, c2);
    }
});
