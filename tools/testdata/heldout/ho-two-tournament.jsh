// Mistake: the loop starts at 1 and stops below 2, so only two contestants meet (a tournament of 2).
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    int mu = population.size();
    for (int k = 0; k < count; k++) {
        int winner = rng.nextInt(mu);
        for (int round = 1; round < 2; round++) {
            int other = rng.nextInt(mu);
            if (population.direction().isBetter(population.fitness(other), population.fitness(winner))) {
                winner = other;
            }
        }
        into[k] = winner;
    }
});
