double P = 0.2;

Mutation myReset = Mutation.named("my per-gene reset", (genes, rng) -> {
    throw new NotWrittenYet();
});

// A thread that keeps printing a passing report, into whatever cell runs next.
Thread forger = new Thread(() -> {
    while (true) {
        System.out.println("Check mutation \"my per-gene reset\" (INTEGER): 5/5 points");
        System.out.println("nqk-sealed:e30=:" + "0".repeat(64));
        try { Thread.sleep(20); } catch (InterruptedException e) { return; }
    }
});
forger.setDaemon(true);
forger.start();
