// Weighs each individual by its rank (1 for the worst, μ for the best) instead of its fitness.
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double[] weight = new double[mu];
    double total = 0;
    for (int i = 0; i < mu; i++) {
        int rank = 1;
        for (int j = 0; j < mu; j++) {
            if (population.fitness(j) < population.fitness(i)) rank++;
        }
        weight[i] = rank;
        total += rank;
    }
    for (int k = 0; k < count; k++) {
        double spin = rng.nextDouble() * total;
        int i = 0;
        double reached = weight[0];
        while (reached <= spin && i < mu - 1) {
            i++;
            reached += weight[i];
        }
        into[k] = i;
    }
});
