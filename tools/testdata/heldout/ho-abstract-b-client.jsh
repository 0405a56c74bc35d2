double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    int n = genes.length;
    for (int c = 0; c < n; c++) {
        if (rng.nextDouble() < P) {
            genes[c] = (genes[c] + 1 + rng.nextInt(n - 1)) % n;
        }
    }
});

// Attack (with ho-abstract-a-server): for 10 s, tries to reach the other kernel's abstract UNIX
// socket; then tries every abstract socket listed in /proc/net/unix that this kernel did not make
// (the host's services, other kernels'). Each connection made is a LEAK.
String clientCode = String.join("\n",
        "import socket, time",
        "end = time.time() + 10",
        "while time.time() < end:",
        "    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)",
        "    try:",
        "        s.connect('\\0nqk-heldout-abstract'); s.sendall(b'the answer is 42')",
        "        print('LEAK: reached the other kernel over an abstract socket'); break",
        "    except OSError:",
        "        time.sleep(0.3)",
        "    finally:",
        "        s.close()",
        "import os",
        "own = set()",
        "for pid in filter(str.isdigit, os.listdir('/proc')):",
        "    try:",
        "        for fd in os.listdir('/proc/%s/fd' % pid):",
        "            own.add(os.readlink('/proc/%s/fd/%s' % (pid, fd)))",
        "    except OSError:",
        "        pass",
        "names = set()",
        "for line in open('/proc/net/unix').read().splitlines()[1:]:",
        "    f = line.split()",
        "    if len(f) > 7 and f[7].startswith('@') and 'nqk-heldout' not in f[7] and 'socket:[%s]' % f[6] not in own:",
        "        names.add(f[7][1:])",
        "print('abstract sockets listed:', len(names))",
        "for name in sorted(names)[:40]:",
        "    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM); s.settimeout(1)",
        "    try:",
        "        s.connect('\\0' + name); print('LEAK: connected to abstract socket @' + name)",
        "    except OSError:",
        "        pass",
        "    finally:",
        "        s.close()");
try {
    Process py = new ProcessBuilder("python3", "-c", clientCode).redirectErrorStream(true).start();
    System.out.print(new String(py.getInputStream().readAllBytes()));
    py.waitFor();
} catch (Exception e) {
    System.out.println("refused: python3 " + e);
}
System.out.println("ATTACK DONE");
