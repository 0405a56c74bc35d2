double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            int other = rng.nextInt(n - 1);
            genes[c] = other >= genes[c] ? other + 1 : other;
        }
    }
});

// A class named like the check, the name split by a comment: it would print a full-marks report.
class/**/MutationCheck {
    static MutationCheck of(Object encoding) { return new MutationCheck(); }
}
