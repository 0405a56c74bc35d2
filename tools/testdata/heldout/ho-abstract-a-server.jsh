double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = (genes[c] + 1 + rng.nextInt(n - 1)) % n;
        }
    }
});

// Attack (with ho-abstract-b-client, graded at the same time): an abstract UNIX socket has no file,
// so a private /tmp does not hide it; only a network namespace does. This kernel listens on one for
// 10 s (through python3); a kernel that connects and leaves a message is a LEAK.
String serverCode = String.join("\n",
        "import socket",
        "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)",
        "try:",
        "    s.bind('\\0nqk-heldout-abstract')",
        "except OSError as e:",
        "    print('refused: bind', e); raise SystemExit",
        "s.listen(5); s.settimeout(10)",
        "try:",
        "    c, _ = s.accept(); c.settimeout(2)",
        "    print('LEAK: another kernel connected and said', c.recv(100))",
        "except OSError:",
        "    print('nobody connected')");
try {
    Process py = new ProcessBuilder("python3", "-c", serverCode).redirectErrorStream(true).start();
    System.out.print(new String(py.getInputStream().readAllBytes()));
    py.waitFor();
} catch (Exception e) {
    System.out.println("refused: python3 " + e);
}
System.out.println("ATTACK DONE");
