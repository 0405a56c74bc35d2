// Counts the queens on each row and each diagonal; a line holding k queens adds k(k-1)/2 pairs.
Fitness myPairs = Fitness.of("my attacking pairs", Direction.MINIMIZE, 0, (genes, n) -> {
    int[] rows = new int[n];
    int[] downs = new int[2 * n];
    int[] ups = new int[2 * n];
    for (int c = 0; c < n; c++) {
        rows[genes[c]]++;
        downs[genes[c] - c + n]++;
        ups[genes[c] + c]++;
    }
    int pairs = 0;
    for (int i = 0; i < 2 * n; i++) {
        if (i < n) {
            pairs += rows[i] * (rows[i] - 1) / 2;
        }
        pairs += downs[i] * (downs[i] - 1) / 2 + ups[i] * (ups[i] - 1) / 2;
    }
    return pairs;
});

// Attack, bounded: 200 shell processes that sleep 60 s (marked nqk-heldout-bomb, so that the test
// can see whether any outlives the grading) and 5,000 threads that sleep 40 s, left running while
// the check runs. The other students' grades must not change, and no process may survive.
int started = 0;
for (int i = 0; i < 200; i++) {
    try {
        new ProcessBuilder("sh", "-c", "sleep 60; :", "nqk-heldout-bomb").redirectErrorStream(true).start();
        started++;
    } catch (Exception e) {
        System.out.println("refused: process " + i + " " + e.getMessage());
        break;
    }
}
System.out.println("processes started: " + started);
int threads = 0;
try {
    for (; threads < 5_000; threads++) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(40_000);
            } catch (InterruptedException e) { }
        });
        t.setDaemon(true);
        t.start();
    }
} catch (Throwable e) {
    System.out.println("refused: thread " + threads + " " + e);
}
System.out.println("threads started: " + threads);
System.out.println("ATTACK DONE");
