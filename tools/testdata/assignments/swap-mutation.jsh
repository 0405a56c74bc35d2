// Swaps each gene, with probability 0.2, with another: a swap mutation, not a reset.
Mutation myReset = Mutation.named("my reset", (genes, rng) -> {
    for (int i = 0; i < genes.length; i++) {
        if (rng.nextDouble() < 0.2) {
            int j = rng.nextInt(genes.length);
            int t = genes[i];
            genes[i] = genes[j];
            genes[j] = t;
        }
    }
});
