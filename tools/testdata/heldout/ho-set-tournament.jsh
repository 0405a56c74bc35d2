// Three draws into a set (a repeated draw only shrinks the set; the best stays the best), then the best.
Selector myTournament = Selector.named("my tournament", (population, count, into, rng) -> {
    for (int k = 0; k < count; k++) {
        Set<Integer> contestants = new HashSet<>();
        for (int draw = 0; draw < 3; draw++) {
            contestants.add(rng.nextInt(population.size()));
        }
        int best = -1;
        for (int c : contestants) {
            if (best < 0 || population.direction().isBetter(population.fitness(c), population.fitness(best))) {
                best = c;
            }
        }
        into[k] = best;
    }
});
