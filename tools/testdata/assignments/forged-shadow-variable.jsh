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

// A variable named like the first part of the checks' qualified names: io.nqueens... would then mean it.
var io = new Object();
