// Always picks the first individual.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    for (int k = 0; k < count; k++) {
        into[k] = 0;
    }
});
