double P = 0.2;

// Mistake: the shift trick wrapped modulo n - 1 instead of n: row n-1 is never reached and a queen
// may land on its own row.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = (genes[c] + 1 + rng.nextInt(n - 1)) % (n - 1);
        }
    }
});
