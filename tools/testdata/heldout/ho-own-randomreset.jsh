double P = 0.2;

// My own class, which I happened to name like the kit's: it moves a queen to one of the other rows.
class RandomReset {
    static int otherRow(int row, int n, java.util.random.RandomGenerator rng) {
        int[] others = new int[n - 1];
        int k = 0;
        for (int r = 0; r < n; r++) {
            if (r != row) {
                others[k++] = r;
            }
        }
        return others[rng.nextInt(n - 1)];
    }
}

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    for (int c = 0; c < genes.length; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = RandomReset.otherRow(genes[c], genes.length, rng);
        }
    }
});
