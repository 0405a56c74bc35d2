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

// Looks for message-writer's message for a few seconds, in every place it may have left it.
for (int tries = 0; tries < 20; tries++) {
    for (String place : List.of("/dev/shm", "/var/tmp", "/tmp", "/run/lock")) {
        if (java.nio.file.Files.exists(java.nio.file.Path.of(place, "nqk-message"))) {
            System.out.println("LEAK: a message in " + place);
            tries = 20;
        }
    }
    try (var peer = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), 47474)) {
        System.out.println("LEAK: reached message-writer's kernel over TCP");
        tries = 20;
    } catch (java.io.IOException e) {
        // refused: not (yet) listening, or not reachable
    }
    Thread.sleep(300);
}
System.out.println("ATTACK DONE");
