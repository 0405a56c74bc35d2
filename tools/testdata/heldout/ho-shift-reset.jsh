double P = 0.2;

// Shift trick: moving down by 1 to n-1 rows, wrapping round, always lands on another row.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = (genes[c] + 1 + rng.nextInt(n - 1)) % n;
        }
    }
});
