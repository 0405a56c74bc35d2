// The "mutation" runs the student's own solver: random swaps that never add an attacking pair.
Mutation solver = Mutation.named("my mutation", (genes, rng) -> {
    int n = genes.length;
    for (long pairs = Encoding.PERMUTATION.attackingPairs(genes, n); pairs > 0; ) {
        int i = rng.nextInt(n);
        int j = rng.nextInt(n);
        int t = genes[i];
        genes[i] = genes[j];
        genes[j] = t;
        long now = Encoding.PERMUTATION.attackingPairs(genes, n);
        if (now > pairs) {
            genes[j] = genes[i];
            genes[i] = t;
        } else {
            pairs = now;
        }
    }
});

Supplier<Engine.Builder> myGa = () -> {
    return Engine.builder(Encoding.PERMUTATION, 32)
            .mutation(solver, 0.05)
            .label("my tuned GA");
};
