// Mistake: subtracts the smallest fitness first ("windowing"), so the worst is never picked and the
// others are weighed by how far they are above the worst, not by their fitness.
Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    int mu = population.size();
    double least = Double.MAX_VALUE;
    for (int i = 0; i < mu; i++) {
        least = Math.min(least, population.fitness(i));
    }
    double total = 0;
    for (int i = 0; i < mu; i++) {
        total += population.fitness(i) - least;
    }
    for (int k = 0; k < count; k++) {
        double spin = rng.nextDouble() * total;
        int i = 0;
        double reached = population.fitness(0) - least;
        while (reached <= spin && i < mu - 1) {
            i++;
            reached += population.fitness(i) - least;
        }
        into[k] = i;
    }
});
