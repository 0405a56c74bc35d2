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

// 1 GB of output in lines of 1 MB, as fast as the kernel sends it.
String line = "x".repeat(999_999);
for (int i = 0; i < 1000; i++) {
    System.out.println(line);
}
