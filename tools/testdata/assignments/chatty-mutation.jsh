double P = 0.2;

// A right answer that prints a line on every call (about 1 MB while the check runs): cut in the
// executed notebook, graded in full.
Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    System.out.println("mutating a genome of " + n + " genes");
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            int other = rng.nextInt(n - 1);
            genes[c] = other >= genes[c] ? other + 1 : other;
        }
    }
});
