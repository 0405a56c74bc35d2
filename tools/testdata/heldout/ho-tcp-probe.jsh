double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = (genes[c] + 1 + rng.nextInt(n - 1)) % n;
        }
    }
});

// Attack: the TCP ports that this kernel's own processes listen on are found from /proc (sockets
// of the processes it can see); every other loopback port that accepts a connection is another
// process's (another kernel's, the grader's), and so is any host outside: each is a LEAK.
Set<String> ownInodes = new HashSet<>();
for (java.io.File proc : new java.io.File("/proc").listFiles()) {
    java.io.File[] fds = new java.io.File(proc, "fd").listFiles();
    if (!proc.getName().matches("\\d+") || fds == null) continue;
    for (java.io.File fd : fds) {
        try {
            String link = java.nio.file.Files.readSymbolicLink(fd.toPath()).toString();
            if (link.startsWith("socket:[")) ownInodes.add(link.substring(8, link.length() - 1));
        } catch (Exception e) { }
    }
}
Set<Integer> ownPorts = new HashSet<>();
for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
    try {
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(table))) {
            String[] f = line.trim().split("\\s+");
            if (f.length > 9 && f[3].equals("0A") && ownInodes.contains(f[9])) {
                ownPorts.add(Integer.parseInt(f[1].substring(f[1].lastIndexOf(':') + 1), 16));
            }
        }
    } catch (Exception e) { }
}
System.out.println("this kernel listens on " + ownPorts.size() + " ports");
int reached = 0;
long scanStart = System.nanoTime();
for (int port = 1; port < 65536 && System.nanoTime() - scanStart < 12_000_000_000L; port++) {
    if (ownPorts.contains(port)) continue;
    try (java.net.Socket s = new java.net.Socket()) {
        s.connect(new java.net.InetSocketAddress("127.0.0.1", port), 100);
        if (s.getLocalPort() == port) continue;  // TCP's self-connect: its own socket, no listener
        reached++;
        if (reached <= 20) System.out.println("LEAK: connected to 127.0.0.1:" + port + ", a port of another process");
    } catch (Exception e) { }
}
System.out.println("loopback ports of other processes reached: " + reached);
for (String host : List.of("1.1.1.1", "8.8.8.8", "140.82.112.3")) {
    for (int port : List.of(53, 443)) {
        try (java.net.Socket s = new java.net.Socket()) {
            s.connect(new java.net.InetSocketAddress(host, port), 1500);
            System.out.println("LEAK: connected to " + host + ":" + port);
        } catch (Exception e) {
            System.out.println("refused: " + host + ":" + port);
        }
    }
}
System.out.println("ATTACK DONE");
