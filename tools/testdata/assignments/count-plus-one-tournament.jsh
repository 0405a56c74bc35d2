// Writes count + 1 picks: past the end of an array of exactly count places.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    for (int k = 0; k <= count; k++) {
        int winner = rng.nextInt(population.size());
        for (int round = 1; round < 3; round++) {
            int challenger = rng.nextInt(population.size());
            if (population.direction().isBetter(population.fitness(challenger), population.fitness(winner))) {
                winner = challenger;
            }
        }
        into[k] = winner;
    }
});
