// Mistake: spins an int below the total cast to int, so fractional fitness is weighed wrongly (a
// total below 1 spins 0 only, and nextInt(0) throws).
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double total = 0;
    for (int i = 0; i < mu; i++) {
        total += population.fitness(i);
    }
    for (int k = 0; k < count; k++) {
        int spin = rng.nextInt((int) total);
        double reached = 0;
        int i = 0;
        while (i < mu - 1 && reached + population.fitness(i) <= spin) {
            reached += population.fitness(i);
            i++;
        }
        into[k] = i;
    }
});
