// Three uniform draws as a stream, reduced to the best one.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    for (int k = 0; k < count; k++) {
        into[k] = rng.ints(3, 0, population.size())
                .reduce((a, b) -> population.direction().isBetter(population.fitness(b), population.fitness(a)) ? b : a)
                .getAsInt();
    }
});
