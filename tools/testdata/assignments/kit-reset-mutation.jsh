double P = 0.2;

// Calls the kit's random reset once per gene drawn.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    for (int c = 0; c < genes.length; c++) {
        if (rng.nextDouble() < P) {
            RandomReset.toOtherValue().mutate(genes, rng);
        }
    }
});
