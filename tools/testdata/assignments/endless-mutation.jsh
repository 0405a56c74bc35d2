double P = 0.2;

// Redraws while the new row equals the old one, but never stores the new draw.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            int other = rng.nextInt(n);
            while (other == genes[c]) {
                rng.nextInt(n);
            }
            genes[c] = other;
        }
    }
});
