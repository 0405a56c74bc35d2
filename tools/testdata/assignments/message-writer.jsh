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
// And listens on a loopback port the reader knows, in case the network is shared.
try (var server = new java.net.ServerSocket(47474, 5, java.net.InetAddress.getLoopbackAddress())) {
    server.setSoTimeout(4000);  // while the reader looks
    try (var peer = server.accept()) {
        System.out.println("LEAK: a kernel connected to this one over TCP");
    } catch (java.net.SocketTimeoutException e) {
        System.out.println("nobody connected");
    }
}
System.out.println("ATTACK DONE");
