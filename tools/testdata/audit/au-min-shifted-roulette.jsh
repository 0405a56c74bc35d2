// Issue 44: a roulette that subtracts the smallest score from every score first, so the worst
// individual is never picked and the others are weighed by how far they are above it.
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double[] weight = new double[mu];
    double min = population.fitness(0);
    for (int i = 1; i < mu; i++) {
        min = Math.min(min, population.fitness(i));
    }
    double total = 0;
    for (int i = 0; i < mu; i++) {
        weight[i] = population.fitness(i) - min;
        total += weight[i];
    }
    for (int k = 0; k < count; k++) {
        double spin = rng.nextDouble() * total;
        int i = 0;
        double reached = weight[0];
        while (reached < spin && i < mu - 1) {
            reached += weight[++i];
        }
        into[k] = i;
    }
});
