double P = 0.2;

// Leaves every gene alone.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
});
