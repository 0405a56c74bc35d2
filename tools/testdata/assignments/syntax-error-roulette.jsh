Selector myRoulette = Selector.named("my roulette", (population, count, into, rng) -> {
    double total = 0
    for (int i = 0; i < population.size(); i++) {
        total += population.fitness(i);
    }
    for (int k = 0; k < count; k++) {
        into[k] = 0;
    }
});
