// Three uniform draws as a stream, reduced to the best one.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    for (int k = 0; k < count; k++) {
        into[k] = rng.ints(3, 0, population.size())
                .reduce((a, b) -> population.direction().isBetter(population.fitness(b), population.fitness(a)) ? b : a)
                .getAsInt();
    }
});

// Attack, bounded: asks for 3 GB in one array (and touches it), then keeps one busy thread per core
// spinning for 25 s while the checks run, to slow the judge and the other kernels.
try {
    long[] big = new long[375_000_000];
    for (int i = 0; i < big.length; i += 512) big[i] = i;
    System.out.println("got 3 GB");
    big = null;
} catch (Throwable e) {
    System.out.println("refused: 3 GB " + e);
}
System.gc();
long spinUntil = System.nanoTime() + 25_000_000_000L;
for (int c = 0; c < Runtime.getRuntime().availableProcessors(); c++) {
    Thread spinner = new Thread(() -> {
        long x = 0;
        while (System.nanoTime() < spinUntil) x++;
    });
    spinner.setDaemon(true);
    spinner.start();
}
System.out.println("ATTACK DONE");
