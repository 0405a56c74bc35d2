// Draws the rate once per genome, then moves every queen to another row.
Mutation myReset = Mutation.named("my reset", (genes, rng) -> {
    if (rng.nextDouble() < 0.2) {
        for (int i = 0; i < genes.length; i++) {
            int r = rng.nextInt(genes.length - 1);
            genes[i] = r >= genes[i] ? r + 1 : r;
        }
    }
});
