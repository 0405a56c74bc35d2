// Issue 44: the same min-conflicts solver as au-probe-dodge-ga, without the dodge: it solves every
// board it is handed, probed or not.

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
        for (int j = 0; j < n; j++) {  // the swap partner that leaves i least attacked
            if (j == i) continue;
            int a = q[j], b = q[i];
            int cost = down[a - i + n] + up[a + i] + down[b - j + n] + up[b + j];
            if (cost < bestCost || (cost == bestCost && rng.nextBoolean())) { bestCost = cost; best = j; }
        }
        int t = q[i]; q[i] = q[best]; q[best] = t;
    }
}

Mutation solver = Mutation.named("my swap", (genes, rng) -> minConflicts(genes, rng));

Supplier<Engine.Builder> myGa = () -> Engine.builder(Encoding.PERMUTATION, 32)
        .mutation(solver, 0.5)
        .label("my tuned GA");
