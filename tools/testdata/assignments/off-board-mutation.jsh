double P = 0.2;

// Moves the queen one row up or down, with no bound: row -1 or n leaves the board.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    for (int c = 0; c < genes.length; c++) {
        if (rng.nextDouble() < P) {
            genes[c] += rng.nextBoolean() ? 1 : -1;
        }
    }
});
