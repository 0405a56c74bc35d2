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

// Leaves a message for another student's kernel in every shared-looking place (read by message-reader).
for (String place : List.of("/dev/shm", "/var/tmp", "/tmp", "/run/lock")) {
    try {
        java.nio.file.Files.writeString(java.nio.file.Path.of(place, "nqk-message"), "the answer is 42");
        System.out.println("wrote " + place);
    } catch (Exception e) {
        System.out.println("could not write " + place);
    }
}
Thread.sleep(4000);  // while the reader looks
System.out.println("ATTACK DONE");
