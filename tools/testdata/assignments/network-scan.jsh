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

// Knocks on every loopback port but its own kernel's (a judge's, the grader's, another kernel's),
// and on a host outside.
String mine = java.nio.file.Files.readString(java.nio.file.Path.of(".kernel.json"));
var own = new java.util.HashSet<Integer>();
var m = java.util.regex.Pattern.compile("_port\"\\s*:\\s*(\\d+)").matcher(mine);
while (m.find()) own.add(Integer.parseInt(m.group(1)));
int open = 0;
for (int port = 1; port < 65536; port++) {
    if (own.contains(port)) continue;
    try (var s = new java.net.Socket()) {
        s.connect(new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), port), 200);
        if (s.getLocalPort() == port) continue;  // TCP's self-connect on an ephemeral port: its own socket
        System.out.println("LEAK: loopback port " + port + " answered");
        if (++open > 5) break;
    } catch (java.io.IOException e) {
        // refused
    }
}
for (String host : List.of("1.1.1.1", "8.8.8.8")) {
    try (var s = new java.net.Socket()) {
        s.connect(new java.net.InetSocketAddress(host, 53), 2000);
        System.out.println("LEAK: reached " + host);
    } catch (java.io.IOException e) {
        System.out.println("no way to " + host);
    }
}
System.out.println("own ports: " + own.size());
System.out.println("ATTACK DONE");
