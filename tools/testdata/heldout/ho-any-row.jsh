double P = 0.2;

// Mistake: redraws the row from all n rows, so one time in n the queen "moves" to where it was.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    for (int c = 0; c < genes.length; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = rng.nextInt(genes.length);
        }
    }
});
