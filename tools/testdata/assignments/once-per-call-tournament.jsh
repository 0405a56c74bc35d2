// Holds one tournament per call and writes its winner into every place.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    int winner = rng.nextInt(population.size());
    for (int round = 1; round < 3; round++) {
        int challenger = rng.nextInt(population.size());
        if (population.direction().isBetter(population.fitness(challenger), population.fitness(winner))) {
            winner = challenger;
        }
    }
    for (int k = 0; k < count; k++) {
        into[k] = winner;
    }
});
