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

// The same class, its name spelt with a unicode escape (javac decodes it first).
class \u004DutationCheck {
    static \u004DutationCheck of(Object encoding) { return new \u004DutationCheck(); }
}
