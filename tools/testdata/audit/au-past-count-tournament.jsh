// Issue 44: a tournament of three whose loop runs to count inclusive: one pick more than asked,
// written past the end of an array of exactly count places (the engine's).
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    int mu = population.size();
    for (int k = 0; k <= count && k < into.length; k++) {
        int best = rng.nextInt(mu);
        for (int round = 0; round < 2; round++) {
            int other = rng.nextInt(mu);
            if (population.direction().isBetter(population.fitness(other), population.fitness(best))) {
                best = other;
            }
        }
        into[k] = best;
    }
});
