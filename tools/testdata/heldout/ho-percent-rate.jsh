double P = 0.2;

// Mistake: reads P as a percentage, so a gene moves with probability 0.2% instead of 20%.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() * 100 < P) {
            int other = rng.nextInt(n - 1);
            genes[c] = other < genes[c] ? other : other + 1;
        }
    }
});
