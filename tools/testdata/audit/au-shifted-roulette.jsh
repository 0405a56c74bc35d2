// Issue 44: a roulette whose running sum is added before it is compared with the spin, so every
// pick lands one slot after the right one (the first individual is never picked, a score of 0 is).
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double total = 0;
    for (int i = 0; i < mu; i++) {
        total += population.fitness(i);
    }
    for (int k = 0; k < count; k++) {
        double spin = rng.nextDouble() * total;
        double sum = 0;
        int i = 0;
        while (i < mu - 1 && sum <= spin) {
            sum += population.fitness(i);
            i++;
        }
        into[k] = i;
    }
});
