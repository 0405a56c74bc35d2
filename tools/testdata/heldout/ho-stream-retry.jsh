double P = 0.2;

// Draws rows from a stream until one differs from the old row (one queen alone stays put).
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P && n > 1) {
            int old = genes[c];
            genes[c] = rng.ints(0, n).filter(r -> r != old).findFirst().getAsInt();
        }
    }
});
