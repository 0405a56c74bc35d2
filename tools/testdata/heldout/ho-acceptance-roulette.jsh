// Stochastic acceptance: draw anyone uniformly, keep them with probability fitness / best fitness.
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double top = 0;
    for (int i = 0; i < mu; i++) {
        top = Math.max(top, population.fitness(i));
    }
    for (int k = 0; k < count; k++) {
        int pick = rng.nextInt(mu);
        if (top > 0) {
            while (rng.nextDouble() * top >= population.fitness(pick)) {
                pick = rng.nextInt(mu);
            }
        }
        into[k] = pick;
    }
});
