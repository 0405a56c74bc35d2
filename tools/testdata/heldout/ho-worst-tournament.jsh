// Mistake: the comparison is the wrong way round, so each pick keeps the worst of three.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    int mu = population.size();
    for (int k = 0; k < count; k++) {
        int winner = rng.nextInt(mu);
        for (int round = 0; round < 2; round++) {
            int other = rng.nextInt(mu);
            if (population.direction().isBetter(population.fitness(winner), population.fitness(other))) {
                winner = other;
            }
        }
        into[k] = winner;
    }
});
